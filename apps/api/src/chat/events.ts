/**
 * Live chat events (issue 7): the API publishes to a member, every open events stream of that
 * member receives. One interface; the in-process implementation serves one server instance, and
 * several instances can share events later through PostgreSQL LISTEN/NOTIFY or Redis behind the
 * same interface (docs/decisions/0023).
 */
import type { ChatEvent } from '@dating/contract';

export interface ChatEventBus {
  publish(memberId: number, event: ChatEvent): void;
  /** Returns the function that ends the subscription. */
  subscribe(memberId: number, listener: (event: ChatEvent) => void): () => void;
  /** Whether the member has a page open with the live stream (feeds online status). */
  isConnected(memberId: number): boolean;
}

export function createInProcessEventBus(): ChatEventBus {
  const listeners = new Map<number, Set<(event: ChatEvent) => void>>();
  return {
    publish(memberId, event) {
      for (const listener of listeners.get(memberId) ?? []) listener(event);
    },
    subscribe(memberId, listener) {
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        // Only this subscription's own, now empty set goes: an ended stream may unsubscribe
        // again later (its keep-alive loop wakes up to 25 s after the abort), when the member's
        // next page has subscribed with a new set that must keep receiving (issue 15).
        if (set.size === 0 && listeners.get(memberId) === set) listeners.delete(memberId);
      };
    },
    isConnected(memberId) {
      return listeners.has(memberId);
    },
  };
}
