/**
 * The gift catalogue (spec §1 "send gifts"; issue 7). Every gift costs the site's gift_credits;
 * the names are translated (`gifts.<id>`) and the pictures are the ui-kit GiftArt drawings.
 */
export const GIFTS = [
  'rose',
  'chocolates',
  'champagne',
  'teddy',
  'heart',
  'cocktail',
  'star',
  'ring',
] as const;
export type GiftId = (typeof GIFTS)[number];

export function isGift(id: unknown): id is GiftId {
  return typeof id === 'string' && (GIFTS as readonly string[]).includes(id);
}

/**
 * Opening lines offered by the icebreaker modal on an empty conversation (spec §2): keys under
 * `chat.icebreakers.*` in every locale.
 */
export const ICEBREAKERS = ['profile', 'weekend', 'travel', 'music', 'smile', 'coffee'] as const;
