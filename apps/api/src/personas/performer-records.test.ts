/**
 * 2257 performer records of personas (issue 22 point 7, ADR 0089): admins keep them, every
 * change has its audit row, bad input is named field by field and writes nothing, and a
 * persona's explicit media cannot be switched on without its record.
 */
import { auditLog, performerRecords, personas } from '@dating/db/schema';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { staffCaller, staffOfEveryRole } from '../test/staff.ts';

let h: Harness;
let admin: { id: number; cookie: string };
let support: { id: number; cookie: string };
let operator: { id: number; cookie: string };
let personaId: number;

beforeAll(async () => {
  h = await createHarness({ members: 10 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
  const [p] = await h.db.select({ id: personas.id }).from(personas).limit(1);
  personaId = p!.id;
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);
const record = {
  legal_name: 'Jane Example',
  other_names: 'Jenny',
  date_of_birth: '1995-04-02',
  id_document_type: 'passport',
  id_document_number: 'X1234567',
  id_issuer: 'Kingdom of the Netherlands',
  production_date: '2024-06-01',
};
const path = () => `/personas/${personaId}`;
const lastAudit = async () => (await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('a persona’s performer record', () => {
  it('is for admins only', async () => {
    for (const who of [support, operator]) {
      expect((await staff(`${path()}/performer-record`, who.cookie)).status).toBe(403);
      const put = await staff(`${path()}/performer-record`, who.cookie, { method: 'PUT', body: record });
      expect(put.status).toBe(403);
    }
  });

  it('refuses explicit media without a record, and writes nothing', async () => {
    const res = await staff(`${path()}/explicit-media`, admin.cookie, {
      method: 'PUT',
      body: { enabled: true },
    });
    expect([res.status, res.body.error.code]).toEqual([409, 'performer_record_required']);
    const [p] = await h.db.select().from(personas).where(eq(personas.id, personaId));
    expect(p!.explicitMedia).toBe(false);
  });

  it('names bad fields (a performer under 18 on the production date) and keeps nothing', async () => {
    const res = await staff(`${path()}/performer-record`, admin.cookie, {
      method: 'PUT',
      body: { ...record, id_document_type: 'library_card', legal_name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ legal_name: 'required', id_document_type: 'invalid' });
    const young = await staff(`${path()}/performer-record`, admin.cookie, {
      method: 'PUT',
      body: { ...record, date_of_birth: '2010-01-01' },
    });
    expect([young.status, young.body.error.fields]).toEqual([400, { date_of_birth: 'performer_minor' }]);
    expect(await h.db.select().from(performerRecords)).toEqual([]);
  });

  it('keeps the record with an audit row that leaves the document number out, then allows explicit media', async () => {
    const saved = await staff(`${path()}/performer-record`, admin.cookie, { method: 'PUT', body: record });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ explicit_media: false, record: { ...record } });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'persona.performer_record_create',
      staffId: admin.id,
      targetId: String(personaId),
    });
    expect(JSON.stringify(audit)).not.toContain('X1234567');

    const on = await staff(`${path()}/explicit-media`, admin.cookie, {
      method: 'PUT',
      body: { enabled: true },
    });
    expect(on.body.explicit_media).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'persona.explicit_media',
      before: { explicit_media: false },
      after: { explicit_media: true },
    });

    const changed = await staff(`${path()}/performer-record`, admin.cookie, {
      method: 'PUT',
      body: { ...record, id_document_number: 'Y7654321' },
    });
    expect(changed.body.record.id_document_number).toBe('Y7654321');
    expect((await lastAudit()).after).toEqual({ fields: ['id_document_number'], legal_name: 'Jane Example' });
  });

  it('answers 404 for a persona that does not exist', async () => {
    expect((await staff('/personas/999999/performer-record', admin.cookie)).status).toBe(404);
  });
});
