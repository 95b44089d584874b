/**
 * Filing a complaint (spec §2): stored for the operator with a reference, at most a few per IP a
 * day (ADR 0030), and the complainant mailed the reference. No HTTP here (ADR 0048).
 */
import type { ComplaintRequest } from '@dating/contract';
import type { Db } from '@dating/db';
import { complaints } from '@dating/db/schema';
import { complaintReference, isValidEmail } from '@dating/domain';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { refuseFor } from '../core/wait.ts';
import type { Mailer } from '../mail/mailer.ts';
import { complaintAllowed } from './complaint-limit.ts';
import { type ComplaintMailInput, complaintMail } from './complaint-mail.ts';

export interface ComplaintInput {
  siteHost: string;
  userId: number | null;
  ip: string;
  locale: string;
  reason: ComplaintRequest['reason'];
  message: string;
  name: string;
  email: string;
  subject?: string | null;
}

/** Stores the complaint; its reference, or the refusal (an invalid address, today's limit reached). */
export async function fileComplaint(
  db: Db,
  input: ComplaintInput,
  clock: Clock,
): Promise<Result<{ reference: string }>> {
  if (!isValidEmail(input.email)) return refuse('validation_failed', { fields: { email: 'invalid_email' } });
  const now = clock();
  if (!(await complaintAllowed(db, input.ip, now))) {
    // The count is per UTC day: the next complaint is possible at midnight UTC.
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    return refuseFor('rate_limited', midnight - now.getTime());
  }
  const [row] = await db
    .insert(complaints)
    .values({
      siteHost: input.siteHost,
      userId: input.userId,
      reason: input.reason,
      message: input.message,
      name: input.name,
      email: input.email,
      subject: input.subject ?? null,
      locale: input.locale,
      ip: input.ip,
      createdAt: now,
    })
    .returning({ id: complaints.id });
  return done({ reference: complaintReference(row!.id) });
}

/** Mails the complainant the reference; a failure is logged, the complaint stays stored. */
export async function mailComplaintReference(mailer: Mailer, input: ComplaintMailInput): Promise<void> {
  const mail = await complaintMail(input);
  try {
    await mailer.send(mail);
  } catch (error) {
    // The operator answers it from the database either way.
    console.error(`[mail] complaint ${input.reference} confirmation failed:`, (error as Error).message);
  }
}
