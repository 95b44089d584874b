/** Hydration in the document's language (every console locale is bundled: the first render matches). */
import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, isConsoleLocale } from './i18n.ts';

const lang = document.documentElement.lang;
const i18n = createI18n(isConsoleLocale(lang) ? lang : 'en');

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
