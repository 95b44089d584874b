/**
 * Interest tags of a profile (spec §3 Profile fields: interests, each with an icon). The slug is
 * stored and translated by the client (interests.<slug>); the icon is an emoji.
 */

/** Spec §3: one interest tag. */
export interface InterestTag {
  slug: string;
  icon: string;
  /** Sex-related (tasteful) tags, which a brand may leave out. */
  adult: boolean;
}

const tag = (slug: string, icon: string, adult = false): InterestTag => ({ slug, icon, adult });

/** Spec §3: the interest tags, in display order. */
export const INTERESTS: readonly InterestTag[] = Object.freeze([
  tag('adventure', '🧭'),
  tag('beach', '🏖️'),
  tag('relationship', '💞'),
  tag('kissing', '💋'),
  tag('gym', '🏋️'),
  tag('music', '🎵'),
  tag('travelling', '✈️'),
  tag('cooking', '🍳'),
  tag('movies', '🎬'),
  tag('dancing', '💃'),
  tag('wine', '🍷'),
  tag('hiking', '🥾'),
  tag('reading', '📚'),
  tag('photography', '📷'),
  tag('gaming', '🎮'),
  tag('art', '🎨'),
  tag('yoga', '🧘'),
  tag('running', '🏃'),
  tag('cycling', '🚴'),
  tag('swimming', '🏊'),
  tag('football', '⚽'),
  tag('pets', '🐾'),
  tag('nature', '🌿'),
  tag('concerts', '🎤'),
  tag('festivals', '🎪'),
  tag('coffee', '☕'),
  tag('food', '🍝'),
  tag('fashion', '👗'),
  tag('cars', '🚗'),
  tag('theatre', '🎭'),
  tag('nightlife', '🌃'),
  tag('romance', '🌹'),
  tag('cuddling', '🤗'),
  tag('long_walks', '🚶'),
  tag('flirting', '😉', true),
  tag('massage', '💆', true),
  tag('role_play', '🎲', true),
  tag('lingerie', '👙', true),
  tag('candlelight', '🕯️', true),
  tag('spa', '🛁', true),
  tag('one_night_stand', '🌙', true),
  tag('casual_dating', '🔥', true),
]);

/** Spec §3: the icon of an interest slug, or a neutral star for one we do not know. */
export function interestIcon(slug: string): string {
  return INTERESTS.find((i) => i.slug === slug)?.icon ?? '⭐';
}

/** Spec §3: the interest tags to offer, leaving the adult ones out when `includeAdult` is false. */
export function interestsFor(includeAdult: boolean): readonly InterestTag[] {
  return includeAdult ? INTERESTS : INTERESTS.filter((i) => !i.adult);
}

/**
 * How many interests a member may pick (docs/decisions/0021): enough to say who they are, few
 * enough that "interests in common" (the match finder's ranking) still means something.
 */
export const MAX_INTERESTS = 12;

/** Whether a chosen set is allowed: known slugs, none twice, at most MAX_INTERESTS. */
export function validInterestChoice(slugs: readonly string[], offered: readonly InterestTag[]): boolean {
  const known = new Set(offered.map((i) => i.slug));
  return (
    slugs.length <= MAX_INTERESTS && new Set(slugs).size === slugs.length && slugs.every((s) => known.has(s))
  );
}
