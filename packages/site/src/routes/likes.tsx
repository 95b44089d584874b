/**
 * /likes and /likes/{type} — received likes (new ones marked), sent likes and matches (mutual
 * likes), spec §2, §4. The three lists are links, so each has its own address and works
 * without JavaScript.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, useLoaderData } from '@remix-run/react';
import { EmptyState, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;
const TYPES = ['received', 'sent', 'matches'] as const;
type LikeType = (typeof TYPES)[number];

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const type = (params.type ?? 'received') as LikeType;
  if (!TYPES.includes(type)) throw new Response(null, { status: 404 });
  const { api } = await requireMember(request, ctx);
  const [data, t] = await Promise.all([api.likes(), translatorFor(request, ctx)]);
  const byId = new Map(data.profiles.map((p) => [p.id, p]));
  const likedMe = new Set(data.liked_by.map((l) => l.id));
  const ids =
    type === 'received'
      ? data.liked_by.map((l) => l.id)
      : type === 'sent'
        ? data.liked
        : data.liked.filter((id) => likedMe.has(id));
  return {
    meta: { title: t(`likes.${type}`) },
    type,
    members: ids.flatMap((id) => byId.get(id) ?? []),
    newCount: data.liked_by.filter((l) => l.like_new).length,
  };
}

export default function LikesPage() {
  const { t } = useTranslation();
  const { type, members, newCount } = useLoaderData<typeof loader>();
  return (
    <Stack gap="large">
      <PageHeading>{t('likes.title')}</PageHeading>
      <nav aria-label={t('likes.title')}>
        <Stack as="ul" direction="row" gap="medium" wrap>
          {TYPES.map((k) => (
            <li key={k}>
              <NavLink
                to={k === 'received' ? '/likes' : `/likes/${k}`}
                end
                aria-current={k === type ? 'page' : undefined}
              >
                {k === 'received' && newCount > 0
                  ? t('likes.receivedNew', { count: newCount })
                  : t(`likes.${k}`)}
              </NavLink>
            </li>
          ))}
        </Stack>
      </nav>
      {members.length > 0 ? (
        <MemberGrid members={members} hrefFor={(id) => `/likes/m/${id}`} />
      ) : (
        <EmptyState title={t(`likes.empty.${type}`)} description={t('likes.emptyText')} />
      )}
    </Stack>
  );
}
