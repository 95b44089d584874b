/**
 * Report and complaint cases, read side (issue 19, ADR 0061): a queue per kind and status, oldest
 * first, keyset-paged on the id; one case with its thread and the staff who may take it.
 */
import type { CaseDetail, CaseSummary } from '@dating/contract';
import type { Db } from '@dating/db';
import { caseEntries, complaints, profiles, reports, staff, users } from '@dating/db/schema';
import { CASE_PAGE_SIZE, type CaseKind, type CaseStatus, caseReference } from '@dating/domain';
import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const reporter = alias(profiles, 'reporter');
const reported = alias(profiles, 'reported');
const reporterUser = alias(users, 'reporter_user');
const reportedUser = alias(users, 'reported_user');

const excerptOf = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** The rows behind both the queue and one case, for reports. */
function reportRows(db: Pick<Db, 'select'>, where: SQL[], limit: number) {
  return db
    .select({
      id: reports.id,
      status: reports.status,
      reason: reports.reason,
      message: reports.message,
      createdAt: reports.createdAt,
      fromName: reporter.name,
      replyTo: reporterUser.email,
      siteHost: reporterUser.siteHost,
      brandId: reporterUser.brandId,
      aboutId: reports.reportedId,
      aboutName: reported.name,
      aboutEmail: reportedUser.email,
      assignedId: staff.id,
      assignedName: staff.name,
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.userId, reports.reporterId))
    .innerJoin(reporterUser, eq(reporterUser.id, reports.reporterId))
    .innerJoin(reported, eq(reported.userId, reports.reportedId))
    .innerJoin(reportedUser, eq(reportedUser.id, reports.reportedId))
    .leftJoin(staff, eq(staff.id, reports.assignedTo))
    .where(and(...where))
    .orderBy(asc(reports.id))
    .limit(limit);
}

function complaintRows(db: Pick<Db, 'select'>, where: SQL[], limit: number) {
  return db
    .select({
      id: complaints.id,
      status: complaints.status,
      reason: complaints.reason,
      message: complaints.message,
      subject: complaints.subject,
      createdAt: complaints.createdAt,
      fromName: complaints.name,
      replyTo: complaints.email,
      siteHost: complaints.siteHost,
      locale: complaints.locale,
      assignedId: staff.id,
      assignedName: staff.name,
    })
    .from(complaints)
    .leftJoin(staff, eq(staff.id, complaints.assignedTo))
    .where(and(...where))
    .orderBy(asc(complaints.id))
    .limit(limit);
}

type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];
type ComplaintRow = Awaited<ReturnType<typeof complaintRows>>[number];

function summary(kind: CaseKind, r: ReportRow | ComplaintRow): CaseSummary {
  const report = kind === 'report' ? (r as ReportRow) : null;
  return {
    kind,
    id: Number(r.id),
    reference: caseReference(kind, Number(r.id)),
    status: r.status,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    site_host: r.siteHost ?? '',
    from_name: r.fromName,
    about: report ? { id: Number(report.aboutId), name: report.aboutName } : null,
    assigned_to: r.assignedId === null ? null : { id: Number(r.assignedId), name: r.assignedName ?? '' },
    excerpt: excerptOf(r.message ?? ''),
  };
}

export async function listCases(
  db: Db,
  input: { kind: CaseKind; status: CaseStatus; after?: number; limit?: number },
): Promise<{ cases: CaseSummary[]; nextAfter: number | null }> {
  const limit = input.limit ?? CASE_PAGE_SIZE;
  const rows =
    input.kind === 'report'
      ? await reportRows(
          db,
          [eq(reports.status, input.status), ...(input.after ? [gt(reports.id, input.after)] : [])],
          limit + 1,
        )
      : await complaintRows(
          db,
          [eq(complaints.status, input.status), ...(input.after ? [gt(complaints.id, input.after)] : [])],
          limit + 1,
        );
  const cases = rows.slice(0, limit).map((r) => summary(input.kind, r));
  return { cases, nextAfter: rows.length > limit ? cases[cases.length - 1]!.id : null };
}

/** What the commands need to know of a case: its state and where mails about it go. */
export interface CaseFacts {
  kind: CaseKind;
  id: number;
  reference: string;
  status: CaseStatus;
  assignedTo: number | null;
  siteHost: string | null;
  brandId: string | null;
  /** The complainant (or reporting member): name, address and language of a reply. */
  replyTo: { name: string; email: string; locale: string };
  /** The member a report is about. */
  aboutId: number | null;
}

export async function caseFacts(
  db: Pick<Db, 'select'>,
  kind: CaseKind,
  id: number,
): Promise<CaseFacts | null> {
  if (kind === 'report') {
    const [r] = await reportRows(db, [eq(reports.id, id)], 1);
    if (!r) return null;
    const [lang] = await db
      .select({ language: users.language })
      .from(users)
      .innerJoin(reports, eq(reports.reporterId, users.id))
      .where(eq(reports.id, id));
    return {
      kind,
      id,
      reference: caseReference(kind, id),
      status: r.status,
      assignedTo: r.assignedId === null ? null : Number(r.assignedId),
      siteHost: r.siteHost,
      brandId: r.brandId,
      replyTo: { name: r.fromName, email: r.replyTo, locale: lang?.language ?? 'en' },
      aboutId: Number(r.aboutId),
    };
  }
  const [c] = await complaintRows(db, [eq(complaints.id, id)], 1);
  if (!c) return null;
  return {
    kind,
    id,
    reference: caseReference(kind, id),
    status: c.status,
    assignedTo: c.assignedId === null ? null : Number(c.assignedId),
    siteHost: c.siteHost,
    brandId: null,
    replyTo: { name: c.fromName, email: c.replyTo, locale: c.locale },
    aboutId: null,
  };
}

/** Staff who may take a case: enabled admins and support agents. */
export async function assignableStaff(db: Pick<Db, 'select'>) {
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(inArray(staff.role, ['admin', 'support']), isNull(staff.disabledAt)))
    .orderBy(asc(staff.name));
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export async function loadCase(db: Db, kind: CaseKind, id: number): Promise<CaseDetail | null> {
  const row =
    kind === 'report'
      ? (await reportRows(db, [eq(reports.id, id)], 1))[0]
      : (await complaintRows(db, [eq(complaints.id, id)], 1))[0];
  if (!row) return null;
  const [entries, assignable] = await Promise.all([
    db
      .select({ entry: caseEntries, staffName: staff.name })
      .from(caseEntries)
      .innerJoin(staff, eq(staff.id, caseEntries.staffId))
      .where(and(eq(caseEntries.caseKind, kind), eq(caseEntries.caseId, id)))
      .orderBy(asc(caseEntries.id)),
    assignableStaff(db),
  ]);
  return {
    ...summary(kind, row),
    message: row.message ?? '',
    subject: 'subject' in row ? row.subject : null,
    reply_to: row.replyTo,
    entries: entries.map(({ entry: e, staffName }) => ({
      id: Number(e.id),
      kind: e.kind,
      staff_name: staffName,
      to_address: e.toAddress,
      subject: e.subject,
      body: e.body,
      details: e.details ?? null,
      created_at: e.createdAt.toISOString(),
    })),
    assignable,
  };
}
