/** What the console shows of its signed-in staff member and of a login waiting for its code. */
import type { StaffLoginState, StaffMe } from '@dating/contract';
import { CONSOLE_LOCALES, type ConsoleLocale } from '@dating/contract';
import type { Db } from '@dating/db';
import { staff } from '@dating/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { done, type Result, refuse } from '../../core/result.ts';
import type { StaffMember } from '../env.ts';
import { enrolmentOf } from '../totp.ts';
import { ensureTotpSecret } from './commands.ts';

export const consoleLocaleOf = (language: string): ConsoleLocale =>
  (CONSOLE_LOCALES as readonly string[]).includes(language) ? (language as ConsoleLocale) : 'en';

export const staffMeView = (member: StaffMember): StaffMe => ({
  id: member.id,
  name: member.name,
  email: member.email,
  role: member.role,
  language: consoleLocaleOf(member.language),
});

/** The TOTP step of a pending login: the QR code and secret while the authenticator is not enrolled. */
export async function staffLoginState(
  db: Db,
  input: { staffId: number; secretKey: string },
): Promise<Result<StaffLoginState>> {
  const secret = await ensureTotpSecret(db, input);
  if (!secret.ok) return secret;
  const { confirmed, email } = secret.value;
  return done({
    stage: 'totp',
    enrolment: confirmed ? null : await enrolmentOf(secret.value.secret, email),
  });
}

/** An enabled staff member by id. */
export async function staffMemberById(db: Db, staffId: number): Promise<Result<StaffMember>> {
  const [row] = await db
    .select({
      id: staff.id,
      role: staff.role,
      name: staff.name,
      email: staff.email,
      language: staff.language,
    })
    .from(staff)
    .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)))
    .limit(1);
  return row ? done({ ...row, id: Number(row.id) }) : refuse('staff_not_found');
}
