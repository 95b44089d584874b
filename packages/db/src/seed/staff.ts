/**
 * The demo network's staff (README): an admin, two chat operators and a support agent, all with
 * the demo password. Each one's TOTP secret is derived from the e-mail, so `pnpm staff:code
 * <email>` prints the current code without the database; it is not confirmed at seed, so the
 * first login shows the QR code as a real first login does. Off production only; idempotent.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { staff } from '../schema/index.ts';
import { demoTotpSecret } from './demo-totp.ts';

export { demoTotpSecret };

export const DEMO_STAFF = [
  { email: 'admin@console.demo', name: 'Ada Admin', role: 'admin' },
  { email: 'olivia@console.demo', name: 'Olivia Operator', role: 'operator' },
  { email: 'oscar@console.demo', name: 'Oscar Operator', role: 'operator' },
  { email: 'sam@console.demo', name: 'Sam Support', role: 'support' },
] as const;

export interface StaffSeedOptions {
  /** The hash of the demo password. */
  passwordHash: string;
  /** Encrypts a TOTP secret as the API stores it (STAFF_SECRET_KEY). */
  encryptTotpSecret: (base32: string) => string;
}

/** Adds the demo staff that are missing; existing rows (changed in the console) are left alone. */
export async function seedDemoStaff(db: Db, options: StaffSeedOptions): Promise<void> {
  const existing = await db
    .select({ email: staff.emailNormalized })
    .from(staff)
    .where(
      inArray(
        staff.emailNormalized,
        DEMO_STAFF.map((s) => s.email),
      ),
    );
  const have = new Set(existing.map((r) => r.email));
  const missing = DEMO_STAFF.filter((s) => !have.has(s.email));
  if (missing.length === 0) return;
  await db.insert(staff).values(
    missing.map((s) => ({
      email: s.email,
      emailNormalized: s.email,
      name: s.name,
      role: s.role,
      passwordHash: options.passwordHash,
      totpSecret: options.encryptTotpSecret(demoTotpSecret(s.email)),
    })),
  );
}
