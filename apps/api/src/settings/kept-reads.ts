/**
 * Site-wide data kept in each instance's memory until it changes (ADR 0083): the operator's
 * settings of a site, the company info and the interest tags. Every page read the first two
 * (ADR 0064, ADR 0069); a warm instance now runs none of those statements. A console or CLI save
 * writes a `changed` row of the live events in its transaction (back-office/sites); every
 * instance's dispatcher reads it (woken by EVENT_BUS at once, by its poll within 2 s otherwise,
 * ADR 0072) and forgets its copy, so the next page on any instance reads the new value. The
 * interest tags change only by a migration or the seed, which come with a new start, so nothing
 * forgets them. Nothing per member or per visitor is kept here.
 */
import type { ChatEventBus } from '../chat/events.ts';
import type { DataChange } from '../chat/live-log.ts';

export interface KeptReads {
  /** The kept value under `key`, or `read()`'s, kept until a change names it. */
  get<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Forgets what `change` made stale. */
  forget(change: DataChange): void;
}

/** The key a change makes stale. */
export function keyOf(change: DataChange): string {
  return change.what === 'site-settings' ? `site-settings:${change.host}` : change.what;
}

/**
 * A map of promises, so the requests of a cold instance share one read. A read that failed is
 * dropped at once; so is one that a change overtook while it ran (it may hold the old value).
 */
export function createKeptReads(): KeptReads {
  const held = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const known = held.get(key);
      if (known) return known as Promise<T>;
      const reading = read();
      held.set(key, reading);
      reading.catch(() => {
        if (held.get(key) === reading) held.delete(key);
      });
      return reading;
    },
    forget(change) {
      held.delete(keyOf(change));
    },
  };
}

const byBus = new WeakMap<ChatEventBus, KeptReads>();

/**
 * The kept reads of the instance the bus belongs to: one per bus, made the first time, forgetting
 * what every change the bus reads names. The API of a process and its staff API share it.
 */
export function keptReadsOf(events: ChatEventBus): KeptReads {
  let kept = byBus.get(events);
  if (!kept) {
    const made = createKeptReads();
    events.onChange((change) => made.forget(change));
    byBus.set(events, made);
    kept = made;
  }
  return kept;
}
