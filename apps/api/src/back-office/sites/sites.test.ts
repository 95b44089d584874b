/**
 * Site settings over the staff API (issue 19 point 6, ADR 0064): admins read, preview and save a
 * site's runtime settings; the member API serves the change on its very next request; every
 * save has its audit row; refusals and bad input write nothing.
 */
import { auditLog, payments, profiles, sites } from '@dating/db/schema';
import type { SiteSettingsEdit } from '@dating/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness.ts';
import { staffCaller, staffOfEveryRole } from '../../test/staff.ts';

type Values = Required<SiteSettingsEdit>;
const HOST = 'velvetdate.example';
let h: Harness;
let admin: { id: number; cookie: string };
let support: { id: number; cookie: string };
let operator: { id: number; cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 4 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);

const stored = async () => (await h.db.select().from(sites).where(eq(sites.host, HOST)))[0]!;
const audits = async () =>
  Number(
    (await h.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'site.settings')))[0]!.n,
  );

async function view() {
  const res = await staff(`/sites/${HOST}`, admin.cookie);
  expect(res.status).toBe(200);
  return res.body as { values: Values; version: string; providers: { running: string[]; default: string } };
}

describe('site settings in the console', () => {
  it('lists every domain of every brand and shows a site as members get it', async () => {
    const list = await staff('/sites', admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.sites.map((s: { host: string }) => s.host)).toContain(HOST);
    const { values, version } = await view();
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(values).toMatchObject({ message_credits: 1, refund_days: 14, signups: 'all' });
    expect(values.bundles.p1.prices.EUR).toBe(3495);
    expect(values.payment_methods).toMatchObject({ visa: true, sofort: false });
    // The providers the site's payment_providers may name: the harness runs the sandbox alone.
    expect((await view()).providers).toEqual({ running: ['sandbox'], default: 'sandbox' });
  });

  it('previews an edit without writing, then saves it; members get it on the next request', async () => {
    const { values, version } = await view();
    const bundles = structuredClone(values.bundles);
    bundles.p1.prices.EUR = 2995;
    const edit = {
      bundles,
      message_credits: 2,
      payment_methods: { ...values.payment_methods, paypal: false },
    };
    const before = await stored();
    const preview = await staff(`/sites/${HOST}/preview`, admin.cookie, {
      method: 'POST',
      body: { values: edit },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.changes).toEqual([
      { path: 'bundles.p1.prices.EUR', before: 3495, after: 2995 },
      { path: 'payment_methods.paypal', before: true, after: false },
      { path: 'message_credits', before: 1, after: 2 },
    ]);
    expect((await stored()).settings).toEqual(before.settings);

    const auditsBefore = await audits();
    const saved = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: edit, version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.changes).toHaveLength(3);
    expect(saved.body.version).not.toBe(version);
    expect((await view()).version).toBe(saved.body.version);

    const [row] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.settings'), eq(auditLog.targetId, HOST)));
    expect(await audits()).toBe(auditsBefore + 1);
    expect(row).toMatchObject({
      staffId: admin.id,
      targetType: 'site',
      before: { 'bundles.p1.prices.EUR': 3495, 'payment_methods.paypal': true, message_credits: 1 },
      after: { 'bundles.p1.prices.EUR': 2995, 'payment_methods.paypal': false, message_credits: 2 },
    });

    // The member API (another "instance": no restart, no cache to clear) serves the change.
    const shop = await h.request('/api/bundles.php', { cookie: 'selected_country=NL' });
    expect(shop.body.bundles.find((b: { tier: string }) => b.tier === 'p1').price).toBe(2995);
    expect(shop.body.methods.map((m: { id: string }) => m.id)).not.toContain('paypal');
    const settings = await h.request('/api/settings.php');
    expect(settings.body.settings.message_credits).toBe(2);

    // Saving the same values again changes nothing and writes no audit row.
    const again = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: edit, version: saved.body.version },
    });
    expect([again.status, again.body.changes]).toEqual([200, []]);
    expect(await audits()).toBe(auditsBefore + 1);
  });

  it('a price for one country changes what a member from that country is charged, and nothing else', async () => {
    const austrian = await h.member('alice@velvet.demo');
    const german = await h.member('bob@velvet.demo');
    await h.db.update(profiles).set({ country: 'AT' }).where(eq(profiles.userId, austrian.id));
    await h.db.update(profiles).set({ country: 'DE' }).where(eq(profiles.userId, german.id));
    const offer = async (cookie: string) =>
      Object.fromEntries(
        (await h.request('/api/bundles.php', { cookie })).body.bundles.map(
          (b: { tier: string; price: number }) => [b.tier, b.price],
        ),
      );
    const charged = async (cookie: string) => {
      const res = await h.request('/api/payment.php', {
        method: 'POST',
        body: JSON.stringify({ tier: 'p1', method: 'visa', disclosure_confirmed: true }),
        cookie,
      });
      expect(res.status).toBe(201);
      return (await h.db.select().from(payments).where(eq(payments.id, res.body.payment.id)))[0]!.priceMinor;
    };
    const germanBefore = await offer(german.cookie);
    const p1Before = await charged(austrian.cookie);

    const { values, version } = await view();
    const bundles = structuredClone(values.bundles);
    bundles.p1.country_prices = { AT: { EUR: 2795 } };
    const preview = await staff(`/sites/${HOST}/preview`, admin.cookie, {
      method: 'POST',
      body: { values: { bundles } },
    });
    expect(preview.body.changes).toEqual([
      { path: 'bundles.p1.country_prices.AT.EUR', before: null, after: 2795 },
    ]);
    const saved = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: { bundles }, version },
    });
    expect(saved.status).toBe(200);

    // The Austrian member's offer and checkout amount change at once; the German member's do not.
    expect(await offer(austrian.cookie)).toEqual({ ...germanBefore, p1: 2795 });
    expect(await charged(austrian.cookie)).toBe(2795);
    expect(p1Before).toBe(germanBefore.p1);
    expect(await offer(german.cookie)).toEqual(germanBefore);
    expect(await charged(german.cookie)).toBe(germanBefore.p1);
    // A visitor choosing Austria sees it too; one from the site's own country does not.
    expect((await offer('selected_country=AT')).p1).toBe(2795);
    expect((await offer('selected_country=NL')).p1).toBe(germanBefore.p1);

    // Taken away again: the preview names it, and Austria pays the site's price.
    const back = await view();
    const without = structuredClone(back.values.bundles);
    without.p1.country_prices = {};
    const removed = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: { bundles: without }, version: back.version },
    });
    expect(removed.body.changes).toEqual([
      { path: 'bundles.p1.country_prices.AT.EUR', before: 2795, after: null },
    ]);
    expect(await offer(austrian.cookie)).toEqual(germanBefore);
  });

  it('refuses a save made on an older version (another admin saved in between)', async () => {
    const { version } = await view();
    const first = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: { refund_days: 10 }, version },
    });
    expect(first.status).toBe(200);
    const before = await stored();
    const late = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: { refund_days: 20 }, version },
    });
    expect([late.status, late.body.error.code]).toEqual([409, 'settings_changed']);
    expect((await stored()).settings).toEqual(before.settings);
  });

  it.each([
    [
      'negative price',
      (v: Values) => ({
        bundles: { ...v.bundles, p0: { ...v.bundles.p0, prices: { ...v.bundles.p0.prices, EUR: -1 } } },
      }),
      'values.bundles.p0.prices.EUR',
    ],
    [
      'unknown method',
      (v: Values) => ({ payment_methods: { ...v.payment_methods, bitcoin: true } }),
      'values.payment_methods',
    ],
    [
      'two popular bundles',
      (v: Values) => ({ bundles: { ...v.bundles, p0: { ...v.bundles.p0, popular: true } } }),
      'values.bundles.popular',
    ],
    ['NUL byte', () => ({ support_phone: '+31\u0000 20' }), 'values.support_phone'],
    [
      'a country price in another currency than the country pays in',
      (v: Values) => ({
        bundles: { ...v.bundles, p2: { ...v.bundles.p2, country_prices: { CH: { EUR: 5000 } } } },
      }),
      'values.bundles.p2.country_prices.CH',
    ],
    [
      'a malformed country code',
      (v: Values) => ({
        bundles: { ...v.bundles, p2: { ...v.bundles.p2, country_prices: { Austria: { EUR: 5000 } } } },
      }),
      'values.bundles.p2.country_prices',
    ],
    ['unknown setting', () => ({ colour: 'red' }), 'values'],
    ['negative cost', () => ({ gift_credits: -3 }), 'values.gift_credits'],
  ])('refuses %s with a field error, nothing written', async (_name, make, field) => {
    const { values, version } = await view();
    const before = await stored();
    const auditsBefore = await audits();
    const res = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: make(values), version },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields).some((k) => k.startsWith(field))).toBe(true);
    expect((await stored()).settings).toEqual(before.settings);
    expect(await audits()).toBe(auditsBefore);
  });

  it('refuses support and operators, a foreign Origin, and an unknown site', async () => {
    const { version } = await view();
    const body = { values: { refund_days: 3 }, version };
    for (const who of [support, operator]) {
      expect((await staff('/sites', who.cookie)).status).toBe(403);
      expect((await staff(`/sites/${HOST}/settings`, who.cookie, { method: 'PUT', body })).status).toBe(403);
    }
    const foreign = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body,
      origin: 'http://evil.example',
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'forbidden_origin']);
    expect((await staff('/sites/nowhere.example', admin.cookie)).status).toBe(404);
    expect((await view()).version).toBe(version);
  });
});
