/** The language dropdown: posts the choice to /set-language (works without JavaScript too). */
import { Form, useLocation } from '@remix-run/react';
import { LOCALE_NAMES, type Locale } from '@dating/i18n';
import { DropdownMenu } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function LanguageMenu({ locales }: { locales: string[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = LOCALE_NAMES[i18n.language as Locale] ?? i18n.language;
  const code = i18n.language.toUpperCase();
  return (
    <Form method="post" action="/set-language">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <DropdownMenu
        label={code}
        // WCAG 2.5.3: the name starts with the code the button shows ("DE, Sprache: Deutsch"), so
        // a voice user saying what they see ("click DE") reaches it.
        accessibleLabel={`${code}, ${t('nav.languageCurrent', { language: current })}`}
        icon="globe"
        compact
        items={locales.map((l) => ({
          kind: 'submit' as const,
          name: 'language',
          value: l,
          label: LOCALE_NAMES[l as Locale] ?? l,
          lang: l,
          current: l === i18n.language,
        }))}
      />
    </Form>
  );
}
