/**
 * Messaging (spec §1, §4 signup flow, §5 chat, §9 free conversations): what a message, photo or
 * gift costs, when a free conversation is used, and one decision whether a member may send
 * (docs/decisions/0105).
 */
import type { ErrorCode } from './errors.ts';

/** Spec §1/§9: free members get up to 2 free conversations. */
export const FREE_CONVERSATIONS = 2;

/** Spec §3: what is sent into a conversation. */
export type MessageKind = 'message' | 'photo' | 'gift';

/** The settings of spec §3 that price messages. `costs` of a country minimum are credits. */
export interface MessagingSettings {
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
  minimum_message_costs: Readonly<Record<string, { costs: number; currency: string }>>;
}

/**
 * Spec §3: credits one message, photo or gift costs a sender from `country`: the setting for
 * the kind, raised to the country's minimum message cost when that is higher.
 */
export function messageCost(kind: MessageKind, settings: MessagingSettings, country: string): number {
  const base = {
    message: settings.message_credits,
    photo: settings.photo_credits,
    gift: settings.gift_credits,
  }[kind];
  const minimum = settings.minimum_message_costs[country.toUpperCase()]?.costs ?? 0;
  return Math.max(base, minimum);
}

/**
 * Spec §1/§9: a free member's first text message into a new conversation is free while fewer
 * than 2 free conversations are used. Paid members, photos and gifts always pay. A persona
 * (issue 18: a fictional profile the staff answer as) has no free-conversation quota: it pays
 * nothing at all (`canSend`), so it never spends one.
 */
export function usesFreeConversation(input: {
  kind: MessageKind;
  paid: boolean;
  isNewConversation: boolean;
  freeConversationsUsed: number;
  persona?: boolean;
}): boolean {
  return (
    !input.persona &&
    input.kind === 'message' &&
    !input.paid &&
    input.isNewConversation &&
    input.freeConversationsUsed < FREE_CONVERSATIONS
  );
}

/** Spec §5: length of a message in characters as a member counts them (code points, so 👋 is 1). */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/** Spec §4/§5/§6: everything `canSend` decides on. */
export interface SendInput {
  kind: MessageKind;
  /** The text, or a caption for a photo or gift (may be empty for those). */
  text: string;
  sender: {
    paid: boolean;
    credits: number;
    emailConfirmed: boolean;
    country: string;
    freeConversationsUsed: number;
    /**
     * The sender is a persona answered from the staff desk (issue 18, ADR 0055): it pays
     * nothing, uses no free conversation and has no e-mail to confirm (never held).
     */
    persona?: boolean;
  };
  recipient: { emailConfirmed: boolean };
  /** A block in either direction between the two members. */
  blocked: boolean;
  isNewConversation: boolean;
  settings: MessagingSettings;
}

/** Spec §8: why a message is refused, as codes of the catalogue. */
export type SendRefusal = Extract<
  ErrorCode,
  | 'blocked'
  | 'recipient_cannot_reply_unconfirmed'
  | 'message_empty'
  | 'message_too_long'
  | 'not_enough_credits'
>;

/** Spec §4/§5: the decision of `canSend`. `held`: accepted but delivered only once the sender confirms the e-mail. */
export type SendDecision =
  | { ok: true; cost: number; usesFreeConversation: boolean; held: boolean }
  | { ok: false; reason: SendRefusal; cost?: number };

/**
 * Spec §4/§5/§6: whether a member may send. Checked in order: a block; a recipient whose e-mail
 * is unconfirmed cannot be replied to; empty text (messages only); text over message_length;
 * credits for the cost unless a free conversation is used. An unconfirmed sender is not
 * refused: the message is accepted, charged and held until the e-mail is confirmed. A persona
 * passes the same checks but costs 0 and is never held (ADR 0055).
 */
export function canSend(input: SendInput): SendDecision {
  if (input.blocked) return { ok: false, reason: 'blocked' };
  if (!input.recipient.emailConfirmed) return { ok: false, reason: 'recipient_cannot_reply_unconfirmed' };
  const length = messageLength(input.text);
  if (input.kind === 'message' && length === 0) return { ok: false, reason: 'message_empty' };
  if (length > input.settings.message_length) return { ok: false, reason: 'message_too_long' };
  const free = usesFreeConversation({
    ...input.sender,
    kind: input.kind,
    isNewConversation: input.isNewConversation,
  });
  const persona = input.sender.persona === true;
  const cost = free || persona ? 0 : messageCost(input.kind, input.settings, input.sender.country);
  if (input.sender.credits < cost) return { ok: false, reason: 'not_enough_credits', cost };
  return { ok: true, cost, usesFreeConversation: free, held: !persona && !input.sender.emailConfirmed };
}
