/**
 * A live h:m:s countdown (spec §4 welcome time bonus, ticking every second) as a `timer`
 * whose accessible name is written out by `label` ("3 hours, 59 minutes"), since "03:59:12"
 * read aloud is noise. Calls `onEnd` once at zero.
 */
import { formatCountdown } from '@dating/domain';
import { useEffect, useRef, useState } from 'react';
import * as styles from './Countdown.css.ts';

export interface CountdownProps {
  /** When the countdown reaches zero, in epoch milliseconds. */
  endsAt: number;
  label: (parts: { hours: number; minutes: number; seconds: number }) => string;
  onEnd?: () => void;
  /** The clock (injectable for tests and stories). */
  now?: () => number;
}

const left = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

export function Countdown({ endsAt, label, onEnd, now = Date.now }: CountdownProps) {
  const [seconds, setSeconds] = useState(() => left(endsAt, now()));
  const ended = useRef(false);
  useEffect(() => {
    const tick = () => {
      const s = left(endsAt, now());
      setSeconds(s);
      if (s === 0 && !ended.current) {
        ended.current = true;
        onEnd?.();
      }
    };
    tick();
    if (left(endsAt, now()) === 0) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now, onEnd]);
  const parts = {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
  return (
    <span role="timer" aria-label={label(parts)} className={styles.countdown}>
      <time dateTime={`PT${parts.hours}H${parts.minutes}M${parts.seconds}S`} aria-hidden="true">
        {formatCountdown(seconds)}
      </time>
    </span>
  );
}
