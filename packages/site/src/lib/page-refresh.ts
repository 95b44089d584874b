/**
 * One reload of the page data at a time (issue 15 point 10). Live events, the periodic refresh,
 * push, sends and reads all ask for fresh data, often within milliseconds of each other. Calling
 * Remix's `revalidate()` while a revalidation, a navigation or a fetcher is loading aborts that
 * load — the browser then logs "AbortError: signal is aborted without reason" — and each abort
 * throws away a response that was nearly there. So screens only ask (`refreshPage()`); the one
 * refresher, mounted by <LiveUpdates>, reloads when the router is idle, and every ask that came in
 * meanwhile is served by one more reload that starts after the running one (its data may predate
 * the ask).
 */
import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';

const target = typeof window === 'undefined' ? null : new EventTarget();

/** Asks for fresh page data: reloaded once the router is idle. */
export function refreshPage() {
  target?.dispatchEvent(new Event('refresh'));
}

/** The one refresher of the page; mounted once, by <LiveUpdates>. */
export function usePageRefresher() {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const fetcherLoading = useFetchers().some((f) => f.state !== 'idle');
  const busy = state !== 'idle' || navigation.state !== 'idle' || fetcherLoading;
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!target) return;
    const ask = () => setWanted(true);
    target.addEventListener('refresh', ask);
    return () => target.removeEventListener('refresh', ask);
  }, []);

  useEffect(() => {
    if (!wanted || busy) return;
    setWanted(false);
    revalidate();
  }, [wanted, busy, revalidate]);
}
