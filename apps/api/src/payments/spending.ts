/**
 * The member's monthly spending cap and the disclosure confirmed before a first purchase (issue 22
 * points 4 and 5, ADR 0087): what the checkout shows (`checkoutTerms`), setting the cap, and the
 * check the checkout makes before the member leaves for the provider (`checkoutGate`). The rules
 * are the domain's (spending-cap.ts); this file reads and writes their rows.
 */
import type { CheckoutTerms, Settings } from '@dating/contract';
import type { Db } from '@dating/db';
import { disclosureConfirmations, payments, spendingCaps, users } from '@dating/db/schema';
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
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Reader, Tx } from '../core/db-access.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { createPayment } from './start.ts';

/** Completed payments older than this cannot fall in the current calendar month. */
const MONTH_WINDOW_MS = 32 * 24 * 3_600_000;

/**
 * What the checkout's rules read about a member, in one statement (the terms on /credits and the
 * gate of every checkout): the cap's state; the completed payments that may fall in this calendar
 * month; and whether the disclosure is confirmed — asked before the first purchase only, so a
 * member who bought before it was asked counts as having confirmed it.
 */
async function spendingFacts(db: Reader, me: number, now: Date) {
  const since = new Date(now.getTime() - MONTH_WINDOW_MS);
  const [row] = await db
    .select({
      cap: spendingCaps.capMinor,
      previous: spendingCaps.previousMinor,
      changedAt: spendingCaps.changedAt,
      confirmed: sql<boolean>`(exists (select 1 from ${disclosureConfirmations} where ${disclosureConfirmations.userId} = ${users.id})
        or exists (select 1 from ${payments} where ${payments.userId} = ${users.id} and ${payments.status} = 'completed'))`,
      paid: sql<{ totalMinor: number; currency: string; settledAt: string }[]>`coalesce((
        select json_agg(json_build_object('totalMinor', ${payments.totalMinor}, 'currency', ${payments.currency}, 'settledAt', ${payments.settledAt}))
        from ${payments}
        where ${payments.userId} = ${users.id} and ${payments.status} = 'completed' and ${payments.settledAt} >= ${since.toISOString()}::timestamptz
      ), '[]'::json)`,
    })
    .from(users)
    .leftJoin(spendingCaps, eq(spendingCaps.userId, users.id))
    .where(eq(users.id, me));
  const state: SpendingCapState = {
    cap: row?.cap ?? null,
    previous: row?.previous ?? null,
    changedAt: row?.changedAt ?? null,
  };
  const paid = (row?.paid ?? []).map((p) => ({ ...p, settledAt: new Date(p.settledAt) }));
  return { state, paid, confirmed: Boolean(row?.confirmed) };
}

/** What the member paid this calendar month (site zone), in the site's currency. */
const paidThisMonth = (
  paid: Awaited<ReturnType<typeof spendingFacts>>['paid'],
  settings: Settings,
  now: Date,
) => monthPaidTotal(paid, settings.currency, now, settings.time_zone);

/** What the member sees before paying: the cap, this month's total, the descriptor, the disclosure. */
export async function checkoutTerms(
  db: Reader,
  input: { me: number; settings: Settings; companyName: string },
  clock: Clock,
): Promise<CheckoutTerms> {
  const now = clock();
  const facts = await spendingFacts(db, input.me, now);
  const { state } = facts;
  const holdsFrom = spendingCapHoldsFrom(state);
  return {
    currency: input.settings.currency,
    spending_cap: effectiveSpendingCap(state, now),
    pending_cap:
      holdsFrom !== null && holdsFrom > now.getTime()
        ? { cap: state.cap, holds_from: new Date(holdsFrom).toISOString() }
        : null,
    paid_this_month: paidThisMonth(facts.paid, input.settings, now),
    statement_descriptor: statementDescriptor(input.settings.statement_descriptor, input.companyName),
    disclosure_confirmed: facts.confirmed,
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
  const facts = await spendingFacts(tx, input.me, now);
  if (!facts.confirmed) {
    if (!input.disclosureConfirmed) {
      return refuse('disclosure_required', { fields: { disclosure_confirmed: 'disclosure_required' } });
    }
    await tx
      .insert(disclosureConfirmations)
      .values({ userId: input.me, confirmedAt: now })
      .onConflictDoNothing();
  }
  const cap = effectiveSpendingCap(facts.state, now);
  const paid = paidThisMonth(facts.paid, input.settings, now);
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
