/** How a message reads in one line (chat list, notifications): its text, or what it is. */
import { dateFormatter } from '@dating/domain';
import type { ChatMessage } from '@dating/contract';
import type { TFunction } from 'i18next';

export function messagePreview(message: ChatMessage, t: TFunction): string {
  const body =
    message.kind === 'gift' && message.gift
      ? t('chat.giftPreview', { gift: t(`gifts.${message.gift}`) })
      : message.kind === 'photo'
        ? t('chat.photoPreview')
        : message.text;
  return message.mine ? t('chat.youSaid', { text: body }) : body;
}

/** "14:05" today, otherwise the short date, in the page's language. */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return dateFormatter(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'short' }).format(at);
}
