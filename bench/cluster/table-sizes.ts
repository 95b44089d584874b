/** The run database's largest tables (rows and bytes with indexes), for the sizing on paper. */
import pg from 'pg';

export async function tableSizes(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Fresh row estimates (a table never vacuumed has none).
    await client.query('analyze');
    const { rows } = await client.query<{ name: string; rows: string; bytes: string }>(
      `select c.relname as name, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = 'public'
        order by pg_total_relation_size(c.oid) desc limit 12`,
    );
    const total = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    return [
      '| table | rows (estimate) | bytes with indexes |',
      '|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.rows} | ${r.bytes} |`),
      `| (whole database) | | ${total.rows[0]!.bytes} |`,
    ].join('\n');
  } finally {
    await client.end();
  }
}
