/**
 * The SQL-statement budget of issue 21 (ADR 0078), deterministic: through the real network
 * (PGlite, the velvet build), the statements the database client runs to answer each page and
 * each hot API call, counted on its second request (lib/sql-statements.ts). A change that adds a
 * statement to one of them fails here with the list of what it runs. Needs the velvet build
 * (`pnpm build`), like the other budgets here. The figures before and after are in RESULTS.md
 * (`pnpm bench:sql` prints them with every statement).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingConsoleErrors } from './lib/console-errors.ts';
import { type StatementCount, countSqlStatements, statementListing } from './lib/sql-statements.ts';

/**
 * Statements per subject: ceilings to lower, never to raise without an ADR that says why the
 * page needs the statement. They are the counts measured after ADR 0083 (the site's settings and
 * the company info kept per instance: two statements fewer per page).
 */
// Raised by issue 22 (ADR 0078's note): the profile and the chat pages read which age checks
// the member passed (one statement, ADRs 0088), /credits the checkout terms (spending cap, the
// month's payments and the disclosure, read in one statement: ADR 0087's note).
const BUDGET: Record<string, number> = {
  'home, visitor': 1,
  'a lander, visitor': 2,
  'members search': 6,
  'a member profile': 10,
  chats: 9,
  'a chat': 16,
  likes: 6,
  credits: 8,
  profile: 9,
  'chats, client navigation': 9,
  'the member (GET user.php)': 2,
  'the page shell (GET page-shell.php)': 4,
  'the search (GET members.php)': 3,
  // The two posts publish a live event: this instance's event bus reads the table for it, and
  // its safety poll (every 2 s, ADR 0072) landing during that read adds one more read. These two
  // ceilings hold that one read: the count measured is one lower (21 and 10). The instance no
  // longer reads the table again on its own wake-up's echo (ADR 0072's note).
  'a chat message (POST message.php)': 22,
  'a chat opened (POST chat-read.php)': 11,
};

/** The session lookup of the API's session middleware (auth/session.ts). */
const SESSION_LOOKUP = /from "sessions" inner join "users"/;

let rows: StatementCount[];
let errors: unknown[][];
beforeAll(async () => {
  [rows, errors] = await recordingConsoleErrors(countSqlStatements);
}, 180_000);

describe('SQL statements per page and per API call', () => {
  it('every subject answers', () => {
    expect(rows.filter((r) => r.status >= 300).map((r) => `${r.subject}: ${r.status}`)).toEqual([]);
  });

  it('every subject has a budget, and every budget a subject', () => {
    expect(rows.map((r) => r.subject).sort()).toEqual(Object.keys(BUDGET).sort());
  });

  it('runs no more statements than its budget', () => {
    for (const row of rows) {
      expect(row.statements.length, statementListing([row])).toBeLessThanOrEqual(BUDGET[row.subject]!);
    }
  });

  it('looks the session up at most once per page, whatever the page’s API calls', () => {
    for (const row of rows) {
      expect(
        row.statements.filter((s) => SESSION_LOOKUP.test(s)).length,
        statementListing([row]),
      ).toBeLessThanOrEqual(1);
    }
  });
});

describe('the requests counted', () => {
  it('log no error', () => {
    expect(errors).toEqual([]);
  });
});
