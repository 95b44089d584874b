/**
 * The staff console's report and complaint cases (issue 19, ADR 0061): the queues by kind and
 * status, one case with its thread, and the actions on it — status, assignment, an internal
 * note, a reply mailed to the complainant, a statement of reasons mailed to the member concerned.
 */
import {
  CASE_KINDS,
  CASE_STATUSES,
  CASE_TEXT_MAX,
  STATEMENT_DECISIONS,
  STATEMENT_GROUNDS,
} from '@dating/domain';
import { z } from 'zod';
import { multilineText } from './text.ts';

const id = z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid');
const caseText = multilineText({ message: 'required' })
  .trim()
  .min(1, 'required')
  .max(CASE_TEXT_MAX, 'too_long');

export const caseListQuerySchema = z.object({
  kind: z.enum(CASE_KINDS, { message: 'invalid' }).default('report'),
  status: z.enum(CASE_STATUSES, { message: 'invalid' }).default('open'),
  after: id.optional(),
});

export const caseParamSchema = z.object({ kind: z.enum(CASE_KINDS, { message: 'invalid' }), id });

const person = z.object({ id: z.number().int(), name: z.string() });

export const caseSummarySchema = z.object({
  kind: z.enum(CASE_KINDS),
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(CASE_STATUSES),
  reason: z.string(),
  created_at: z.string(),
  site_host: z.string(),
  /** Who filed it: the reporting member's name, or the complainant's name. */
  from_name: z.string(),
  /** The member the case is about (a report's reported member), when known. */
  about: person.nullable(),
  assigned_to: person.nullable(),
  /** The first words of the message, for the queue. */
  excerpt: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListResponseSchema = z.object({
  cases: z.array(caseSummarySchema),
  next_after: z.number().int().nullable(),
});
export type CasePage = z.infer<typeof caseListResponseSchema>;

export const caseEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['note', 'reply', 'statement']),
  staff_name: z.string(),
  to_address: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  details: z.record(z.string(), z.string()).nullable(),
  created_at: z.string(),
});
export type CaseEntry = z.infer<typeof caseEntrySchema>;

export const caseDetailSchema = caseSummarySchema.extend({
  message: z.string(),
  /** A complaint's own subject line (a profile or address it is about). */
  subject: z.string().nullable(),
  /** Where replies go: the complainant's or the reporting member's address. */
  reply_to: z.string(),
  entries: z.array(caseEntrySchema),
  /** Staff who may take the case (admins and support). */
  assignable: z.array(person),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export const caseResponseSchema = z.object({ case: caseDetailSchema });

export const caseStatusRequestSchema = z.object({ status: z.enum(CASE_STATUSES, { message: 'required' }) });
export const caseAssignRequestSchema = z.object({
  staff_id: z.number({ message: 'invalid' }).int('invalid').positive('invalid').nullable(),
});
export const caseNoteRequestSchema = z.object({ body: caseText });
export const caseReplyRequestSchema = z.object({ body: caseText });
export const caseStatementRequestSchema = z.object({
  decision: z.enum(STATEMENT_DECISIONS, { message: 'required' }),
  ground: z.enum(STATEMENT_GROUNDS, { message: 'required' }),
  /** The facts and circumstances relied on. */
  facts: caseText,
  /** The term of the site's conditions, or the law, that the decision rests on. */
  explanation: caseText,
  /** For a complaint: the member the action was taken against (a report names them already). */
  member_id: z.number({ message: 'invalid' }).int('invalid').positive('invalid').optional(),
});
export type CaseStatementRequest = z.infer<typeof caseStatementRequestSchema>;
