/**
 * `pnpm pages:set <host> <slug> <locale> <file.md>` and `pnpm pages:reset <host> <slug> <locale>`:
 * the operator's own text of a legal or help page, without a code change. Uses DATABASE_URL, or
 * the embedded database in DATA_DIR (stop the server first: PGlite allows one process).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrate } from './client.ts';
import { resetSitePage, setSitePage } from './site-pages.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const [command, host, slug, locale, file] = process.argv.slice(2);
const usage =
  'usage: pages:set <host> <slug> <locale> <file.md>  |  pages:reset <host> <slug> <locale>\n' +
  'slugs: terms privacy cookies faq return-policy service ban 2257';

if (!host || !slug || !locale || (command === 'set' && !file) || !['set', 'reset'].includes(command ?? '')) {
  console.error(usage);
  process.exit(2);
}
const database = await createDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data', 'pglite') },
);
try {
  await migrate(database);
  const key = { host, slug, locale };
  if (command === 'set') {
    const { title } = await setSitePage(
      database.db,
      key,
      readFileSync(resolve(process.cwd(), file!), 'utf8'),
    );
    console.log(`Stored "${title}" as /pages/${slug} of ${host} in ${locale}.`);
  } else {
    const removed = await resetSitePage(database.db, key);
    console.log(
      removed
        ? `Removed the text of /pages/${slug} of ${host} in ${locale}: the built-in text shows again.`
        : `/pages/${slug} of ${host} in ${locale} had no text of its own.`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
