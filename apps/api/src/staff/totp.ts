/**
 * Staff TOTP (RFC 6238 through the otpauth library; ADR 0054): 6 digits, 30-second steps, one
 * step of drift either way. The secret is stored encrypted with AES-256-GCM under
 * STAFF_SECRET_KEY, so a copy of the database alone does not let anyone make codes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_S = 30;
const ISSUER = 'Dating network console';

/** The 256-bit key from the setting (any length of text; its SHA-256 is the key). */
const keyOf = (secretKey: string) => createHash('sha256').update(`staff-totp:${secretKey}`).digest();

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function encryptTotpSecret(secretKey: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The base32 secret, or null when the text was not made with this key (or was tampered with). */
export function decryptTotpSecret(secretKey: string, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (base32: string, label = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(base32),
  });

/** The time step a code is valid for at `now` (±1 step), or null for a wrong code. */
export function totpStepOf(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The code of a step (tests, the demo's `pnpm staff:code`). */
export const totpCodeAt = (base32: string, at: Date): string =>
  totpOf(base32).generate({ timestamp: at.getTime() });

/** What an authenticator app scans: the otpauth:// URI as an SVG QR code. */
export async function enrolmentOf(base32: string, email: string): Promise<{ qrSvg: string; secret: string }> {
  const uri = totpOf(base32, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { qrSvg, secret: base32 };
}
