/**
 * What keeps a logged-in page current without a reload (spec §4 refresh, badges and title,
 * push, §7 page-hidden beacon and service worker; issue 7): the live event stream, the service
 * worker (a pushed message refreshes at once), the refresh of user, chats and likes (first after
 * 5 s, then every 60 s while the page is visible, every 300 s with push), the app badge, and the
 * beacon when the page is hidden. Renders nothing.
 *
 * The event schema (zod, about 30 kB gzipped with its part of the contract) loads with the first
 * live event, so no page's first load carries it (ADR 0080).
 */
import { REFRESH, appBadgeCount, refreshInterval } from '@dating/domain';
import { useEffect } from 'react';
import { createMessageFilter, emitLiveEvent } from '../lib/live-events.ts';
import { refreshPage, usePageRefresher } from '../lib/page-refresh.ts';
import { startPush, usePushState } from '../lib/push.ts';
import { useRootData } from '../lib/root-data.ts';

/** New messages arriving together cause one reload of the page data. */
const REVALIDATE_DEBOUNCE_MS = 300;

export function LiveUpdates() {
  const root = useRootData();
  const loggedIn = Boolean(root?.user);
  usePageRefresher();

  useEffect(() => {
    if (!loggedIn || typeof EventSource === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // EventSource reconnects by itself (after the server's `retry:`, 1 s at a graceful shutdown)
    // and sends the last event id it saw: the API replays what was missed (ADR 0072).
    const source = new EventSource('/api/events.php');
    const fresh = createMessageFilter();
    // Loaded with the first event, not with the page (destructured, so the bundler keeps only
    // this schema of the contract in the lazy chunk); later events wait on the same promise, in order.
    let schema: Promise<typeof import('@dating/contract').chatEventSchema> | undefined;
    // The stream says "ready" on every (re)connection: after a reconnection, the page data is
    // reloaded once too (events older than the API keeps, a day, are not replayed).
    let connections = 0;
    source.addEventListener('ready', () => {
      if (++connections > 1) refreshPage();
    });
    const onEvent = async (e: MessageEvent) => {
      schema ??= import('@dating/contract').then(({ chatEventSchema }) => chatEventSchema);
      const parsed = (await schema).safeParse(JSON.parse(e.data));
      if (closed) return;
      if (!parsed.success || !fresh(parsed.data)) return;
      emitLiveEvent(parsed.data);
      if (parsed.data.type === 'message') {
        clearTimeout(timer);
        timer = setTimeout(refreshPage, REVALIDATE_DEBOUNCE_MS);
      }
    };
    const listener = (e: MessageEvent) => void onEvent(e);
    for (const type of ['message', 'typing', 'read']) source.addEventListener(type, listener);
    return () => {
      closed = true;
      clearTimeout(timer);
      source.close();
    };
  }, [loggedIn]);

  useEffect(() => {
    if (!loggedIn) return;
    let stop = () => {};
    let ended = false;
    void startPush(refreshPage).then((s) => {
      if (ended) s();
      else stop = s;
    });
    return () => {
      ended = true;
      stop();
    };
  }, [loggedIn]);

  const pushSubscribed = usePushState() === 'subscribed';
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') refreshPage();
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, refreshInterval(pushSubscribed));
    }, REFRESH.firstAfterMs);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        navigator.sendBeacon?.('/api/page-hidden.php', new Blob(['{}'], { type: 'application/json' }));
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [loggedIn, pushSubscribed]);

  const count = appBadgeCount(root?.unreadMessages ?? 0, root?.newLikes ?? 0);
  useEffect(() => {
    if (!loggedIn || !('setAppBadge' in navigator)) return;
    const badge = navigator as Navigator & {
      setAppBadge(n: number): Promise<void>;
      clearAppBadge(): Promise<void>;
    };
    (count > 0 ? badge.setAppBadge(count) : badge.clearAppBadge()).catch(() => {});
  }, [loggedIn, count]);

  return null;
}
