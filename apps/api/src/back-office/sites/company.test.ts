/**
 * Company info in the console (spec §3 Company info, ADR 0069): admins read, preview and save
 * it; every site's page shell, `companyinfo.php` and the deletion offer use the new values on
 * the very next request (nothing cached); every save has its audit row; bad input, other roles
 * and a stale version write nothing. Until a save, `brands/company.json` applies as it is.
 */
import { loadCompany } from '@dating/brand/load.server';
import { auditLog, companyInfo } from '@dating/db/schema';
import type { Company } from '@dating/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../../../scripts/vitest-console.ts';
import { type Harness, createHarness } from '../../test/harness.ts';
import { staffCaller, staffWithSession } from '../../test/staff.ts';

const seed = loadCompany();
const ROLES = ['admin', 'support', 'operator'] as const;
let h: Harness;
const who = {} as Record<(typeof ROLES)[number], { id: number; cookie: string }>;

beforeAll(async () => {
  h = await createHarness({ members: 2 });
  for (const role of ROLES) who[role] = await staffWithSession(h.db, role);
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);
const stored = async () => (await h.db.select().from(companyInfo))[0]?.info ?? null;
const audits = async () =>
  Number(
    (await h.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'company.update')))[0]!.n,
  );

async function view() {
  const res = await staff('/company', who.admin.cookie);
  expect(res.status).toBe(200);
  return res.body as { values: Company; version: string };
}

/** The company a member site gets now: the page shell (footer, legal pages, receipts) and companyinfo.php. */
async function onSites(origin?: string) {
  const shell = await h.request('/api/page-shell.php', { origin });
  const info = await h.request('/api/companyinfo.php', { origin });
  expect(shell.body.company).toEqual(info.body.companyinfo);
  return info.body.companyinfo as Company;
}

describe('company info in the console', () => {
  it('shows the seed file as it is until an admin saves', async () => {
    expect((await view()).values).toEqual(seed);
    expect(await onSites()).toEqual(seed);
    expect(await stored()).toBeNull();
  });

  it('previews an edit without writing, saves it, and every site shows it at once', async () => {
    const { values, version } = await view();
    const edit = { ...values, name: 'Lantern Harbour Media B.V.', delete_discount: 40 };
    const preview = await staff('/company/preview', who.admin.cookie, {
      method: 'POST',
      body: { values: edit },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.changes).toEqual([
      { path: 'name', before: seed.name, after: 'Lantern Harbour Media B.V.' },
      { path: 'delete_discount', before: seed.delete_discount, after: 40 },
    ]);
    expect(await stored()).toBeNull();

    const saved = await staff('/company', who.admin.cookie, {
      method: 'PUT',
      body: { values: edit, version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.changes).toHaveLength(2);
    expect((await view()).version).toBe(saved.body.version);
    const [row] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'company.update'));
    expect(row).toMatchObject({
      staffId: who.admin.id,
      targetType: 'company',
      before: { name: seed.name, delete_discount: seed.delete_discount },
      after: { name: 'Lantern Harbour Media B.V.', delete_discount: 40 },
    });

    // Every brand's sites (no restart, no cache to clear) name the new company.
    expect((await onSites()).name).toBe('Lantern Harbour Media B.V.');
    expect((await onSites('http://herflame.localhost')).name).toBe('Lantern Harbour Media B.V.');
    // The discount offered instead of leaving follows it too.
    const member = await h.member('alice@velvet.demo');
    const offer = await h.request('/api/account-deletion.php', { cookie: member.cookie });
    expect(offer.body.discount.percentage).toBe(40);

    // The same values again change nothing and write no audit row.
    const again = await staff('/company', who.admin.cookie, {
      method: 'PUT',
      body: { values: edit, version: saved.body.version },
    });
    expect([again.status, again.body.changes]).toEqual([200, []]);
    expect(await audits()).toBe(1);
  });

  it('refuses a save made on an older version', async () => {
    const { values, version } = await view();
    const first = await staff('/company', who.admin.cookie, {
      method: 'PUT',
      body: { values: { ...values, city: 'Utrecht' }, version },
    });
    expect(first.status).toBe(200);
    const before = await stored();
    const late = await staff('/company', who.admin.cookie, {
      method: 'PUT',
      body: { values: { ...values, city: 'Haarlem' }, version },
    });
    expect([late.status, late.body.error.code]).toEqual([409, 'settings_changed']);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['a one-letter name', (v: Company) => ({ ...v, name: 'A' }), 'values.name'],
    ['a lower-case country', (v: Company) => ({ ...v, country: 'nl' }), 'values.country'],
    ['a NUL byte', (v: Company) => ({ ...v, address: 'Prinsengracht\u0000 263' }), 'values.address'],
    ['a discount over 100 %', (v: Company) => ({ ...v, delete_discount: 120 }), 'values.delete_discount'],
    ['a date that is no date', (v: Company) => ({ ...v, added: 'soon' }), 'values.added'],
    ['an unknown field', (v: Company) => ({ ...v, colour: 'red' }), 'values'],
  ])('refuses %s with a field error, nothing written', async (_name, make, field) => {
    const { values, version } = await view();
    const before = await stored();
    const auditsBefore = await audits();
    const res = await staff('/company', who.admin.cookie, {
      method: 'PUT',
      body: { values: make(values), version },
    });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_failed']);
    expect(Object.keys(res.body.error.fields).some((k) => k.startsWith(field))).toBe(true);
    expect(await stored()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('refuses support and operators, and a foreign Origin', async () => {
    const { values, version } = await view();
    const body = { values: { ...values, city: 'Delft' }, version };
    for (const other of [who.support, who.operator]) {
      expect((await staff('/company', other.cookie)).status).toBe(403);
      expect((await staff('/company', other.cookie, { method: 'PUT', body })).status).toBe(403);
      const preview = await staff('/company/preview', other.cookie, {
        method: 'POST',
        body: { values: body.values },
      });
      expect(preview.status).toBe(403);
    }
    const foreign = await staff('/company', who.admin.cookie, {
      method: 'PUT',
      body,
      origin: 'http://evil.example',
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'forbidden_origin']);
    expect((await view()).version).toBe(version);
  });

  it('falls back to the seed when the stored row no longer passes the schema', async () => {
    expectConsoleError(/\[company\] the stored company info is invalid/);
    await h.db.update(companyInfo).set({ info: { name: '' } });
    await h.dataChanged();
    expect(await onSites()).toEqual(seed);
  });
});
