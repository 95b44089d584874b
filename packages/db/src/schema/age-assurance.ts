/**
 * Age assurance and 2257 records (issue 22 points 6 and 7, ADRs 0088, 0089): the outcome of
 * every age check a member started, and the performer record kept for each persona whose
 * explicit media an operator switched on.
 */
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';
import { personas, users } from './users.ts';

/**
 * One age check: started `pending`, completed once by the provider's signed callback with
 * `passed` or `failed`. `provider_ref` is the opaque reference the provider got instead of the
 * member (a double-anonymity provider must not learn who asks).
 */
export const ageChecks = pgTable(
  'age_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** AGE_CHECK_METHODS of packages/domain. */
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The visitor country the check was asked for. */
    country: text('country').notNull(),
    result: text('result', { enum: ['pending', 'passed', 'failed'] })
      .notNull()
      .default('pending'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('age_checks_provider_ref_unique').on(t.provider, t.providerRef),
    index('age_checks_user_idx').on(t.userId, t.method),
  ],
);

/**
 * The records 18 U.S.C. 2257(b) and 28 C.F.R. 75.2 ask of the producer for one performer (a
 * persona): legal name, every other name used, date of birth, the identification document
 * examined, and the date of production. The custodian and where the records are kept are the
 * company info's. Admins only; every change is an audit row.
 */
export const performerRecords = pgTable('performer_records', {
  personaId: bigint('persona_id', { mode: 'number' })
    .primaryKey()
    .references(() => personas.id, { onDelete: 'restrict' }),
  legalName: text('legal_name').notNull(),
  /** Stage names, aliases, maiden names, one per line. */
  otherNames: text('other_names').notNull().default(''),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  idDocumentType: text('id_document_type').notNull(),
  idDocumentNumber: text('id_document_number').notNull(),
  idIssuer: text('id_issuer').notNull(),
  /** The date the depictions were produced (the first, when several). */
  productionDate: date('production_date', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
});
