/**
 * Every error the API or a form can give (`ERROR_CODES`, spec §5, §6, §8) has a text to show:
 * `errors.<code>` or, for the field-level codes, `fieldErrors.<code>` (the completeness test
 * then holds it in all 11 locales). Two have none on purpose: `unknown_site` answers a host no
 * brand serves (no site, so no language), and `error_page_failed` is the error page's own
 * fallback, kept outside i18next (`ERROR_PAGE_FALLBACK`) because i18next may be what failed.
 */
import { ERROR_CODES } from '@dating/domain';
import { ERROR_PAGE_FALLBACK, LOCALES } from '@dating/i18n';
import common from '@dating/i18n/locales/en/common.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

const en: Record<string, unknown> = common;
/** The keys of one group of texts (`errors`, `fieldErrors`). */
const keysOf = (group: string) => {
  const texts = en[group];
  return typeof texts === 'object' && texts !== null ? Object.keys(texts) : [];
};

describe('error texts', () => {
  it('every error code has a text', () => {
    // Plural texts count too (`errors.<code>_one`, `_other`).
    const has = (group: string, code: string) =>
      keysOf(group).some((k) => k === code || k.startsWith(`${code}_`));
    const textless = ERROR_CODES.filter((code) => !has('errors', code) && !has('fieldErrors', code));
    expect(textless.sort()).toEqual(['error_page_failed', 'unknown_site']);
  });

  it('the error page fallback exists in every locale', () => {
    for (const l of LOCALES) expect(ERROR_PAGE_FALLBACK[l].message.length).toBeGreaterThan(10);
  });
});
