/** Server rendering in the request's console language, with the CSP nonce on every inline script. */
import { PassThrough } from 'node:stream';
import { type AppLoadContext, type EntryContext, createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n, isConsoleLocale } from './i18n.ts';
import { NonceProvider } from './lib/nonce.tsx';

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  ctx: AppLoadContext,
) {
  const rootData = remixContext.staticHandlerContext.loaderData.root as { locale?: string } | undefined;
  const i18n = createI18n(isConsoleLocale(rootData?.locale) ? rootData.locale : 'en');
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={ctx.nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={ctx.nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce: ctx.nonce,
        // Operators' pages are never indexed: the whole document at once keeps the code simple.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
