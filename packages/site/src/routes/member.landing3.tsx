/**
 * /members/{id}/landing3/{slug?} (spec §2) in the empty layout: the member's photo fills the
 * screen and the signup dialog — first message and account in one form — sits on it (ADR 0031).
 * The dialog posts here, so field errors show in it.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Modal, ProfileSpotlight, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../components/FictionalNotice.tsx';
import { MemberSignupForm } from '../components/MemberSignupForm.tsx';
import type { ActionResult } from '../lib/api-action.ts';
import { loadMemberLanding } from '../lib/member-landing.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';
import { memberIdParam } from '../lib/member-profile.server.ts';
import { signupAction } from '../lib/signup-action.server.ts';

export const meta = pageMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const landing = await loadMemberLanding(request, context, params, 'landing3');
  // Signup closed for this visitor: /signup says so and how to get in.
  if (!landing.signupOpen) throw redirect('/signup');
  return landing;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return signupAction(request, context, memberIdParam(params.id));
}

export default function MemberLanding3() {
  const { t } = useTranslation();
  const { title, member, minAge, maxLength } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  return (
    <ProfileSpotlight
      variant="backdrop"
      photoSrc={member.photo ? photoUrl(cdn, member.photo.large) : undefined}
      photoAlt={t('members.photoOf', { name: member.name })}
    >
      <Modal open title={title} dismissible={false}>
        <Stack gap="medium">
          <FictionalNotice fictional={member.fictional} />
          <p>{t('signup.writeIntro', { name: member.name })}</p>
          <MemberSignupForm
            Form={Form}
            action={`/members/${member.id}/landing3`}
            member={member}
            result={result}
            busy={busy}
            minAge={minAge}
            maxLength={maxLength}
          />
          <p>
            {t('signup.haveAccount')} <a href={`/login?redirectTo=/members/${member.id}`}>{t('nav.login')}</a>
          </p>
        </Stack>
      </Modal>
    </ProfileSpotlight>
  );
}
