/**
 * Messages (spec §4 chats, §7 message.php; issue 7): sending text, gifts and photos, and serving a
 * chat photo to the two members of its conversation only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  multilineText,
  text,
} from '@dating/contract';
import { messages } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import { announceDelivery } from '../chat/deliver.ts';
import { notFound, now } from '../chat/request.ts';
import { ownConversation, toChatMessage } from '../chat/conversations.ts';
import { type SendResult, sendMessage } from '../chat/sending.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import {
  encodePhoto,
  photoFromForm,
  photoNames,
  removePhoto,
  writePhoto,
} from '../members/photo-pipeline.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';

export const messageRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/**
 * After a send: the recipient's open pages and subscribed browsers hear of it (held messages
 * wait for the confirmation). The push is not awaited: the sender's answer does not wait on a
 * push service.
 */
function announce(c: Context<ApiEnv>, recipient: number, result: SendResult) {
  if (!result.created || result.message.held) return;
  void announceDelivery(c.get('deps'), {
    conversationId: result.conversationId,
    recipient,
    message: result.message,
  }).catch((error) => console.error('[chat] announcing a message failed', error));
}

function sent(c: Context<ApiEnv>, me: number, result: SendResult) {
  return c.json(
    {
      ok: true as const,
      conversation: { id: result.conversationId },
      message: toChatMessage(result.message, me, null),
      credits: result.credits,
    },
    result.created ? 201 : 200,
  );
}

messageRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/message.php',
    description:
      'A text message or a gift to a member; the first message creates the conversation. Charged once per client_id.',
    request: jsonRequest(sendMessageRequestSchema),
    responses: {
      201: jsonBody(sendMessageResponseSchema, 'Sent (or held until the sender confirms the e-mail)'),
      200: jsonBody(sendMessageResponseSchema, 'The same client_id was sent before: nothing charged again'),
      400: jsonBody(apiErrorSchema, 'validation_failed, message_empty or message_too_long'),
      402: jsonBody(apiErrorSchema, 'not_enough_credits'),
      403: jsonBody(apiErrorSchema, 'authentication_required, blocked or recipient_cannot_reply_unconfirmed'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const input = c.req.valid('json');
    const result = await sendMessage(c.get('deps').db, {
      sender: me.id,
      brandId: me.brandId,
      recipient: input.profile,
      kind: input.kind,
      text: input.text,
      gift: input.gift,
      clientId: input.client_id,
      settings: await loadSiteSettings(c),
      now: now(c),
    });
    announce(c, input.profile, result);
    return sent(c, me.id, result);
  },
);

const photoFields = z.object({
  profile: z.coerce.number().int().positive(),
  text: multilineText().max(20_000).default(''),
  client_id: text().trim().min(8).max(64).optional(),
});

messageRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/message-photo.php',
    description: 'multipart/form-data: `photo` (an image), `profile`, optional `text` and `client_id`.',
    responses: {
      201: jsonBody(sendMessageResponseSchema, 'Sent'),
      200: jsonBody(sendMessageResponseSchema, 'The same client_id was sent before: nothing charged again'),
      400: jsonBody(apiErrorSchema, 'validation_failed: photo required or not an image'),
      402: jsonBody(apiErrorSchema, 'not_enough_credits'),
      403: jsonBody(apiErrorSchema, 'authentication_required, blocked or recipient_cannot_reply_unconfirmed'),
      404: jsonBody(apiErrorSchema, 'not_found'),
      413: jsonBody(apiErrorSchema, 'payload_too_large'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, chatPhotosDir } = c.get('deps');
    const form = await c.req.formData().catch(() => null);
    const fields = photoFields.safeParse(Object.fromEntries(form?.entries() ?? []));
    if (!fields.success) {
      throw new ApiHttpError(400, 'validation_failed', 'Invalid request', {
        [String(fields.error.issues[0]?.path[0] ?? 'profile')]: 'invalid',
      });
    }
    const encoded = await encodePhoto(await photoFromForm(form));
    // The files are written inside the send, after it is allowed and charged: a refused or
    // repeated photo leaves nothing on disk, and a send that fails after writing removes them.
    const names = photoNames(`c${me.id}`);
    const result = await sendMessage(db, {
      sender: me.id,
      brandId: me.brandId,
      recipient: fields.data.profile,
      kind: 'photo',
      text: fields.data.text,
      photo: { ...names, store: () => writePhoto(chatPhotosDir, names, encoded) },
      clientId: fields.data.client_id,
      settings: await loadSiteSettings(c),
      now: now(c),
    }).catch(async (error: unknown) => {
      await removePhoto(chatPhotosDir, names);
      throw error;
    });
    announce(c, fields.data.profile, result);
    return sent(c, me.id, result);
  },
);

messageRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chat-photo.php',
    description: 'A photo sent in a chat, only for the two members of the conversation.',
    request: {
      query: z.object({
        message: z.coerce.number().int().positive(),
        size: z.enum(['thumb', 'full']).default('full'),
      }),
    },
    responses: {
      200: { description: 'The WebP picture' },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, chatPhotosDir } = c.get('deps');
    const q = c.req.valid('query');
    const [row] = await db.select().from(messages).where(eq(messages.id, q.message));
    if (!row?.photoFile || !row.photoThumb) throw notFound();
    await ownConversation(db, me.id, Number(row.conversationId));
    if (row.held && Number(row.senderId) !== me.id) throw notFound();
    const file = join(chatPhotosDir, q.size === 'thumb' ? row.photoThumb : row.photoFile);
    const info = await stat(file).catch(() => null);
    if (!info) throw notFound();
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(info.size),
        'Cache-Control': 'private, max-age=86400',
      },
    });
  },
);
