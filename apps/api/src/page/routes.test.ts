/**
 * The page calls: GET /api/page-shell.php equals what settings.php, companyinfo.php, user.php
 * and badges.php answer; GET /api/profile-page.php what profile.php, photos.php and privacy.php answer.
 */
import { pageShellResponseSchema, profilePageResponseSchema } from '@dating/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 6 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
});
afterAll(() => h.close());

describe('GET /api/page-shell.php', () => {
  it('gives a visitor the settings and no member', async () => {
    const page = await h.request('/api/page-shell.php');
    expect(page.status).toBe(200);
    expect(pageShellResponseSchema.parse(page.body)).toEqual({
      settings: (await h.request('/api/settings.php')).body.settings,
      company: (await h.request('/api/companyinfo.php')).body.companyinfo,
      user: null,
      badges: null,
    });
  });

  it('gives a member the settings, the member and the badges in one answer', async () => {
    await h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: alice.id, text: 'Hi Alice' }),
      cookie: bob.cookie,
    });
    const page = await h.request('/api/page-shell.php', { cookie: alice.cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const [settings, company, user, badges] = await Promise.all([
      h.request('/api/settings.php', { cookie: alice.cookie }),
      h.request('/api/companyinfo.php'),
      h.request('/api/user.php', { cookie: alice.cookie }),
      h.request('/api/badges.php', { cookie: alice.cookie }),
    ]);
    expect(pageShellResponseSchema.parse(page.body)).toEqual({
      settings: settings.body.settings,
      company: company.body.companyinfo,
      user: user.body.user,
      badges: badges.body,
    });
    expect(page.body.badges.unread_messages).toBe(1);
  });
});

describe('GET /api/profile-page.php', () => {
  it('needs a session', async () => {
    const res = await h.request('/api/profile-page.php');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('gives the profile, the photos and privacy mode in one answer', async () => {
    await h.request('/api/privacy.php', {
      method: 'PUT',
      body: JSON.stringify({ privacy: true }),
      cookie: alice.cookie,
    });
    const page = await h.request('/api/profile-page.php', { cookie: alice.cookie });
    expect(page.status).toBe(200);
    const [profile, photos, privacy] = await Promise.all([
      h.request('/api/profile.php', { cookie: alice.cookie }),
      h.request('/api/photos.php', { cookie: alice.cookie }),
      h.request('/api/privacy.php', { cookie: alice.cookie }),
    ]);
    expect(profilePageResponseSchema.parse(page.body)).toEqual({
      profile: profile.body.profile,
      photos: photos.body,
      privacy: privacy.body.privacy,
    });
    expect(page.body.privacy).toBe(true);
  });
});
