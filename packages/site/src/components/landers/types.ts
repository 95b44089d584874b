/** What every lander design gets from its route (ADR 0031). */
import type { MemberCard } from '@dating/contract';

export interface LanderProps {
  /** The headline: the design's own, or the campaign's. */
  title: string;
  /** Members with a photo, newest first. */
  members: MemberCard[];
}
