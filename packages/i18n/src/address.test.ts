/**
 * One form of address per language (docs/i18n.md): German and Dutch say "du"/"je", French
 * "vous", everywhere — interface, e-mails and legal pages. This guards the three languages where
 * the other form slips in most easily, by its tell-tale words.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', 'locales');

function* texts(lng: string): Generator<[string, string]> {
  for (const file of readdirSync(join(dir, lng)).filter((f) => f.endsWith('.json'))) {
    const walk = function* (node: unknown, key: string): Generator<[string, string]> {
      if (typeof node === 'string') yield [`${lng}/${file} ${key}`, node];
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) yield* walk(v, key ? `${key}.${k}` : k);
    };
    yield* walk(JSON.parse(readFileSync(join(dir, lng, file), 'utf8')), '');
  }
}

/** Where a sentence, heading, list item or table cell starts, "Sie" may be "they" and "Ihr" the plural "you". */
const sentenceStart = (before: string) => /(^|[.!?:#*|„"(-])$/.test(before.trimEnd());

/** The other form's words in a text, with a little context each. */
function otherForm(lng: 'de' | 'nl' | 'fr', text: string): string[] {
  // Whole words only, by Unicode letters (\b would split "êtes" into "ê" + "tes").
  const pattern = {
    // Mid-sentence, a capitalised Sie/Ihr/Ihnen is the formal "you".
    de: /(?<!\p{L})(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?!\p{L})/gu,
    // "u"/"uw" is always the formal "you" ("U.S.C." is not).
    nl: /(?<!\p{L})(u|uw|U|Uw)(?!\p{L}|\.S\.)/gu,
    // The site says "vous"; these are "tu".
    fr: /(?<!\p{L})(?:(tu|toi|ton|ta|tes|te)(?!\p{L})|t['’](?=\p{L}))/giu,
  }[lng];
  const found: string[] = [];
  for (const m of text.matchAll(pattern)) {
    if (lng === 'de' && sentenceStart(text.slice(0, m.index))) continue;
    found.push(`…${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20)}…`);
  }
  return found;
}

describe('one form of address per language', () => {
  it.each(['de', 'nl', 'fr'] as const)('%s uses only its own form everywhere', (lng) => {
    const slips = [...texts(lng)].flatMap(([key, text]) => otherForm(lng, text).map((s) => `${key}: ${s}`));
    expect(slips).toEqual([]);
  });

  it('recognises the other form where it slips in, and not "they" or the plural', () => {
    expect(otherForm('de', 'Sind Sie zufrieden? Teilen Sie es uns mit.')).toHaveLength(2);
    expect(otherForm('de', 'Gib Ihre E-Mail-Adresse an.')).toHaveLength(1);
    expect(otherForm('de', 'Sie werden immer gesetzt. Ihr seht euch nicht mehr.')).toEqual([]);
    expect(otherForm('nl', 'Vermeld de referentie als u ons schrijft.')).toHaveLength(1);
    expect(otherForm('nl', 'Verklaring naleving 18 U.S.C. 2257')).toEqual([]);
    expect(otherForm('fr', 'Tu peux modifier ton profil.')).toHaveLength(2);
    expect(otherForm('fr', 'Il t’écrit.')).toHaveLength(1);
    expect(otherForm('fr', 'Vous pouvez modifier votre profil.')).toEqual([]);
  });
});
