/**
 * /members/{id}/landing2/{slug?} (spec §2): the member's landing as an icebreaker — pick an
 * opening line (or write one) to continue into signup with it as the first message; a place
 * campaign adds more members from that place (ADR 0031).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Avatar, Button, Card, Heading, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../components/FictionalNotice.tsx';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { FirstMessageForm } from '../components/landers/FirstMessageForm.tsx';
import { MemberIntro } from '../components/landers/MemberIntro.tsx';
import { useLanderLinks } from '../lib/lander-links.ts';
import { loadMemberLanding } from '../lib/member-landing.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';
import { withTracking } from '../lib/tracking.ts';

export const meta = pageMeta;

/** The chat's suggested opening lines (spec §2 icebreaker modal) offered here as first messages. */
const ICEBREAKERS = ['profile', 'smile', 'coffee'] as const;

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const landing = await loadMemberLanding(request, ctx, params, 'landing2');
  const nearby =
    landing.campaign.kind === 'place'
      ? await ctx.api.showcase({ place: landing.campaign.campaign, limit: 5 })
      : null;
  return {
    ...landing,
    nearby: nearby?.place
      ? { place: nearby.place, members: nearby.members.filter((m) => m.id !== landing.member.id).slice(0, 4) }
      : null,
  };
}

export default function MemberLanding2() {
  const { t } = useTranslation();
  const { title, member, maxLength, nearby } = useLoaderData<typeof loader>();
  const root = useRootData();
  const links = useLanderLinks();
  const cdn = root?.settings.cdn_prefix ?? '/uploads/';
  return (
    <Stack gap="xlarge">
      <FictionalNotice fictional={member.fictional} />
      <Card>
        <Stack gap="large">
          <Stack direction={{ mobile: 'column', tablet: 'row' }} gap="large" align="center">
            <Avatar
              name={member.name}
              size="large"
              src={member.photo ? photoUrl(cdn, member.photo.thumb) : undefined}
              alt={t('members.photoOf', { name: member.name })}
            />
            <MemberIntro title={title} member={member} />
          </Stack>
          <Stack gap="small">
            <Heading level={2}>{t('landing.icebreakers', { name: member.name })}</Heading>
            <Stack direction="row" gap="small" wrap>
              {ICEBREAKERS.map((key) => {
                const line = t(`chat.icebreakers.${key}`, { name: member.name });
                return (
                  <Button
                    key={key}
                    variant="soft"
                    wrap
                    href={withTracking(
                      `/members/${member.id}/signup?message=${encodeURIComponent(line)}`,
                      root?.tracking,
                    )}
                  >
                    {line}
                  </Button>
                );
              })}
            </Stack>
          </Stack>
          <FirstMessageForm member={member} maxLength={maxLength} />
        </Stack>
      </Card>
      {nearby && nearby.members.length > 0 ? (
        <Stack gap="medium">
          <Heading level={2}>{t('landing.nearby', { place: nearby.place })}</Heading>
          <MemberGrid members={nearby.members} hrefFor={links.member} />
        </Stack>
      ) : null}
    </Stack>
  );
}
