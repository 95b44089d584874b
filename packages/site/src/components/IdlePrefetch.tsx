/**
 * Spec §9 background prefetch (ADR 0034): once the page has loaded and the browser is idle (at
 * most PREFETCH_IDLE_TIMEOUT_MS later), the route modules and data of the top navigation's other
 * destinations are prefetched, so the next tap opens at once. Only for logged-in members, never
 * when the connection asks to save data.
 */
import { PrefetchPageLinks } from '@remix-run/react';
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchTargets } from '@dating/domain';
import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Calls `run` after the load event, when the browser is idle or the timeout has passed. */
function afterLoadWhenIdle(run: () => void): () => void {
  const w = window as IdleWindow;
  let cancelIdle = () => {};
  const schedule = () => {
    if (w.requestIdleCallback) {
      const handle = w.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      cancelIdle = () => w.cancelIdleCallback?.(handle);
    } else {
      // No idle callbacks (Safari): the idle timeout itself is the wait.
      const handle = window.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

export function IdlePrefetch({
  loggedIn,
  hrefs,
  currentPath,
}: {
  loggedIn: boolean;
  hrefs: readonly string[];
  currentPath: string;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => (loggedIn ? afterLoadWhenIdle(() => setIdle(true)) : undefined), [loggedIn]);
  if (!idle) return null;
  const pages = prefetchTargets({ loggedIn, saveData: savesData(), hrefs, currentPath });
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
