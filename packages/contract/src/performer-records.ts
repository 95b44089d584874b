/** 2257 records of personas over the staff API (issue 22 point 7, ADR 0089). */
import { PERFORMER_ID_DOCUMENTS, performerRecordSchema } from '@dating/domain';
import { z } from 'zod';

/** PUT /staff-api/personas/{id}/performer-record: the record, checked by the one domain schema. */
export const performerRecordRequestSchema = performerRecordSchema;

export const performerRecordViewSchema = z.object({
  legal_name: z.string(),
  other_names: z.string(),
  date_of_birth: z.string(),
  id_document_type: z.enum(PERFORMER_ID_DOCUMENTS),
  id_document_number: z.string(),
  id_issuer: z.string(),
  production_date: z.string(),
  updated_at: z.string(),
});
export type PerformerRecordView = z.infer<typeof performerRecordViewSchema>;

/** GET …/performer-record: the record (null: none kept) and whether explicit media is on. */
export const performerRecordResponseSchema = z.object({
  record: performerRecordViewSchema.nullable(),
  explicit_media: z.boolean(),
});
export type PerformerRecordResponse = z.infer<typeof performerRecordResponseSchema>;

/** PUT …/explicit-media: switch the persona's explicit media on (needs a record) or off. */
export const explicitMediaRequestSchema = z.object({ enabled: z.boolean({ message: 'invalid' }) });
