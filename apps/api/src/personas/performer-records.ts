/**
 * The 2257 records of personas (issue 22 point 7, ADR 0089): the performer record an admin
 * keeps for a persona, and the switch of its explicit media, which is refused without a record.
 * Each change writes its audit row in the same transaction; the audit keeps which fields
 * changed, not the identity document's number (the log is read more widely than the record).
 */
import type { Db } from '@dating/db';
import { performerRecords, personas } from '@dating/db/schema';
import type { PerformerRecord } from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { PerformerRecordResponse } from '@dating/contract';
import type { Clock } from '../core/clock.ts';
import { atomically } from '../core/atomically.ts';
import type { Tx } from '../core/db-access.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { recordAudit } from '../staff/audit.ts';
import type { Actor } from './commands.ts';

type Reader = Pick<Db, 'select'> | Tx;

export async function performerRecordOf(
  db: Reader,
  personaId: number,
): Promise<PerformerRecordResponse | null> {
  const [row] = await db
    .select({ explicit: personas.explicitMedia, record: performerRecords })
    .from(personas)
    .leftJoin(performerRecords, eq(performerRecords.personaId, personas.id))
    .where(eq(personas.id, personaId))
    .limit(1);
  if (!row) return null;
  const r = row.record;
  return {
    explicit_media: row.explicit,
    record: r
      ? {
          legal_name: r.legalName,
          other_names: r.otherNames,
          date_of_birth: r.dateOfBirth,
          id_document_type: r.idDocumentType as PerformerRecord['id_document_type'],
          id_document_number: r.idDocumentNumber,
          id_issuer: r.idIssuer,
          production_date: r.productionDate,
          updated_at: r.updatedAt.toISOString(),
        }
      : null,
  };
}

export async function savePerformerRecord(
  db: Db,
  input: { actor: Actor; personaId: number; record: PerformerRecord },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const before = await performerRecordOf(tx, input.personaId);
    if (!before) return refuse('persona_not_found');
    const r = input.record;
    const values = {
      legalName: r.legal_name,
      otherNames: r.other_names,
      dateOfBirth: r.date_of_birth,
      idDocumentType: r.id_document_type,
      idDocumentNumber: r.id_document_number,
      idIssuer: r.id_issuer,
      productionDate: r.production_date,
      updatedAt: now,
      updatedBy: input.actor.staffId,
    };
    await tx
      .insert(performerRecords)
      .values({ personaId: input.personaId, ...values })
      .onConflictDoUpdate({ target: performerRecords.personaId, set: values });
    const old = before.record as Record<string, unknown> | null;
    const changed = Object.keys(r).filter((k) => !old || old[k] !== r[k as keyof PerformerRecord]);
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: old ? 'persona.performer_record_update' : 'persona.performer_record_create',
        targetType: 'persona',
        targetId: input.personaId,
        before: old ? { fields: changed } : null,
        after: { fields: changed, legal_name: r.legal_name },
        ip: input.actor.ip,
      },
      now,
    );
    return done(undefined);
  });
}

export async function setExplicitMedia(
  db: Db,
  input: { actor: Actor; personaId: number; enabled: boolean },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const current = await performerRecordOf(tx, input.personaId);
    if (!current) return refuse('persona_not_found');
    // 18 U.S.C. 2257: no explicit depiction of a performer without the performer's record.
    if (input.enabled && !current.record) return refuse('performer_record_required');
    if (current.explicit_media === input.enabled) return done(undefined);
    await tx.update(personas).set({ explicitMedia: input.enabled }).where(eq(personas.id, input.personaId));
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'persona.explicit_media',
        targetType: 'persona',
        targetId: input.personaId,
        before: { explicit_media: current.explicit_media },
        after: { explicit_media: input.enabled },
        ip: input.actor.ip,
      },
      now,
    );
    return done(undefined);
  });
}
