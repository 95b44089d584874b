/**
 * /likes/m/{id} — one like in detail (spec §2): who liked whom, whether it is a match, and what
 * to do next (like back, open the profile). Opening it clears the like's new flag, as opening
 * the profile does (the API does both on the profile read).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useFetcher, useLoaderData } from '@remix-run/react';
import { Button, Card, Heading, Picture, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../components/FictionalNotice.tsx';
import { MatchModal } from '../components/MatchModal.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { loadMemberProfile } from '../lib/member-profile.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { photoSources, photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const likes = await api.likes();
  const member = await loadMemberProfile(api, params.id);
  const likedMe = likes.liked_by.some((l) => l.id === member.id);
  const iLiked = likes.liked.includes(member.id);
  // No like between the two: the profile is the page to show.
  if (!likedMe && !iLiked) throw redirect(`/members/${member.id}`);
  return { meta: { title: member.name }, member, likedMe, iLiked };
}

export default function LikeDetailPage() {
  const { t } = useTranslation();
  const { member, likedMe, iLiked } = useLoaderData<typeof loader>();
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  const fetcher = useFetcher<{ match?: boolean }>();
  const photo = member.photos[0];
  const title =
    likedMe && iLiked
      ? t('likes.matchText', { name: member.name })
      : likedMe
        ? t('likeModal.text', { name: member.name, age: member.fields.age ?? '' })
        : t('member.youLike', { name: member.name });
  return (
    <Stack gap="large">
      <PageHeading>{title}</PageHeading>
      <FictionalNotice fictional={member.fictional} />
      <Card>
        <Stack gap="medium" align="center">
          {photo ? (
            <Picture
              src={photoUrl(cdn, photo.thumb_filename)}
              sources={photoSources(cdn, photo.filename)}
              sizes="240px"
              alt={t('members.photoOf', { name: member.name })}
              width={240}
              height={300}
              loading="eager"
            />
          ) : null}
          <Heading level={2}>{member.name}</Heading>
          {member.about_me ? <p>{member.about_me}</p> : null}
          <Stack direction="row" gap="small" wrap justify="center">
            {likedMe && !iLiked ? (
              <fetcher.Form method="post" action={`/members/${member.id}`}>
                <input type="hidden" name="intent" value="like" />
                <Button type="submit" loading={fetcher.state !== 'idle'}>
                  {t('member.like', { name: member.name })}
                </Button>
              </fetcher.Form>
            ) : null}
            <Button href={`/members/${member.id}`} variant="soft">
              {t('likeModal.view', { name: member.name })}
            </Button>
            <Button href="/likes" variant="soft">
              {t('likes.title')}
            </Button>
          </Stack>
        </Stack>
      </Card>
      {fetcher.data?.match ? <MatchModal name={member.name} /> : null}
    </Stack>
  );
}
