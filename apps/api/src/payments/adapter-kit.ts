/**
 * What the real providers' adapters share (ADR 0085): reading a notification's fields whichever
 * way it came (a GET postback's query, a form post, JSON), amounts in major units, constant-time
 * comparison of secrets and the sender-address check.
 */
import { timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHODS, toMinorUnits } from '@dating/domain';
import type { NotificationRequest } from './provider.ts';

/** The card methods of spec §9: every real adapter takes cards on its hosted page. */
export const CARD_METHODS: readonly string[] = PAYMENT_METHODS.filter((m) => m.kind === 'card').map(
  (m) => m.id,
);

/**
 * A notification's fields: the query of a GET postback, or the body of a POST (form-encoded or
 * JSON, as the provider was told to send); null when the body is neither.
 */
export function notificationFields(request: NotificationRequest): Record<string, string> | null {
  const fields: Record<string, string> = {};
  if (request.method === 'GET') {
    for (const [k, v] of request.url.searchParams) fields[k] = v;
    return fields;
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(request.rawBody);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      for (const [k, v] of Object.entries(parsed)) {
        if (v !== null && typeof v !== 'object') fields[k] = String(v);
      }
      return fields;
    } catch {
      return null;
    }
  }
  for (const [k, v] of new URLSearchParams(request.rawBody)) fields[k] = v;
  return fields;
}

/** Minor units of a decimal amount as the provider writes it, or null when it is none. */
export function minorOf(major: string | undefined, currency: string | undefined): number | null {
  if (!major || !currency) return null;
  try {
    return toMinorUnits(major, currency.toUpperCase());
  } catch {
    return null;
  }
}

/** Equal secrets or signatures, compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether an IPv4 address is in one of the ranges (`64.38.212.0/24`, or one address). */
export function inRanges(ip: string, ranges: readonly string[]): boolean {
  const address = toNumber(ip.replace(/^::ffff:/, ''));
  if (address === null) return false;
  return ranges.some((range) => {
    const [base, bits = '32'] = range.split('/');
    const start = toNumber(base ?? '');
    const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0;
    return start !== null && (address & mask) >>> 0 === (start & mask) >>> 0;
  });
}

function toNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** Where the provider's page sends the member back: on the API's (the site's) own origin. */
export const returnAddress = (request: { returnUrl: string; notifyUrl: string }) =>
  new URL(request.returnUrl, request.notifyUrl).href;

/** Our payment id as a provider carries it back in a pass-through field; null when absent or not ours. */
export function paymentIdOf(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}
