/**
 * /members/{id}/signup — signup step 0 that also writes to a member (spec §2 route, §3
 * signup_message, §4 "create an account or send a first message"): the visitor writes the first
 * message and creates the account in one form. The message waits until the e-mail is confirmed
 * (the member cannot reply before), and it opens one of the two free conversations.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { signupAllowed } from '@dating/domain';
import { Avatar, Card, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../components/FictionalNotice.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { MemberSignupForm } from '../components/MemberSignupForm.tsx';
import type { ActionResult } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { firstOpenPhoto, loadMemberProfile, memberIdParam } from '../lib/member-profile.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';
import { signupAction } from '../lib/signup-action.server.ts';
import { requestTracking } from '../lib/tracking.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const api = ctx.api;
  if ((await ctx.page()).user) throw redirect(`/members/${params.id}/chat`);
  const [member, settings, t] = await Promise.all([
    loadMemberProfile(api, params.id),
    ctx.page().then((page) => page.settings),
    translatorFor(request, ctx),
  ]);
  // Signup closed for this visitor: the /signup page says so and how to get in.
  if (!signupAllowed(settings.signups, requestTracking(request))) throw redirect('/signup');
  return {
    meta: { title: t('signup.writeTitle', { name: member.name }) },
    member: {
      id: member.id,
      name: member.name,
      photo: firstOpenPhoto(member)?.thumb_filename ?? null,
      fictional: member.fictional,
    },
    minAge: settings.min_age,
    maxLength: settings.message_length,
    // A first message begun on one of the member's landings (ADR 0031).
    message: (new URL(request.url).searchParams.get('message') ?? '').slice(0, settings.message_length),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return signupAction(request, context, memberIdParam(params.id));
}

export default function MemberSignupPage() {
  const { t } = useTranslation();
  const { member, minAge, maxLength, message } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  return (
    <Stack gap="large" align="center">
      <Card width="narrow">
        <Stack gap="medium">
          <Stack direction="row" gap="small" align="center">
            <Avatar name={member.name} src={member.photo ? photoUrl(cdn, member.photo) : undefined} alt="" />
            <PageHeading>{t('signup.writeTitle', { name: member.name })}</PageHeading>
          </Stack>
          <p>{t('signup.writeIntro', { name: member.name })}</p>
          <FictionalNotice fictional={member.fictional} />
          <MemberSignupForm
            Form={Form}
            action={`/members/${member.id}/signup`}
            member={member}
            result={result}
            busy={busy}
            minAge={minAge}
            maxLength={maxLength}
            defaultMessage={message}
          />
          <p>
            {t('signup.haveAccount')}{' '}
            <a href={`/login?redirectTo=/members/${member.id}/chat`}>{t('nav.login')}</a>
          </p>
        </Stack>
      </Card>
    </Stack>
  );
}
