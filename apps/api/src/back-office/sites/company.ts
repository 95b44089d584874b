/**
 * The company info in the console and the `settings:set company` CLI (spec §3 Company info,
 * ADR 0069): the values in force, a preview of an edit (before → after, nothing written) and
 * the edit, checked by the one `companySchema`, stored whole in the single `company_info` row
 * with its audit row and a `changed` live event in the same transaction. Instances keep the company
 * info in memory and forget it when they read that event (settings/kept-reads.ts, ADR 0083).
 */
import type { Db } from '@dating/db';
import { companyInfo } from '@dating/db/schema';
import { type Company, type SettingChange, settingChanges } from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import { COMPANY_ROW, currentCompany, effectiveCompany } from '../../settings/company.ts';
import { recordLiveEvent } from '../../chat/live-log.ts';
import { recordAudit } from '../../staff/audit.ts';
import { type SettingsActor, auditSides } from './commands.ts';
import { settingsVersion } from './queries.ts';

/** The company info as members get it now, and the version an edit names. */
export async function companyForEdit(db: Db, seed: Company) {
  const values = await currentCompany(db, seed);
  return { values, version: settingsVersion(values) };
}

/** What an edit would change, without writing anything. */
export async function previewCompany(db: Db, input: { values: Company; seed: Company }) {
  return settingChanges(await currentCompany(db, input.seed), input.values);
}

/**
 * Stores an edit of the company info: refused (settings_changed) when it changed since `version`
 * (null from the CLI: the operator's last word); nothing written when nothing changes.
 */
export async function updateCompany(
  db: Db,
  input: { actor: SettingsActor; values: Company; version: string | null; seed: Company },
  clock: Clock,
): Promise<Result<{ changes: SettingChange[]; version: string }>> {
  return db.transaction(async (tx) => {
    // The row lock orders two saves; before the first save there is no row to lock, and the
    // second of two first saves finds the row inserted and is refused below.
    const [row] = await tx
      .select({ info: companyInfo.info })
      .from(companyInfo)
      .where(eq(companyInfo.id, COMPANY_ROW))
      .for('update');
    const before = effectiveCompany(row?.info ?? null, input.seed);
    if (input.version !== null && input.version !== settingsVersion(before))
      return refuse('settings_changed');
    const changes = settingChanges(before, input.values);
    const version = settingsVersion(input.values);
    if (changes.length === 0) return done({ changes, version: settingsVersion(before) });
    const now = clock();
    if (row) {
      await tx
        .update(companyInfo)
        .set({ info: input.values, updatedAt: now })
        .where(eq(companyInfo.id, COMPANY_ROW));
    } else {
      const inserted = await tx
        .insert(companyInfo)
        .values({ id: COMPANY_ROW, info: input.values, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: companyInfo.id });
      if (inserted.length === 0) return refuse('settings_changed');
    }
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'company.update',
        targetType: 'company',
        targetId: 'company',
        ...auditSides(changes),
        ip: input.actor.ip,
      },
      now,
    );
    // Every instance forgets its kept copy when it reads this row (ADR 0083); last, as a
    // send writes its event (ADR 0072), so the window of an id taken but not yet visible is short.
    await recordLiveEvent(tx, 'changes', { type: 'changed', what: 'company' });
    return done({ changes, version });
  });
}
