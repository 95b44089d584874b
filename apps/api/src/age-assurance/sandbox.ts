/**
 * The sandbox age check provider of the demo network (ADR 0088): a hosted page served by the
 * site (/sandbox-age/{token}) where the tester passes or fails the check, and a signed report to
 * the API, as a real provider would send it. Nothing is checked and nobody's document is read.
 * Its state lives in a signed token in the page's address, so it keeps no table of its own; it
 * offers every method, so a tester can satisfy whatever a country requires.
 */
import { createHmac } from 'node:crypto';
import { AGE_CHECK_METHODS, AGE_CHECK_RESULTS, type AgeCheckResult } from '@dating/domain';
import { z } from 'zod';
import { type Clock, systemClock } from '../core/clock.ts';
import { sandboxSigner } from '../core/sandbox-signing.ts';
import type { AgeAssuranceProvider } from './provider.ts';

export const AGE_SIGNATURE_HEADER = 'sandbox-age-signature';

const tokenSchema = z.object({
  ref: z.string().min(1),
  m: z.enum(AGE_CHECK_METHODS),
  n: z.string(),
  r: z.string(),
});
const reportSchema = z.object({ ref: z.string().min(1), result: z.enum(AGE_CHECK_RESULTS) });

export interface SandboxAgeCheck {
  ref: string;
  method: (typeof AGE_CHECK_METHODS)[number];
  returnUrl: string;
}

export interface SandboxAgeProvider extends AgeAssuranceProvider {
  /** The check behind a page token, or null when the token is not ours. */
  check(token: string): SandboxAgeCheck | null;
  /** The tester's answer on the hosted page: reports it to the API; null for a token not ours. */
  complete(token: string, result: AgeCheckResult): Promise<SandboxAgeCheck | null>;
  /** Signs a report body as the sandbox does (tests send their own, repeated or altered). */
  sign(body: string, at?: Date): string;
}

/**
 * The sandbox's key is derived from the payment sandbox's secret (both belong to the demo
 * network): one secret fewer to set, and the label keeps a payment signature from passing here.
 */
export function ageSandboxKey(paymentSandboxSecret: string): string {
  return createHmac('sha256', paymentSandboxSecret).update('age-assurance sandbox').digest('hex');
}

export function createSandboxAgeProvider(options: {
  secret: string;
  /** How a report reaches the API: in the network, the API's own request handler. */
  deliver: (request: Request) => Promise<Response>;
  now?: Clock;
}): SandboxAgeProvider {
  const now = options.now ?? systemClock;
  const signer = sandboxSigner(options.secret, now);
  const read = (token: string) => signer.read('page', token, tokenSchema);
  const sign = signer.sign;
  const view = (t: z.infer<typeof tokenSchema>): SandboxAgeCheck => ({
    ref: t.ref,
    method: t.m,
    returnUrl: t.r,
  });

  return {
    id: 'sandbox',
    methods: AGE_CHECK_METHODS,
    sign,
    async startCheck(start) {
      const token = signer.token('page', {
        ref: start.ref,
        m: start.method,
        n: start.notifyUrl,
        r: start.returnUrl,
      });
      return { redirectUrl: `/sandbox-age/${token}` };
    },
    check(token) {
      const t = read(token);
      return t ? view(t) : null;
    },
    async complete(token, result) {
      const t = read(token);
      if (!t) return null;
      const body = JSON.stringify({ ref: t.ref, result });
      const response = await options.deliver(
        new Request(t.n, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [AGE_SIGNATURE_HEADER]: sign(body) },
          body,
        }),
      );
      // A real provider retries until it gets a 2xx; the sandbox reports it instead.
      if (!response.ok) console.warn(`[sandbox-age] report for ${t.ref}: ${response.status}`);
      return view(t);
    },
    parseReport(rawBody, headers) {
      // A forged report, or a pass captured long ago and sent again: nothing.
      if (!signer.check(headers.get(AGE_SIGNATURE_HEADER) ?? '', rawBody).ok) return null;
      try {
        return reportSchema.parse(JSON.parse(rawBody));
      } catch {
        return null;
      }
    },
  };
}
