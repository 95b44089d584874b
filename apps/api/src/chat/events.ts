/**
 * Live chat events (issue 7): the API publishes to a member, every open events stream of that
 * member receives. One interface; the in-process implementation serves one server instance, and
 * several instances can share events later through PostgreSQL LISTEN/NOTIFY or Redis behind the
 * same interface (docs/decisions/0023).
 */
import type { ChatEvent, DeskEvent } from '@dating/contract';

export interface ChatEventBus {
  publish(memberId: number, event: ChatEvent): void;
  /**
   * Returns the function that ends the subscription. `end` closes the stream behind it when the
   * member's sessions are ended from outside (a ban, issue 19).
   */
  subscribe(memberId: number, listener: (event: ChatEvent) => void, end?: () => void): () => void;
  /** Closes every open stream of the member (their sessions were ended by the staff). */
  endStreams(memberId: number): void;
  /** Whether the member has a page open with the live stream (feeds online status). */
  isConnected(memberId: number): boolean;
  /**
   * The staff desk's topic (issue 18, ADR 0055): one stream for every open desk. A member's
   * message to a persona, claims, releases, expiries and replies are published here.
   */
  publishDesk(event: DeskEvent): void;
  /** Returns the function that ends the subscription. */
  subscribeDesk(listener: (event: DeskEvent) => void): () => void;
}

export function createInProcessEventBus(): ChatEventBus {
  const listeners = new Map<number, Set<(event: ChatEvent) => void>>();
  const desk = new Set<(event: DeskEvent) => void>();
  const enders = new Map<(event: ChatEvent) => void, () => void>();
  return {
    publish(memberId, event) {
      for (const listener of listeners.get(memberId) ?? []) listener(event);
    },
    subscribe(memberId, listener, end) {
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      if (end) enders.set(listener, end);
      return () => {
        set.delete(listener);
        enders.delete(listener);
        // Only this subscription's own, now empty set goes: an ended stream may unsubscribe
        // again later (its keep-alive loop wakes up to 25 s after the abort), when the member's
        // next page has subscribed with a new set that must keep receiving (issue 15).
        if (set.size === 0 && listeners.get(memberId) === set) listeners.delete(memberId);
      };
    },
    endStreams(memberId) {
      for (const listener of [...(listeners.get(memberId) ?? [])]) enders.get(listener)?.();
    },
    isConnected(memberId) {
      return listeners.has(memberId);
    },
    publishDesk(event) {
      for (const listener of desk) listener(event);
    },
    subscribeDesk(listener) {
      // A fresh function per subscription: the same listener subscribed twice stays two.
      const own = (event: DeskEvent) => listener(event);
      desk.add(own);
      return () => {
        desk.delete(own);
      };
    },
  };
}
