/**
 * The site's settings and the company info kept in each instance's memory (ADR 0083): a warm
 * instance reads neither table for a page, and an operator's save through one instance (or the
 * CLI, which runs no instance) is on every instance's next page. Two API instances on one
 * database, each with its own event bus: on PostgreSQL each has its own pool and LISTEN
 * connection; on PGlite they share the database and hear through its client's `listen`.
 */
import { companyInfo, sites } from '@dating/db/schema';
import type { Company } from '@dating/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Api } from '../app.ts';
import { updateCompany } from '../back-office/sites/company.ts';
import { notifyLiveEvents } from '../chat/fan-out.ts';
import { systemClock } from '../core/clock.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { staffCaller, staffWithSession } from '../test/staff.ts';

const HOST = 'velvetdate.example';

let h: Harness;
let b: Api;
let admin: { cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 2 });
  b = (await h.secondInstance()).api;
  admin = await staffWithSession(h.db, 'admin');
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);

/** The page shell a visitor of the site gets from `via`. */
async function shell(via: Api) {
  const res = await h.request('/api/page-shell.php', { via });
  expect(res.status).toBe(200);
  return res.body as { settings: { support_phone: string }; company: Company };
}

describe('settings and company info kept per instance', () => {
  it('keeps them on a warm instance: a row changed by hand, with no change event, is not read', async () => {
    const before = await shell(b);
    const [row] = await h.db.select({ settings: sites.settings }).from(sites).where(eq(sites.host, HOST));
    await h.db
      .update(sites)
      .set({ settings: { ...row!.settings, support_phone: '+31 20-000-0001' } })
      .where(eq(sites.host, HOST));
    try {
      expect((await shell(b)).settings.support_phone).toBe(before.settings.support_phone);
    } finally {
      await h.db.update(sites).set({ settings: row!.settings }).where(eq(sites.host, HOST));
    }
  });

  it('shows an operator’s settings save through instance A on instance B’s next page', async () => {
    await shell(b);
    const current = await staff(`/sites/${HOST}`, admin.cookie);
    expect(current.status).toBe(200);
    const saved = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: { support_phone: '+31 20-000-0002' }, version: current.body.version },
    });
    expect(saved.status).toBe(200);
    // A has read the change before it answered; B as soon as its bus is woken.
    expect((await shell(h.api)).settings.support_phone).toBe('+31 20-000-0002');
    await vi.waitFor(async () => expect((await shell(b)).settings.support_phone).toBe('+31 20-000-0002'));
  });

  it('shows an operator’s company save through instance A on instance B’s next page', async () => {
    const { company } = await shell(b);
    const view = await staff('/company', admin.cookie);
    const saved = await staff('/company', admin.cookie, {
      method: 'PUT',
      body: { values: { ...view.body.values, name: 'Kept Reads Media B.V.' }, version: view.body.version },
    });
    expect(saved.status).toBe(200);
    expect((await shell(h.api)).company.name).toBe('Kept Reads Media B.V.');
    await vi.waitFor(async () => expect((await shell(b)).company.name).toBe('Kept Reads Media B.V.'));
    const companyinfo = await h.request('/api/companyinfo.php', { via: b });
    expect(companyinfo.body.companyinfo.name).toBe('Kept Reads Media B.V.');
    expect(company.name).not.toBe('Kept Reads Media B.V.');
  });

  it('shows a save of the CLI, which runs no instance, on both instances', async () => {
    await Promise.all([shell(h.api), shell(b)]);
    const saved = await updateCompany(
      h.db,
      {
        actor: { staffId: null },
        values: { ...(await shell(h.api)).company, name: 'Command Line Media B.V.' },
        version: null,
        seed: h.deps.company,
      },
      systemClock,
    );
    expect(saved.ok).toBe(true);
    await notifyLiveEvents(h.db);
    for (const via of [h.api, b])
      await vi.waitFor(async () => expect((await shell(via)).company.name).toBe('Command Line Media B.V.'));
    await h.db.delete(companyInfo);
    await h.dataChanged();
  });
});
