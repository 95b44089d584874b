/**
 * Which discount an order gets (spec §3 discount code, §4 welcome time bonus, §5/§8 code
 * errors): the time bonus, or a code the member typed when it is valid for this order and worth
 * more. The rules are `packages/domain`'s; this file only reads the rows they need.
 */
import type { Db } from '@dating/db';
import { discountCodeUses, discountCodes, users } from '@dating/db/schema';
import {
  type DiscountCode,
  type DiscountSource,
  activeDiscount,
  fromMinorUnits,
  timeBonusCode,
  validateDiscountCode,
} from '@dating/domain';
import { and, eq } from 'drizzle-orm';
import { type Result, done, refuse } from '../core/result.ts';

export interface Order {
  userId: number;
  country: string;
  currency: string;
  /** Bundle price before discount and fee (minor units). */
  amountMinor: number;
  method: string | null;
}

/** Codes are case-insensitive for members: stored and looked up upper-case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

async function codeRow(
  db: Db,
  code: string,
  userId: number,
): Promise<{ code: DiscountCode; used: boolean } | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normaliseCode(code)));
  if (!row) return null;
  const [use] = await db
    .select({ code: discountCodeUses.code })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.code, row.code), eq(discountCodeUses.userId, userId)));
  return {
    used: Boolean(use),
    code: {
      code: row.code,
      country: row.country,
      user_id: row.userId,
      expires: row.expiresAt?.toISOString() ?? null,
      value_percentage: row.valuePercentage,
      currency: row.currency,
      minimum_order_value: row.minimumOrderMinor,
      status: row.status,
      validity: row.validity,
      expired: false,
      paymentmethods: row.paymentMethods,
    },
  };
}

/** A typed code checked against the order: the code, or the spec's reason (field discount_code). */
export async function checkedCode(
  db: Db,
  typed: string,
  order: Order,
  now: Date,
): Promise<Result<DiscountCode>> {
  const found = await codeRow(db, typed, order.userId);
  const error = validateDiscountCode(found?.code ?? null, {
    userId: order.userId,
    country: order.country,
    currency: order.currency,
    amountMinor: order.amountMinor,
    paymentMethod: order.method,
    usedByUser: found?.used ?? false,
    now,
  });
  if (error || !found) {
    const code = error ?? 'code_not_found';
    const params =
      code === 'code_below_minimum'
        ? {
            minimum: fromMinorUnits(found!.code.minimum_order_value, found!.code.currency ?? order.currency),
            currency: found!.code.currency ?? order.currency,
          }
        : undefined;
    return refuse(code, { fields: { discount_code: code }, params });
  }
  return done(found.code);
}

/** The member's time bonus now (spec §4), or null. */
export async function timeBonusFor(db: Db, userId: number, now: Date): Promise<DiscountCode | null> {
  const [row] = await db
    .select({ paid: users.paidUser, signupDate: users.signupDate })
    .from(users)
    .where(eq(users.id, userId));
  return row ? timeBonusCode({ loggedIn: true, paid: row.paid, signupDate: row.signupDate }, now) : null;
}

/** The one discount this order gets: never stacked (domain `activeDiscount`). */
export async function orderDiscount(
  db: Db,
  order: Order,
  typed: string | undefined,
  now: Date,
): Promise<Result<{ source: DiscountSource; code: DiscountCode } | null>> {
  const manualCode = typed ? await checkedCode(db, typed, order, now) : null;
  if (manualCode && !manualCode.ok) return manualCode;
  return done(
    activeDiscount({
      timeBonus: await timeBonusFor(db, order.userId, now),
      welcomeCode: null,
      manualCode: manualCode?.value ?? null,
    }),
  );
}
