/**
 * A like under a member card (search, match finder; spec §4 likes from search). It posts to the
 * profile's like action; a like that makes a match opens the match popup through `onMatch`,
 * which the page owns (the card may leave the list as the page data reloads).
 */
import { useFetcher } from '@remix-run/react';
import type { MemberCard } from '@dating/contract';
import { Button } from '@dating/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchModal } from './MatchModal.tsx';

export function CardLikeButton({ member, onMatch }: { member: MemberCard; onMatch: (name: string) => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ match?: boolean }>();
  useEffect(() => {
    if (fetcher.data?.match) onMatch(member.name);
  }, [fetcher.data, member.name, onMatch]);
  if (member.liked || (fetcher.state === 'idle' && fetcher.data && !('error' in fetcher.data))) {
    return <p>{t('member.youLike', { name: member.name })}</p>;
  }
  return (
    <fetcher.Form method="post" action={`/members/${member.id}`}>
      <input type="hidden" name="intent" value="like" />
      <Button type="submit" size="small" loading={fetcher.state !== 'idle'}>
        {t('member.like', { name: member.name })}
      </Button>
    </fetcher.Form>
  );
}

/** The page's match popup: `[popup, onMatch]`. */
export function useMatchPopup() {
  const [matched, setMatched] = useState<string | null>(null);
  const popup = matched ? <MatchModal key={matched} name={matched} /> : null;
  return [popup, setMatched] as const;
}
