/**
 * `pnpm settings:show <host>` prints a site's editable runtime settings as JSON; `pnpm
 * settings:set <host> <file.json>` stores the settings in the file (any subset of them). The
 * console's editor checks and stores them with the same schema and command (ADR 0064), so a
 * change from here is audited the same way (by "the system") and members get it at once.
 * The target `company` instead of a host does the same for the company info (ADR 0069): the
 * whole object, checked by `companySchema`.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: PGlite allows
 * one process).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrands } from '@dating/brand/load.server';
import { fieldErrorCodes } from '@dating/contract';
import { createDatabase, migrate, syncSites } from '@dating/db';
import { loadCompany } from '@dating/brand/load.server';
import { type Company, type SiteSettingsEdit, companySchema, siteSettingsEditSchema } from '@dating/domain';
import { systemClock } from '../../core/clock.ts';
import { notifyLiveEvents } from '../../chat/fan-out.ts';
import { updateSiteSettings } from './commands.ts';
import { companyForEdit, updateCompany } from './company.ts';
import { siteForEdit, siteOfHost } from './queries.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const [command, host, file] = process.argv.slice(2);
const usage = 'usage: settings:show <host|company>  |  settings:set <host|company> <file.json>';
// Uploads and push keys are not editable settings: the editor never reads them.
const runtime = { uploadsPrefix: '', pushPublicKey: '' };

const brands = loadBrands();
const seed = loadCompany();
const company = host === 'company';
const site = host && !company ? siteOfHost(brands, host) : null;
if ((!site && !company) || !['show', 'set'].includes(command ?? '') || (command === 'set' && !file)) {
  console.error(host && !site ? `No site has the host "${host}".\n${usage}` : usage);
  process.exit(2);
}
const database = await createDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data', 'pglite') },
);
try {
  await migrate(database);
  // A database the server never started on has no site rows yet; the server syncs them the same way.
  await syncSites(database.db, brands);
  if (command === 'show') {
    const values = company
      ? (await companyForEdit(database.db, seed)).values
      : (await siteForEdit(database.db, site!, runtime)).values;
    console.log(JSON.stringify(values, null, 2));
  } else {
    const raw: unknown = JSON.parse(readFileSync(resolve(process.cwd(), file!), 'utf8'));
    const parsed = company ? companySchema.safeParse(raw) : siteSettingsEditSchema.safeParse(raw);
    if (!parsed.success) {
      for (const [field, code] of Object.entries(fieldErrorCodes(parsed.error.issues)))
        console.error(`${field}: ${code}`);
      process.exitCode = 1;
    } else {
      const actor = { staffId: null };
      const saved = company
        ? await updateCompany(
            database.db,
            { actor, values: parsed.data as Company, version: null, seed },
            systemClock,
          )
        : await updateSiteSettings(
            database.db,
            {
              actor,
              site: site!,
              patch: parsed.data as SiteSettingsEdit,
              version: null,
              runtime,
              // The providers the network's PAYMENT_PROVIDER names (the server's own check is the same).
              providers: (process.env.PAYMENT_PROVIDER || 'sandbox').split(',').map((p) => p.trim()),
            },
            systemClock,
          );
      if (!saved.ok) throw new Error(saved.reason);
      // Running instances forget their copy (ADR 0083): at once on EVENT_BUS=postgres, else at their
      // next poll (the change is a live event row written with the save).
      if (saved.value.changes.length) await notifyLiveEvents(database.db);
      for (const c of saved.value.changes)
        console.log(`${c.path}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`);
      console.log(
        saved.value.changes.length
          ? `Stored ${saved.value.changes.length} change(s) on ${host}.`
          : 'Nothing changed.',
      );
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
