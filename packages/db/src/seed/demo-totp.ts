/**
 * The demo staff's TOTP secret, derived from the e-mail (base32, 160 bits): public by design and
 * for the demo network only, so `pnpm staff:code <email>` and the journeys can make the code
 * without the database. Pure (no driver): scripts and journeys import it.
 */
import { createHash } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The demo TOTP secret of an address (base32, 160 bits): public by design, demo only. */
export const demoTotpSecret = (email: string): string =>
  base32(
    createHash('sha256').update(`demo-staff-totp:${email.trim().toLowerCase()}`).digest().subarray(0, 20),
  );
