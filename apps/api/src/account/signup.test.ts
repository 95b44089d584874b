/** Signup step 0, the profile steps, photo upload and activation as the site calls them (spec §4, §5). */
import { emailTokens, profiles, users } from '@dating/db/schema';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { ACTIVATION_MAILS_PER_DAY } from './commands.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 4 });
});
afterAll(() => h.close());

const post = (body: unknown, cookie?: string) => ({ method: 'POST', body: JSON.stringify(body), cookie });
let n = 0;
const form = (over: Record<string, unknown> = {}) => ({
  email: `new${++n}@example.org`,
  name: `Newbie${n}`,
  date_of_birth: '1990-04-12',
  password: 'a-long-password',
  gender: 'male',
  looking_for: 'female',
  terms: true,
  ...over,
});
const usersCount = async () => Number((await h.db.select({ n: count() }).from(users))[0]!.n);

async function signUp(over: Record<string, unknown> = {}) {
  const body = form(over);
  const res = await h.request('/api/signup.php', post(body));
  return {
    ...res,
    body: res.body,
    email: body.email,
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!,
  };
}

describe('POST /api/signup.php', () => {
  it('creates a not-confirmed member with a disabled profile, logs them in and mails an activation link', async () => {
    const res = await signUp({ tracking: { network: 'aff1', sub1: 'spring', other: 'dropped' } });
    expect(res.status).toBe(201);
    expect(res.body.user.status).toBe('not_confirmed');
    expect(res.body.user.profile.status).toBe('disabled');
    expect(res.cookie).toMatch(/^sid=/);
    const [row] = await h.db.select().from(users).where(eq(users.email, res.email));
    expect(row!.tracking).toEqual({ network: 'aff1', sub1: 'spring' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await h.lastMail(res.email);
    expect(mail?.subject).toContain('Confirm your e-mail address');
    expect(mail?.textBody).toContain('http://velvet.localhost/activate?token=');
    expect(mail?.htmlBody).toContain(mail!.token!);
    const [token] = await h.db.select().from(emailTokens).where(eq(emailTokens.email, res.email));
    expect(token!.tokenHash).not.toContain(mail!.token!);
    const me = await h.request('/api/user.php', { cookie: res.cookie });
    expect(me.body.user.email).toBe(res.email);
  });

  it('writes the activation e-mail in the language the visitor signed up in', async () => {
    const res = await signUp({ language: 'de' });
    const mail = await h.lastMail(res.email);
    expect(mail?.subject).toMatch(/E-Mail-Adresse/);
  });

  it('answers every spec §5 rule as a field error and writes nothing', async () => {
    const before = await usersCount();
    const res = await h.request(
      '/api/signup.php',
      post(form({ email: 'not-an-email', name: '@me', date_of_birth: '2015-01-01', password: 'short' })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual({
      email: 'invalid_email',
      name: 'username_starts_with_at',
      date_of_birth: 'date_of_birth_min_age',
      password: 'password_too_short',
    });
    expect(res.body.error.params).toEqual({ min_age: 18 });
    expect(await usersCount()).toBe(before);
  });

  it('refuses a username equal to the e-mail address and an impossible date', async () => {
    const res = await h.request(
      '/api/signup.php',
      post(form({ email: 'same@example.org', name: 'same@example.org', date_of_birth: '1990-02-30' })),
    );
    expect(res.body.error.fields).toMatchObject({
      name: 'username_equals_email',
      date_of_birth: 'invalid_date_of_birth',
    });
  });

  it('says an account with this e-mail address already exists, whatever the case', async () => {
    const first = await signUp();
    const again = await h.request('/api/signup.php', post(form({ email: first.email.toUpperCase() })));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });
  });

  it('tells a member whose account is pending deletion', async () => {
    const first = await signUp();
    await h.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.email, first.email));
    const again = await h.request('/api/signup.php', post(form({ email: first.email })));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('account_pending_deletion');
  });

  it('needs the terms accepted and both genders, with field errors', async () => {
    const res = await h.request(
      '/api/signup.php',
      post(form({ terms: false, gender: 'robot', looking_for: undefined })),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      terms: 'terms_required',
      gender: 'required',
      looking_for: 'required',
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await h.request('/api/signup.php', { method: 'POST', body: '{"email":' });
    expect(res.status).toBe(400);
  });
});

describe('signup with a first message to a member (spec §4 step 0)', () => {
  it('creates the account and holds the message until the e-mail is confirmed', async () => {
    const bob = await h.member('bob@velvet.demo');
    const res = await signUp({ message_to: bob.id, signup_message: 'Hi Bob, I just joined!' });
    expect(res.status).toBe(201);
    const mine = await h.request(`/api/chat.php?profile=${bob.id}`, { cookie: res.cookie });
    expect(mine.body.conversation.messages).toEqual([
      expect.objectContaining({ text: 'Hi Bob, I just joined!', mine: true, held: true }),
    ]);
    const bobs = await h.request('/api/chats.php', { cookie: bob.cookie });
    expect(bobs.body.chats.some((c: { profile: { id: number } }) => c.profile.id === res.body.user.id)).toBe(
      false,
    );
    const mail = await h.lastMail(res.email);
    await h.request('/api/activation.php', post({ token: mail!.token }));
    const after = await h.request('/api/chats.php', { cookie: bob.cookie });
    expect(after.body.chats[0]).toMatchObject({
      profile: { id: res.body.user.id },
      num_unread_messages: 1,
      last_message: { text: 'Hi Bob, I just joined!' },
    });
  });

  it('refuses an empty or too long first message and an unknown member, creating no account', async () => {
    const bob = await h.member('bob@velvet.demo');
    const before = await usersCount();
    const empty = await signUp({ message_to: bob.id, signup_message: '  ' });
    expect([empty.status, empty.body.error.fields.signup_message]).toEqual([400, 'message_empty']);
    const long = await signUp({ message_to: bob.id, signup_message: 'x'.repeat(1001) });
    expect([long.status, long.body.error.fields.signup_message]).toEqual([400, 'message_too_long']);
    const nobody = await signUp({ message_to: 987_654, signup_message: 'Hello' });
    expect(nobody.status).toBe(404);
    expect(await usersCount()).toBe(before);
  });
});

describe('signup modes (setting signups)', () => {
  const setMode = async (signups: string) => {
    const { sites } = await import('@dating/db/schema');
    await h.db.update(sites).set({ settings: { signups } }).where(eq(sites.host, 'velvetdate.example'));
    await h.dataChanged();
  };
  afterAll(() => setMode('all'));

  it('with_trafficsource opens signup only with a traffic source', async () => {
    await setMode('with_trafficsource');
    const closed = await h.request('/api/signup.php', post(form()));
    expect(closed.status).toBe(403);
    expect(closed.body.error.code).toBe('signup_closed');
    const open = await h.request('/api/signup.php', post(form({ tracking: { network: 'aff9' } })));
    expect(open.status).toBe(201);
  });

  it('any other value means invitation only', async () => {
    await setMode('invite_only');
    const res = await h.request('/api/signup.php', post(form({ tracking: { network: 'aff9' } })));
    expect(res.status).toBe(403);
  });
});

describe('profile steps and photo', () => {
  it('saves location, personal info and about me, and an empty value clears a field', async () => {
    const { cookie } = await signUp();
    const patch = (body: unknown) =>
      h.request('/api/profile.php', { method: 'PATCH', body: JSON.stringify(body), cookie });
    expect((await patch({ country: 'DE', region: 'Bayern', city: 'München' })).status).toBe(200);
    await patch({ hair_color: 'brown', body_type: 'slim', relationship_status: 'single', tattoos: true });
    const res = await patch({ about_me: 'I like long walks.', city: '' });
    expect(res.body.profile).toMatchObject({
      country: 'DE',
      region: 'Bayern',
      city: null,
      hair_color: 'brown',
      body_type: 'slim',
      tattoos: true,
      about_me: 'I like long walks.',
    });
  });

  it('refuses a region that is not one of the country’s and writes nothing (spec §9)', async () => {
    const { cookie } = await signUp();
    const patch = (body: unknown) =>
      h.request('/api/profile.php', { method: 'PATCH', body: JSON.stringify(body), cookie });
    expect((await patch({ country: 'NL', region: 'Noord-Holland', city: 'Haarlem' })).status).toBe(200);
    const wrong = await patch({ country: 'DE', region: 'Noord-Holland', city: 'Köln' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ region: 'region_mismatch' });
    const kept = await h.request('/api/profile.php', { cookie });
    expect(kept.body.profile).toMatchObject({ country: 'NL', region: 'Noord-Holland', city: 'Haarlem' });
    expect((await patch({ region: 'Atlantis' })).body.error.fields).toEqual({ region: 'region_mismatch' });
  });

  it('takes no region for a country without a region label and drops one that no longer fits', async () => {
    const { cookie } = await signUp();
    const patch = (body: unknown) =>
      h.request('/api/profile.php', { method: 'PATCH', body: JSON.stringify(body), cookie });
    await patch({ country: 'DE', region: 'Bayern' });
    const moved = await patch({ country: 'BR', city: 'Recife' });
    expect(moved.status).toBe(200);
    expect(moved.body.profile).toMatchObject({ country: 'BR', region: null, city: 'Recife' });
    expect((await patch({ country: 'BR', region: '' })).status).toBe(200);
    const refused = await patch({ country: 'BR', region: 'Pernambuco' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ region: 'region_mismatch' });
  });

  it('refuses unknown values and fields with field errors', async () => {
    const { cookie } = await signUp();
    const res = await h.request('/api/profile.php', {
      method: 'PATCH',
      body: JSON.stringify({ body_type: 'round', country: 'Germany' }),
      cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ body_type: 'invalid', country: 'invalid' });
    const extra = await h.request('/api/profile.php', {
      method: 'PATCH',
      body: JSON.stringify({ credits: 100 }),
      cookie,
    });
    expect(extra.status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await h.request('/api/profile.php', { method: 'PATCH', body: '{}' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('re-encodes an uploaded photo to WebP, makes it the main photo and refuses a fourth for a free member', async () => {
    const { cookie } = await signUp();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const upload = (bytes: Uint8Array, name = 'me.png') => {
      const data = new FormData();
      data.set('photo', new File([bytes], name, { type: 'image/png' }));
      return h.request('/api/photos.php', { method: 'POST', body: data, cookie });
    };
    const first = await upload(png);
    expect(first.status).toBe(201);
    expect(first.body.user.profile.main_image.filename).toMatch(/\.webp$/);
    await upload(png);
    await upload(png);
    const fourth = await upload(png);
    expect(fourth.status).toBe(403);
    expect(fourth.body.error).toMatchObject({ code: 'photo_limit_reached', params: { max: 3 } });
  });

  it('answers a file that is not an image with a field error', async () => {
    const { cookie } = await signUp();
    const data = new FormData();
    data.set('photo', new File([new TextEncoder().encode('hello')], 'x.png', { type: 'image/png' }));
    const res = await h.request('/api/photos.php', { method: 'POST', body: data, cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ photo: 'invalid_image' });
    const none = await h.request('/api/photos.php', { method: 'POST', body: new FormData(), cookie });
    expect(none.body.error.fields).toEqual({ photo: 'required' });
  });
});

describe('activation', () => {
  it('answers a second click on the same link (a mail scanner opened it first) with success', async () => {
    const res = await signUp();
    const { token } = (await h.lastMail(res.email))!;
    expect((await h.request('/api/activation.php', post({ token }))).status).toBe(200);
    expect((await h.request('/api/activation.php', post({ token }))).status).toBe(200);
  });

  it('refuses a used link once the account is no longer confirmed', async () => {
    const res = await signUp();
    const { token } = (await h.lastMail(res.email))!;
    const ok = await h.request('/api/activation.php', post({ token }));
    expect(ok.status).toBe(200);
    const me = await h.request('/api/user.php', { cookie: res.cookie });
    expect(me.body.user.status).toBe('confirmed');
    expect(me.body.user.profile.status).toBe('active');
    expect((await h.request('/api/activation.php', post({ token: 'x'.repeat(43) }))).status).toBe(400);
    await h.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.email, res.email));
    const again = await h.request('/api/activation.php', post({ token }));
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('activation_failed');
  });

  it('refuses an expired link', async () => {
    const res = await signUp();
    const { token } = (await h.lastMail(res.email))!;
    await h.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.email, res.email));
    const late = await h.request('/api/activation.php', post({ token }));
    expect(late.body.error.code).toBe('activation_failed');
    const [profile] = await h.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.userId, res.body.user.id));
    expect(profile!.status).toBe('disabled');
  });

  it('resends the activation mail up to the daily limit', async () => {
    const res = await signUp();
    for (let i = 1; i < ACTIVATION_MAILS_PER_DAY; i++) {
      expect((await h.request('/api/activation-mail.php', post({}, res.cookie))).status).toBe(200);
    }
    const over = await h.request('/api/activation-mail.php', post({}, res.cookie));
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
  });
});
