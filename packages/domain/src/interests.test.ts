import { describe, expect, it } from 'vitest';
import { INTERESTS, MAX_INTERESTS, interestIcon, interestsFor, validInterestChoice } from './interests.ts';

describe('§3 Interests: tags with icons', () => {
  it('has about 40 unique slugs, each with an icon', () => {
    expect(INTERESTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INTERESTS.map((i) => i.slug)).size).toBe(INTERESTS.length);
    for (const i of INTERESTS) {
      expect(i.slug).toMatch(/^[a-z_]+$/);
      expect(i.icon.length).toBeGreaterThan(0);
    }
  });

  it('includes the tags the spec names and a few tasteful adult ones', () => {
    const slugs = INTERESTS.map((i) => i.slug);
    for (const s of ['adventure', 'beach', 'relationship', 'kissing', 'gym', 'music', 'travelling']) {
      expect(slugs).toContain(s);
    }
    expect(INTERESTS.filter((i) => i.adult).map((i) => i.slug)).toEqual(
      expect.arrayContaining(['flirting', 'massage', 'role_play', 'lingerie']),
    );
  });

  it.each([
    ['beach', '🏖️'],
    ['unknown', '⭐'],
  ])('icon of %s → %s', (slug, icon) => {
    expect(interestIcon(slug)).toBe(icon);
  });

  it('can leave the adult tags out', () => {
    expect(interestsFor(true)).toBe(INTERESTS);
    expect(interestsFor(false).some((i) => i.adult)).toBe(false);
    expect(interestsFor(false).length).toBeLessThan(INTERESTS.length);
  });
});

describe('interest choice (ADR 0021)', () => {
  it('allows up to 12 known interests, each once', () => {
    const offered = interestsFor(true);
    const slugs = offered.slice(0, MAX_INTERESTS).map((i) => i.slug);
    expect(validInterestChoice(slugs, offered)).toBe(true);
    expect(validInterestChoice([], offered)).toBe(true);
    expect(
      validInterestChoice(
        offered.slice(0, MAX_INTERESTS + 1).map((i) => i.slug),
        offered,
      ),
    ).toBe(false);
    expect(validInterestChoice(['beach', 'beach'], offered)).toBe(false);
    expect(validInterestChoice(['knitting-on-mars'], offered)).toBe(false);
  });

  it('refuses an adult interest where the brand offers none', () => {
    const adult = INTERESTS.find((i) => i.adult)!;
    expect(validInterestChoice([adult.slug], interestsFor(false))).toBe(false);
  });
});
