/**
 * The staff chat desk (issue 18, ADR 0055): the queue of conversations in which a member waits
 * for a persona's answer, claims, the holder's view of one conversation, replies as the persona,
 * notes on members, the live desk events and the operators' statistics.
 */
import { z } from 'zod';
import { chatMessageSchema } from './chat.ts';
import { memberProfileSchema } from './members.ts';
import { multilineText, text } from './text.ts';

/** new: the persona never wrote; unanswered: the member wrote after the persona; stopped: may re-engage once. */
export const DESK_QUEUE_CLASSES = ['new', 'unanswered', 'stopped'] as const;
export type DeskQueueClass = (typeof DESK_QUEUE_CLASSES)[number];

const id = () => z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid');

/** GET /staff-api/desk/queue?brand= */
export const deskQueueQuerySchema = z.object({
  brand: text({ message: 'invalid' })
    .regex(/^[a-z0-9-]{1,40}$/, 'invalid')
    .optional(),
});
export type DeskQueueQuery = z.infer<typeof deskQueueQuerySchema>;

/** Who holds a live claim on a conversation, until when. */
export const deskClaimSchema = z.object({
  staff_id: z.number().int(),
  staff_name: z.string(),
  /** The caller holds it. */
  mine: z.boolean(),
  expires_at: z.string(),
});
export type DeskClaim = z.infer<typeof deskClaimSchema>;

export const deskQueueItemSchema = z.object({
  conversation: z.number().int(),
  class: z.enum(DESK_QUEUE_CLASSES),
  brand: z.string(),
  member: z.object({ id: z.number().int(), name: z.string() }),
  persona: z.object({ id: z.number().int(), user_id: z.number().int(), label: z.string(), name: z.string() }),
  /** When the conversation started waiting (the member's oldest unanswered message; for stopped, when the silence became long enough). */
  waiting_since: z.string(),
  waiting_seconds: z.number().int().nonnegative(),
  /** The newest counted message, shortened. */
  last_text: z.string(),
  claim: deskClaimSchema.nullable(),
});
export type DeskQueueItem = z.infer<typeof deskQueueItemSchema>;

export const deskQueueResponseSchema = z.object({
  items: z.array(deskQueueItemSchema),
  /** Every class's full count (the list shows at most 100 per class, oldest first). */
  counts: z.object({ new: z.number().int(), unanswered: z.number().int(), stopped: z.number().int() }),
  /** The brands the queue can be filtered by (brand ids). */
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many live claims the caller holds, and the most allowed. */
  my_claims: z.number().int(),
  max_claims: z.number().int(),
});
export type DeskQueueResponse = z.infer<typeof deskQueueResponseSchema>;

/** The path of one desk conversation. */
export const deskConversationParamsSchema = z.object({ id: id() });

export const deskClaimResponseSchema = z.object({
  conversation: z.number().int(),
  expires_at: z.string(),
});
export type DeskClaimResponse = z.infer<typeof deskClaimResponseSchema>;

export const memberNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staff_name: z.string(),
  created_at: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

/** GET /staff-api/desk/conversations/{id}: what the claim holder works with. */
export const deskConversationResponseSchema = z.object({
  conversation: z.number().int(),
  brand: z.string(),
  claim: deskClaimSchema,
  member: memberProfileSchema,
  persona: z.object({
    id: z.number().int(),
    label: z.string(),
    notes: z.string(),
    openers: z.array(z.string()),
    profile: memberProfileSchema,
  }),
  /** The whole history as the persona sees it (`mine` = sent as the persona), oldest first. */
  messages: z.array(chatMessageSchema),
  notes: z.array(memberNoteSchema),
  /** The longest message the brand allows. */
  message_length: z.number().int(),
});
export type DeskConversationResponse = z.infer<typeof deskConversationResponseSchema>;

/** POST /staff-api/desk/conversations/{id}/reply */
export const deskReplyRequestSchema = z.object({
  text: multilineText({ message: 'required' }).max(20_000, 'too_long'),
  /** A key the console makes per reply: sending it again writes nothing new. */
  client_id: text().trim().min(8, 'invalid').max(64, 'invalid').optional(),
});
export type DeskReplyRequest = z.infer<typeof deskReplyRequestSchema>;

export const deskReplyResponseSchema = z.object({
  ok: z.literal(true),
  message: chatMessageSchema,
  expires_at: z.string(),
});
export type DeskReplyResponse = z.infer<typeof deskReplyResponseSchema>;

/** POST /staff-api/desk/conversations/{id}/notes: a note on the conversation's member. */
export const memberNoteRequestSchema = z.object({
  body: multilineText({ message: 'required' }).trim().min(1, 'required').max(2_000, 'too_long'),
});
export type MemberNoteRequest = z.infer<typeof memberNoteRequestSchema>;

export const memberNoteResponseSchema = z.object({ note: memberNoteSchema });

/**
 * Live events on GET /staff-api/desk/events (Server-Sent Events, event name `desk`): the queue
 * changed for one conversation. Every open desk revalidates; the holder's page also learns that
 * its claim ended.
 */
export const deskEventSchema = z.object({
  type: z.literal('desk'),
  conversation: z.number().int(),
  change: z.enum(['message', 'claimed', 'renewed', 'released', 'expired', 'replied']),
  /** The staff member whose claim it concerns (null for a member's message). */
  staff: z.number().int().nullable(),
  brand: z.string(),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

/** GET /staff-api/stats: per operator per day, the last 14 days (UTC days). */
export const deskStatsRowSchema = z.object({
  day: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  conversations: z.number().int(),
  messages: z.number().int(),
  /** First-response times in seconds; null on a day without a first response. */
  median_response_seconds: z.number().nullable(),
  p95_response_seconds: z.number().nullable(),
});
export type DeskStatsRow = z.infer<typeof deskStatsRowSchema>;

export const deskStatsResponseSchema = z.object({
  days: z.array(z.string()),
  rows: z.array(deskStatsRowSchema),
  /** The 95th percentile of how long the waiting conversations wait now; null with an empty queue. */
  queue_age_p95_seconds: z.number().nullable(),
  queue_size: z.number().int(),
});
export type DeskStatsResponse = z.infer<typeof deskStatsResponseSchema>;
