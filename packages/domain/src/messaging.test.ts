import { describe, expect, it } from 'vitest';
import {
  FREE_CONVERSATIONS,
  type MessagingSettings,
  type SendInput,
  canSend,
  messageCost,
  messageLength,
  usesFreeConversation,
} from './messaging.ts';

const settings: MessagingSettings = {
  message_credits: 5,
  photo_credits: 10,
  gift_credits: 20,
  message_length: 10,
  minimum_message_costs: { NO: { costs: 8, currency: 'credits' }, PL: { costs: 3, currency: 'credits' } },
};

describe('§3/§4 Messaging: cost of a message, photo and gift', () => {
  it.each([
    ['message', 'NL', 5],
    ['photo', 'NL', 10],
    ['gift', 'NL', 20],
    ['message', 'NO', 8], // the country minimum is higher
    ['message', 'no', 8],
    ['photo', 'NO', 10], // the setting is already higher
    ['message', 'PL', 5], // a lower minimum changes nothing
  ] as const)('%s from %s costs %i credits', (kind, country, cost) => {
    expect(messageCost(kind, settings, country)).toBe(cost);
  });
});

describe('§1/§9 Messaging: up to 2 free conversations', () => {
  it('allows 2', () => {
    expect(FREE_CONVERSATIONS).toBe(2);
  });
  const base = { kind: 'message' as const, paid: false, isNewConversation: true, freeConversationsUsed: 0 };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['the first', {}, true],
    ['the second', { freeConversationsUsed: 1 }, true],
    ['a third', { freeConversationsUsed: 2 }, false],
    ['a reply in an existing conversation', { isNewConversation: false }, false],
    ['a paid member', { paid: true }, false],
    ['a photo', { kind: 'photo' as never }, false],
    ['a gift', { kind: 'gift' as never }, false],
  ])('%s → free %s', (_case, patch, free) => {
    expect(usesFreeConversation({ ...base, ...patch })).toBe(free);
  });
});

describe('§5 Chat: message length in characters', () => {
  it.each([
    ['hello', 5],
    ['  hi  ', 2],
    ['👋🏽', 2],
    ['😀😀', 2],
    ['', 0],
  ])('%j → %i', (text, n) => {
    expect(messageLength(text)).toBe(n);
  });
});

const input: SendInput = {
  kind: 'message',
  text: 'hello',
  sender: { paid: false, credits: 5, emailConfirmed: true, country: 'NL', freeConversationsUsed: 2 },
  recipient: { emailConfirmed: true },
  blocked: false,
  isNewConversation: false,
  settings,
};

type Patch = Partial<Omit<SendInput, 'sender'>> & { sender?: Partial<SendInput['sender']> };
const send = (patch: Patch) => canSend({ ...input, ...patch, sender: { ...input.sender, ...patch.sender } });

describe('§4/§5/§6 Messaging: canSend', () => {
  it.each<[string, Patch, ReturnType<typeof canSend>]>([
    ['enough credits', {}, { ok: true, cost: 5, usesFreeConversation: false, held: false }],
    ['0 credits', { sender: { credits: 0 } }, { ok: false, reason: 'not_enough_credits', cost: 5 }],
    ['1 credit short', { sender: { credits: 4 } }, { ok: false, reason: 'not_enough_credits', cost: 5 }],
    [
      '0 credits, a free conversation left',
      { isNewConversation: true, sender: { credits: 0, freeConversationsUsed: 1 } },
      { ok: true, cost: 0, usesFreeConversation: true, held: false },
    ],
    [
      'paid, 0 credits (premium does not make messages free)',
      { sender: { paid: true, credits: 0 } },
      { ok: false, reason: 'not_enough_credits', cost: 5 },
    ],
    ['blocked', { blocked: true }, { ok: false, reason: 'blocked' }],
    [
      'to a member who has not confirmed the e-mail',
      { recipient: { emailConfirmed: false } },
      { ok: false, reason: 'recipient_cannot_reply_unconfirmed' },
    ],
    ['empty', { text: '   ' }, { ok: false, reason: 'message_empty' }],
    [
      'exactly message_length',
      { text: '0123456789' },
      { ok: true, cost: 5, usesFreeConversation: false, held: false },
    ],
    ['one over message_length', { text: '0123456789!' }, { ok: false, reason: 'message_too_long' }],
    [
      'a photo without caption',
      { kind: 'photo', text: '', sender: { credits: 10 } },
      { ok: true, cost: 10, usesFreeConversation: false, held: false },
    ],
    [
      'a gift with too little credit',
      { kind: 'gift', text: '', sender: { credits: 19 } },
      { ok: false, reason: 'not_enough_credits', cost: 20 },
    ],
    [
      'a caption too long',
      { kind: 'photo', text: 'x'.repeat(11), sender: { credits: 10 } },
      { ok: false, reason: 'message_too_long' },
    ],
    [
      'from a member who has not confirmed the e-mail',
      { sender: { emailConfirmed: false } },
      { ok: true, cost: 5, usesFreeConversation: false, held: true },
    ],
    [
      'a persona with 0 credits (answered from the desk: pays nothing)',
      { sender: { persona: true, credits: 0 } },
      { ok: true, cost: 0, usesFreeConversation: false, held: false },
    ],
    [
      'a persona starting a conversation uses no free conversation',
      { isNewConversation: true, sender: { persona: true, credits: 0, freeConversationsUsed: 0 } },
      { ok: true, cost: 0, usesFreeConversation: false, held: false },
    ],
    [
      'a persona sending a gift pays nothing either',
      { kind: 'gift', text: '', sender: { persona: true, credits: 0 } },
      { ok: true, cost: 0, usesFreeConversation: false, held: false },
    ],
    [
      'a persona row not marked confirmed is never held',
      { sender: { persona: true, emailConfirmed: false } },
      { ok: true, cost: 0, usesFreeConversation: false, held: false },
    ],
    [
      'a persona still meets the block',
      { blocked: true, sender: { persona: true } },
      { ok: false, reason: 'blocked' },
    ],
    [
      'a persona still meets message_length',
      { text: '0123456789!', sender: { persona: true } },
      { ok: false, reason: 'message_too_long' },
    ],
  ])('%s → %j', (_case, patch, decision) => {
    expect(send(patch)).toEqual(decision);
  });
});
