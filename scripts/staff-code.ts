/**
 * `pnpm staff:code <email>`: the current 6-digit console code of a demo staff member (README),
 * made from the demo secret of the address — no database, so it works while the server runs.
 */
import { TOTP, Secret } from 'otpauth';
import { demoTotpSecret } from '../packages/db/src/seed/demo-totp.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: pnpm staff:code <email>   (for example admin@console.demo)');
  process.exit(1);
}
const totp = new TOTP({
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  secret: Secret.fromBase32(demoTotpSecret(email)),
});
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (${email}, valid for ${left} more seconds)`);
