/**
 * One conversation (spec §2 chats, §4, §5; issue 7): the messages, live arrivals and the typing
 * indicator, sending text, gifts and photos with their cost, the free conversation, held
 * messages, the other side's unconfirmed address, running out of credits, and offline.
 */
import { isApiError } from '@dating/api-client';
import type { ChatMessage, ConversationResponse } from '@dating/contract';
import type { GiftId } from '@dating/domain';
import { Alert, Avatar, Button, ChatFrame, Icon, MessageComposer, Stack } from '@dating/ui-kit';
import { Link, useLocation, useSearchParams } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBrowserApi } from '../../lib/load-browser-api.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { refreshPage } from '../../lib/page-refresh.ts';
import { photoUrl } from '../../lib/photo-url.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useOnline } from '../../lib/use-online.ts';
import { AgeLockNotice } from '../AgeLockNotice.tsx';
import { FictionalNotice } from '../FictionalNotice.tsx';
import { GiftPicker, IcebreakerModal } from './ChatPickers.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { RealPersonCheck } from './RealPersonCheck.tsx';
import { RemoveChat } from './RemoveChat.tsx';

/** The typing line goes away this long after the last typing event. */
const TYPING_SHOWN_MS = 4_000;
/** A member's typing is told to the other side at most this often. */
const TYPING_SENT_EVERY_MS = 3_000;

type SendError = { code: string; params?: Record<string, string | number> };

const newClientId = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function Conversation({ data }: { data: ConversationResponse }) {
  const { t, i18n } = useTranslation();
  const { profile, terms } = data;
  const root = useRootData();
  const cdn = root?.settings.cdn_prefix ?? '/uploads/';
  const online = useOnline();
  const [conversationId, setConversationId] = useState(data.conversation?.id ?? null);
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<SendError | null>(null);
  const [busy, setBusy] = useState(false);
  // "Send a gift" on a profile opens the chat with the catalogue (…/chat?gift=1).
  const [params] = useSearchParams();
  const location = useLocation();
  const [modal, setModal] = useState<'gift' | 'icebreaker' | null>(params.get('gift') ? 'gift' : null);
  const photoInput = useRef<HTMLInputElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>();
  const lastTypingSent = useRef(0);

  const byId = new Map<number, ChatMessage>();
  for (const m of [...extra, ...(data.conversation?.messages ?? [])]) byId.set(m.id, m);
  const messages = [...byId.values()].sort((a, b) => a.id - b.id);

  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useLiveEvents((event) => {
    if (event.from !== profile.id) return;
    if (event.type === 'typing') {
      setTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    } else if (event.type === 'message') {
      setTyping(false);
      setConversationId(event.conversation);
      setExtra((list) => [...list, event.message]);
    } else if (event.type === 'read') {
      refreshPage();
    }
  });

  const send = async (
    go: (clientId: string) => Promise<{ conversation: { id: number }; message: ChatMessage }>,
  ) => {
    setError(null);
    setBusy(true);
    try {
      const result = await go(newClientId());
      setConversationId(result.conversation.id);
      setExtra((list) => [...list, result.message]);
      refreshPage();
    } catch (e) {
      setError(isApiError(e) ? { code: e.code, params: e.params } : { code: 'error_occurred' });
    } finally {
      setBusy(false);
    }
  };
  const sendText = (value: string) => {
    setText('');
    void send(async (client_id) =>
      (await loadBrowserApi()).sendMessage({ profile: profile.id, text: value, client_id }),
    );
  };
  const sendGift = (gift: GiftId) => {
    setModal(null);
    void send((client_id) =>
      loadBrowserApi().then((api) => api.sendMessage({ profile: profile.id, kind: 'gift', gift, client_id })),
    );
  };
  const sendPhoto = (file: File | undefined) => {
    if (file) void send(async (clientId) => (await loadBrowserApi()).sendPhoto(profile.id, file, clientId));
    if (photoInput.current) photoInput.current.value = '';
  };
  const onTextChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (conversationId !== null && value && now - lastTypingSent.current > TYPING_SENT_EVERY_MS) {
      lastTypingSent.current = now;
      loadBrowserApi()
        .then((api) => api.typing(profile.id))
        .catch(() => {});
    }
  };

  const messageCost = terms.next_message_free ? 0 : terms.costs.message;
  // Issue 22 (ADR 0087): the price of the next text message, in credits and money, before sending.
  const nextPrice = terms.next_message_free
    ? t('moneyDisclosure.nextFree')
    : terms.money
      ? t('moneyDisclosure.nextPrice', {
          credits: t('chat.credits', { count: messageCost }),
          money: formatMoney(terms.money.message, terms.money.currency, i18n.language),
        })
      : t('moneyDisclosure.nextPriceCredits', { credits: t('chat.credits', { count: messageCost }) });
  const withMoney = (label: string, minor: number | undefined) =>
    terms.money && minor !== undefined
      ? `${label} · ${formatMoney(minor, terms.money.currency, i18n.language)}`
      : label;
  const outOfCredits = terms.credits < messageCost;
  const disabledReason = !online
    ? t('offline.cannotSend')
    : terms.other_unconfirmed
      ? t('chat.otherUnconfirmed', { name: profile.name })
      : outOfCredits
        ? t('chat.noCredits', { count: messageCost })
        : undefined;
  const lastMessage = messages.at(-1);

  return (
    <ChatFrame
      start={
        <Link to="/chats" aria-label={t('chat.backToList')}>
          ‹ {t('chat.listTitle')}
        </Link>
      }
      title={
        <Link to={`/members/${profile.id}`} aria-label={t('chat.openProfile', { name: profile.name })}>
          <Stack direction="row" gap="small" align="center">
            <Avatar
              name={profile.name}
              size="small"
              src={profile.main_image ? photoUrl(cdn, profile.main_image.thumb_filename) : undefined}
              alt=""
              onlineLabel={data.online ? t('chat.online', { name: profile.name }) : undefined}
            />
            <span>{t('member.nameAge', { name: profile.name, age: profile.age })}</span>
          </Stack>
        </Link>
      }
      mark={
        profile.fictional && root?.settings.fictional_icon ? (
          <Icon name="mask" label={t('members.fictional')} />
        ) : undefined
      }
      end={terms.paid_user || terms.credits > 0 ? t('chat.credits', { count: terms.credits }) : undefined}
      logLabel={t('chat.logLabel', { name: profile.name })}
      typing={typing ? t('chat.typing', { name: profile.name }) : undefined}
      scrollKey={lastMessage?.id}
      notices={
        <>
          <FictionalNotice fictional={profile.fictional} />
          {terms.me_unconfirmed ? <Alert tone="info">{t('chat.heldNotice')}</Alert> : null}
          {/* ADR 0088: the other side's photos wait for the age check; the pictures never came. */}
          {messages.some((m) => m.age_locked) ? (
            <AgeLockNotice message={t('ageAssurance.chatLocked')} returnTo={location.pathname} />
          ) : null}
          {terms.next_message_free ? <Alert tone="positive">{t('chat.freeConversation')}</Alert> : null}
          {error ? (
            <Alert
              tone="critical"
              role="alert"
              onDismiss={() => setError(null)}
              dismissLabel={t('activation.close')}
            >
              {t(`errors.${error.code}`, { ...error.params, defaultValue: t('errors.error_occurred') })}
            </Alert>
          ) : null}
        </>
      }
      composer={
        <>
          <MessageComposer
            // Without JavaScript the form posts to the chat with this member: one API call (the send).
            action={`/members/${profile.id}/chat`}
            method="post"
            label={t('chat.composeLabel', { name: profile.name })}
            sendLabel={t('chat.send')}
            maxLength={terms.message_length}
            counterLabel={(count, max) => t('chat.counter', { count, max })}
            onSend={sendText}
            text={text}
            onTextChange={onTextChange}
            placeholder={t('chat.placeholder')}
            disabledReason={busy ? undefined : disabledReason}
            price={nextPrice}
            photoLabel={withMoney(t('chat.sendPhoto', { count: terms.costs.photo }), terms.money?.photo)}
            onPhoto={() => photoInput.current?.click()}
            giftLabel={withMoney(t('chat.sendGift', { count: terms.costs.gift }), terms.money?.gift)}
            onGift={() => setModal('gift')}
          >
            {outOfCredits && online && !terms.other_unconfirmed ? (
              <Stack gap="small">
                <p>{t('chat.buyPrompt')}</p>
                <Button href={terms.paid_user ? '/credits/repeat-order' : '/credits'} size="small">
                  {t('chat.buyCredits')}
                </Button>
              </Stack>
            ) : null}
          </MessageComposer>
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('chat.sendPhoto', { count: terms.costs.photo })}
            onChange={(e) => sendPhoto(e.currentTarget.files?.[0])}
          />
        </>
      }
    >
      <Stack direction="row" gap="small" align="center" wrap>
        <RealPersonCheck
          profile={profile}
          otherUnconfirmed={terms.other_unconfirmed}
          siteName={root?.settings.name ?? ''}
          companyName={root?.company.name}
        />
        <Link to={`/members/${profile.id}?safety=block`}>
          {t('chat.blockOrReport', { name: profile.name })}
        </Link>
        {/* Before the first message there is no chat to remove. */}
        {conversationId === null ? null : <RemoveChat profile={profile} />}
      </Stack>
      {messages.length === 0 ? (
        <Stack gap="medium" align="center">
          <p>{t('chat.emptyConversation', { name: profile.name })}</p>
          {/* Issue 22: the first message screen says that some profiles are run by the staff. */}
          <Alert tone="info">
            <Icon name="mask" /> {t('moneyDisclosure.staffRunNotice', { site: root?.settings.name ?? '' })}
          </Alert>
          <Button variant="soft" onClick={() => setModal('icebreaker')}>
            {t('chat.icebreakerButton')}
          </Button>
        </Stack>
      ) : (
        messages.map((m) => <MessageBubble key={m.id} message={m} otherName={profile.name} />)
      )}
      <GiftPicker
        open={modal === 'gift'}
        cost={terms.costs.gift}
        credits={terms.credits}
        name={profile.name}
        onPick={sendGift}
        onClose={() => setModal(null)}
      />
      <IcebreakerModal
        open={modal === 'icebreaker'}
        name={profile.name}
        onPick={(line) => {
          setModal(null);
          setText(line);
        }}
        onClose={() => setModal(null)}
      />
    </ChatFrame>
  );
}
