/** The Hono environment of the staff API: the API's dependencies and the signed-in staff member. */
import type { StaffRole } from '@dating/domain';
import type { ApiDeps } from '../http/env.ts';
import type { RateLimits } from '../http/rate-limits.ts';

export interface StaffMember {
  id: number;
  role: StaffRole;
  name: string;
  email: string;
  language: string;
}

export interface StaffEnv {
  Variables: {
    deps: ApiDeps;
    limits: RateLimits;
    /** The staff member of a full (password + TOTP) session, else null. */
    staff: StaffMember | null;
    /** The hashed id of the session cookie, whatever its stage. */
    staffSessionId: string | null;
    /** Who passed the password step but not yet the TOTP code (stage `password`). */
    pendingStaffId: number | null;
  };
}
