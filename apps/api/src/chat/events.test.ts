/** The in-process live event bus: who receives what (issue 7, issue 15 point 2). */
import type { ChatEvent } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createInProcessEventBus } from './events.ts';

const typing = (from: number): ChatEvent => ({ type: 'typing', conversation: 1, from });

describe('the in-process event bus', () => {
  it('delivers to every open stream of the member and to nobody else', () => {
    const bus = createInProcessEventBus();
    const a: ChatEvent[] = [];
    const b: ChatEvent[] = [];
    const other: ChatEvent[] = [];
    bus.subscribe(7, (e) => a.push(e));
    bus.subscribe(7, (e) => b.push(e));
    bus.subscribe(8, (e) => other.push(e));
    bus.publish(7, typing(8));
    expect([a, b, other]).toEqual([[typing(8)], [typing(8)], []]);
  });

  it('keeps the next page’s stream when the previous page’s stream unsubscribes once more', () => {
    const bus = createInProcessEventBus();
    // The member leaves a page (its stream ends) and the next page opens a new stream; the old
    // stream's loop ends later and unsubscribes again.
    const endPrevious = bus.subscribe(7, () => {});
    endPrevious();
    const received: ChatEvent[] = [];
    bus.subscribe(7, (e) => received.push(e));
    endPrevious();
    bus.publish(7, typing(8));
    expect(received).toEqual([typing(8)]);
    expect(bus.isConnected(7)).toBe(true);
  });

  it('forgets a member whose last stream ended', () => {
    const bus = createInProcessEventBus();
    const end = bus.subscribe(7, () => {});
    end();
    expect(bus.isConnected(7)).toBe(false);
  });
});

describe('the desk topic of the bus (issue 18)', () => {
  it('delivers every desk event to every open desk until it unsubscribes', () => {
    const bus = createInProcessEventBus();
    const event = { type: 'desk', conversation: 3, change: 'message', staff: null, brand: 'velvet' } as const;
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = bus.subscribeDesk((e) => first.push(e));
    bus.subscribeDesk((e) => second.push(e));
    bus.publishDesk(event);
    stopFirst();
    bus.publishDesk({ ...event, change: 'claimed', staff: 4 });
    expect(first).toEqual([event]);
    expect(second).toEqual([event, { ...event, change: 'claimed', staff: 4 }]);
    // Member streams hear nothing of the desk.
    expect(bus.isConnected(3)).toBe(false);
  });
});
