/**
 * Presence (spec §4 chat; issue 18, ADR 0057): whether the other side of a chat shows as online.
 *
 * A member is online while a page of theirs holds the live stream open, and for a few minutes
 * after they last hid one (last seen). A fictional profile has no page of its own: its presence
 * is made only of what an operator does as it (typing or sending from the desk stamps its last
 * seen), so an open stream never counts for it and a profile nobody has written as is offline.
 */

/** A member who hid the page (or an operator who last wrote as a persona) this recently is online. */
export const ONLINE_AFTER_LAST_SEEN_MS = 5 * 60_000;

export interface PresenceInput {
  /** users.fictional: a persona run by the staff. */
  fictional: boolean;
  /** A page of this member holds the live stream open now. */
  connected: boolean;
  /** users.last_seen_at, or null when never seen. */
  lastSeenAt: Date | null;
  now: Date;
}

export function isPresentOnline(input: PresenceInput): boolean {
  if (input.connected && !input.fictional) return true;
  if (!input.lastSeenAt) return false;
  return input.now.getTime() - input.lastSeenAt.getTime() < ONLINE_AFTER_LAST_SEEN_MS;
}
