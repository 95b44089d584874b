/**
 * /chats — the conversation list (spec §2, §4): the other member, the last message, its time and
 * the unread count, newest first. Removing a chat takes it off the list at once, then deletes
 * it on the server; on failure an alert shows and the list reloads. "Remove chat" in a conversation
 * lands here and does the same for every chat with that member.
 */
import type { ChatItem } from '@dating/contract';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Alert, Button, ConversationList, ConversationRow, EmptyState, Stack } from '@dating/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/PageHeading.tsx';
import { messagePreview, messageTime } from '../components/chat/message-preview.ts';
import { useRemovalFromConversation } from '../components/chat/removal.ts';
import { loadBrowserApi } from '../lib/load-browser-api.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { refreshPage } from '../lib/page-refresh.ts';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const [data, t] = await Promise.all([api.chats(), translatorFor(request, ctx)]);
  return { meta: { title: t('chat.listTitle') }, chats: data.chats };
}

export default function ChatsPage() {
  const { t, i18n } = useTranslation();
  const { chats } = useLoaderData<typeof loader>();
  const root = useRootData();
  const cdn = root?.settings.cdn_prefix ?? '/uploads/';
  const fictionalIcon = root?.settings.fictional_icon ?? false;
  const [removed, setRemoved] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  const fromConversation = useRemovalFromConversation();
  const remove = async (chat: ChatItem) => {
    const id = chat.conversation.id;
    setFailed(false);
    setRemoved((ids) => [...ids, id]);
    try {
      await (await loadBrowserApi()).deleteChat({ conversation: id });
    } catch {
      setFailed(true);
      setRemoved((ids) => ids.filter((x) => x !== id));
    }
    refreshPage();
  };
  const shown = chats.filter(
    (c) => !removed.includes(c.conversation.id) && c.profile.id !== fromConversation.hiddenProfile,
  );
  const outcome = fromConversation.outcome;
  return (
    <Stack gap="large">
      <PageHeading>{t('chat.listTitle')}</PageHeading>
      {outcome?.status === 'removed' ? (
        <Alert tone="positive" role="status">
          {t('chat.removed', { name: outcome.profile.name })}
        </Alert>
      ) : null}
      {failed || outcome?.status === 'failed' ? (
        <Alert
          tone="critical"
          role="alert"
          onDismiss={() => {
            setFailed(false);
            fromConversation.dismiss();
          }}
          dismissLabel={t('activation.close')}
        >
          {t('chat.removeFailed')}
        </Alert>
      ) : null}
      {shown.length > 0 ? (
        <ConversationList label={t('chat.listTitle')}>
          {shown.map((chat) => (
            <ConversationRow
              key={chat.conversation.id}
              href={`/chats/${chat.conversation.id}`}
              name={chat.profile.name}
              photoSrc={
                chat.profile.main_image ? photoUrl(cdn, chat.profile.main_image.thumb_filename) : undefined
              }
              preview={chat.last_message ? messagePreview(chat.last_message, t) : undefined}
              time={
                chat.last_message
                  ? {
                      text: messageTime(chat.last_message.sent_at, i18n.language),
                      dateTime: chat.last_message.sent_at,
                    }
                  : undefined
              }
              unread={chat.num_unread_messages}
              unreadLabel={t('nav.unreadMessages', { count: chat.num_unread_messages })}
              removeLabel={t('chat.remove', { name: chat.profile.name })}
              onRemove={() => remove(chat)}
              fictionalLabel={chat.profile.fictional && fictionalIcon ? t('members.fictional') : undefined}
            />
          ))}
        </ConversationList>
      ) : (
        <EmptyState
          title={t('chat.emptyList')}
          description={t('chat.emptyListText')}
          action={<Button href="/members">{t('chat.findSomeone')}</Button>}
        />
      )}
    </Stack>
  );
}
