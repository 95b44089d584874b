/**
 * Live chat events in the page (issue 7): one EventSource per tab, opened by <LiveUpdates>;
 * screens listen here for what concerns them (the open conversation, the typing indicator).
 */
import type { ChatEvent } from '@dating/contract';
import { useEffect, useRef } from 'react';

const target = typeof window === 'undefined' ? null : new EventTarget();

export function emitLiveEvent(event: ChatEvent) {
  target?.dispatchEvent(new CustomEvent('chat', { detail: event }));
}

/** Calls `listener` for every live event while the component is mounted. */
export function useLiveEvents(listener: (event: ChatEvent) => void) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!target) return;
    const handle = (e: Event) => latest.current((e as CustomEvent<ChatEvent>).detail);
    target.addEventListener('chat', handle);
    return () => target.removeEventListener('chat', handle);
  }, []);
}
