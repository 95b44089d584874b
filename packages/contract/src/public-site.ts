/**
 * The public site's calls (spec §2): filing a complaint, and the operator's own text of a
 * legal or help page (a `site_pages` row) when there is one.
 */
import { COMPLAINT_REASONS, LEGAL_PAGE_SLUGS } from '@dating/domain';
import { z } from 'zod';
import { multilineText, text } from './text.ts';

const line = (max: number) => text({ message: 'required' }).trim().max(max, 'too_long');

export const complaintRequestSchema = z.object({
  reason: z.enum(COMPLAINT_REASONS, { message: 'required' }),
  message: multilineText({ message: 'required' }).trim().max(5000, 'too_long').min(1, 'required'),
  name: line(100).min(1, 'required'),
  email: line(254).min(1, 'required'),
  /** A link, member id or name the complaint is about (optional). */
  subject: line(500)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  locale: text().max(5).optional(),
});
export type ComplaintRequest = z.input<typeof complaintRequestSchema>;

export const complaintResponseSchema = z.object({
  ok: z.literal(true),
  /** The number quoted in the confirmation e-mail and screen, e.g. C-000042. */
  reference: z.string(),
  email: z.string(),
});
export type ComplaintResponse = z.infer<typeof complaintResponseSchema>;

export const sitePageQuerySchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS, { message: 'invalid' }),
  locale: text().regex(/^[a-z]{2}$/, 'invalid'),
});

export const sitePageSchema = z.object({
  title: z.string(),
  /** Markdown, rendered by the site with raw HTML disabled. */
  body: z.string(),
  updated_at: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;
export const sitePageResponseSchema = z.object({ page: sitePageSchema.nullable() });
