/** Page titles in the request's console language: "<page> · <product>". */
import type { MetaFunction } from '@remix-run/node';
import { createI18n, isConsoleLocale } from '../i18n.ts';

export const pageTitle =
  (key: string): MetaFunction =>
  ({ matches }) => {
    const locale = (matches.find((m) => m.id === 'root')?.data as { locale?: string } | undefined)?.locale;
    const { t } = createI18n(isConsoleLocale(locale) ? locale : 'en');
    return [{ title: `${t(key)} · ${t('product')}` }, { name: 'robots', content: 'noindex, nofollow' }];
  };
