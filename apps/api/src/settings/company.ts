/**
 * The company info members see (spec §3 Company info; ADR 0069): the operator's edit stored in
 * `company_info`, else the seed `brands/company.json` the server started with. Members' requests
 * read it through the instance's kept reads (`memberCompany`, ADR 0083): a save writes a change
 * event, and every instance forgets its copy when it reads it. The console's editor reads the row.
 */
import type { Db } from '@dating/db';
import type { ChatEventBus } from '../chat/events.ts';
import { keptReadsOf } from './kept-reads.ts';
import { companyInfo } from '@dating/db/schema';
import { type Company, companySchema } from '@dating/domain';
import { eq } from 'drizzle-orm';

/** The single row's id: there is one company behind the network. */
export const COMPANY_ROW = 1;

/** The stored edit as it is (null: none yet), for the editor's version. */
export async function storedCompany(db: Db): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ info: companyInfo.info })
    .from(companyInfo)
    .where(eq(companyInfo.id, COMPANY_ROW))
    .limit(1);
  return row?.info ?? null;
}

/**
 * The company info in force: the stored edit, or `seed` when there is none. A row that no longer
 * passes the schema (written by hand) must not take the legal pages down: it is logged and the
 * seed applies, as the shop does with broken bundles.
 */
export function effectiveCompany(stored: Record<string, unknown> | null, seed: Company): Company {
  if (!stored) return seed;
  const parsed = companySchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(
    '[company] the stored company info is invalid, using brands/company.json:',
    parsed.error.message,
  );
  return seed;
}

/** The company info in force now: one primary-key read, the seed when nothing is stored. */
export async function currentCompany(db: Db, seed: Company): Promise<Company> {
  return effectiveCompany(await storedCompany(db), seed);
}

/** The company info in force, kept in the instance's memory until a save (ADR 0083). */
export function memberCompany(deps: { db: Db; company: Company; events: ChatEventBus }): Promise<Company> {
  return keptReadsOf(deps.events).get('company', () => currentCompany(deps.db, deps.company));
}
