/**
 * One desk conversation for the operator who claimed it (issue 18): the member's profile, the
 * whole history, the persona's profile, notes and suggested openers, the notes on the member,
 * and the reply box (typing renews the claim, at most once a minute, and shows the member that
 * the persona types). When the claim ran out or went to someone else, a notice says so.
 */
import type { DeskConversationResponse, MemberProfile } from '@dating/contract';
import { Alert, Button, Heading, Stack, TextArea } from '@dating/ui-kit';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../components/desk.css.ts';
import { useDateTime } from '../lib/date-time.ts';
import { useDeskLive, useRevalidateAt } from '../lib/desk-live.ts';
import { formErrors } from '../lib/form-errors.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = pageTitle('nav.desk');

const LOST = new Set(['claim_expired', 'claim_taken']);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'desk');
  const id = Number(params.conversation);
  if (!Number.isInteger(id) || id <= 0) throw new Response('not_found', { status: 404 });
  const answer = await staffApi<DeskConversationResponse>(request, context, `/desk/conversations/${id}`);
  if (!answer.ok && answer.error && LOST.has(answer.error.code)) {
    return { id, view: null, lost: answer.error.code as 'claim_expired' | 'claim_taken' };
  }
  return { id, view: orThrow(answer, request), lost: null };
}

type Intent = 'reply' | 'note' | 'release' | 'claim' | 'renew' | 'typing';

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireArea(request, context, 'desk');
  const id = Number(params.conversation);
  const form = await request.formData();
  const intent = String(form.get('intent')) as Intent;
  const path = `/desk/conversations/${id}`;
  const call = (suffix: string, body: unknown = {}) =>
    staffApi(request, context, `${path}${suffix}`, { method: 'POST', body });
  const answer =
    intent === 'reply'
      ? await call('/reply', {
          text: String(form.get('text') ?? ''),
          client_id: String(form.get('client_id') ?? '') || undefined,
        })
      : intent === 'note'
        ? await call('/notes', { body: String(form.get('body') ?? '') })
        : intent === 'release'
          ? await call('/release')
          : intent === 'claim'
            ? await call('/claim')
            : intent === 'renew'
              ? await call('/renew')
              : await call('/typing');
  if (answer.status === 401) orThrow(answer, request);
  if (answer.ok && intent === 'release') return redirect('/desk');
  return { intent, ok: answer.ok, errors: formErrors(answer.error) };
}

/** Profile fields whose values are choices with words on the member site. */
const CHOICE_GROUPS: Record<string, string> = {
  hair_color: 'hair',
  eye_color: 'eyes',
  body_type: 'body',
  relationship_status: 'relationship',
};

function Profile({ profile, title }: { profile: MemberProfile; title: string }) {
  const { t, i18n } = useTranslation();
  // The member site's words for a profile's choices (the same keys the persona form uses).
  const factText = (key: string, value: unknown) => {
    if (value === true) return t('desk.yes');
    if (value === false) return t('desk.no');
    if (key === 'gender' || key === 'sexuality') return t(`desk.values.${key}.${value}`);
    const group = CHOICE_GROUPS[key];
    if (group) return t(`member.profile.${group}.${value}`, { defaultValue: String(value) });
    if (key === 'country')
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(String(value));
    return String(value);
  };
  const facts = Object.entries(profile.fields).filter(([, v]) => v !== null && v !== '');
  return (
    <section aria-label={title}>
      <Heading level={2}>{title}</Heading>
      {profile.photos[0] ? (
        // Alt is empty: the name beside it says who it is.
        <img
          src={`/uploads/${profile.photos[0].thumb_filename}`}
          alt=""
          width={96}
          height={96}
          style={{ objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      <p>
        <strong>{profile.name}</strong>
        {profile.fictional ? ` · ${t('desk.fictional')}` : ''}
      </p>
      <dl className={styles.facts}>
        {facts.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`desk.fields.${key}`, { defaultValue: key })}</dt>
            <dd style={{ margin: 0 }}>{factText(key, value)}</dd>
          </div>
        ))}
      </dl>
      {profile.about_me ? <p>{profile.about_me}</p> : null}
      {profile.interests.length > 0 ? (
        <p className={styles.meta}>
          {profile.interests.map((i) => t(`member.interests.${i.slug}`, { defaultValue: i.slug })).join(', ')}
        </p>
      ) : null}
    </section>
  );
}

/** Lost claim: what happened and the way back. */
function LostNotice({ lost }: { lost: 'claim_expired' | 'claim_taken' }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <span role="alert">{t(`errors.${lost}`)}</span>
    </Alert>
  );
}

const RENEW_EVERY_MS = 60_000;
const TYPING_EVERY_MS = 4_000;

function ReplyBox({ view }: { view: DeskConversationResponse }) {
  const { t } = useTranslation();
  const reply = useFetcher<typeof action>();
  const signal = useFetcher<typeof action>();
  const [text, setText] = useState('');
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const lastRenew = useRef(Date.now());
  const lastTyping = useRef(0);
  const box = useRef<HTMLFormElement>(null);
  const errors = reply.data?.intent === 'reply' ? reply.data.errors : null;
  useEffect(() => {
    if (reply.state === 'idle' && reply.data?.intent === 'reply' && reply.data.ok) {
      setText('');
      setClientId(crypto.randomUUID());
    }
  }, [reply.state, reply.data]);
  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (now - lastRenew.current >= RENEW_EVERY_MS) {
      lastRenew.current = now;
      signal.submit({ intent: 'renew' }, { method: 'post' });
    } else if (now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      signal.submit({ intent: 'typing' }, { method: 'post' });
    }
  };
  return (
    <section aria-labelledby="reply-title">
      <Heading level={2} id="reply-title">
        {t('desk.replyAs', { name: view.persona.profile.name })}
      </Heading>
      {view.persona.openers.length > 0 ? (
        <div>
          <p className={styles.meta}>{t('desk.openers')}</p>
          <ul className={styles.openers}>
            {view.persona.openers.map((opener) => (
              <li key={opener}>
                <Button
                  type="button"
                  size="small"
                  variant="soft"
                  onClick={() => {
                    setText((current) => (current ? `${current} ${opener}` : opener));
                    box.current?.querySelector('textarea')?.focus();
                  }}
                >
                  {opener}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <reply.Form method="post" ref={box} className={styles.column}>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="client_id" value={clientId} />
        {errors?.form ? (
          <Alert tone="critical">
            <span role="alert">{t(errors.form.key, errors.form.params)}</span>
          </Alert>
        ) : null}
        <TextArea
          label={t('desk.message')}
          name="text"
          rows={4}
          value={text}
          maxLength={view.message_length}
          hint={t('desk.length', { count: [...text].length, max: view.message_length })}
          error={errors?.fields.text ? t(errors.fields.text) : undefined}
          onChange={(event) => typed(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              reply.submit(event.currentTarget.form);
            }
          }}
        />
        <div className={styles.row}>
          <Button type="submit" disabled={reply.state !== 'idle'}>
            {t('desk.send')}
          </Button>
          <span className={styles.meta}>{t('desk.sendHint')}</span>
        </div>
      </reply.Form>
    </section>
  );
}

function Notes({ view }: { view: DeskConversationResponse }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const note = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  const errors = note.data?.intent === 'note' ? note.data.errors : null;
  useEffect(() => {
    if (note.state === 'idle' && note.data?.intent === 'note' && note.data.ok) form.current?.reset();
  }, [note.state, note.data]);
  return (
    <section aria-labelledby="notes-title">
      <Heading level={2} id="notes-title">
        {t('desk.notesOnMember', { name: view.member.name })}
      </Heading>
      <p className={styles.meta}>{t('desk.notesPrivate')}</p>
      {view.notes.length === 0 ? <p>{t('desk.noNotes')}</p> : null}
      <ul className={styles.list}>
        {view.notes.map((n) => (
          <li key={n.id} className={styles.item}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{n.body}</span>
            <span className={styles.meta}>
              {n.staff_name} · {dateTime(n.created_at)}
            </span>
          </li>
        ))}
      </ul>
      <note.Form method="post" ref={form} className={styles.column}>
        <input type="hidden" name="intent" value="note" />
        <TextArea
          label={t('desk.addNote')}
          name="body"
          rows={2}
          maxLength={2000}
          error={errors?.fields.body ? t(errors.fields.body) : errors?.form ? t(errors.form.key) : undefined}
        />
        <div>
          <Button type="submit" size="small" variant="soft" disabled={note.state !== 'idle'}>
            {t('desk.saveNote')}
          </Button>
        </div>
      </note.Form>
    </section>
  );
}

export default function DeskConversation() {
  const dateTime = useDateTime();
  const { view, lost } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  useDeskLive();
  useRevalidateAt([view?.claim.expires_at]);
  if (!view) {
    return (
      <Stack gap="large">
        <Heading level={1}>{t('desk.conversationTitle')}</Heading>
        <LostNotice lost={lost ?? 'claim_expired'} />
        {result?.intent === 'claim' && result.errors.form ? (
          <Alert tone="critical">
            <span role="alert">{t(result.errors.form.key, result.errors.form.params)}</span>
          </Alert>
        ) : null}
        <div className={styles.row}>
          {lost === 'claim_expired' ? (
            <Form method="post">
              <input type="hidden" name="intent" value="claim" />
              <Button type="submit" disabled={navigation.state !== 'idle'}>
                {t('desk.claimAgain')}
              </Button>
            </Form>
          ) : null}
          <Link to="/desk">{t('desk.backToQueue')}</Link>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="large">
      <div className={styles.toolbar}>
        <Heading level={1}>
          {t('desk.conversationWith', { member: view.member.name, persona: view.persona.profile.name })}
        </Heading>
        <span className={styles.meta}>
          {t('desk.claimUntil', { time: dateTime(view.claim.expires_at, 'time') })}
        </span>
        <Form method="post">
          <input type="hidden" name="intent" value="release" />
          <Button type="submit" size="small" variant="ghost">
            {t('desk.release')}
          </Button>
        </Form>
        <Link to="/desk">{t('desk.backToQueue')}</Link>
      </div>
      <div className={styles.panes}>
        <Stack gap="large">
          <section aria-labelledby="history-title">
            <Heading level={2} id="history-title">
              {t('desk.history')}
            </Heading>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling history must be reachable by keyboard (axe scrollable-region-focusable) */}
            <ol className={styles.history} aria-live="polite" tabIndex={0} aria-labelledby="history-title">
              {view.messages.map((m) => (
                <li key={m.id} className={m.mine ? styles.bubbleMine : styles.bubble}>
                  <span className={styles.meta}>
                    {m.mine ? view.persona.profile.name : view.member.name} · {dateTime(m.sent_at)}
                  </span>
                  {m.kind === 'message'
                    ? m.text
                    : m.kind === 'gift'
                      ? t('desk.gift', { gift: m.gift })
                      : t('desk.photo')}
                </li>
              ))}
            </ol>
          </section>
          <ReplyBox view={view} />
        </Stack>
        <Stack gap="large">
          <Profile profile={view.member} title={t('desk.member')} />
          <Notes view={view} />
          <div>
            <Profile
              profile={view.persona.profile}
              title={t('desk.persona', { label: view.persona.label })}
            />
            {view.persona.notes ? (
              <>
                <Heading level={3}>{t('desk.personaNotes')}</Heading>
                <p style={{ whiteSpace: 'pre-wrap' }}>{view.persona.notes}</p>
              </>
            ) : null}
          </div>
        </Stack>
      </div>
    </Stack>
  );
}
