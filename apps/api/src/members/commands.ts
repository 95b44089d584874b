/**
 * Opening a member's profile (spec §2 /members/{id}, §4, §6): a read that also clears the new
 * flag of the like the other member sent, hence a command. Returns the profile as this viewer may
 * see it, or the reason they may not (ADR 0049). The write runs only when there is a new like to
 * clear (ADR 0078): most views read and write nothing.
 */
import type { MemberProfile } from '@dating/contract';
import type { Db } from '@dating/db';
import { likes } from '@dating/db/schema';
import { and, eq, or } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { blockBetween } from './blocks.ts';
import { loadMemberProfile } from './profile-view.ts';

export async function openMemberProfile(
  db: Db,
  input: {
    brandId: string;
    memberId: number;
    /**
     * The logged-in member looking, or null for a visitor; `paid` is the read of their premium
     * state, under way (the route shares it with the page's other calls, ADR 0078).
     */
    viewer: { id: number; paid: Promise<boolean> } | null;
    /** The profile fields the site shows (settings `visible_profile_fields`). */
    visibleFields: readonly string[];
    /** Explicit photos are withheld from this viewer (ADR 0088). */
    ageLocked?: boolean;
  },
  clock: Clock,
): Promise<Result<MemberProfile>> {
  const { memberId, viewer } = input;
  const [block, paid, likesBetween] = viewer
    ? await Promise.all([
        blockBetween(db, viewer.id, memberId),
        viewer.paid,
        viewerLikes(db, viewer.id, memberId),
      ])
    : [null, false, null];
  if (block?.bBlockedA) return refuse('blocked_by_member');
  const member = await loadMemberProfile(db, {
    brandId: input.brandId,
    memberId,
    viewer: viewer ? { id: viewer.id, paid } : null,
    visibleFields: input.visibleFields,
    now: clock(),
    ageLocked: input.ageLocked,
  });
  if (!member) return refuse('not_found');
  if (viewer && likesBetween) {
    member.liked = likesBetween.liked;
    member.blocked = Boolean(block?.aBlockedB);
    // Spec §4: opening a profile clears its new-like flag.
    if (likesBetween.newLikeFromThem) {
      await db
        .update(likes)
        .set({ isNew: false })
        .where(and(eq(likes.likerId, memberId), eq(likes.likedId, viewer.id), eq(likes.isNew, true)));
    }
  }
  return done(member);
}

/** In one read: whether the viewer likes the member, and whether the member's like of the viewer is new. */
async function viewerLikes(db: Db, viewerId: number, memberId: number) {
  const rows = await db
    .select({ liker: likes.likerId })
    .from(likes)
    .where(
      or(
        and(eq(likes.likerId, viewerId), eq(likes.likedId, memberId)),
        and(eq(likes.likerId, memberId), eq(likes.likedId, viewerId), eq(likes.isNew, true)),
      ),
    );
  return {
    liked: rows.some((r) => r.liker === viewerId),
    newLikeFromThem: rows.some((r) => r.liker === memberId),
  };
}
