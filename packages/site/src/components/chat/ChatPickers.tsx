/** The gift catalogue and the icebreaker lines (spec §2 icebreaker modal), each in a modal. */
import { GIFTS, type GiftId, ICEBREAKERS } from '@dating/domain';
import { Button, GiftGrid, Modal, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function GiftPicker(props: {
  open: boolean;
  cost: number;
  credits: number;
  name: string;
  onPick: (gift: GiftId) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const affordable = props.credits >= props.cost;
  return (
    <Modal
      open={props.open}
      title={t('chat.giftTitle', { name: props.name })}
      onClose={props.onClose}
      closeLabel={t('activation.close')}
    >
      <Stack gap="medium">
        {affordable ? null : <p>{t('chat.giftTooExpensive', { count: props.cost })}</p>}
        <GiftGrid
          gifts={GIFTS.map((id) => ({
            id,
            name: t(`gifts.${id}`),
            cost: t('chat.cost', { count: props.cost }),
          }))}
          onPick={props.onPick}
          disabled={!affordable}
        />
      </Stack>
    </Modal>
  );
}

export function IcebreakerModal(props: {
  open: boolean;
  name: string;
  onPick: (line: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={t('chat.icebreakerTitle')}
      onClose={props.onClose}
      closeLabel={t('activation.close')}
    >
      <Stack gap="small">
        <p>{t('chat.icebreakerText', { name: props.name })}</p>
        {ICEBREAKERS.map((key) => {
          const line = t(`chat.icebreakers.${key}`, { name: props.name });
          return (
            <Button key={key} variant="soft" onClick={() => props.onPick(line)}>
              {line}
            </Button>
          );
        })}
      </Stack>
    </Modal>
  );
}
