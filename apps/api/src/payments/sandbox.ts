/**
 * The sandbox provider of the demo network (docs/decisions/0025): a hosted checkout served by
 * the network where a tester picks the outcome, and signed server-to-server notifications to
 * the API, exactly as a real provider would send them. No money moves. Its checkout state lives
 * in a signed token in the checkout address, so the sandbox keeps no tables of its own.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { loadOrCreateSecret } from '@dating/config';
import { REVERSAL_REASONS, paymentMethodById } from '@dating/domain';
import { z } from 'zod';
import {
  type CheckoutRequest,
  PROVIDER_STATUSES,
  type PaymentProvider,
  type ProviderNotification,
  type ProviderStatus,
} from './provider.ts';
import { type Clock, systemClock } from '../core/clock.ts';
import { sandboxSigner } from '../core/sandbox-signing.ts';

/** Test cards: one that keeps working, one that is declined when charged again (a repeat order). */
export const SANDBOX_CARDS = { '4242': 'works', '0341': 'declines_repeat' } as const;
export type SandboxCard = keyof typeof SANDBOX_CARDS;
export const SIGNATURE_HEADER = 'sandbox-signature';
/** A test IBAN whose bank returns every direct debit (then the member is blocked for direct debit). */
export const SANDBOX_RETURNED_IBAN = 'DE89370400440532013000';

const checkoutSchema = z.object({
  p: z.number().int().positive(),
  a: z.number().int().positive(),
  c: z.string(),
  m: z.string(),
  n: z.string(),
  r: z.string(),
  ref: z.string(),
});
const notificationSchema = z.object({
  event_id: z.string().min(1),
  payment_id: z.number().int().positive(),
  provider_ref: z.string().min(1),
  status: z.enum(PROVIDER_STATUSES),
  amount: z.number().int(),
  currency: z.string().min(3),
  stored_method: z.object({ token: z.string().min(1), label: z.string().min(1) }).nullable(),
  reversal_reason: z.enum(REVERSAL_REASONS).optional(),
});

export interface SandboxCheckout {
  paymentId: number;
  amountMinor: number;
  currency: string;
  method: string;
  /** Card methods ask for a test card and may remember it. */
  card: boolean;
  returnUrl: string;
}

export interface SandboxChoice {
  status: ProviderStatus;
  card?: SandboxCard;
  remember?: boolean;
}

export interface SandboxProvider extends PaymentProvider {
  /** The checkout behind a token from `createCheckout`, or null when the token is not ours. */
  checkout(token: string): SandboxCheckout | null;
  /** The tester's choice on the hosted page: notifies the API; false for a token that is not ours. */
  complete(token: string, choice: SandboxChoice): Promise<boolean>;
  /** Signs a notification body as the sandbox does (tests deliver their own, duplicated or altered). */
  sign(body: string, at?: Date): string;
}

export function createSandboxProvider(options: {
  secret: string;
  /** How a notification reaches the API: in the network, the API's own request handler. */
  deliver: (request: Request) => Promise<Response>;
  now?: Clock;
}): SandboxProvider {
  const now = options.now ?? systemClock;
  const signer = sandboxSigner(options.secret, now);
  const mac = (text: string) => createHmac('sha256', options.secret).update(text).digest();
  const tokenFor = (request: CheckoutRequest, ref: string) =>
    signer.token('checkout', {
      p: request.paymentId,
      a: request.amountMinor,
      c: request.currency,
      m: request.method,
      n: request.notifyUrl,
      r: request.returnUrl,
      ref,
    });
  const readToken = (token: string) => signer.read('checkout', token, checkoutSchema);
  const sign = signer.sign;
  const notify = async (
    url: string,
    fields: Omit<z.infer<typeof notificationSchema>, 'event_id'>,
  ): Promise<void> => {
    const body = JSON.stringify({ event_id: `evt_${randomBytes(9).toString('hex')}`, ...fields });
    const response = await options.deliver(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body) },
        body,
      }),
    );
    // A real provider retries until it gets a 2xx; the sandbox reports it instead.
    if (!response.ok)
      console.warn(`[sandbox] notification for payment ${fields.payment_id}: ${response.status}`);
  };
  const isCard = (method: string) => paymentMethodById(method)?.kind === 'card';

  return {
    id: 'sandbox',
    sign,
    async createCheckout(request) {
      const ref = `sbx_${randomBytes(8).toString('hex')}`;
      return { providerRef: ref, redirectUrl: `/sandbox-pay/${tokenFor(request, ref)}` };
    },
    async chargeStoredMethod(request) {
      const ref = `sbx_${randomBytes(8).toString('hex')}`;
      const card = /^sbxcard_(\d{4})_/.exec(request.token)?.[1];
      await notify(request.notifyUrl, {
        payment_id: request.paymentId,
        provider_ref: ref,
        status: card && SANDBOX_CARDS[card as SandboxCard] === 'works' ? 'paid' : 'failed',
        amount: request.amountMinor,
        currency: request.currency,
        stored_method: null,
      });
      return { providerRef: ref };
    },
    async collectDirectDebit(request) {
      const ref = `sbx_dd_${randomBytes(8).toString('hex')}`;
      await notify(request.notifyUrl, {
        payment_id: request.paymentId,
        provider_ref: ref,
        status: request.mandate.iban === SANDBOX_RETURNED_IBAN ? 'failed' : 'paid',
        amount: request.amountMinor,
        currency: request.currency,
        stored_method: null,
      });
      return { providerRef: ref };
    },
    async refund(request) {
      // No money moves in the sandbox: it accepts any refund of a payment it took, and the same
      // idempotency key always gives the same refund id (a retried call refunds once).
      if (!request.providerRef.startsWith('sbx_') || request.amountMinor <= 0) {
        throw new Error(`sandbox: cannot refund payment ${request.paymentId}`);
      }
      return { refundRef: `sbx_rf_${mac(`refund.${request.idempotencyKey}`).toString('hex').slice(0, 16)}` };
    },
    checkout(token) {
      const t = readToken(token);
      return t
        ? { paymentId: t.p, amountMinor: t.a, currency: t.c, method: t.m, card: isCard(t.m), returnUrl: t.r }
        : null;
    },
    async complete(token, choice) {
      const t = readToken(token);
      if (!t) return false;
      const card = isCard(t.m) ? (choice.card ?? '4242') : null;
      const name = paymentMethodById(t.m)?.name ?? t.m;
      await notify(t.n, {
        payment_id: t.p,
        provider_ref: t.ref,
        status: choice.status,
        amount: t.a,
        currency: t.c,
        stored_method:
          card && choice.remember && choice.status === 'paid'
            ? { token: `sbxcard_${card}_${randomBytes(8).toString('hex')}`, label: `${name} •••• ${card}` }
            : null,
      });
      return true;
    },
    async verifyNotification({ rawBody, headers }) {
      // Signed, but captured long ago and sent again: refused as real providers do.
      const signed = signer.check(headers.get(SIGNATURE_HEADER) ?? '', rawBody);
      if (!signed.ok) return signed;
      let parsed: z.infer<typeof notificationSchema>;
      try {
        parsed = notificationSchema.parse(JSON.parse(rawBody));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      return {
        ok: true,
        notification: {
          eventId: parsed.event_id,
          paymentId: parsed.payment_id,
          providerRef: parsed.provider_ref,
          status: parsed.status,
          amountMinor: parsed.amount,
          currency: parsed.currency,
          storedMethod: parsed.stored_method,
          ...(parsed.reversal_reason ? { reversalReason: parsed.reversal_reason } : {}),
        } satisfies ProviderNotification,
      };
    },
  };
}

/** The sandbox's signing secret: PAYMENT_SANDBOX_SECRET, else made once and kept in the data folder. */
export function loadOrCreateSandboxSecret(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return loadOrCreateSecret(file, env.PAYMENT_SANDBOX_SECRET);
}
