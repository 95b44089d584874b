/** The request's clock: the real time, or the one a test injects through deps. */
import { type Clock, systemClock } from '../core/clock.ts';

export const clockOf = (c: { get(k: 'deps'): { now?: Clock } }): Clock => c.get('deps').now ?? systemClock;

export const now = (c: { get(k: 'deps'): { now?: Clock } }): Date => clockOf(c)();
