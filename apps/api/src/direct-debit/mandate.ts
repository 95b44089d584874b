/**
 * A direct debit waiting for its SMS code (spec §4 direct debit flow; ADR 0026): the code (made,
 * salted and hashed, checked without timing leaks), texting it in the member's language, the
 * masked view the member sees, and finding the member's open request. Used by the commands
 * and queries of this folder.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@dating/db';
import { directDebitRequests, payments, users } from '@dating/db/schema';
import { DIRECT_DEBIT, maskIban, maskMobile, minorUnitDigits } from '@dating/domain';
import { isLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import { and, eq } from 'drizzle-orm';
import { done, refuse } from '../core/result.ts';
import type { SmsSender } from '../sms/sender.ts';

export type RequestRow = typeof directDebitRequests.$inferSelect;

/** Where the code goes: the SMS port and the brand the text names. */
export interface CodeSender {
  sms: SmsSender;
  brandName: string;
  /** The site the member asked on, for the delivery log. */
  siteHost: string;
}

export const hashCode = (code: string, salt = randomBytes(12).toString('hex')) =>
  `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
export const matches = (stored: string) => (code: string) => {
  const [salt] = stored.split('$');
  return timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(stored));
};
export const newCode = () =>
  String(randomInt(0, 10 ** DIRECT_DEBIT.codeLength)).padStart(DIRECT_DEBIT.codeLength, '0');

export function requestView(row: RequestRow, at: Date) {
  const wait = Math.ceil(
    (row.lastSentAt.getTime() + DIRECT_DEBIT.resendAfterSeconds * 1000 - at.getTime()) / 1000,
  );
  return {
    id: row.id,
    payment_id: row.paymentId,
    mobile: maskMobile(row.mobile),
    iban: maskIban(row.iban),
    resend_after: row.sends >= DIRECT_DEBIT.maxSends ? null : Math.max(0, wait),
  };
}

/** Texts the code in the member's language, stored through `db` (a transaction when the caller has one). */
export async function sendCode(
  db: Db,
  to: CodeSender,
  row: RequestRow,
  code: string,
  amount: { minor: number; currency: string },
) {
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, row.userId));
  const locale = isLocale(member?.language) ? member!.language : 'en';
  const t = await getFixedT(locale, 'mail');
  const total = new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency }).format(
    amount.minor / 10 ** minorUnitDigits(amount.currency),
  );
  await to.sms.send(
    {
      siteHost: to.siteHost,
      to: row.mobile,
      body: t('sms.directDebitCode', {
        brand: to.brandName,
        code,
        amount: total,
        minutes: DIRECT_DEBIT.codeTtlSeconds / 60,
      }),
    },
    db,
  );
}

/** A request of this member still waiting for its code, with its pending payment. */
export async function openRequest(db: Db, userId: number, id: number) {
  const row = await findOpenRequest(db, userId, id);
  return row ? done(row) : refuse('not_found', { fields: { request: 'invalid' } });
}

async function findOpenRequest(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      request: directDebitRequests,
      status: payments.status,
      total: payments.totalMinor,
      currency: payments.currency,
    })
    .from(directDebitRequests)
    .innerJoin(payments, eq(payments.id, directDebitRequests.paymentId))
    .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.userId, userId)));
  if (!row || row.request.confirmedAt || row.status !== 'pending') return null;
  return row;
}
