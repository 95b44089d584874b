/**
 * VAPID keys for web push: from env in production (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY),
 * otherwise generated once and kept in the data folder so subscriptions survive restarts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function loadOrCreateVapidKeys(file: string, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
