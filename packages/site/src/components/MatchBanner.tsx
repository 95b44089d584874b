/**
 * Spec §2 match banner: across the top of the page when someone the member liked has liked them
 * back since they last looked. Opening the like clears it (the profile read clears the flag).
 */
import { useLocation } from '@remix-run/react';
import { Banner, Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';

export function MatchBanner() {
  const { t } = useTranslation();
  const match = useRootData()?.newMatch;
  const { pathname } = useLocation();
  // On the match's own pages the flag is being cleared by this very request.
  if (!match || pathname === `/likes/m/${match.id}` || pathname === `/members/${match.id}`) return null;
  return (
    <Banner
      action={
        <Button href={`/likes/m/${match.id}`} size="small" variant="soft">
          {t('likes.seeMatch', { name: match.name })}
        </Button>
      }
    >
      <strong>{t('likes.matchTitle')}</strong> {t('likes.matchText', { name: match.name })}
    </Banner>
  );
}
