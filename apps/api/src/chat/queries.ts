/**
 * Chat, read side (spec §3 chat state, §4 chats; issue 7, ADR 0050): the conversation list, one
 * conversation with what sending costs, a chat photo and who hears a typing signal. Reading
 * changes nothing: marking a conversation read is its own command (commands.ts). Only the two
 * members of a conversation reach it by any path; the same `not_found` answers for a
 * conversation that does not exist and for one of others.
 */
import type { ChatsResponse, ConversationResponse, MemberCard, Settings } from '@dating/contract';
import type { Db } from '@dating/db';
import { messages, users } from '@dating/db/schema';
import { isPresentOnline } from '@dating/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { blockBetween } from '../members/blocks.ts';
import { memberCards } from '../members/search.ts';
import type { Reader } from '../core/db-access.ts';
import {
  chatList,
  conversationMessages,
  conversationOfPair,
  ownConversation,
  reachableMember,
} from './conversations.ts';
import { chatTerms } from './sending.ts';

/** Who asks: the member and their brand (members of other brands are never reached). */
export interface Viewer {
  me: number;
  brandId: string;
}

/**
 * Online (ADR 0057): a page with the live stream is open now, or the member was last seen minutes
 * ago. A fictional profile is online only by an operator's recent activity as it (its last seen),
 * never by an open stream.
 */
export async function isOnline(db: Reader, memberId: number, connected: boolean, clock: Clock) {
  const [row] = await db
    .select({ at: users.lastSeenAt, fictional: users.fictional })
    .from(users)
    .where(eq(users.id, memberId));
  if (!row) return false;
  return isPresentOnline({ fictional: row.fictional, connected, lastSeenAt: row.at, now: clock() });
}

/** Cards of members of this brand one can chat with, by id. */
async function cardsById(db: Db, viewer: Viewer, ids: number[], clock: Clock) {
  if (ids.length === 0) return new Map<number, MemberCard>();
  const cards = await memberCards(
    db,
    [inArray(users.id, ids), eq(users.brandId, viewer.brandId), reachableMember()],
    ids.length,
    0,
    clock(),
  );
  return new Map(cards.map((card) => [card.id, card]));
}

/** The member's conversation list, newest first, with the total unread (spec §3). */
export async function listChats(db: Db, viewer: Viewer, clock: Clock): Promise<ChatsResponse> {
  const rows = await chatList(db, viewer.me);
  const cards = await cardsById(
    db,
    viewer,
    rows.map((r) => r.otherId),
    clock,
  );
  const chats = rows
    .filter((r) => cards.has(r.otherId))
    .map((r) => ({
      conversation: { id: r.id },
      profile: cards.get(r.otherId)!,
      num_unread_messages: r.unread,
      last_message: r.last,
    }));
  return { chats, total_unread: chats.reduce((n, ch) => n + ch.num_unread_messages, 0) };
}

/** The conversation the viewer may open: by its id, or with a profile (none before the first message). */
export interface OpenedConversation {
  conversationId: number | null;
  otherId: number;
  profile: MemberCard;
}

/**
 * The access checks of opening a conversation (spec §4): the conversation is the viewer's, the
 * other member is reachable in this brand and has not blocked the viewer.
 */
export async function findConversation(
  db: Db,
  input: Viewer & ({ id: number; profile?: undefined } | { id?: undefined; profile: number }),
  clock: Clock,
): Promise<Result<OpenedConversation, 'not_found' | 'blocked_by_member'>> {
  const { me } = input;
  const found =
    input.id !== undefined
      ? await ownConversation(db, me, input.id)
      : await conversationOfPair(db, me, input.profile).then((row) =>
          row ? { ...row, otherId: input.profile } : null,
        );
  if (input.id !== undefined && !found) return refuse('not_found');
  const otherId = found?.otherId ?? input.profile!;
  if (otherId === me) return refuse('not_found');
  const profile = (await cardsById(db, input, [otherId], clock)).get(otherId);
  if (!profile) return refuse('not_found');
  if ((await blockBetween(db, me, otherId)).bBlockedA) return refuse('blocked_by_member');
  return done({ conversationId: found ? Number(found.id) : null, otherId, profile });
}

/** One opened conversation as the viewer sees it: the messages, the other profile, online, terms. */
export async function conversationView(
  db: Db,
  input: { me: number; opened: OpenedConversation; settings: Settings; otherConnected: boolean },
  clock: Clock,
): Promise<ConversationResponse> {
  const { me, opened } = input;
  const { conversationId, otherId } = opened;
  return {
    conversation:
      conversationId === null
        ? null
        : { id: conversationId, messages: await conversationMessages(db, conversationId, me) },
    profile: opened.profile,
    online: await isOnline(db, otherId, input.otherConnected, clock),
    terms: await chatTerms(db, me, otherId, conversationId, input.settings),
  };
}

/** The file of a chat photo, only for the two members of its conversation (held: the sender only). */
export async function chatPhotoFile(
  db: Db,
  input: { me: number; message: number; size: 'thumb' | 'full' },
): Promise<Result<string, 'not_found'>> {
  const [row] = await db.select().from(messages).where(eq(messages.id, input.message));
  if (!row?.photoFile || !row.photoThumb) return refuse('not_found');
  if (!(await ownConversation(db, input.me, Number(row.conversationId)))) return refuse('not_found');
  if (row.held && Number(row.senderId) !== input.me) return refuse('not_found');
  return done(input.size === 'thumb' ? row.photoThumb : row.photoFile);
}

/** The conversation a typing signal goes to: only an existing one, with no block either way. */
export async function typingConversation(db: Db, input: { me: number; profile: number }) {
  const conversation = await conversationOfPair(db, input.me, input.profile);
  if (!conversation) return null;
  const blocks = await blockBetween(db, input.me, input.profile);
  return blocks.aBlockedB || blocks.bBlockedA ? null : Number(conversation.id);
}
