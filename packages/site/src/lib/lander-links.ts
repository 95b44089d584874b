/** Where lander links lead, each carrying the visitor's tracking (ADR 0031). */
import type { Tracking } from '@dating/domain';
import { useRootData } from './root-data.ts';
import { withTracking } from './tracking.ts';

export function useLanderLinks() {
  const root = useRootData();
  const tracking: Tracking | undefined = root?.tracking;
  return {
    signup: withTracking('/signup', tracking),
    login: '/login',
    /** A member's landing: their profile and the way to write to them. */
    member: (id: number) => withTracking(`/members/${id}/landing`, tracking),
    /** Straight to signup with a first message to the member. */
    write: (id: number) => withTracking(`/members/${id}/signup`, tracking),
  };
}
