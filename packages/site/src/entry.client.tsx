/**
 * Hydration: loads the page's locale first (lazily, for non-English), so the first client
 * render matches the server's, and has Remix decode the page's loader data first (below). A
 * failed lazy chunk reloads the page at most once per 60 s.
 */
import { RemixBrowser } from '@remix-run/react';
import { initClientI18n } from '@dating/i18n/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';

installChunkReloadGuard();

/**
 * With single fetch, RemixBrowser decodes the page's loader data in its first render and
 * suspends the whole document until that is done. A tap in that moment makes React hydrate the
 * root synchronously, which a suspension at the root does not survive ("Root did not complete",
 * React error 345 — seen on slow phones and on a loaded CI machine, ADR 0094). Started here, the
 * decoding is over before hydration begins, so the first render has nothing to wait for. Calling
 * the component starts the decoding and throws its promise before it touches a hook; anything
 * else it does means there is nothing to wait for.
 */
async function loaderDataDecoded(): Promise<void> {
  const context = (window as { __remixContext?: { future?: { v3_singleFetch?: boolean }; stream?: unknown } })
    .__remixContext;
  if (!context?.future?.v3_singleFetch || !context.stream) return;
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

async function hydrate() {
  const [i18n] = await Promise.all([
    initClientI18n(document.documentElement.lang || 'en'),
    loaderDataDecoded(),
  ]);
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
