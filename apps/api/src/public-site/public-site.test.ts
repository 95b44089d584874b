/** The public site's calls: complaints (stored, confirmed by e-mail, limited per IP) and the operator's page texts. */
import { complaints, sitePages } from '@dating/db/schema';
import { COMPLAINTS_PER_IP_PER_DAY } from '@dating/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let now = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  h = await createHarness({ members: 4, now: () => now });
});
afterAll(() => h.close());

const file = (body: unknown, cookie?: string) =>
  h.request('/api/complaints.php', { method: 'POST', body: JSON.stringify(body), cookie });
const stored = async () => Number((await h.db.select({ n: count() }).from(complaints))[0]!.n);
const valid = {
  reason: 'billing',
  message: 'I was charged twice for the same bundle.',
  name: 'Jo Visitor',
  email: 'jo@example.com',
  subject: 'https://velvetdate.example/members/12',
  locale: 'de',
};

describe('POST /api/complaints.php', () => {
  it('stores the complaint and mails its reference in the chosen language', async () => {
    const res = await file(valid);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^C-\d{6}$/);
    const [row] = await h.db.select().from(complaints);
    expect(row).toMatchObject({
      reason: 'billing',
      email: 'jo@example.com',
      subject: 'https://velvetdate.example/members/12',
      locale: 'de',
      status: 'open',
      siteHost: 'velvetdate.example',
      userId: null,
    });
    const mail = await h.lastMail('jo@example.com');
    expect(mail?.subject).toContain(res.body.reference);
    expect(mail?.subject).toContain('Beschwerde');
    expect(mail?.textBody).toContain('Jo Visitor');
    expect(mail?.textBody).toContain('/pages/service');
    expect(mail?.textBody).toContain('eine Beschwerde eingereicht');
    expect(mail?.htmlBody).toContain('Velvet Date');
  });

  it('links a logged-in member to the complaint', async () => {
    const alice = await h.member('alice@velvet.demo');
    const res = await file({ ...valid, email: 'alice@velvet.demo', subject: '' }, alice.cookie);
    expect(res.status).toBe(201);
    const rows = await h.db.select().from(complaints);
    const mine = rows.find((r) => r.email === 'alice@velvet.demo');
    expect(mine?.userId).toBe(alice.id);
    expect(mine?.subject).toBeNull();
  });

  it('answers bad input with field errors and writes nothing', async () => {
    const before = await stored();
    const res = await file({ reason: 'nonsense', message: '  ', name: '', email: 'x'.repeat(300) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      reason: 'required',
      message: 'required',
      name: 'required',
      email: 'too_long',
    });
    const badMail = await file({ ...valid, email: 'not-an-address' });
    expect(badMail.status).toBe(400);
    expect(badMail.body.error.fields).toEqual({ email: 'invalid_email' });
    expect((await h.request('/api/complaints.php', { method: 'POST', body: '{' })).status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('limits complaints per IP and day with a 429, and allows them again the next day', async () => {
    now = new Date('2026-11-24T09:00:00Z');
    for (let i = 0; i < COMPLAINTS_PER_IP_PER_DAY; i++) expect((await file(valid)).status).toBe(201);
    const before = await stored();
    const limited = await file(valid);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(await stored()).toBe(before);
    now = new Date('2026-11-25T09:00:00Z');
    expect((await file(valid)).status).toBe(201);
  });
});

describe('GET /api/page.php', () => {
  it('is null until the operator stores a text, then gives that text for that site and locale only', async () => {
    const empty = await h.request('/api/page.php?slug=terms&locale=en');
    expect(empty.status).toBe(200);
    expect(empty.body.page).toBeNull();
    await h.db.insert(sitePages).values({
      siteHost: 'velvetdate.example',
      slug: 'terms',
      locale: 'en',
      title: 'Our terms',
      body: '## Scope\n\nThese terms apply.',
    });
    const page = await h.request('/api/page.php?slug=terms&locale=en');
    expect(page.body.page).toMatchObject({ title: 'Our terms', body: '## Scope\n\nThese terms apply.' });
    expect((await h.request('/api/page.php?slug=terms&locale=de')).body.page).toBeNull();
    const bad = await h.request('/api/page.php?slug=../etc&locale=english');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ slug: 'invalid', locale: 'invalid' });
  });
});
