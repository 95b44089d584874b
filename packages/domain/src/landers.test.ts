import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MAX_LENGTH,
  LANDER_KINDS,
  isLanderKind,
  landerSlug,
  parseLanderSlug,
  placeSlug,
} from './landers.ts';

describe('lander kinds', () => {
  it('knows the eight slug-taking landers of spec §2 and nothing else', () => {
    expect(LANDER_KINDS).toHaveLength(8);
    expect(isLanderKind('maplanding')).toBe(true);
    expect(isLanderKind('tinderswipe')).toBe(false);
    expect(isLanderKind('constructor')).toBe(false);
  });
});

describe('parseLanderSlug', () => {
  it('reads no slug as the plain lander', () => {
    expect(parseLanderSlug(undefined, 2)).toEqual({ kind: 'none' });
    expect(parseLanderSlug('', 1)).toEqual({ kind: 'none' });
  });

  it('takes the niche prefix off and reads a headline word or a place', () => {
    expect(parseLanderSlug('she-tonight', 2)).toEqual({ kind: 'headline', campaign: 'tonight' });
    expect(parseLanderSlug('she-amsterdam', 2)).toEqual({ kind: 'place', campaign: 'amsterdam' });
    expect(parseLanderSlug('gay-den-haag', 7)).toEqual({ kind: 'place', campaign: 'den-haag' });
    expect(parseLanderSlug('milf-discreet', 6)).toEqual({ kind: 'headline', campaign: 'discreet' });
  });

  it('reads niche 1 slugs without a prefix', () => {
    expect(parseLanderSlug('berlin', 1)).toEqual({ kind: 'place', campaign: 'berlin' });
    expect(parseLanderSlug('new', 1)).toEqual({ kind: 'headline', campaign: 'new' });
  });

  it('calls a slug of another niche, without the prefix or malformed wrong', () => {
    expect(parseLanderSlug('milf-berlin', 2)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('berlin', 2)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('she', 2)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('she-', 2)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('she-Berlin', 2)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('she-a--b', 2)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('she-berlin-', 2)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('bbw-paris', 1)).toEqual({ kind: 'wrong' });
    expect(parseLanderSlug('a b', 1)).toEqual({ kind: 'wrong' });
  });

  it('accepts a campaign of up to 40 characters', () => {
    expect(parseLanderSlug(`she-${'a'.repeat(CAMPAIGN_MAX_LENGTH)}`, 2).kind).toBe('place');
    expect(parseLanderSlug(`she-${'a'.repeat(CAMPAIGN_MAX_LENGTH + 1)}`, 2)).toEqual({ kind: 'wrong' });
  });

  it('treats an unknown niche as one without a prefix', () => {
    expect(parseLanderSlug('paris', 9)).toEqual({ kind: 'place', campaign: 'paris' });
  });
});

describe('landerSlug', () => {
  it('writes the slug parseLanderSlug reads back', () => {
    expect(landerSlug(2, 'tonight')).toBe('she-tonight');
    expect(landerSlug(1, 'paris')).toBe('paris');
    for (const niche of [1, 2, 3, 4, 5, 6, 7]) {
      expect(parseLanderSlug(landerSlug(niche, 'rotterdam'), niche)).toEqual({
        kind: 'place',
        campaign: 'rotterdam',
      });
    }
  });
});

describe('placeSlug', () => {
  it('folds accents, case and punctuation into campaign words', () => {
    expect(placeSlug('Köln')).toBe('koln');
    expect(placeSlug("'s-Hertogenbosch")).toBe('s-hertogenbosch');
    expect(placeSlug('Den Haag')).toBe('den-haag');
    expect(placeSlug('Noord-Holland')).toBe('noord-holland');
  });
});
