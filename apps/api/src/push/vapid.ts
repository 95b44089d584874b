/**
 * VAPID keys for web push: from env in production (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY),
 * otherwise generated once and kept in the data folder so subscriptions survive restarts,
 * through the one secret loader of `@dating/config` (ADR 0052).
 */
import { loadOrCreateSecret } from '@dating/config';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function loadOrCreateVapidKeys(file: string, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const fromEnv =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? JSON.stringify({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
      : undefined;
  return JSON.parse(
    loadOrCreateSecret(file, fromEnv, () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as VapidKeys;
}
