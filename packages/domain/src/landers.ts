/**
 * Marketing landers and per-member landings (spec §1 landing pages and niches, §2 routes, §9
 * slug prefixes): which lander designs exist and how a campaign slug reads
 * (docs/decisions/0031-lander-slugs-and-layouts.md).
 *
 * A slug is `<prefix>-<campaign>` on a niche with a slug prefix (herflame, niche 2: `she-paris`)
 * and the bare `<campaign>` on niche 1, which has none (velvet: `paris`). The campaign is one or
 * more words of a–z and 0–9 joined by single hyphens, 40 characters at most. A headline word
 * (`tonight`, `nearby`, `discreet`, `new`) picks the lander's headline; any other campaign names
 * a place whose members the lander shows. A slug with another niche's prefix, without this
 * niche's prefix, or malformed is "wrong": the page redirects to the slug-less lander.
 */
import { NICHES, nicheSlugPrefix } from './constants.ts';

/** Spec §2: the swipe-style lander (no slug). */
export const SWIPE_LANDER = 'tinderswipe';
/** Spec §2: the eight marketing landers that take an optional campaign slug. */
export const LANDER_KINDS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
/** Spec §2: one of the eight slug-taking landers. */
export type LanderKind = (typeof LANDER_KINDS)[number];

/** Whether a path segment names one of the eight slug-taking landers. */
export function isLanderKind(value: string): value is LanderKind {
  return (LANDER_KINDS as readonly string[]).includes(value);
}

/** ADR 0031: campaign words that choose a headline instead of a place. */
export const HEADLINE_CAMPAIGNS = ['tonight', 'nearby', 'discreet', 'new'] as const;
/** ADR 0031: one headline campaign. */
export type HeadlineCampaign = (typeof HEADLINE_CAMPAIGNS)[number];

/** ADR 0031: the longest campaign part of a slug, in characters. */
export const CAMPAIGN_MAX_LENGTH = 40;
const CAMPAIGN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a lander's slug asks for. */
export type LanderCampaign =
  /** No slug: the lander as it is. */
  | { kind: 'none' }
  /** A slug this niche does not own, or malformed: redirect to the slug-less lander. */
  | { kind: 'wrong' }
  /** A headline word. */
  | { kind: 'headline'; campaign: HeadlineCampaign }
  /** A place (city or region, as `placeSlug` writes it). */
  | { kind: 'place'; campaign: string };

/** ADR 0031: read a lander slug on a site of `niche` (1–7). */
export function parseLanderSlug(slug: string | undefined, niche: number): LanderCampaign {
  if (slug === undefined || slug === '') return { kind: 'none' };
  const prefix = nicheSlugPrefix(niche);
  let campaign = slug;
  if (prefix !== null) {
    if (!slug.startsWith(`${prefix}-`)) return { kind: 'wrong' };
    campaign = slug.slice(prefix.length + 1);
  } else if (NICHES.some((n) => n.slugPrefix !== null && slug.startsWith(`${n.slugPrefix}-`))) {
    // Niche 1 owns no prefix, so a slug starting with another niche's prefix is not for it.
    return { kind: 'wrong' };
  }
  if (campaign.length > CAMPAIGN_MAX_LENGTH || !CAMPAIGN.test(campaign)) return { kind: 'wrong' };
  if ((HEADLINE_CAMPAIGNS as readonly string[]).includes(campaign)) {
    return { kind: 'headline', campaign: campaign as HeadlineCampaign };
  }
  return { kind: 'place', campaign };
}

/** ADR 0031: the slug of `campaign` on a site of `niche` (the inverse of parseLanderSlug). */
export function landerSlug(niche: number, campaign: string): string {
  const prefix = nicheSlugPrefix(niche);
  return prefix === null ? campaign : `${prefix}-${campaign}`;
}

/**
 * ADR 0031: a place name as a campaign word — accents dropped, lower case, every run of other
 * characters one hyphen ("Köln" → "koln", "'s-Hertogenbosch" → "s-hertogenbosch").
 */
export function placeSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
