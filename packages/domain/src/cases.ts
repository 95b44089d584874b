/**
 * Reports and complaints as console cases (issue 19, ADR 0061): their states, what a case thread
 * holds, and the statement of reasons sent to a member when action is taken against them (EU
 * Digital Services Act art. 17: the decision, the facts, the ground, and how to seek redress).
 */
import { z } from 'zod';

/** A member's report of a profile, or a public complaint from the complaint form. */
export const CASE_KINDS = ['report', 'complaint'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const CASE_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const caseStatusSchema = z.enum(CASE_STATUSES);

/** What a case's thread holds: staff-only notes, replies mailed to the complainant, statements mailed to the member. */
export const CASE_ENTRY_KINDS = ['note', 'reply', 'statement'] as const;
export type CaseEntryKind = (typeof CASE_ENTRY_KINDS)[number];

/** The action taken, as the statement of reasons names it (translated in every member locale). */
export const STATEMENT_DECISIONS = [
  'warning',
  'content_removed',
  'photo_removed',
  'visibility_restricted',
  'account_suspended',
  'account_banned',
] as const;
export type StatementDecision = (typeof STATEMENT_DECISIONS)[number];

/** The ground: a breach of the terms, or content illegal by law (DSA art. 17(3)(d)/(e)). */
export const STATEMENT_GROUNDS = ['terms', 'illegal'] as const;
export type StatementGround = (typeof STATEMENT_GROUNDS)[number];

export const CASE_TEXT_MAX = 4000;
export const CASE_SUBJECT_MAX = 200;
/** Cases per page of a queue. */
export const CASE_PAGE_SIZE = 50;

/** A case's reference as staff and complainants quote it: "R-" or "C-" and the id, six digits at least. */
export const caseReference = (kind: CaseKind, id: number) =>
  `${kind === 'report' ? 'R' : 'C'}-${String(id).padStart(6, '0')}`;

/** Replying moves an open case on; a closed one stays closed. */
export const statusAfterReply = (status: CaseStatus): CaseStatus =>
  status === 'open' ? 'in_progress' : status;
