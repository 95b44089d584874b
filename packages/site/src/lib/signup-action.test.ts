/**
 * The tracking a signup sends to the API (spec §3, ADR 0031): with no tracking cookie (no
 * consent) the form's hidden fields carry it; a stored first touch still wins.
 */
import { describe, expect, it } from 'vitest';
import type { SiteLoadContext } from '../context.server.ts';
import { signupAction } from './signup-action.server.ts';

function fakeApi() {
  const posted: Record<string, unknown>[] = [];
  const ctx = {
    site: { host: 'herflame.example' },
    nonce: 'n',
    apiFetch: async (request: Request) => {
      posted.push((await request.json()) as Record<string, unknown>);
      // A refusal ends the action without a redirect; what was sent is what matters here.
      return Response.json(
        { error: { code: 'email_taken', message: 'taken', fields: { email: 'email_taken' } } },
        { status: 409 },
      );
    },
  } as unknown as SiteLoadContext;
  return { ctx, posted };
}

function signupPost(fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams({
    gender: 'male',
    looking_for: 'female',
    name: 'Lander',
    date_of_birth: '1988-05-17',
    email: 'lander@example.org',
    password: 'my-secret-pass',
    terms: 'on',
    ...fields,
  });
  return new Request('http://herflame.localhost/signup', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
}

describe('signupAction tracking', () => {
  it('sends the tracking of the form’s hidden fields when no cookie kept it', async () => {
    const { ctx, posted } = fakeApi();
    await signupAction(signupPost({ network: 'adnet', ref: 'r7', sub1: 's1', sub3: 's3' }), ctx);
    expect(posted[0]!.tracking).toEqual({ network: 'adnet', ref: 'r7', sub1: 's1', sub3: 's3' });
  });

  it('keeps the first touch of the cookie over the form', async () => {
    const { ctx, posted } = fakeApi();
    const cookie = `tracking=${encodeURIComponent(JSON.stringify({ network: 'first' }))}`;
    await signupAction(signupPost({ network: 'later' }, cookie), ctx);
    expect(posted[0]!.tracking).toEqual({ network: 'first' });
  });

  it('sends a first message to the member of a landing with its tracking', async () => {
    const { ctx, posted } = fakeApi();
    await signupAction(signupPost({ signup_message: 'Hi there', network: 'adnet' }), ctx, 42);
    expect(posted[0]).toMatchObject({
      signup_message: 'Hi there',
      message_to: 42,
      tracking: { network: 'adnet' },
    });
  });
});
