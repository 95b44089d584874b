/**
 * Signup step 0 as a form action (spec §4, §5), shared by /signup and /members/{id}/signup: the
 * latter adds a first message to that member (spec §3 signup_message), held until the e-mail is
 * confirmed. Invalid input answers with every spec §5 message; success continues with step 1.
 */
import { signupRequestSchema } from '@dating/contract';
import { validateSignupForm } from '@dating/domain';
import { readLocaleCookie } from '@dating/i18n';
import { redirect } from '@remix-run/node';
import { type SiteLoadContext, forwardCookies } from '../context.server.ts';
import { apiFailure, echoValues, invalidForm } from './api-action.ts';
import { nextStepPath } from './signup-steps.ts';
import { requestTracking } from './tracking.server.ts';
import { readForm } from './read-form.server.ts';

const ECHO = ['name', 'email', 'date_of_birth', 'gender', 'looking_for', 'signup_message'] as const;

export async function signupAction(request: Request, ctx: SiteLoadContext, messageTo?: number) {
  const form = await readForm(request);
  const values = echoValues(form, ECHO);
  const parsed = signupRequestSchema.safeParse({
    ...values,
    signup_message: messageTo === undefined ? undefined : (values.signup_message ?? ''),
    message_to: messageTo,
    password: form.get('password') ?? '',
    terms: form.get('terms') === 'on',
    tracking: requestTracking(request, form),
    language: readLocaleCookie(request.headers.get('cookie')) ?? undefined,
  });
  if (!parsed.success) {
    // Show the spec §5 messages of the other fields too, not only the ones zod caught.
    const settings = await ctx.api.settings(ctx.site.host);
    const rules = validateSignupForm(
      {
        email: values.email ?? '',
        name: values.name ?? '',
        date_of_birth: values.date_of_birth ?? '',
        password: String(form.get('password') ?? ''),
      },
      new Date(),
      { minAge: settings.min_age },
    );
    return invalidForm(parsed.error, values, undefined, rules);
  }
  try {
    const { response } = await ctx.api.raw.signup(parsed.data);
    throw redirect(nextStepPath('step0'), { headers: forwardCookies(response) });
  } catch (error) {
    if (error instanceof Response) throw error;
    return apiFailure(error, values);
  }
}
