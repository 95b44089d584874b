/** Notification settings (spec §3 e-mail preference keys, §4 disabled reasons) and the mail side's events. */
import { EMAIL_PREFERENCE_KEYS, NOTIFICATION_DISABLE_REASONS } from '@dating/domain';
import { z } from 'zod';
import { text } from './text.ts';

const preferenceShape = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<
  (typeof EMAIL_PREFERENCE_KEYS)[number],
  z.ZodBoolean
>;

export const emailPreferencesSchema = z.object(preferenceShape);
export type EmailPreferencesView = z.infer<typeof emailPreferencesSchema>;

export const notificationsResponseSchema = z.object({
  preferences: emailPreferencesSchema,
  /** Why e-mail notifications are off (spec §4); empty when they go out. */
  disabled: z.array(z.enum(NOTIFICATION_DISABLE_REASONS)),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** A partial change: only the keys sent are written; an unknown key or a non-boolean is refused. */
export const notificationsUpdateSchema = z.strictObject(
  {
    preferences: z.strictObject(
      Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, z.boolean({ error: 'invalid' }).optional()])),
      { error: 'invalid' },
    ),
  },
  { error: 'invalid' },
);
export type NotificationsUpdate = { preferences: Partial<EmailPreferencesView> };

/**
 * What the mail side reports (ADR 0068): a hard bounce (`bounce`), a soft bounce or a spam
 * complaint (feedback loop), for an address and/or the Message-ID of the mail it is about; the
 * bounce's reason as the provider gives it.
 */
export const mailEventRequestSchema = z
  .strictObject(
    {
      type: z.enum(['bounce', 'soft_bounce', 'fbl'], { error: 'invalid' }),
      email: text({ error: 'invalid' }).trim().min(3, 'invalid').max(254, 'too_long').optional(),
      message_id: text({ error: 'invalid' }).trim().min(3, 'invalid').max(998, 'too_long').optional(),
      reason: text({ error: 'invalid' }).trim().max(1000, 'too_long').optional(),
    },
    { error: 'invalid' },
  )
  .superRefine((event, ctx) => {
    if (!event.email && !event.message_id)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
  });
export type MailEventRequest = z.infer<typeof mailEventRequestSchema>;
export const mailEventResponseSchema = z.object({
  ok: z.literal(true),
  /** Accounts with the address (their e-mail notifications are off after a hard bounce or complaint). */
  members: z.number().int(),
  /** Delivery log rows marked bounced. */
  messages: z.number().int(),
});

/** The signed unsubscribe link's parameters (member id and its HMAC). */
export const unsubscribeQuerySchema = z.object({
  u: text().regex(/^\d{1,15}$/, 'invalid'),
  s: text().regex(/^[\w-]{20,100}$/, 'invalid'),
});
export const unsubscribeStateSchema = z.object({
  /** Whether e-mail notifications are off because of this link. */
  unsubscribed: z.boolean(),
  /** The address, partly hidden, so the reader knows which account the link is for. */
  email: z.string(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
