/**
 * Who can be seen. Two rules, used by every query that shows or acts on another member, so that
 * a new state (a ban, a pause) is added in one place:
 * - an *active member* has an approved, active profile and an account that is not pending
 *   deletion (ADR 0029): profiles, likes, blocks and reports act on one;
 * - a *listed member* is an active member of the brand who has not chosen privacy mode: search,
 *   swipe, match finder, landings and the weekly update show them.
 */
import { profiles, users } from '@dating/db/schema';
import { type SQL, and, eq, ne } from 'drizzle-orm';

/** Profile active and account not pending deletion (needs `profiles` joined to `users`). */
export function activeMember(): SQL {
  return and(eq(profiles.status, 'active'), ne(users.status, 'pending_deletion'))!;
}

/**
 * An active member of `brandId` who shows in lists. The brand, searchable and status columns
 * are the profile's own: the partial indexes on profiles serve this filter (bench/search.ts).
 */
export function listedMember(brandId: string): SQL {
  return and(eq(profiles.brandId, brandId), eq(profiles.searchable, true), activeMember())!;
}
