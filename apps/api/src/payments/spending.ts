/**
 * The member's monthly spending cap and the disclosure confirmed before a first purchase (issue 22
 * points 4 and 5, ADR 0087): what the checkout shows (`checkoutTerms`), setting the cap, and the
 * check the checkout makes before the member leaves for the provider (`checkoutGate`). The rules
 * are the domain's (spending-cap.ts); this file reads and writes their rows.
 */
import type { CheckoutTerms, Settings } from '@dating/contract';
import type { Db } from '@dating/db';
import { disclosureConfirmations, payments, spendingCaps } from '@dating/db/schema';
import {
  type SpendingCapState,
  changeSpendingCap,
  effectiveSpendingCap,
  fromMinorUnits,
  monthPaidTotal,
  parseSpendingCap,
  spendingCapHoldsFrom,
  statementDescriptor,
  withinSpendingCap,
} from '@dating/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Reader, Tx } from '../core/db-access.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { createPayment } from './start.ts';

/** Completed payments older than this cannot fall in the current calendar month. */
const MONTH_WINDOW_MS = 32 * 24 * 3_600_000;

async function capState(db: Reader, me: number): Promise<SpendingCapState> {
  const [row] = await db.select().from(spendingCaps).where(eq(spendingCaps.userId, me));
  return row
    ? { cap: row.capMinor, previous: row.previousMinor, changedAt: row.changedAt }
    : { cap: null, previous: null, changedAt: null };
}

/** What the member paid this calendar month (site zone), in the site's currency. */
async function paidThisMonth(db: Reader, me: number, settings: Settings, now: Date) {
  const rows = await db
    .select({ totalMinor: payments.totalMinor, currency: payments.currency, settledAt: payments.settledAt })
    .from(payments)
    .where(
      and(
        eq(payments.userId, me),
        eq(payments.status, 'completed'),
        gte(payments.settledAt, new Date(now.getTime() - MONTH_WINDOW_MS)),
      ),
    );
  const paid = rows.flatMap((r) => (r.settledAt ? [{ ...r, settledAt: r.settledAt }] : []));
  return monthPaidTotal(paid, settings.currency, now, settings.time_zone);
}

/**
 * The member confirmed the disclosure, or has bought before: it is asked before the first
 * purchase only, so members who bought before it was asked are not stopped at a repeat order.
 */
async function disclosureConfirmed(db: Reader, me: number) {
  const [row] = await db
    .select({ at: disclosureConfirmations.confirmedAt })
    .from(disclosureConfirmations)
    .where(eq(disclosureConfirmations.userId, me));
  if (row) return true;
  const [bought] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, me), eq(payments.status, 'completed')))
    .limit(1);
  return Boolean(bought);
}

/** What the member sees before paying: the cap, this month's total, the descriptor, the disclosure. */
export async function checkoutTerms(
  db: Reader,
  input: { me: number; settings: Settings; companyName: string },
  clock: Clock,
): Promise<CheckoutTerms> {
  const now = clock();
  const state = await capState(db, input.me);
  const holdsFrom = spendingCapHoldsFrom(state);
  return {
    currency: input.settings.currency,
    spending_cap: effectiveSpendingCap(state, now),
    pending_cap:
      holdsFrom !== null && holdsFrom > now.getTime()
        ? { cap: state.cap, holds_from: new Date(holdsFrom).toISOString() }
        : null,
    paid_this_month: await paidThisMonth(db, input.me, input.settings, now),
    statement_descriptor: statementDescriptor(input.settings.statement_descriptor, input.companyName),
    disclosure_confirmed: await disclosureConfirmed(db, input.me),
  };
}

/** Sets the member's cap from what they typed: a lower one holds at once, a higher one after a day. */
export async function setSpendingCap(
  db: Db,
  input: { me: number; typed: string; currency: string },
  clock: Clock,
): Promise<Result<{ cap: number | null }>> {
  const parsed = parseSpendingCap(input.typed, input.currency);
  if (!parsed.ok) return refuse('validation_failed', { fields: { cap: parsed.error } });
  const now = clock();
  return db.transaction(async (tx) => {
    // The row lock orders two saves of one member: each one's `previous` is what held before it.
    const [locked] = await tx
      .select()
      .from(spendingCaps)
      .where(eq(spendingCaps.userId, input.me))
      .for('update');
    const state: SpendingCapState = locked
      ? { cap: locked.capMinor, previous: locked.previousMinor, changedAt: locked.changedAt }
      : { cap: null, previous: null, changedAt: null };
    const next = changeSpendingCap(state, parsed.cap, now);
    const values = { capMinor: next.cap, previousMinor: next.previous, changedAt: now };
    await tx
      .insert(spendingCaps)
      .values({ userId: input.me, ...values })
      .onConflictDoUpdate({ target: spendingCaps.userId, set: values });
    return done({ cap: parsed.cap });
  });
}

/**
 * A pending payment with the checkout's own checks, inside the caller's transaction: the card
 * checkout and the direct debit both write theirs through this, so a refusal rolls it back.
 */
export async function createCheckedPayment(
  tx: Tx,
  input: Parameters<typeof createPayment>[1] & { disclosureConfirmed: boolean },
  clock: Clock,
) {
  const { disclosureConfirmed, ...order } = input;
  const row = await createPayment(tx as unknown as Db, order, clock);
  if (!row.ok) return row;
  const gate = await checkoutGate(
    tx,
    {
      me: order.who.me.id,
      settings: order.who.settings,
      amountMinor: row.value.totalMinor,
      disclosureConfirmed,
    },
    clock,
  );
  return gate.ok ? row : gate;
}

/**
 * The checkout's own checks, in the transaction that writes the pending payment (a refusal rolls
 * it back): the disclosure is confirmed once before the first purchase — confirming it now records
 * the time — and the payment must keep this month's paid total within the cap in force.
 */
export async function checkoutGate(
  tx: Tx,
  input: { me: number; settings: Settings; amountMinor: number; disclosureConfirmed: boolean },
  clock: Clock,
): Promise<Result<null>> {
  const now = clock();
  if (!(await disclosureConfirmed(tx, input.me))) {
    if (!input.disclosureConfirmed) {
      return refuse('disclosure_required', { fields: { disclosure_confirmed: 'disclosure_required' } });
    }
    await tx
      .insert(disclosureConfirmations)
      .values({ userId: input.me, confirmedAt: now })
      .onConflictDoNothing();
  }
  const cap = effectiveSpendingCap(await capState(tx, input.me), now);
  const paid = await paidThisMonth(tx, input.me, input.settings, now);
  if (!withinSpendingCap({ cap, paidThisMonth: paid, amount: input.amountMinor })) {
    const currency = input.settings.currency;
    return refuse('spending_cap_reached', {
      params: {
        cap: fromMinorUnits(cap ?? 0, currency),
        left: fromMinorUnits(Math.max(0, (cap ?? 0) - paid), currency),
        currency,
      },
    });
  }
  return done(null);
}
