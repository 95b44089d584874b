/**
 * Hydration: loads the page's locale first (lazily, for non-English), so the first client
 * render matches the server's. A failed lazy chunk reloads the page at most once per 60 s.
 */
import { RemixBrowser } from '@remix-run/react';
import { initClientI18n } from '@dating/i18n/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';

installChunkReloadGuard();

async function hydrate() {
  const i18n = await initClientI18n(document.documentElement.lang || 'en');
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
}

void hydrate();
