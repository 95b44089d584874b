/**
 * The signatures of the demo network's sandboxes (payments, age checks): a hosted page's token
 * that carries its own data, and a report's header `t=<unix seconds>,v1=<hex HMAC of "t.body">`
 * the way real providers sign theirs (a time inside the window, compared in constant time).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { type Clock, systemClock } from './clock.ts';

/** How far a signed report's time may be from ours: a capture sent again later is refused. */
const TOLERANCE_S = 300;

export type HeaderCheck = { ok: true } | { ok: false; reason: 'bad_signature' | 'out_of_window' };

export function sandboxSigner(secret: string, now: Clock = systemClock) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
  return {
    /** A token for a hosted page: the data, and a signature under the page's label. */
    token(label: string, data: unknown): string {
      const body = Buffer.from(JSON.stringify(data)).toString('base64url');
      return `${body}.${mac(`${label}.${body}`).toString('base64url')}`;
    },
    /** The data of a token this signer made under `label`, or null. */
    read<T>(label: string, token: string, schema: z.ZodType<T>): T | null {
      const [body, signature] = token.split('.');
      if (!body || !signature || !same(Buffer.from(signature, 'base64url'), mac(`${label}.${body}`)))
        return null;
      try {
        return schema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
    },
    /** The signature header of a report body, as sent at `at`. */
    sign(body: string, at = now()): string {
      const t = Math.floor(at.getTime() / 1000);
      return `t=${t},v1=${mac(`${t}.${body}`).toString('hex')}`;
    },
    /** Whether a report's header signs its raw body, inside the time window. */
    check(header: string, rawBody: string): HeaderCheck {
      const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
      const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
      if (!t || !v1 || !same(Buffer.from(v1, 'hex'), mac(`${t}.${rawBody}`)))
        return { ok: false, reason: 'bad_signature' };
      if (Math.abs(now().getTime() / 1000 - Number(t)) > TOLERANCE_S)
        return { ok: false, reason: 'out_of_window' };
      return { ok: true };
    },
  };
}
