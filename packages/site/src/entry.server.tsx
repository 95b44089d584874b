/**
 * Server rendering: streams the document in the request's locale, with the CSP nonce on every
 * inline script. Bots get the whole document at once (onAllReady) for indexing.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { type AppLoadContext, type EntryContext, createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isLocale } from '@dating/i18n';
import { createServerI18n } from '@dating/i18n/server';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { routePattern } from './context.server.ts';
import { requestLocale } from './lib/i18n.server.ts';
import { NonceProvider } from './lib/nonce.tsx';

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/**
 * React writes the document in pieces of a few hundred bytes, and each piece crossed the web
 * stream and the socket on its own (`writev` alone was 7 % of `/members`; ADR 0096). React calls
 * `flush()` when it has written all it has for now — as it does for compression streams — so the
 * pieces go out as one chunk per flush: the shell at once, each streamed part when it is ready.
 */
class OneChunkPerFlush extends Transform {
  private pieces: Buffer[] = [];
  override _transform(piece: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pieces.push(piece);
    done();
  }
  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
  flush() {
    if (this.pieces.length === 0) return;
    this.push(this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces));
    this.pieces = [];
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  ctx: AppLoadContext,
) {
  ctx.onRoute?.(routePattern(remixContext.staticHandlerContext.matches.map((m) => m.route.path)));
  const rootData = remixContext.staticHandlerContext.loaderData.root as { locale?: string } | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : requestLocale(request, ctx);
  const i18n = await createServerI18n(locale);
  const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady';

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
        [readyEvent]() {
          shellRendered = true;
          const body = new OneChunkPerFlush();
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
