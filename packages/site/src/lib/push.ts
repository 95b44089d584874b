/**
 * Web push in the page (spec §3/§4 push state, §7 service worker and subscription; issue 7):
 * registers the service worker for a logged-in member, knows the push state (unsupported,
 * unknown, not subscribed, subscribed, denied), subscribes with the site's VAPID key and sends
 * the subscription to POST /api/user.php?push=1 through the api-client (the client header of
 * spec §7, its retries and errors). One store for the whole page.
 */
import type { PushState } from '@dating/domain';
import { useSyncExternalStore } from 'react';

let state: PushState = 'unknown';
const listeners = new Set<() => void>();
const set = (next: PushState) => {
  state = next;
  for (const l of listeners) l();
};

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The push state as a React value (always 'unknown' on the server). */
export function usePushState(): PushState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => 'unknown',
  );
}

/** Registers /sw.js and reads the state; `onPush` runs when the worker reports a push or a click. */
export async function startPush(onPush: () => void): Promise<() => void> {
  if (!supported()) {
    set('unsupported');
    return () => {};
  }
  const onMessage = (event: MessageEvent) => {
    if (event.data?.type === 'push' || event.data?.type === 'push-click') onPush();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  // addEventListener (unlike onmessage) does not start the queue of the worker's messages.
  navigator.serviceWorker.startMessages();
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    const subscription = await registration.pushManager.getSubscription();
    set(Notification.permission === 'denied' ? 'denied' : subscription ? 'subscribed' : 'not_subscribed');
  } catch {
    set('unsupported');
  }
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

const toBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Asks for permission, subscribes and stores the subscription. Resolves to the new state; throws when the browser's push service fails. */
export async function subscribePush(publicKey: string): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    set(permission === 'denied' ? 'denied' : 'not_subscribed');
    return state;
  }
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: toBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('push subscription without keys');
  // Loaded on use: the root layout imports this module, and the API client is not page-shell code.
  const { browserApi } = await import('./browser-api.ts');
  await browserApi().savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  set('subscribed');
  return state;
}

/** Ends this browser's subscription and tells the server to forget it (the notification settings' off switch). */
export async function unsubscribePush(): Promise<PushState> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    const { browserApi } = await import('./browser-api.ts');
    await browserApi().removePushSubscription(endpoint);
  }
  set('not_subscribed');
  return state;
}
