/**
 * "Remove chat" in one conversation (spec §4: removing by profile removes all chats with that
 * profile). After the member confirms, the chat screen is left at once for /chats, which hides
 * the chats with this member straight away and deletes them on the server (see
 * `useRemovalFromConversation`), so removal looks the same as from the list.
 */
import { Button, Modal, Stack } from '@dating/ui-kit';
import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatRemoval, chatRemovalState } from './removal.ts';

export function RemoveChat({ profile }: { profile: ChatRemoval }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="button" variant="soft" size="small" onClick={() => setOpen(true)}>
        {t('chat.removeChat')}
      </Button>
      <Modal
        open={open}
        title={t('chat.removeTitle', { name: profile.name })}
        onClose={close}
        closeLabel={t('activation.close')}
      >
        <Stack gap="medium">
          <p>{t('chat.removeText', { name: profile.name })}</p>
          <Stack direction="row" gap="small" wrap>
            <Button type="button" onClick={() => navigate('/chats', { state: chatRemovalState(profile) })}>
              {t('chat.removeConfirm')}
            </Button>
            <Button type="button" variant="soft" onClick={close}>
              {t('safety.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
