/** Spec §2 match popup: shown when a like makes a match; leads to the member's matches. */
import { Button, Modal, Stack } from '@dating/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function MatchModal({ name }: { name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title={t('likes.matchTitle')}
      onClose={() => setOpen(false)}
      closeLabel={t('activation.close')}
    >
      <Stack gap="medium">
        <p>{t('likes.matchText', { name })}</p>
        <Button href="/likes/matches">{t('likes.seeMatches')}</Button>
      </Stack>
    </Modal>
  );
}
