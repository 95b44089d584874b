/**
 * The one secret loader (issue 17 point 7): a secret comes from its environment variable when set,
 * else from a file in the data folder, made once (0600, only the server's user reads it) so that
 * signed links, push subscriptions and the mail side's calls keep working across restarts.
 * The mail secrets, the sandbox's signing secret and the VAPID keys all load through it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** 32 random bytes, base64url: the default for a made secret. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

/**
 * `fromEnv` when set; else the content of `file` (trimmed); else `make()` written to `file`
 * with mode 0600 (its folder is created) and returned.
 */
export function loadOrCreateSecret(
  file: string,
  fromEnv: string | undefined,
  make: () => string = randomSecret,
): string {
  if (fromEnv) return fromEnv;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
