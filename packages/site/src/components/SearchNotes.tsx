/**
 * What the member search says when the address cannot give results (issue 15): a page past the
 * last one, or values the search cannot use (`?gender=xyz`, `?page=99999999999`). Either way the
 * search form stays, with a note saying what happened and a way on.
 */
import { Alert, Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function PastLastPageNote({ page, lastPage, href }: { page: number; lastPage: number; href: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      <Stack gap="small">
        <p>{t('searchNotes.pastLastPage', { page, lastPage })}</p>
        <Button href={href} size="small">
          {t('searchNotes.toLastPage', { page: lastPage })}
        </Button>
      </Stack>
    </Alert>
  );
}

export function SearchAddressNote() {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <Stack gap="small">
        <p>{t('searchNotes.invalidAddress')}</p>
        <Button href="/members" size="small">
          {t('searchNotes.showAll')}
        </Button>
      </Stack>
    </Alert>
  );
}
