/** Age assurance (issue 22 point 6, ADR 0088): the member's state, starting a check, the sandbox's page. */
import { AGE_CHECK_METHODS, AGE_CHECK_RESULTS } from '@dating/domain';
import { z } from 'zod';
import { text } from './text.ts';

const method = z.enum(AGE_CHECK_METHODS, { message: 'invalid' });

/** GET /api/age-check.php: what the member's visitor country requires and what they passed. */
export const ageCheckStatusSchema = z.object({
  age_check: z.object({
    /** The visitor country the requirement is read for (edge header, else the domain's). */
    country: z.string().nullable(),
    required: z.array(z.enum(AGE_CHECK_METHODS)),
    missing: z.array(z.enum(AGE_CHECK_METHODS)),
    /** Explicit media (chat photos, premium-only photos…) is withheld until `missing` is empty. */
    locked: z.boolean(),
    checks: z.array(
      z.object({
        method: z.enum(AGE_CHECK_METHODS),
        provider: z.string(),
        result: z.enum([...AGE_CHECK_RESULTS, 'pending']),
        started_at: z.string(),
        completed_at: z.string().nullable(),
      }),
    ),
  }),
});
export type AgeCheckStatus = z.infer<typeof ageCheckStatusSchema>['age_check'];

/** A site path to come back to: same origin only (an absolute or `//` address is refused). */
const sitePath = text()
  .max(500, 'too_long')
  .regex(/^\/([^/\\]|$)/, 'invalid');

/** POST /api/age-check.php: start a check of one of the missing methods. */
export const ageCheckStartSchema = z.object({
  method,
  /** Where the member returns to after the check (default /age-check). */
  return_to: sitePath.optional(),
});
export const ageCheckStartResponseSchema = z.object({ redirect_url: z.string() });

/** POST /api/age-check-notify.php: the provider's signed report. */
export const ageCheckNotifyResponseSchema = z.object({
  ok: z.literal(true),
  outcome: z.enum(['recorded', 'repeat']),
});

/** GET /api/age-check-sandbox.php?token=: the sandbox's hosted check (demo network only). */
export const ageSandboxQuerySchema = z.object({ token: text().min(1, 'required').max(2000, 'too_long') });
export const ageSandboxCheckSchema = z.object({
  check: z.object({ method: z.enum(AGE_CHECK_METHODS), return_url: z.string() }),
});
/** POST /api/age-check-sandbox.php: the tester's answer. */
export const ageSandboxAnswerSchema = z.object({
  token: text().min(1, 'required').max(2000, 'too_long'),
  result: z.enum(AGE_CHECK_RESULTS, { message: 'invalid' }),
});
export const ageSandboxReturnSchema = z.object({ return_url: z.string() });
