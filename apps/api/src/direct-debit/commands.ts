/**
 * Direct debit, write side (spec §2 /directdebit, §4 direct debit flow, §8 direct debit errors;
 * ADRs 0026, 0050): starting one (the form and the limits checked, the payment priced, the SMS
 * code texted), confirming it with the code (the mandate handed to the provider, which then
 * notifies as for any payment) and sending a new code. Results carry reason codes; no HTTP.
 */
import type { DirectDebitRequest, DirectDebitView, Payment } from '@dating/contract';
import type { Db } from '@dating/db';
import { directDebitRequests, payments } from '@dating/db/schema';
import {
  DIRECT_DEBIT,
  canResendCode,
  codeAccepted,
  directDebitRefusal,
  normaliseIban,
  normaliseMobile,
} from '@dating/domain';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { atomically } from '../core/atomically.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createCheckedPayment } from '../payments/spending.ts';
import { type Buyer, checkoutRequest, methodFeeFor } from '../payments/start.ts';
import { ownPayment, paymentView } from '../payments/view.ts';
import {
  type CodeSender,
  hashCode,
  matches,
  newCode,
  openRequest,
  requestView,
  sendCode,
} from './mandate.ts';

export const DIRECT_DEBIT_METHOD = 'sepa_direct_debit';

/** A provider that takes a mandate server to server (the member confirmed it with our SMS code). */
export type DirectDebitProvider = PaymentProvider & Required<Pick<PaymentProvider, 'collectDirectDebit'>>;

/** Starts a direct debit for a bundle: checks the form and the limits, then texts the code. */
export async function startDirectDebit(
  db: Db,
  input: { who: Buyer; form: DirectDebitRequest; provider: string; sender: CodeSender },
  clock: Clock,
): Promise<Result<DirectDebitView>> {
  const { who, form } = input;
  const fee = methodFeeFor(DIRECT_DEBIT_METHOD, who);
  if (!fee.ok) return fee;
  const iban = normaliseIban(form.iban);
  const mobile = normaliseMobile(form.mobile, who.country);
  if (!iban || !mobile) {
    return refuse('validation_failed', {
      fields: { ...(iban ? {} : { iban: 'invalid_iban' }), ...(mobile ? {} : { mobile: 'invalid_mobile' }) },
    });
  }
  const at = clock();
  const debits = await db
    .select({ status: payments.status, at: payments.createdAt })
    .from(payments)
    .innerJoin(directDebitRequests, eq(directDebitRequests.paymentId, payments.id))
    .where(
      and(
        eq(payments.userId, who.me.id),
        eq(payments.method, DIRECT_DEBIT_METHOD),
        isNotNull(directDebitRequests.confirmedAt),
        // reversed: collected, then returned by the bank later (ADR 0062) — a returned debit too.
        inArray(payments.status, ['pending', 'completed', 'failed', 'reversed']),
        gt(payments.createdAt, new Date(at.getTime() - 366 * 86_400_000)),
      ),
    );
  const limit = directDebitRefusal({
    returnedDebits: debits.filter((d) => d.status === 'failed' || d.status === 'reversed').length,
    recentDebits: debits.filter((d) => d.status !== 'failed' && d.status !== 'reversed').map((d) => d.at),
    now: at,
  });
  if (limit) return refuse(limit);
  const code = newCode();
  const created = await atomically(db, async (tx) => {
    // With the checkout's own checks (ADR 0087): the disclosure before a first purchase, the cap.
    const payment = await createCheckedPayment(
      tx,
      {
        who,
        tier: form.tier,
        method: DIRECT_DEBIT_METHOD,
        discountCode: form.discount_code,
        provider: input.provider,
        disclosureConfirmed: form.disclosure_confirmed === true,
      },
      clock,
    );
    if (!payment.ok) return payment;
    const [request] = await tx
      .insert(directDebitRequests)
      .values({
        userId: who.me.id,
        paymentId: payment.value.id,
        holder: form.holder,
        iban,
        street: form.street,
        postcode: form.postcode,
        city: form.city,
        mobile,
        codeHash: hashCode(code),
        lastSentAt: at,
        createdAt: at,
      })
      .returning();
    const total = { minor: payment.value.totalMinor, currency: payment.value.currency };
    // In the transaction: the text (queued with a gateway, ADR 0073) exists exactly when the request does.
    await sendCode(tx as unknown as Db, input.sender, request!, code, total);
    return done(request!);
  });
  if (!created.ok) return created;
  return done(requestView(created.value, at));
}

/**
 * The SMS code: confirms the mandate and hands the debit to the provider. Wrong codes count
 * (dd_code_invalid with attempts_left); after the last try the request is void and its payment
 * cancelled.
 */
export async function confirmDirectDebit(
  db: Db,
  input: { me: number; request: number; code: string; provider: DirectDebitProvider; apiOrigin: string },
  clock: Clock,
): Promise<Result<{ payment: Payment; redirectUrl: string }>> {
  const { me, request: id } = input;
  const open = await openRequest(db, me, id);
  if (!open.ok) return open;
  const { request } = open.value;
  const at = clock();
  const ok = codeAccepted({
    typed: input.code,
    matches: matches(request.codeHash),
    attempts: request.attempts,
    sentAt: request.lastSentAt,
    now: at,
  });
  if (!ok) {
    const attempts = request.attempts + 1;
    await db.transaction(async (tx) => {
      await tx.update(directDebitRequests).set({ attempts }).where(eq(directDebitRequests.id, id));
      // Out of tries: the request is void and its payment cancelled; the member starts over.
      if (attempts >= DIRECT_DEBIT.maxAttempts) {
        await tx
          .update(payments)
          .set({ status: 'cancelled', settledAt: at })
          .where(and(eq(payments.id, request.paymentId), eq(payments.status, 'pending')));
      }
    });
    return refuse('dd_code_invalid', {
      fields: { code: 'dd_code_invalid' },
      params: { attempts_left: Math.max(0, DIRECT_DEBIT.maxAttempts - attempts) },
    });
  }
  const [confirmed] = await db
    .update(directDebitRequests)
    .set({ confirmedAt: at })
    .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.attempts, request.attempts)))
    .returning();
  if (!confirmed) return refuse('not_found');
  const payment = (await ownPayment(db, me, request.paymentId))!;
  await input.provider.collectDirectDebit({
    ...checkoutRequest(payment, input.apiOrigin),
    mandate: { reference: `DD${request.id}`, holder: request.holder, iban: request.iban },
  });
  return done({
    payment: paymentView((await ownPayment(db, me, request.paymentId))!),
    redirectUrl: `/transactions/${request.paymentId}`,
  });
}

/** A new code for a request waiting for one (the old one no longer works), or dd_resend_too_soon. */
export async function resendDirectDebitCode(
  db: Db,
  input: { me: number; request: number; sender: CodeSender },
  clock: Clock,
): Promise<Result<DirectDebitView>> {
  const { me, request: id } = input;
  const open = await openRequest(db, me, id);
  if (!open.ok) return open;
  const { request, total, currency } = open.value;
  const at = clock();
  if (!canResendCode({ sends: request.sends, lastSentAt: request.lastSentAt, now: at })) {
    return refuse('dd_resend_too_soon');
  }
  const code = newCode();
  const [row] = await db
    .update(directDebitRequests)
    .set({ codeHash: hashCode(code), sends: request.sends + 1, attempts: 0, lastSentAt: at })
    .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.sends, request.sends)))
    .returning();
  if (!row) return refuse('dd_resend_too_soon');
  await sendCode(db, input.sender, row, code, { minor: total, currency });
  return done(requestView(row, at));
}
