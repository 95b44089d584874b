/** Chat (spec §3 chat state, §7 chats.php, chat.php; issue 7). */
import { GIFTS } from '@dating/domain';
import { z } from 'zod';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoWidth } from './photo-renditions.ts';
import { multilineText, text } from './text.ts';
import { memberCardSchema } from './members.ts';

const id = () => z.number({ message: 'invalid' }).int('invalid').positive('invalid');

export const chatMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['message', 'photo', 'gift']),
  text: z.string(),
  /** Photo messages: the picture and its thumbnail under cdn_prefix. */
  photo: z.object({ filename: z.string(), thumb_filename: z.string() }).nullable(),
  /** A photo withheld until the reader passes their country's age checks (ADR 0088): `photo` is null. */
  age_locked: z.boolean(),
  gift: z.enum(GIFTS).nullable(),
  /** Sent by the member reading. */
  mine: z.boolean(),
  /** Waiting for the sender to confirm the e-mail address (spec §4); only the sender sees these. */
  held: z.boolean(),
  /** Mine and seen by the other member. */
  read: z.boolean(),
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Spec §3 chat item: conversation (id), profile (id), num_unread_messages — plus what the list shows. */
export const chatItemSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: memberCardSchema,
  num_unread_messages: z.number().int().nonnegative(),
  last_message: chatMessageSchema.nullable(),
});
export type ChatItem = z.infer<typeof chatItemSchema>;

export const chatsResponseSchema = z.object({
  chats: z.array(chatItemSchema),
  total_unread: z.number().int().nonnegative(),
});
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

/** What sending costs this member now, and why they may not be able to (spec §4/§5). */
export const chatTermsSchema = z.object({
  costs: z.object({ message: z.number().int(), photo: z.number().int(), gift: z.number().int() }),
  /** The next text message is free (a free conversation, spec §1/§9). */
  next_message_free: z.boolean(),
  message_length: z.number().int(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  /** The other member has not confirmed the e-mail yet: no reply possible meanwhile. */
  other_unconfirmed: z.boolean(),
  /** This member has not confirmed the e-mail: what they send is held. */
  me_unconfirmed: z.boolean(),
  /**
   * Issue 22 (ADR 0087): `costs` in the member's money (minor units of `currency`), a credit
   * valued at the smallest bundle's price per credit; null when no bundle is priced.
   */
  money: z
    .object({
      currency: z.string(),
      message: z.number().int(),
      photo: z.number().int(),
      gift: z.number().int(),
    })
    .nullable(),
});
export type ChatTerms = z.infer<typeof chatTermsSchema>;

/** GET /api/chat.php?profile= or ?id=: one conversation (null before the first message). */
export const conversationResponseSchema = z.object({
  conversation: z.object({ id: z.number().int(), messages: z.array(chatMessageSchema) }).nullable(),
  profile: memberCardSchema,
  /** The other member has the site open, or left it less than 5 minutes ago (page-hidden beacon). */
  online: z.boolean(),
  terms: chatTermsSchema,
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const conversationQuerySchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    profile: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => (q.id === undefined) !== (q.profile === undefined), { path: ['id'], message: 'required' });

/** POST /api/message.php: a text message or a gift to a member (photos go as multipart). */
export const sendMessageRequestSchema = z
  .object({
    profile: id(),
    kind: z.enum(['message', 'gift']).default('message'),
    text: multilineText({ message: 'invalid' }).max(20_000, 'too_long').default(''),
    gift: z.enum(GIFTS, { message: 'invalid' }).optional(),
    /** A key the client makes per message: sending it again is not charged again. */
    client_id: text().trim().min(8, 'invalid').max(64, 'invalid').optional(),
  })
  .refine((b) => b.kind !== 'gift' || b.gift !== undefined, { path: ['gift'], message: 'required' });
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({
  ok: z.literal(true),
  conversation: z.object({ id: z.number().int() }),
  message: chatMessageSchema,
  /** The sender's balance after the charge. */
  credits: z.number().int(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** DELETE /api/chat.php: one conversation, or every conversation with a profile (spec §4). */
export const deleteChatRequestSchema = z
  .object({ conversation: id().optional(), profile: id().optional() })
  .refine((b) => (b.conversation === undefined) !== (b.profile === undefined), {
    path: ['conversation'],
    message: 'required',
  });

/**
 * POST /api/chat-read.php: the member opened the conversation with this profile, which marks it
 * read (spec §4; ADR 0050). Reading it with GET /api/chat.php does not. Answers `{ ok: true }`.
 */
export const chatReadRequestSchema = z.object({ profile: id() });
export type ChatReadRequest = z.infer<typeof chatReadRequestSchema>;

/** POST /api/message-photo.php: the form fields beside the `photo` file (multipart/form-data). */
export const messagePhotoFieldsSchema = z.object({
  profile: z.coerce.number().int().positive(),
  text: multilineText().max(20_000).default(''),
  client_id: text().trim().min(8).max(64).optional(),
});

/**
 * GET /api/chat-photo.php: a photo sent in a chat, by its message. With `w` and `format` (both
 * or neither) one of the full photo's renditions (ADR 0081); `size` then does not count.
 */
export const chatPhotoQuerySchema = z
  .object({
    message: z.coerce.number().int().positive(),
    size: z.enum(['thumb', 'full']).default('full'),
    w: z.coerce
      .number()
      .int()
      .refine((w): w is PhotoWidth => (PHOTO_WIDTHS as readonly number[]).includes(w), 'invalid')
      .optional(),
    format: z.enum(PHOTO_FORMATS).optional(),
  })
  .refine((q) => (q.w === undefined) === (q.format === undefined), { message: 'invalid', path: ['format'] });

/** POST /api/typing.php: the member is typing to this profile (live indicator). */
export const typingRequestSchema = z.object({ profile: id() });

/** Live events on GET /api/events.php (Server-Sent Events). */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    conversation: z.number().int(),
    from: z.number().int(),
    message: chatMessageSchema,
  }),
  z.object({ type: z.literal('typing'), conversation: z.number().int(), from: z.number().int() }),
  z.object({ type: z.literal('read'), conversation: z.number().int(), from: z.number().int() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'invalid')
  .max(512, 'invalid');
/** POST /api/user.php?push=1: a browser push subscription to keep, or null to forget this browser's. */
export const pushSubscriptionRequestSchema = z.object({
  subscription: z
    .object({
      endpoint: text({ message: 'required' })
        .url('invalid')
        .max(2048, 'invalid')
        .refine(
          (u) =>
            u.startsWith('https://') || u.startsWith('http://127.0.0.1') || u.startsWith('http://localhost'),
          'invalid',
        ),
      keys: z.object({ p256dh: base64url, auth: base64url }, { message: 'required' }),
    })
    .nullable(),
  /** With subscription null: the endpoint to forget. */
  endpoint: text().max(2048).optional(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;
