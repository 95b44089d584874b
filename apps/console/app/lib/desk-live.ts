/**
 * The desk's live updates (issue 18, ADR 0055): one EventSource on the staff API's desk stream;
 * every `desk` event revalidates the page's loaders (the queue, or the open conversation), at
 * most once per half second when many arrive together. While a navigation, a revalidation or a
 * form is still under way it waits for it: a new revalidation would abort that one's requests
 * (the router logs the AbortError), and the one under way loads the fresh data anyway.
 */
import type { DeskEvent } from '@dating/contract';
import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';

export function useDeskLive(onEvent?: (event: DeskEvent) => void) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = useRef(false);
  busy.current =
    navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  useEffect(() => {
    const source = new EventSource('/staff-api/desk/events');
    let timer: ReturnType<typeof setTimeout> | null = null;
    const revalidateWhenIdle = () => {
      timer = setTimeout(() => {
        if (busy.current) return revalidateWhenIdle();
        timer = null;
        revalidate.current();
      }, 500);
    };
    source.addEventListener('desk', (message) => {
      handler.current?.(JSON.parse((message as MessageEvent<string>).data) as DeskEvent);
      if (!timer) revalidateWhenIdle();
    });
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, []);
}

/** Revalidates once when the earliest of these moments (ISO) has passed: a claim ran out. */
export function useRevalidateAt(moments: (string | null | undefined)[]) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const next = moments
    .filter((m): m is string => Boolean(m))
    .map((m) => new Date(m).getTime())
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => revalidate.current(), Math.max(0, next - Date.now()) + 1_000);
    return () => clearTimeout(timer);
  }, [next]);
}

/** A waiting time as the desk shows it: minutes, hours and minutes, or days and hours. */
export function waitingParts(seconds: number): {
  key: 'minutes' | 'hours' | 'days';
  values: Record<string, number>;
} {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'minutes', values: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hours', values: { hours, minutes: minutes % 60 } };
  return { key: 'days', values: { days: Math.floor(hours / 24), hours: hours % 24 } };
}
