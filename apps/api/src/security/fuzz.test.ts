/**
 * Property-based fuzz of every operation in the API's own OpenAPI document (issue 16, ADR 0046):
 * schema-shaped, mistyped, incomplete, huge, unicode and control-character inputs, junk bodies and
 * wrong media types, ids of other members and of nothing, as a visitor and as a member who signed
 * up through the API. Two properties per request: never a 5xx, and a refused request (4xx) leaves
 * every table exactly as it was. Seeded and bounded so a run is reproducible and fits CI.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, ORIGIN } from '../test/harness.ts';
import { changedTables, guardedTables, snapshot } from './data-snapshot.ts';
import {
  type Body,
  type Operation,
  type Parameter,
  type Schema,
  type Sources,
  brokenObject,
  hostileTexts,
  junkBody,
  oneHostileField,
  operationsOf,
  shapedValue,
} from './fuzz-inputs.ts';

/** Runs per operation and caller; FUZZ_RUNS raises it for a longer local hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** One fixed seed per run of the file; FUZZ_SEED replays a failure fast-check reported. */
const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);

/** Operations that end the caller's session or spend a login attempt run last (see `order`). */
const SESSION_ENDING = new Set([
  'POST /api/logout.php',
  'POST /api/account-deletion.php',
  'PUT /api/password.php',
  'POST /api/user.php',
]);

const h = await createHarness({ members: 8 });
const tables = await guardedTables(h.db);
const doc = (await h.request('/api/openapi.json')).body;
const operations = order(operationsOf(doc));

let member: { id: number; cookie: string };
/**
 * Sessions logged in up front: the operations that end a session take one each, and logging in
 * again later would meet the login throttle the fuzzing of POST /api/user.php has tripped.
 */
let spareCookies: string[];
let others: number[];

beforeAll(async () => {
  member = await signUpMember();
  others = [(await h.member('alice@velvet.demo')).id, (await h.member('bob@velvet.demo')).id];
});
afterAll(() => h.close());

/** A member made the way a visitor becomes one: signup, the activation link, a login. */
async function signUpMember() {
  const email = 'fuzz-member@example.org';
  const password = 'fuzzing-is-a-long-password';
  const signup = await h.request('/api/signup.php', {
    method: 'POST',
    body: JSON.stringify({
      email,
      name: 'Fuzzer',
      date_of_birth: '1990-04-12',
      password,
      gender: 'male',
      looking_for: 'female',
      terms: true,
    }),
  });
  expect(signup.status).toBe(201);
  const mail = await h.lastMail(email);
  expect(
    (await h.request('/api/activation.php', { method: 'POST', body: JSON.stringify({ token: mail!.token }) }))
      .status,
  ).toBe(200);
  // In a SEPA country, so the direct-debit operations run their whole way too.
  const profile = await h.request('/api/profile.php', {
    method: 'PATCH',
    cookie: (signup.headers.get('set-cookie') ?? '').split(';')[0],
    body: JSON.stringify({ country: 'NL' }),
  });
  expect(profile.status).toBe(200);
  const logins = await Promise.all(
    Array.from({ length: SESSION_ENDING.size + 1 }, () => h.login(email, password)),
  );
  for (const login of logins) expect(login.status).toBe(200);
  spareCookies = logins.slice(1).map((l) => l.cookie);
  return { id: logins[0]!.body.user.id as number, cookie: logins[0]!.cookie };
}

/** Takes a spare session when an earlier operation (logout, deletion) ended the current one. */
async function ensureSession() {
  for (;;) {
    const me = await h.request('/api/user.php', { cookie: member.cookie });
    if (me.status === 200 && me.body.user?.id === member.id) return;
    const next = spareCookies.shift();
    expect(next, 'a spare session of the fuzz member is left').toBeDefined();
    member.cookie = next!;
  }
}

function key(op: Operation) {
  return `${op.method} ${op.path}`;
}

function order(ops: Operation[]): Operation[] {
  const last = (op: Operation) => (SESSION_ENDING.has(key(op)) ? 1 : 0);
  return [...ops].sort((a, b) => last(a) - last(b));
}

/** Ids worth trying wherever an id goes: the caller's own, other members', none, nonsense. */
function idValues(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: realIds().map(String) },
    fc.constantFrom(
      '0',
      '-1',
      '987654321',
      '2147483648',
      '9223372036854775808',
      '1e3',
      ' 1',
      '1.5',
      '0x10',
      'null',
      '',
      '1;select 1',
    ),
  );
}

/** Ids of real members: the caller, members of the seed, one that does not exist. */
function realIds(): fc.Arbitrary<number> {
  return fc.constantFrom(member.id, ...others, 987_654_321);
}

const ID_PARAMS = /^(id|profile|message|u|after|before)$/;

/** A query value for one parameter: absent, schema-shaped, an id, or hostile text. */
function paramValue(
  p: Parameter,
  src: Sources & { text: fc.Arbitrary<string> },
): fc.Arbitrary<string | undefined> {
  const shaped = shapedValue(p.schema, src, p.name).map((v) =>
    v === null || v === undefined ? '' : String(v),
  );
  const options: fc.Arbitrary<string | undefined>[] = [shaped, src.text, fc.constant(undefined)];
  if (ID_PARAMS.test(p.name)) options.push(idValues(), idValues());
  return fc.oneof(...options);
}

interface Case {
  query: Record<string, string | undefined>;
  body: Body;
}

function caseOf(op: Operation): fc.Arbitrary<Case> {
  return fc.oneof(...hostileTexts().map((t) => caseWith(op, t)));
}

/**
 * One case with one kind of hostile text. Half the bodies are what a real client sends with one
 * field hostile (the shape that reaches the database); the rest are schema-shaped with hostile
 * strings anywhere, broken (wrong types, missing fields) or junk (see `junkBody`).
 */
function caseWith(op: Operation, text: fc.Arbitrary<string>): fc.Arbitrary<Case> {
  const src = { text, ids: idValues().map(Number) };
  const mixed = fc.record(Object.fromEntries(op.parameters.map((p) => [p.name, paramValue(p, src)])));
  // As with bodies: the other parameters plausible, so the hostile one is not refused with them.
  const asObject: Schema = {
    type: 'object',
    properties: Object.fromEntries(op.parameters.map((p) => [p.name, p.schema])),
    required: op.parameters.filter((p) => p.required).map((p) => p.name),
  };
  const targetedQuery = oneHostileField(asObject, realIds(), text)?.map((q) =>
    Object.fromEntries(
      Object.entries(q).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)]),
    ),
  );
  const query = targetedQuery
    ? fc.oneof({ weight: 3, arbitrary: targetedQuery }, { weight: 2, arbitrary: mixed })
    : mixed;
  const json = (a: fc.Arbitrary<unknown>) =>
    a.map((v): Body => ({ contentType: 'application/json', body: JSON.stringify(v) }));
  const bodies: fc.WeightedArbitrary<Body>[] = [{ weight: 1, arbitrary: junkBody(text) }];
  if (op.body) {
    const targeted = oneHostileField(op.body, realIds(), text);
    if (targeted) bodies.push({ weight: 3, arbitrary: json(targeted) });
    bodies.push(
      { weight: 1, arbitrary: json(shapedValue(op.body, src)) },
      { weight: 1, arbitrary: json(brokenObject(op.body, src)) },
    );
  }
  const body = op.method === 'GET' ? fc.constant<Body>({}) : fc.oneof(...bodies);
  return fc.record({ query, body });
}

/** Sends one case through `app.fetch`; an event stream is only opened, never read to its end. */
async function send(op: Operation, c: Case, cookie?: string) {
  const url = new URL(`${ORIGIN}${op.path}`);
  for (const [k, v] of Object.entries(c.query)) if (v !== undefined) url.searchParams.set(k, v);
  const headers = new Headers({ origin: ORIGIN });
  if (cookie) headers.set('cookie', cookie);
  if (c.body.contentType) headers.set('content-type', c.body.contentType);
  const res = await h.api.fetch(new Request(url, { method: op.method, headers, body: c.body.body }));
  if (res.headers.get('content-type')?.includes('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

function describeCase(op: Operation, c: Case) {
  const body = typeof c.body.body === 'string' ? c.body.body.slice(0, 300) : c.body.body ? '[multipart]' : '';
  return `${key(op)} query=${JSON.stringify(c.query).slice(0, 300)} type=${c.body.contentType ?? '-'} body=${JSON.stringify(body)}`;
}

async function fuzz(op: Operation, caller: 'visitor' | 'member') {
  if (caller === 'member') await ensureSession();
  await fc.assert(
    fc.asyncProperty(caseOf(op), async (c) => {
      const before = await snapshot(h.db, tables);
      const res = await send(op, c, caller === 'member' ? member.cookie : undefined);
      const what = `${describeCase(op, c)} → ${res.status} ${res.text.slice(0, 200)}`;
      // FUZZ_LOG=1: every request and answer, for a local hunt.
      if (process.env.FUZZ_LOG) console.log(caller, what);
      expect(res.status, `no 5xx: ${what}`).toBeLessThan(500);
      if (res.status >= 400) {
        const changed = changedTables(before, await snapshot(h.db, tables));
        expect(changed, `a refused request wrote nothing: ${what}`).toEqual([]);
      }
    }),
    { numRuns: RUNS, seed: caller === 'member' ? SEED + 1 : SEED, endOnFailure: true },
  );
}

describe('every OpenAPI operation under generated and malformed input', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });
  for (const op of operations) {
    it(`${key(op)} as a visitor and as a member`, async () => {
      await fuzz(op, 'visitor');
      await fuzz(op, 'member');
    }, 120_000);
  }
});
