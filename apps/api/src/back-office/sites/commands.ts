/**
 * Editing a site's runtime settings (issue 19 point 6, ADR 0064): validated by the one schema
 * of @dating/domain (the console and the `settings:set` CLI send the same shape), previewed as
 * before → after, and stored on the site row with its audit row in one transaction. Members read
 * the settings from that row on every request, so the change holds at once on every instance.
 */
import type { Site } from '@dating/brand';
import type { Db } from '@dating/db';
import { sites } from '@dating/db/schema';
import { type SettingChange, type SiteSettingsEdit, settingChanges } from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import type { SettingsRuntime } from '../../settings/queries.ts';
import { recordLiveEvent } from '../../chat/live-log.ts';
import { recordAudit } from '../../staff/audit.ts';
import { effectiveEditable, settingsVersion, storedOverrides } from './queries.ts';

export interface SettingsActor {
  /** Null for the CLI. */
  staffId: number | null;
  ip?: string | null;
}

/** What an edit would change, without writing anything. */
export async function previewSiteSettings(
  db: Db,
  input: { site: Site; patch: SiteSettingsEdit; runtime: SettingsRuntime },
): Promise<SettingChange[]> {
  const before = await effectiveEditable(
    input.site,
    await storedOverrides(db, input.site.domain.host),
    input.runtime,
  );
  return settingChanges(before, input.patch);
}

const asRecord = (changes: SettingChange[], side: 'before' | 'after') =>
  Object.fromEntries(changes.map((c) => [c.path, c[side]]));

/** An edit's audit row values: each changed path with its old and its new value. */
export const auditSides = (changes: SettingChange[]) => ({
  before: asRecord(changes, 'before'),
  after: asRecord(changes, 'after'),
});

/**
 * Stores an edit: refused (settings_changed) when the site's settings changed since `version`
 * was read; nothing written when nothing changes. Returns the changes and the new version.
 */
export async function updateSiteSettings(
  db: Db,
  input: {
    actor: SettingsActor;
    site: Site;
    patch: SiteSettingsEdit;
    version: string | null;
    runtime: SettingsRuntime;
    /** The payment providers this network runs (PAYMENT_PROVIDER): a method given to another is refused. */
    providers: readonly string[];
  },
  clock: Clock,
): Promise<Result<{ changes: SettingChange[]; version: string }>> {
  const host = input.site.domain.host;
  const strangers = Object.entries(input.patch.payment_providers ?? {}).filter(
    ([, provider]) => !input.providers.includes(provider!),
  );
  if (strangers.length > 0) {
    return refuse('validation_failed', {
      fields: Object.fromEntries(strangers.map(([method]) => [`payment_providers.${method}`, 'invalid'])),
    });
  }
  return db.transaction(async (tx) => {
    // The row lock orders two saves of the same site: the second sees the first one's version.
    const [row] = await tx
      .select({ settings: sites.settings })
      .from(sites)
      .where(eq(sites.host, host))
      .for('update');
    if (!row) return refuse('site_not_found');
    const overrides = row.settings ?? {};
    if (input.version !== null && input.version !== settingsVersion(overrides))
      return refuse('settings_changed');
    const before = await effectiveEditable(input.site, overrides, input.runtime);
    const changes = settingChanges(before, input.patch);
    if (changes.length === 0) return done({ changes, version: settingsVersion(overrides) });
    const next = { ...overrides, ...input.patch };
    const now = clock();
    await tx.update(sites).set({ settings: next, updatedAt: now }).where(eq(sites.host, host));
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'site.settings',
        targetType: 'site',
        targetId: host,
        ...auditSides(changes),
        ip: input.actor.ip,
      },
      now,
    );
    // Every instance forgets its kept copy when it reads this row (ADR 0083); last, as a
    // send writes its event (ADR 0072), so the window of an id taken but not yet visible is short.
    await recordLiveEvent(tx, 'changes', { type: 'changed', what: 'site-settings', host });
    return done({ changes, version: settingsVersion(next) });
  });
}
