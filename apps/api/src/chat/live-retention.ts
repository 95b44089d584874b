/**
 * The `live-events` job (ADR 0072): live events are for pages catching up after a reconnect, so
 * a day is plenty (a page away longer reloads its data on reconnecting); instances silent for an
 * hour are deleted with their presence rows.
 */
import type { Db } from '@dating/db';
import { deleteLiveEventsBefore } from './live-log.ts';
import { forgetSilentInstances } from './presence.ts';

export const LIVE_EVENTS_KEPT_MS = 24 * 3_600_000;

export async function forgetOldLiveEvents(deps: { db: Db }, now: Date): Promise<void> {
  await deleteLiveEventsBefore(deps.db, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS));
  await forgetSilentInstances(deps.db, now);
}
