/**
 * /members/{id}/landing (spec §2): one member's landing in the lander layout — portrait, name,
 * age, place and about-me, and a first message that continues into signup (step 0 with a
 * message to this member). Hidden, pending-deletion or missing members are a 404.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ProfileSpotlight, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../components/FictionalNotice.tsx';
import { FirstMessageForm } from '../components/landers/FirstMessageForm.tsx';
import { MemberIntro } from '../components/landers/MemberIntro.tsx';
import { loadMemberLanding } from '../lib/member-landing.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadMemberLanding(request, context, params, 'landing');
}

export default function MemberLanding() {
  const { t } = useTranslation();
  const { title, member, maxLength } = useLoaderData<typeof loader>();
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  return (
    <Stack gap="large">
      <FictionalNotice fictional={member.fictional} />
      <ProfileSpotlight
        photoSrc={member.photo ? photoUrl(cdn, member.photo.large) : undefined}
        photoAlt={t('members.photoOf', { name: member.name })}
      >
        <MemberIntro title={title} member={member} />
        <FirstMessageForm member={member} maxLength={maxLength} />
        <p>
          {t('signup.haveAccount')} <a href={`/login?redirectTo=/members/${member.id}`}>{t('nav.login')}</a>
        </p>
      </ProfileSpotlight>
    </Stack>
  );
}
