/**
 * Report and complaint cases over the staff API (issue 19, ADR 0061): the queues, status,
 * assignment, internal notes, a reply mailed to the complainant (outbox + thread), a statement of
 * reasons mailed to the reported member in their language, each with its audit row; role
 * refusals and bad input that write nothing.
 */
import { auditLog, caseEntries, complaints, outboxMessages, reports, users } from '@dating/db/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness.ts';
import { CONSOLE_ORIGIN, staffOfEveryRole, staffCaller } from '../../test/staff.ts';

let h: Harness;
let support: { id: number; cookie: string };
let admin: { id: number; cookie: string };
let operator: { id: number; cookie: string };
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
let reportId: number;
let complaintId: number;

beforeAll(async () => {
  h = await createHarness({ members: 6 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
  await h.request('/api/report.php', {
    method: 'POST',
    cookie: alice.cookie,
    body: JSON.stringify({ id: bob.id, reason: 'offensive', message: 'Rude messages after I said no.' }),
  });
  reportId = Number(
    (await h.db.select({ id: reports.id }).from(reports).where(eq(reports.reportedId, bob.id)))[0]!.id,
  );
  await h.request('/api/complaints.php', {
    method: 'POST',
    body: JSON.stringify({
      reason: 'billing',
      message: 'I was charged twice.',
      name: 'Jo Visitor',
      email: 'jo@example.com',
      locale: 'de',
    }),
  });
  complaintId = Number(
    (
      await h.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.email, 'jo@example.com'))
    )[0]!.id,
  );
});
afterAll(() => h.close());

/** The reports API: a body means a POST. */
const staff = (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
  staffCaller(h)(`/reports${path}`, cookie, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    body: init.body,
  });
const auditOf = (action: string, type: string, id: number) =>
  h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetType, type), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id));
const written = async () => ({
  audit: Number((await h.db.select({ n: count() }).from(auditLog))[0]!.n),
  entries: Number((await h.db.select({ n: count() }).from(caseEntries))[0]!.n),
  outbox: Number((await h.db.select({ n: count() }).from(outboxMessages))[0]!.n),
});

describe('report and complaint cases', () => {
  it('lists open reports and complaints, oldest first, with their reference', async () => {
    const list = await staff('?kind=report&status=open', support.cookie);
    expect(list.status).toBe(200);
    expect(list.body.cases.find((c: { id: number }) => c.id === reportId)).toMatchObject({
      kind: 'report',
      reference: `R-${String(reportId).padStart(6, '0')}`,
      reason: 'offensive',
      about: { id: bob.id },
      assigned_to: null,
    });
    const complaintsList = await staff('?kind=complaint', support.cookie);
    expect(complaintsList.body.cases.map((c: { id: number }) => c.id)).toContain(complaintId);
    const detail = await staff(`/complaint/${complaintId}`, support.cookie);
    expect(detail.body.case).toMatchObject({
      reply_to: 'jo@example.com',
      message: 'I was charged twice.',
      entries: [],
    });
    expect(detail.body.case.assignable.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([support.id, admin.id]),
    );
    expect(detail.body.case.assignable.map((s: { id: number }) => s.id)).not.toContain(operator.id);
  });

  it('assigns, notes and changes status, each with its audit row', async () => {
    const assigned = await staff(`/report/${reportId}/assign`, support.cookie, {
      body: { staff_id: support.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.case.assigned_to).toMatchObject({ id: support.id });
    expect((await auditOf('case.assign', 'report', reportId))[0]).toMatchObject({
      staffId: support.id,
      after: { assigned_to: support.id },
    });
    // An operator cannot take a case.
    const refused = await staff(`/report/${reportId}/assign`, support.cookie, {
      body: { staff_id: operator.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ staff_id: 'invalid' });

    const noted = await staff(`/report/${reportId}/notes`, support.cookie, {
      body: { body: 'Checked the chat: three rude messages.' },
    });
    expect(noted.body.case.entries).toMatchObject([
      { kind: 'note', body: 'Checked the chat: three rude messages.', to_address: null },
    ]);
    expect(await auditOf('case.note', 'report', reportId)).toHaveLength(1);

    const moved = await staff(`/report/${reportId}/status`, support.cookie, {
      body: { status: 'in_progress' },
    });
    expect(moved.body.case.status).toBe('in_progress');
    expect((await auditOf('case.status', 'report', reportId))[0]).toMatchObject({
      before: { status: 'open' },
      after: { status: 'in_progress' },
    });
    expect(
      (await staff('?kind=report&status=in_progress', support.cookie)).body.cases.map(
        (c: { id: number }) => c.id,
      ),
    ).toContain(reportId);
  });

  it('replies to the complainant by e-mail: the outbox has it, the thread shows it, the case moves on', async () => {
    const res = await staff(`/complaint/${complaintId}/reply`, admin.cookie, {
      body: { body: 'We refunded the second charge.\n\nKind regards, customer service' },
    });
    expect(res.status).toBe(200);
    const mail = await h.lastMail('jo@example.com');
    expect(mail!.subject).toContain(`C-${String(complaintId).padStart(6, '0')}`);
    expect(mail!.subject).toContain('Kundenservice');
    expect(mail!.textBody).toContain('We refunded the second charge.');
    expect(res.body.case.status).toBe('in_progress');
    expect(res.body.case.entries.at(-1)).toMatchObject({
      kind: 'reply',
      to_address: 'jo@example.com',
      subject: mail!.subject,
    });
    expect((await auditOf('case.reply', 'complaint', complaintId))[0]).toMatchObject({
      staffId: admin.id,
      after: { status: 'in_progress' },
    });
  });

  it('mails the reported member a statement of reasons in their language', async () => {
    await h.db.update(users).set({ language: 'fr' }).where(eq(users.id, bob.id));
    const res = await staff(`/report/${reportId}/statement`, support.cookie, {
      body: {
        decision: 'account_suspended',
        ground: 'terms',
        facts: 'Three insulting messages to a member on 24 November.',
        explanation: 'Article 5 of the terms: members treat each other with respect.',
      },
    });
    expect(res.status).toBe(200);
    const [bobRow] = await h.db.select({ email: users.email }).from(users).where(eq(users.id, bob.id));
    const mail = await h.lastMail(bobRow!.email);
    expect(mail!.subject).toContain('notre décision');
    expect(mail!.textBody).toContain('votre compte est suspendu');
    expect(mail!.textBody).toContain('Three insulting messages');
    expect(mail!.textBody).toContain('Article 5 of the terms');
    expect(mail!.textBody).toContain('six mois');
    expect(res.body.case.entries.at(-1)).toMatchObject({
      kind: 'statement',
      to_address: bobRow!.email,
      details: { decision: 'account_suspended', ground: 'terms' },
    });
    expect((await auditOf('case.statement', 'report', reportId))[0]).toMatchObject({
      after: { decision: 'account_suspended' },
    });
    // A complaint needs the member named.
    const unnamed = await staff(`/complaint/${complaintId}/statement`, support.cookie, {
      body: { decision: 'warning', ground: 'terms', facts: 'x', explanation: 'y' },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.fields).toEqual({ member_id: 'required' });
  });

  it('closes a case', async () => {
    const res = await staff(`/complaint/${complaintId}/status`, support.cookie, {
      body: { status: 'closed' },
    });
    expect(res.body.case.status).toBe('closed');
  });

  it('refuses operators and members', async () => {
    const before = await written();
    for (const [path, body] of [
      ['?kind=report', undefined],
      [`/report/${reportId}`, undefined],
      [`/report/${reportId}/notes`, { body: 'x' }],
      [`/complaint/${complaintId}/reply`, { body: 'x' }],
    ] as const) {
      const res = await staff(path, operator.cookie, { body });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('staff_role_forbidden');
      expect((await staff(path, alice.cookie, { body })).status).toBe(401);
    }
    expect(await written()).toEqual(before);
  });

  it('answers bad input with 4xx and field errors, writing nothing', async () => {
    const before = await written();
    const cases: [string, unknown, number][] = [
      [`/report/${reportId}/notes`, { body: '' }, 400],
      [`/report/${reportId}/notes`, { body: 'a\u0000b' }, 400],
      [`/report/${reportId}/notes`, { body: 'x'.repeat(4001) }, 400],
      [`/complaint/${complaintId}/reply`, { body: 'hi\u0000' }, 400],
      [`/report/${reportId}/status`, { status: 'done' }, 400],
      [`/report/${reportId}/assign`, { staff_id: 'me' }, 400],
      [
        `/report/${reportId}/statement`,
        { decision: 'jail', ground: 'terms', facts: 'x', explanation: 'y' },
        400,
      ],
      [
        `/report/${reportId}/statement`,
        { decision: 'warning', ground: 'terms', facts: 'x\u0000', explanation: 'y' },
        400,
      ],
      [
        `/complaint/${complaintId}/statement`,
        { decision: 'warning', ground: 'terms', facts: 'x', explanation: 'y', member_id: 99_999_999 },
        400,
      ],
      ['/report/99999999/notes', { body: 'x' }, 404],
      ['/complaint/99999999/reply', { body: 'x' }, 404],
      ['/member/1/notes', { body: 'x' }, 400],
    ];
    for (const [path, body, status] of cases) {
      const res = await staff(path, support.cookie, { body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
    }
    expect((await staff('/report/99999999', support.cookie)).body.error.code).toBe('case_not_found');
    expect((await staff('?kind=member', support.cookie)).status).toBe(400);
    const foreign = await h.request(`/staff-api/reports/report/${reportId}/notes`, {
      method: 'POST',
      origin: CONSOLE_ORIGIN,
      cookie: support.cookie,
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ body: 'x' }),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('forbidden_origin');
    expect(await written()).toEqual(before);
  });
});
