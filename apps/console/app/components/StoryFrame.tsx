/**
 * Storybook frame for the console's components: the console theme on a wrapper (the toolbar's
 * brand class stays on <html>, the console's variables override it inside) and the console's own
 * translations in the toolbar's locale when the console has it (en, nl, de), else English.
 */
import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createI18n, isConsoleLocale } from '../i18n.ts';
import { CONSOLE_THEME_CLASS } from '../theme.css.ts';

export const consoleFrame: Decorator = (Story, context) => {
  const locale = (context.globals as { locale?: string }).locale;
  const i18n = createI18n(isConsoleLocale(locale) ? locale : 'en');
  return (
    <I18nextProvider i18n={i18n}>
      <div className={CONSOLE_THEME_CLASS} style={{ padding: 16 }}>
        <Story />
      </div>
    </I18nextProvider>
  );
};
