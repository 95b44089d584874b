/**
 * Secrets of the mail side: from the environment in production, otherwise generated once and
 * kept in the data folder (like the VAPID keys and the sandbox secret) so links and the mail
 * side's calls keep working across restarts. The one secret loader of `@dating/config` (ADR 0052).
 */
import { loadOrCreateSecret as loadSecret } from '@dating/config';

export function loadOrCreateSecret(file: string, fromEnv: string | undefined): string {
  return loadSecret(file, fromEnv);
}
