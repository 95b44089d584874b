/**
 * Direct debit, read side (spec §4 direct debit flow; ADR 0026): the member's request waiting
 * for its SMS code, masked; not_found once confirmed or for another member's.
 */
import type { DirectDebitView } from '@dating/contract';
import type { Db } from '@dating/db';
import type { Clock } from '../core/clock.ts';
import { type Result, done } from '../core/result.ts';
import { openRequest, requestView } from './mandate.ts';

export async function openDirectDebit(
  db: Db,
  input: { me: number; request: number },
  clock: Clock,
): Promise<Result<DirectDebitView>> {
  const open = await openRequest(db, input.me, input.request);
  return open.ok ? done(requestView(open.value.request, clock())) : open;
}
