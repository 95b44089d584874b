/**
 * The staff API's calls (issue 18): the console login (password, then a TOTP code), the signed-in
 * staff member, staff management and the audit log. The console and the API's routes share these.
 */
import { staffRoleSchema } from '@dating/domain';
import { z } from 'zod';
import { text } from './text.ts';

/** The console's languages (its own locales, not the member sites' eleven). */
export const CONSOLE_LOCALES = ['en', 'nl', 'de'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

const email = text().trim().min(1, 'required').max(254, 'too_long');

export const staffLoginRequestSchema = z.object({
  email,
  password: text().min(1, 'required').max(128, 'too_long'),
});

/** A 6-digit code from the authenticator app (spaces typed between the digits are dropped). */
export const staffTotpRequestSchema = z.object({
  code: text()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'required')
        .regex(/^\d{6}$/, 'invalid_code'),
    ),
});

export const staffMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  language: z.enum(CONSOLE_LOCALES),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffMeResponseSchema = z.object({ staff: staffMeSchema });

/**
 * Where the login stands after the password (or while it waits for the code): the TOTP step,
 * with the QR code and the secret when the authenticator is not enrolled yet.
 */
export const staffLoginStateSchema = z.object({
  stage: z.literal('totp'),
  enrolment: z
    .object({
      /** The otpauth:// URI as an SVG QR code (made by the API). */
      qrSvg: z.string(),
      /** The secret in base32, for typing into an authenticator by hand. */
      secret: z.string(),
    })
    .nullable(),
});
export type StaffLoginState = z.infer<typeof staffLoginStateSchema>;

export const staffLanguageRequestSchema = z.object({ language: z.enum(CONSOLE_LOCALES) });

// ——— staff management (admins) ———

export const staffRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: z.enum(['invited', 'active', 'disabled']),
  last_login_at: z.string().nullable(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffRowSchema) });

export const staffInviteRequestSchema = z.object({
  email: text().trim().min(1, 'required').max(254, 'too_long').email('invalid_email'),
  name: text().trim().min(1, 'required').max(80, 'too_long'),
  role: staffRoleSchema,
});
export const staffInviteResponseSchema = z.object({ staff: staffRowSchema });

export const staffIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const staffRoleRequestSchema = z.object({ role: staffRoleSchema });
export const staffRowResponseSchema = z.object({ staff: staffRowSchema });

/** An invitation link's token (the part after /invite/). */
export const staffInviteTokenSchema = z.object({ token: text().min(10).max(128) });
export const staffInviteInfoSchema = z.object({ name: z.string(), email: z.string() });
export const staffInviteAcceptSchema = z.object({
  token: text().min(10).max(128),
  password: text().min(12, 'too_short').max(128, 'too_long'),
});

// ——— the audit log (admins) ———

export const auditQuerySchema = z.object({
  staff_id: z.coerce.number().int().positive().optional(),
  action: text()
    .trim()
    .max(60, 'too_long')
    .regex(/^[a-z_.]*$/, 'invalid')
    .optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
    .optional(),
  /** The keyset cursor: the id of the last row of the previous page. */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPageSchema = z.object({
  rows: z.array(auditRowSchema),
  /** The cursor of the next (older) page, null on the last page. */
  next_before: z.number().int().nullable(),
  /** The actions recorded so far, for the filter. */
  actions: z.array(z.string()),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
