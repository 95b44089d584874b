/** The member as the API shows them to themselves (spec §3 User) and the login call. */
import { z } from 'zod';
import { text } from './text.ts';

export const imageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(['approved', 'pending', 'rejected']),
});
export type Image = z.infer<typeof imageSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['not_confirmed', 'confirmed', 'pending_deletion']),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: z.string(),
  fictional_icon: z.boolean(),
  notifications_disabled: z.array(z.string()),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    main_image: imageSchema.nullable(),
    status: z.enum(['active', 'disabled']),
  }),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema.nullable() });

/** Exact length rules are not in the spec; these bounds are ours (docs/decisions). */
export const loginRequestSchema = z.object({
  email: text().trim().min(1, 'required').max(254, 'too_long'),
  password: text().min(1, 'required').max(128, 'too_long'),
  /** Spec §3 tracking the member came back with: kept as the last touch. */
  tracking: z.record(text(), text().max(100)).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const languageRequestSchema = z.object({ language: text().min(2).max(5) });
export const okResponseSchema = z.object({ ok: z.literal(true) });
