import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createServerI18n, rememberPlainTexts } from './server.ts';

describe('the server instances', () => {
  it('answer as i18next does, for texts with and without values', async () => {
    const fresh = createInstance();
    await fresh.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: {
        en: {
          common: { only: 'Only in English', hi: 'Hi {{name}}', n_one: 'one', n_other: '{{count}} items' },
        },
        de: {
          common: {
            hi: 'Hallo {{name}}',
            nested: 'Sag $t(common:hi, {"name": "Anna"})',
            n_one: 'eins',
            n_other: '{{count}} Dinge',
          },
        },
      },
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
    const plain = fresh.getFixedT('de', 'common');
    const kept = rememberPlainTexts(fresh).getFixedT('de', 'common');
    for (const round of [1, 2]) {
      expect(kept('only'), `round ${round}`).toBe('Only in English');
      expect(kept('hi', { name: 'Bo' })).toBe('Hallo Bo');
      expect(kept('hi', { name: 'Cy' })).toBe('Hallo Cy');
      expect(kept('n', { count: 1 })).toBe('eins');
      expect(kept('n', { count: 3 })).toBe('3 Dinge');
      expect(kept('nested')).toBe(plain('nested'));
      expect(kept('missing.key')).toBe('missing.key');
      expect(kept('missing.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    }
  });

  it('keep each locale and namespace apart', async () => {
    const [de, fr] = await Promise.all([createServerI18n('de'), createServerI18n('fr')]);
    const keys = ['nav.search', 'signup.submit'];
    for (const key of keys) {
      expect(de.getFixedT('de')(key)).not.toBe(fr.getFixedT('fr')(key));
      expect(de.getFixedT('de')(key)).toBe(de.getFixedT('de')(key));
    }
  });
});
