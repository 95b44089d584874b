/**
 * /chats/{id} and /members/{id}/chat — one conversation on the bare chat layout (spec §2). The
 * latter opens the conversation with a member (made by the first message). Opening marks it
 * read. Without JavaScript the composer posts here and the page reloads with the message.
 */
import { isApiError } from '@dating/api-client';
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { SiteLoadContext } from '../context.server.ts';
import { Conversation } from '../components/chat/Conversation.tsx';
import { apiFailure } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

/** `{ id }` for /chats/{id}, `{ profile }` for /members/{id}/chat, or a 404. */
function which(request: Request, param: string | undefined): { id: number } | { profile: number } {
  const n = Number(param);
  if (!Number.isInteger(n) || n <= 0) throw new Response(null, { status: 404 });
  return new URL(request.url).pathname.startsWith('/members/') ? { profile: n } : { id: n };
}

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  try {
    const [conversation, t] = await Promise.all([
      api.conversation(which(request, params.id)),
      translatorFor(request, ctx),
    ]);
    return { meta: { title: t('chat.title', { name: conversation.profile.name }) }, conversation };
  } catch (error) {
    if (isApiError(error) && error.code === 'blocked_by_member')
      throw data({ code: error.code }, { status: 403 });
    if (isApiError(error) && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context: ctx, params }: ActionFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const text = String((await readForm(request)).get('message') ?? '');
  try {
    const target = which(request, params.id);
    const profile = 'profile' in target ? target.profile : (await api.conversation(target)).profile.id;
    const sent = await api.sendMessage({ profile, text });
    return redirect(`/chats/${sent.conversation.id}`);
  } catch (error) {
    return apiFailure(error, { message: text });
  }
}

export default function ChatPage() {
  const { conversation } = useLoaderData<typeof loader>();
  return <Conversation key={conversation.profile.id} data={conversation} />;
}
