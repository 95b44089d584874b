/**
 * How long payment-side records keep personal data (ADR 0029; issue 10): a job the in-server
 * scheduler runs daily, safe to run again. The periods:
 * - text messages in `outbox_messages`: 30 days (a direct debit code is valid for minutes; the log
 *   helps support a while). E-mails there: 90 days (ADR 0068; the console's outbox and bounces).
 * - `direct_debit_requests` never confirmed: deleted after 30 days (no mandate came of them).
 * - confirmed ones: after 13 months — the SEPA window for refunds of unauthorised debits — the
 *   IBAN is masked to country and last four digits, the mobile number and code hash blanked.
 * - `payment_events`: rejected ones after 90 days; accepted ones (the proof a payment settled)
 *   with the books, 7 years.
 * - `complaints.ip`: cleared after 30 days (it only serves the per-IP daily limit); the
 *   complaint itself stays for the operator.
 */
import type { Db } from '@dating/db';
import { complaints, directDebitRequests, outboxMessages, paymentEvents } from '@dating/db/schema';
import { IBAN_REDACTION, redactIban } from '@dating/domain';
import { and, eq, isNotNull, isNull, lt, notLike } from 'drizzle-orm';

export const RETENTION = {
  smsDays: 30,
  mailDays: 90,
  unconfirmedDebitDays: 30,
  ibanMonths: 13,
  rejectedEventDays: 90,
  complaintIpDays: 30,
  bookkeepingYears: 7,
} as const;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
function calendarBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export async function applyRetention(deps: { db: Db }, now: Date) {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const sms = await tx
      .delete(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'sms'),
          lt(outboxMessages.createdAt, daysBefore(now, RETENTION.smsDays)),
        ),
      )
      .returning({ id: outboxMessages.id });
    await tx
      .delete(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'email'),
          lt(outboxMessages.createdAt, daysBefore(now, RETENTION.mailDays)),
        ),
      );
    const unconfirmed = await tx
      .delete(directDebitRequests)
      .where(
        and(
          isNull(directDebitRequests.confirmedAt),
          lt(directDebitRequests.createdAt, daysBefore(now, RETENTION.unconfirmedDebitDays)),
        ),
      )
      .returning({ id: directDebitRequests.id });
    const old = await tx
      .select({ id: directDebitRequests.id, iban: directDebitRequests.iban })
      .from(directDebitRequests)
      .where(
        and(
          isNotNull(directDebitRequests.confirmedAt),
          lt(directDebitRequests.confirmedAt, calendarBefore(now, RETENTION.ibanMonths)),
          notLike(directDebitRequests.iban, `%${IBAN_REDACTION}%`),
        ),
      );
    for (const d of old) {
      await tx
        .update(directDebitRequests)
        .set({ iban: redactIban(d.iban), mobile: '', codeHash: '' })
        .where(eq(directDebitRequests.id, d.id));
    }
    const rejected = await tx
      .delete(paymentEvents)
      .where(
        and(
          eq(paymentEvents.accepted, false),
          lt(paymentEvents.receivedAt, daysBefore(now, RETENTION.rejectedEventDays)),
        ),
      )
      .returning({ id: paymentEvents.id });
    const accepted = await tx
      .delete(paymentEvents)
      .where(lt(paymentEvents.receivedAt, calendarBefore(now, RETENTION.bookkeepingYears * 12)))
      .returning({ id: paymentEvents.id });
    const complaintIps = await tx
      .update(complaints)
      .set({ ip: null })
      .where(
        and(isNotNull(complaints.ip), lt(complaints.createdAt, daysBefore(now, RETENTION.complaintIpDays))),
      )
      .returning({ id: complaints.id });
    return {
      complaintIpsCleared: complaintIps.length,
      smsDeleted: sms.length,
      unconfirmedDebitsDeleted: unconfirmed.length,
      ibansMasked: old.length,
      paymentEventsDeleted: rejected.length + accepted.length,
    };
  });
}
