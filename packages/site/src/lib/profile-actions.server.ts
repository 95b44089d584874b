/** The forms of /profile: photos, interests, details, e-mail and password, told apart by `intent`. */
import type { ApiClient } from '@dating/api-client';
import { mailChangeSchema, passwordChangeSchema, profileUpdateSchema } from '@dating/contract';
import type { z } from 'zod';
import { type ActionResult, apiFailure, echoValues, invalidForm } from './api-action.ts';
import { PROFILE_GROUP_FIELDS, profileUpdateFromForm } from './profile-form.ts';
import { isPhotoIntent, photoAction } from './profile-photos.server.ts';

const DETAIL_FIELDS = [
  ...PROFILE_GROUP_FIELDS.location,
  ...PROFILE_GROUP_FIELDS.personal,
  ...PROFILE_GROUP_FIELDS.about,
];

/** One form: checked input goes to the API; any error comes back with what the member typed. */
async function submit<T>(
  intent: string,
  values: Record<string, string>,
  parsed: z.ZodSafeParseResult<T>,
  send: (data: T) => Promise<Partial<ActionResult> | undefined>,
) {
  if (!parsed.success) return invalidForm(parsed.error, values, intent);
  try {
    return { intent, done: true, ...(await send(parsed.data)) } satisfies ActionResult;
  } catch (error) {
    return apiFailure(error, values, intent);
  }
}

export async function profileAction(api: ApiClient, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => form.get(name) ?? '';
  if (isPhotoIntent(intent)) return photoAction(api, intent, form);
  if (intent === 'interests') {
    const chosen = form.getAll('interests').map(String);
    return submit(
      intent,
      { interests: chosen.join(',') },
      profileUpdateSchema.safeParse({ interests: chosen }),
      async (d) => {
        await api.updateProfile(d);
        return undefined;
      },
    );
  }
  if (intent === 'details') {
    const parsed = profileUpdateFromForm(form, ['location', 'personal', 'about']);
    return submit(intent, echoValues(form, DETAIL_FIELDS), parsed, async (d) => {
      await api.updateProfile(d);
      return undefined;
    });
  }
  if (intent === 'email') {
    const parsed = mailChangeSchema.safeParse({ email: text('email'), password: text('password') });
    return submit(intent, echoValues(form, ['email']), parsed, async (d) => ({
      email: (await api.requestMailChange(d)).email,
    }));
  }
  const parsed = passwordChangeSchema.safeParse({
    old_password: text('old_password'),
    password: text('password'),
    password_confirm: text('password_confirm'),
  });
  return submit('password', {}, parsed, async (d) => {
    await api.changePassword(d);
    return undefined;
  });
}
