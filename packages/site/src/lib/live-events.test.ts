/** The page's duplicate suppression of live messages (ADR 0072). */
import type { ChatEvent } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createMessageFilter } from './live-events.ts';

const message = (id: number): ChatEvent => ({
  type: 'message',
  conversation: 1,
  from: 2,
  message: {
    id,
    kind: 'message',
    text: `Hello ${id}`,
    photo: null,
    age_locked: false,
    gift: null,
    mine: false,
    read: false,
    held: false,
    sent_at: '2026-11-25T12:00:00.000Z',
  },
});

describe('the live message filter', () => {
  it('lets each message through once and every typing or read event', () => {
    const fresh = createMessageFilter();
    const typing: ChatEvent = { type: 'typing', conversation: 1, from: 2 };
    const seen = [message(1), message(2), message(1), typing, typing, message(3), message(2)].filter(fresh);
    expect(seen).toEqual([message(1), message(2), typing, typing, message(3)]);
  });
});
