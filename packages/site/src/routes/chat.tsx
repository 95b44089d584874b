/**
 * /chats/{id} and /members/{id}/chat — one conversation on the bare chat layout (spec §2). The
 * latter opens the conversation with a member (made by the first message). Opening it marks it
 * read, by an explicit call (issue 17): the page posts the `chat-read` intent to this action when it
 * is shown and again when a message arrives while it is visible. Without JavaScript the
 * composer posts to /members/{id}/chat and the page reloads with the message.
 */
import { isApiError } from '@dating/api-client';
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node';
import { type ShouldRevalidateFunctionArgs, useFetcher, useLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { Conversation } from '../components/chat/Conversation.tsx';
import { apiFailure } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { useLiveEvents } from '../lib/live-events.ts';
import { asMember, requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

/** `{ id }` for /chats/{id}, `{ profile }` for /members/{id}/chat, or a 404. */
function which(request: Request, param: string | undefined): { id: number } | { profile: number } {
  const n = Number(param);
  if (!Number.isInteger(n) || n <= 0) throw new Response(null, { status: 404 });
  return new URL(request.url).pathname.startsWith('/members/') ? { profile: n } : { id: n };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, context);
  try {
    const [conversation, t] = await Promise.all([
      api.conversation(which(request, params.id)),
      translatorFor(request, context),
    ]);
    return { meta: { title: t('chat.title', { name: conversation.profile.name }) }, conversation };
  } catch (error) {
    if (isApiError(error) && error.code === 'blocked_by_member')
      throw data({ code: error.code }, { status: 403 });
    if (isApiError(error) && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

/**
 * `intent=chat-read` marks the conversation with `profile` read; otherwise the form's `message` is
 * sent. No session lookup before the call: when the API says a session is needed, the visitor
 * goes to the login page (asMember).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = context;
  const form = await readForm(request);
  if (form.get('intent') === 'chat-read') {
    const profile = Number(form.get('profile'));
    if (!Number.isInteger(profile) || profile <= 0) return data({ read: false }, 400);
    return asMember(request, async () => {
      try {
        await api.markChatRead(profile);
        return { read: true };
      } catch (error) {
        // A conversation that is gone or blocked has nothing to mark; the page says so itself.
        if (isApiError(error) && error.status < 500) return { read: false };
        throw error;
      }
    });
  }
  const text = String(form.get('message') ?? '');
  return asMember(request, async () => {
    try {
      const target = which(request, params.id);
      // /chats/{id} posted by something other than our composer: the conversation names the member.
      const profile = 'profile' in target ? target.profile : (await api.conversation(target)).profile.id;
      const sent = await api.sendMessage({ profile, text });
      return redirect(`/chats/${sent.conversation.id}`);
    } catch (error) {
      return apiFailure(error, { message: text });
    }
  });
}

/** Marking read changes nothing this page shows: only the root's badges reload after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'chat-read' ? false : defaultShouldRevalidate;
}

/**
 * Marks the conversation with `profile` read when the page is shown, and again when a message
 * of theirs arrives while it is visible (one arriving while it is hidden waits until it is shown).
 */
function useMarkRead(profile: number) {
  const fetcher = useFetcher();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const pending = useRef(true);
  const markIfVisible = useCallback(() => {
    if (!pending.current || document.visibilityState !== 'visible') return;
    pending.current = false;
    submit.current({ intent: 'chat-read', profile: String(profile) }, { method: 'post' });
  }, [profile]);
  useEffect(() => {
    pending.current = true;
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [markIfVisible]);
  useLiveEvents((event) => {
    if (event.type !== 'message' || event.from !== profile) return;
    pending.current = true;
    markIfVisible();
  });
}

export default function ChatPage() {
  const { conversation } = useLoaderData<typeof loader>();
  useMarkRead(conversation.profile.id);
  return <Conversation key={conversation.profile.id} data={conversation} />;
}
