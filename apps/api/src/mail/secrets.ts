/**
 * Secrets of the mail side: from the environment in production, otherwise generated once and
 * kept in the data folder (like the VAPID keys and the sandbox secret) so links and the mail
 * side's calls keep working across restarts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function loadOrCreateSecret(file: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
