/**
 * The counts the top navigation shows on every page (spec §2: unread messages, new likes, the
 * match banner), in three small queries instead of the chat list and the likes with their cards.
 * Same rules as chats.php and likes.php: a conversation counts when its other member can still
 * be chatted with (chat/conversations.ts); a like counts when its sender is an active member
 * (likes/queries.ts).
 */
import type { Db } from '@dating/db';
import { conversationMembers, conversations, profiles, users } from '@dating/db/schema';
import { and, eq, sql, sum } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.ts';
import { reachableMember } from '../chat/conversations.ts';
import { newLikes } from '../likes/queries.ts';

export interface Badges {
  unreadMessages: number;
  newLikes: number;
  newMatch: { id: number; name: string } | null;
}

/** Unread messages in the member's visible conversations with members who can still be reached. */
export async function unreadMessages(db: Db, me: SessionUser): Promise<number> {
  const otherId = sql`case when ${conversations.memberLow} = ${me.id} then ${conversations.memberHigh} else ${conversations.memberLow} end`;
  const [row] = await db
    .select({ n: sum(conversationMembers.unread).mapWith(Number) })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(users, eq(users.id, otherId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(conversationMembers.memberId, me.id),
        eq(conversationMembers.hidden, false),
        eq(users.brandId, me.brandId),
        reachableMember(),
      ),
    );
  return row?.n ?? 0;
}

/** The navigation's badges for a member. */
export async function badgesOf(db: Db, me: SessionUser): Promise<Badges> {
  const [unread, liked] = await Promise.all([unreadMessages(db, me), newLikes(db, me.id)]);
  return { unreadMessages: unread, newLikes: liked.count, newMatch: liked.match };
}
