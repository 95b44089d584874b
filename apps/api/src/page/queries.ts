/**
 * The member's part of the page shell (ADR 0051): the member's view and the navigation's counts,
 * composed from the queries user.php and badges.php answer with. A visitor gets nulls.
 */
import type { BadgesResponse, User } from '@dating/contract';
import type { Db } from '@dating/db';
import { loadUserView } from '../members/user-view.ts';
import { newLikes, unreadMessages } from '../routes/badges.ts';

export interface MemberShell {
  user: User | null;
  badges: BadgesResponse | null;
}

export async function loadMemberShell(
  db: Db,
  session: { id: number; brandId: string } | null,
): Promise<MemberShell> {
  if (!session) return { user: null, badges: null };
  const [user, unread, liked] = await Promise.all([
    loadUserView(db, session.id),
    unreadMessages(db, session.id, session.brandId),
    newLikes(db, session.id),
  ]);
  if (!user) return { user: null, badges: null };
  return { user, badges: { unread_messages: unread, new_likes: liked.count, new_match: liked.match } };
}
