/**
 * Buying credits, write side (spec §3 payment, §4 payment states; issue 8, ADRs 0025, 0050):
 * starting a payment at the provider — a hosted checkout, or a repeat order charged to a stored
 * card — and applying the provider's notification (settle.ts), the only way credits are bought
 * (through the ledger). Results carry reason codes; no HTTP here.
 */
import type { Payment } from '@dating/contract';
import type { Db } from '@dating/db';
import { payments, storedPaymentMethods } from '@dating/db/schema';
import type { BundleTier } from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { atomically } from '../core/atomically.ts';
import type { PaymentProvider } from './provider.ts';
import { createCheckedPayment } from './spending.ts';
import { storedMethods } from './queries.ts';
import { type Buyer, checkoutRequest, methodFeeFor } from './start.ts';
import { ownPayment, paymentView } from './view.ts';

export { type NotificationResult, applyNotification } from './settle.ts';

export interface StartPayment {
  who: Buyer;
  tier: BundleTier;
  method: string;
  discountCode?: string;
  /** A card the member let the provider keep: a repeat order without the checkout. */
  storedMethodId?: number;
  provider: PaymentProvider;
  /** The API's origin, where the provider posts its notifications. */
  apiOrigin: string;
  /** Issue 22: the member ticked "I have read…" (needed once, before the first purchase). */
  disclosureConfirmed?: boolean;
}

/**
 * Starts paying for a bundle: the payment priced here, then the provider's hosted checkout
 * (where the member goes next), or the stored card charged (the result page is next).
 */
export async function startPayment(
  db: Db,
  input: StartPayment,
  clock: Clock,
): Promise<Result<{ payment: Payment; redirectUrl: string }>> {
  const { who, provider } = input;
  const fee = methodFeeFor(input.method, who);
  if (!fee.ok) return fee;
  const stored = input.storedMethodId
    ? (await storedMethods(db, who.me.id, provider.id)).find(
        (s) => s.id === input.storedMethodId && s.method === input.method,
      )
    : undefined;
  if (input.storedMethodId && !stored) {
    return refuse('not_found', { fields: { stored_method_id: 'invalid' } });
  }
  // The pending payment is written with the checkout's own checks (spending_cap.ts, ADR 0087): a
  // refusal there rolls it back, before the member leaves for the provider.
  const created = await atomically(db, (tx) =>
    createCheckedPayment(
      tx,
      {
        who,
        tier: input.tier,
        method: input.method,
        discountCode: input.discountCode,
        storedMethodId: stored?.id,
        provider: provider.id,
        disclosureConfirmed: input.disclosureConfirmed === true,
      },
      clock,
    ),
  );
  if (!created.ok) return created;
  const row = created.value;
  const request = checkoutRequest(row, input.apiOrigin);
  if (stored) {
    // The provider charges the card and notifies us before it answers (a real one may take
    // longer: the result page polls while the payment is pending).
    await provider.chargeStoredMethod({ ...request, token: await tokenOf(db, stored.id) });
    return done({
      payment: paymentView((await ownPayment(db, who.me.id, row.id))!),
      redirectUrl: request.returnUrl,
    });
  }
  const checkout = await provider.createCheckout(request);
  const [started] = await db
    .update(payments)
    .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.redirectUrl })
    .where(eq(payments.id, row.id))
    .returning();
  return done({ payment: paymentView(started!), redirectUrl: checkout.redirectUrl });
}

async function tokenOf(db: Db, id: number) {
  const [row] = await db
    .select({ token: storedPaymentMethods.token })
    .from(storedPaymentMethods)
    .where(eq(storedPaymentMethods.id, id));
  return row!.token;
}
