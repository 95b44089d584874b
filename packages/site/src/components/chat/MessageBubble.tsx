/** One chat message as a bubble: text, a photo (served only to the two members) or a gift. */
import type { ChatMessage } from '@dating/contract';
import { ChatBubble, type ChatBubbleContent } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { chatPhotoSources } from '../../lib/photo-url.ts';
import { messageTime } from './message-preview.ts';

export function MessageBubble({ message, otherName }: { message: ChatMessage; otherName: string }) {
  const { t, i18n } = useTranslation();
  const content: ChatBubbleContent =
    // ADR 0088: a photo withheld until the age check passes: no picture, its place says why.
    message.kind === 'photo' && message.age_locked
      ? { kind: 'text', text: t('ageAssurance.chatPhotoLocked') }
      : message.kind === 'photo'
        ? {
            kind: 'photo',
            src: `/api/chat-photo.php?message=${message.id}&size=thumb`,
            sources: chatPhotoSources(message.id),
            alt: message.mine ? t('chat.photoYouSent') : t('chat.photoFrom', { name: otherName }),
          }
        : message.kind === 'gift' && message.gift
          ? { kind: 'gift', gift: message.gift, name: t(`gifts.${message.gift}`) }
          : { kind: 'text', text: message.text };
  const status = !message.mine
    ? undefined
    : message.held
      ? t('chat.held')
      : message.read
        ? t('chat.read')
        : t('chat.sent');
  return (
    <ChatBubble
      own={message.mine}
      content={content}
      time={messageTime(message.sent_at, i18n.language)}
      dateTime={message.sent_at}
      status={status}
    />
  );
}
