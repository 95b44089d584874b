/**
 * Premium and credits (spec §1, §4 payment states, §5 photos, §6 roles, §9 premium packages):
 * who is paid, what they may see and upload, and the four credit bundles p0–p3.
 */
import { z } from 'zod';
import { CURRENCIES, type Currency, type PriceDiscount, type ResolvedFee, priceQuote } from './prices.ts';

/** Spec §5/§9: photo upload limits. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;

/** Spec §4: the states of a payment. */
export const PAYMENT_STATUSES = ['loading', 'pending', 'completed', 'failed', 'cancelled'] as const;
/** Spec §4: one payment state. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec §1/§4: a member becomes paid (premium) with the first completed bundle purchase, for good. */
export function isPaidAfterPayment(wasPaid: boolean, status: PaymentStatus): boolean {
  return wasPaid || status === 'completed';
}

/** Spec §1/§6: premium features need paid_user only; the credit balance does not matter. */
export function hasPremiumAccess(member: { paid: boolean; credits: number }): boolean {
  return member.paid;
}

/** Spec §5: how many photos a member may have (3 free, 25 premium). */
export function maxPhotos(paid: boolean): number {
  return paid ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;
}

/** Spec §5: whether a member with `count` photos may upload one more. */
export function canUploadPhoto(count: number, paid: boolean): boolean {
  return count < maxPhotos(paid);
}

/** Spec §6: a photo of a profile, as far as visibility is concerned. */
export interface PhotoAccess {
  ownerId: string | number;
  /** The profile's main image: always visible, never premium-only. */
  isMain: boolean;
  /** Marked premium-only by its owner or by moderation. */
  premiumOnly: boolean;
}

/** Spec §6: a premium-only photo is any photo so marked except the main image. */
export function isPremiumOnlyPhoto(photo: PhotoAccess): boolean {
  return photo.premiumOnly && !photo.isMain;
}

/**
 * Spec §6: whether a viewer sees a photo clear or blurred (docs/decisions/0106). Own photos and
 * main images are always clear; logged-out visitors (id null) see only main images clear;
 * premium-only photos are blurred for members who are not paid.
 */
export function photoVisibility(
  photo: PhotoAccess,
  viewer: { id: string | number | null; paid: boolean },
): 'clear' | 'blurred' {
  if (photo.isMain) return 'clear';
  if (viewer.id === null) return 'blurred';
  if (String(viewer.id) === String(photo.ownerId)) return 'clear';
  return isPremiumOnlyPhoto(photo) && !viewer.paid ? 'blurred' : 'clear';
}

/** Spec §9: the four premium tiers. */
export const BUNDLE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const;
/** Spec §9: one premium tier. */
export type BundleTier = (typeof BUNDLE_TIERS)[number];

const pricesSchema = z.object(
  Object.fromEntries(CURRENCIES.map((c) => [c, z.number().int().positive()])) as Record<
    Currency,
    z.ZodNumber
  >,
);

/**
 * A bundle's prices for single countries (ADR 0070), by ISO country code, each in the one
 * currency that country pays in: `{ AT: { EUR: 2995 } }`. The site settings editor checks the
 * country and its currency; here a stored one only needs to be a positive whole amount.
 */
const countryPricesSchema = z.record(
  z.string().regex(/^[A-Z]{2}$/),
  z.partialRecord(z.enum(CURRENCIES), z.number().int().positive()),
);
/** Spec §9 / ADR 0070: a bundle's prices for single countries, `{ AT: { EUR: 2995 } }`. */
export type CountryPrices = z.infer<typeof countryPricesSchema>;

/**
 * Spec §9: a credit bundle — credits, price per currency in minor units, popular flag, and the
 * operator's prices for single countries (ADR 0070).
 */
export const bundleSchema = z.object({
  tier: z.enum(BUNDLE_TIERS),
  credits: z.number().int().positive(),
  prices: pricesSchema,
  popular: z.boolean(),
  country_prices: countryPricesSchema.optional(),
});
/** Spec §9: one credit bundle. */
export type Bundle = z.infer<typeof bundleSchema>;

/** Spec §9: exactly the four tiers p0–p3 in order, exactly one popular. */
export const bundlesSchema = z
  .array(bundleSchema)
  .refine((b) => b.map((x) => x.tier).join() === BUNDLE_TIERS.join(), 'tiers must be p0, p1, p2, p3 in order')
  .refine((b) => b.filter((x) => x.popular).length === 1, 'exactly one bundle must be popular');

/** Spec §9: default bundles (docs/decisions/0109); an operator overrides them with `defineBundles`. */
export const DEFAULT_BUNDLES: readonly Bundle[] = Object.freeze([
  {
    tier: 'p0',
    credits: 20,
    prices: { EUR: 1495, USD: 1599, GBP: 1299, PLN: 6499, DKK: 10900, SEK: 16900, NOK: 16900, CHF: 1490 },
    popular: false,
  },
  {
    tier: 'p1',
    credits: 55,
    prices: { EUR: 3495, USD: 3799, GBP: 2999, PLN: 14999, DKK: 25900, SEK: 39900, NOK: 39900, CHF: 3390 },
    popular: false,
  },
  {
    tier: 'p2',
    credits: 125,
    prices: { EUR: 6995, USD: 7499, GBP: 5999, PLN: 29999, DKK: 51900, SEK: 79900, NOK: 79900, CHF: 6790 },
    popular: true,
  },
  {
    tier: 'p3',
    credits: 400,
    prices: {
      EUR: 14995,
      USD: 15999,
      GBP: 12999,
      PLN: 64999,
      DKK: 109900,
      SEK: 169900,
      NOK: 169900,
      CHF: 14490,
    },
    popular: false,
  },
]);

/** Spec §9: per-tier changes an operator makes to the default bundles. */
export type BundleOverrides = Partial<
  Record<
    BundleTier,
    {
      credits?: number;
      prices?: Partial<Record<Currency, number>>;
      popular?: boolean;
      country_prices?: CountryPrices;
    }
  >
>;

/**
 * Spec §9: the bundles with an operator's overrides merged over the defaults, validated
 * (throws a ZodError when a price is not a positive integer or not exactly one is popular).
 */
export function defineBundles(overrides: BundleOverrides = {}): Bundle[] {
  return bundlesSchema.parse(
    DEFAULT_BUNDLES.map((b) => {
      const o = overrides[b.tier] ?? {};
      return { ...b, ...o, prices: { ...b.prices, ...o.prices } };
    }),
  );
}

/**
 * Spec §9 / ADR 0070: the bundles as a member from `country` is charged: the operator's price for
 * that country replaces the price in the currency the country pays in. Every shop, offer and
 * checkout prices through this, so the amount is decided on the server from the member's country.
 */
export function bundlesForCountry(bundles: readonly Bundle[], country: string | null): Bundle[] {
  const key = country?.toUpperCase() ?? '';
  return bundles.map((b) => {
    const own = b.country_prices?.[key];
    return own ? { ...b, prices: { ...b.prices, ...own } } : b;
  });
}

/** Spec §9: the bundle marked popular. */
export function popularBundle(bundles: readonly Bundle[]): Bundle {
  return bundles.find((b) => b.popular)!;
}

/** Spec §9: what a bundle costs in a currency, with an optional discount and method fee. */
export function bundleQuote(
  bundle: Bundle,
  currency: Currency,
  options: { discount?: PriceDiscount | null; fee?: ResolvedFee | null } = {},
) {
  return priceQuote({ amountMinor: bundle.prices[currency], currency, ...options });
}
