/**
 * Badges and the page title (spec §2 Top navigation, §4 Badges and title, §9): the unread badge
 * caps at 99+, the low-credit badge warns at 10 or fewer credits, and the app badge and title
 * prefix count unread messages plus new likes.
 */

/** Spec §9: the unread badge shows numbers up to this one, then "99+". */
export const UNREAD_BADGE_MAX = 99;
/** Spec §9: the low-credit badge shows at this many credits or fewer. */
export const LOW_CREDIT_THRESHOLD = 10;

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Spec §2: the unread-messages badge text: null for 0, "1"…"99", then "99+" from 100. */
export function unreadBadgeLabel(n: number): string | null {
  const c = count(n);
  if (c === 0) return null;
  return c > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(c);
}

/**
 * Spec §2: the badge on a paid member's credits entry: none above 10 credits (or for members
 * who are not paid, who see Get Premium instead), 'warning' from 10 down to 1, 'danger' at 0.
 * `level` says which words go with it: a few credits left, or none at all.
 */
export function lowCreditBadge(input: {
  paid: boolean;
  credits: number;
}): { tone: 'warning' | 'danger'; level: 'low' | 'none' } | null {
  if (!input.paid || input.credits > LOW_CREDIT_THRESHOLD) return null;
  return input.credits > 0 ? { tone: 'warning', level: 'low' } : { tone: 'danger', level: 'none' };
}

/** Spec §4: the app badge count: unread messages plus new likes. */
export function appBadgeCount(unreadMessages: number, newLikes: number): number {
  return count(unreadMessages) + count(newLikes);
}

/** Spec §4: the page title with the count in parentheses, "(3) Title", only when the count is above 0. */
export function titleWithCount(title: string, n: number): string {
  const c = count(n);
  return c > 0 ? `(${c}) ${title}` : title;
}

/** Spec §3 chat state: total unread messages over the chat list. */
export function totalUnread(chats: readonly { num_unread_messages: number }[]): number {
  return chats.reduce((sum, c) => sum + count(c.num_unread_messages), 0);
}

/** Spec §3 likes state: how many received likes are new. */
export function totalNewLikes(likedBy: readonly { like_new: boolean }[]): number {
  return likedBy.filter((l) => l.like_new).length;
}

/**
 * Spec §2 match banner: the members whose like made a match the member has not seen yet — a
 * new received like from someone they had liked (opening the profile clears it, as any like).
 */
export function newMatchIds(
  likedBy: readonly { id: number; like_new: boolean }[],
  liked: readonly number[],
): number[] {
  const mine = new Set(liked);
  return likedBy.filter((l) => l.like_new && mine.has(l.id)).map((l) => l.id);
}
