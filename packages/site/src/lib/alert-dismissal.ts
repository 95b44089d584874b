/**
 * Spec §2: each alert for logged-in members is dismissible and the dismissal is stored with a
 * timestamp. One cookie per alert (`alert_<id>=<epoch ms>`), read by the root loader so the
 * server already renders the page without a dismissed alert; the domain rule decides how long
 * a dismissal lasts.
 */
import { ALERTS, type AlertId } from '@dating/domain';
import { readCookie, setCookie } from './cookies.ts';

const cookieName = (id: AlertId) => `alert_${id}`;

export function readAlertDismissals(header: string | null): Partial<Record<AlertId, number>> {
  const out: Partial<Record<AlertId, number>> = {};
  for (const id of ALERTS) {
    const v = readCookie(header, cookieName(id));
    if (v && /^\d{1,15}$/.test(v)) out[id] = Number(v);
  }
  return out;
}

export function isAlertId(value: unknown): value is AlertId {
  return (ALERTS as readonly unknown[]).includes(value);
}

export function alertDismissalCookie(id: AlertId, now: number, secure: boolean): string {
  return setCookie(cookieName(id), String(now), { maxAgeSeconds: 365 * 86_400, secure });
}
