/**
 * Report and complaint cases, write side (issue 19, ADR 0061): status, assignment, internal notes,
 * a reply mailed to the complainant, a statement of reasons mailed to the member concerned. Each
 * writes its thread entry and audit row in one transaction. A mail is handed to the mailer first
 * and recorded only once it went (to the outbox or SMTP): the thread never shows a mail that was
 * not sent, and a failed send writes nothing.
 */
import type { Db } from '@dating/db';
import { caseEntries, complaints, reports } from '@dating/db/schema';
import {
  type CaseKind,
  type CaseStatus,
  type StatementDecision,
  type StatementGround,
  statusAfterReply,
} from '@dating/domain';
import { eq } from 'drizzle-orm';
import { atomically } from '../../core/atomically.ts';
import type { Clock } from '../../core/clock.ts';
import { type Refusal, type Result, done, refuse } from '../../core/result.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { recordAudit } from '../../staff/audit.ts';
import { assignableStaff, caseFacts } from './queries.ts';

export interface CaseActor {
  staffId: number;
  ip?: string | null;
}

interface CaseRef {
  actor: CaseActor;
  kind: CaseKind;
  id: number;
}

const tableOf = (kind: CaseKind) => (kind === 'report' ? reports : complaints);

async function updateCase(
  tx: Db,
  kind: CaseKind,
  id: number,
  set: { status?: CaseStatus; assignedTo?: number | null },
) {
  const table = tableOf(kind);
  await tx.update(table).set(set).where(eq(table.id, id));
}

const audit = (tx: Db, ref: CaseRef, verb: string, change: { before?: object; after?: object }, now: Date) =>
  recordAudit(
    tx,
    {
      staffId: ref.actor.staffId,
      action: `case.${verb}`,
      targetType: ref.kind,
      targetId: ref.id,
      before: (change.before as Record<string, unknown>) ?? null,
      after: (change.after as Record<string, unknown>) ?? null,
      ip: ref.actor.ip,
    },
    now,
  );

/** Adds an entry to the case's thread; a mail entry keeps the address and subject it went with. */
async function addEntry(
  tx: Db,
  ref: CaseRef,
  entry: {
    kind: 'note' | 'reply' | 'statement';
    body: string;
    mail?: OutgoingMail;
    details?: Record<string, string>;
  },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(caseEntries)
    .values({
      caseKind: ref.kind,
      caseId: ref.id,
      kind: entry.kind,
      staffId: ref.actor.staffId,
      toAddress: entry.mail?.to ?? null,
      subject: entry.mail?.subject ?? null,
      body: entry.body,
      details: entry.details ?? null,
      createdAt: now,
    })
    .returning({ id: caseEntries.id });
  return Number(row!.id);
}

type CaseColumns = { status: CaseStatus; assignedTo: number | null };

/**
 * Status and assignment: one column of the case changed, with its audit row (`key` names it
 * there); setting the value it already has writes nothing. `check` may refuse the new value.
 */
function changeCase<C extends keyof CaseColumns>(
  db: Db,
  input: CaseRef,
  clock: Clock,
  change: {
    verb: 'status' | 'assign';
    column: C;
    key: string;
    value: CaseColumns[C];
    check?: (tx: Db) => Promise<Refusal | undefined>;
  },
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const facts = await caseFacts(tx, input.kind, input.id);
    if (!facts) return refuse('case_not_found');
    const refused = await change.check?.(tx);
    if (refused) return refused;
    const before = facts[change.column];
    if (before === change.value) return done(undefined);
    await updateCase(tx, input.kind, input.id, { [change.column]: change.value });
    await audit(
      tx,
      input,
      change.verb,
      { before: { [change.key]: before }, after: { [change.key]: change.value } },
      now,
    );
    return done(undefined);
  });
}

export function setCaseStatus(
  db: Db,
  input: CaseRef & { status: CaseStatus },
  clock: Clock,
): Promise<Result<void>> {
  return changeCase(db, input, clock, {
    verb: 'status',
    column: 'status',
    key: 'status',
    value: input.status,
  });
}

/** Gives the case to an admin or support agent (`staffId`), or takes it back (null). */
export function assignCase(
  db: Db,
  input: CaseRef & { staffId: number | null },
  clock: Clock,
): Promise<Result<void>> {
  return changeCase(db, input, clock, {
    verb: 'assign',
    column: 'assignedTo',
    key: 'assigned_to',
    value: input.staffId,
    check: async (tx) =>
      input.staffId !== null && !(await assignableStaff(tx)).some((s) => s.id === input.staffId)
        ? refuse('validation_failed', { fields: { staff_id: 'invalid' } })
        : undefined,
  });
}

export async function addCaseNote(
  db: Db,
  input: CaseRef & { body: string },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    if (!(await caseFacts(tx, input.kind, input.id))) return refuse('case_not_found');
    const entryId = await addEntry(tx, input, { kind: 'note', body: input.body }, now);
    await audit(tx, input, 'note', { after: { entry_id: entryId } }, now);
    return done(undefined);
  });
}

/** Mails the complainant `mail` (built from `body`), then keeps it in the thread; an open case goes in progress. */
export async function replyToCase(
  db: Db,
  mailer: Mailer,
  input: CaseRef & { body: string; mail: OutgoingMail },
  clock: Clock,
): Promise<Result<void>> {
  await mailer.send(input.mail);
  const now = clock();
  return atomically(db, async (tx) => {
    const facts = await caseFacts(tx, input.kind, input.id);
    if (!facts) return refuse('case_not_found');
    const entryId = await addEntry(tx, input, { kind: 'reply', body: input.body, mail: input.mail }, now);
    const status = statusAfterReply(facts.status);
    if (status !== facts.status) await updateCase(tx, input.kind, input.id, { status });
    await audit(
      tx,
      input,
      'reply',
      { before: { status: facts.status }, after: { status, entry_id: entryId, to: input.mail.to } },
      now,
    );
    return done(undefined);
  });
}

export interface Statement {
  decision: StatementDecision;
  ground: StatementGround;
  facts: string;
  explanation: string;
  memberId: number;
}

/** Mails the member concerned the statement of reasons, then keeps it in the thread. */
export async function sendStatement(
  db: Db,
  mailer: Mailer,
  input: CaseRef & { statement: Statement; mail: OutgoingMail },
  clock: Clock,
): Promise<Result<void>> {
  await mailer.send(input.mail);
  const now = clock();
  const { statement } = input;
  return atomically(db, async (tx) => {
    if (!(await caseFacts(tx, input.kind, input.id))) return refuse('case_not_found');
    const details = {
      decision: statement.decision,
      ground: statement.ground,
      explanation: statement.explanation,
      member_id: String(statement.memberId),
    };
    const entryId = await addEntry(
      tx,
      input,
      { kind: 'statement', body: statement.facts, mail: input.mail, details },
      now,
    );
    await audit(tx, input, 'statement', { after: { ...details, entry_id: entryId } }, now);
    return done(undefined);
  });
}
