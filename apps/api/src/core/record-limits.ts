/**
 * Limits counted from the records they protect (so a test's clock moves them): reset mails and
 * activation mails (account/commands.ts), complaints a day (public-site/complaint-limit.ts).
 * Commands read them here; http/rate-limits.ts re-exports them beside the request limits, so
 * one table still lists every figure.
 */
import { COMPLAINTS_PER_IP_PER_DAY } from '@dating/domain';

export const RECORD_LIMITS = {
  resetMailsPerAddressDaily: 3,
  resetMailsPerIpDaily: 10,
  activationMailsPerAccountDaily: 5,
  complaintsPerIpDaily: COMPLAINTS_PER_IP_PER_DAY,
} as const;
