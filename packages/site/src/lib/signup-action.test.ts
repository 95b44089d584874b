/**
 * The tracking a signup sends to the API (spec §3, ADR 0031): with no tracking cookie (no
 * consent) the form's hidden fields carry it; a stored first touch still wins.
 */
import { describe, expect, it } from 'vitest';
import { testLoadContext } from '../test/load-context.ts';
import { signupAction } from './signup-action.server.ts';

function fakeApi(request: Request) {
  const posted: Record<string, unknown>[] = [];
  const ctx = testLoadContext(request, async (request: Request) => {
    posted.push((await request.json()) as Record<string, unknown>);
    // A refusal ends the action without a redirect; what was sent is what matters here.
    return Response.json(
      { error: { code: 'email_taken', message: 'taken', fields: { email: 'email_taken' } } },
      { status: 409 },
    );
  });
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
    const request = signupPost({ network: 'adnet', ref: 'r7', sub1: 's1', sub3: 's3' });
    const { ctx, posted } = fakeApi(request);
    await signupAction(request, ctx);
    expect(posted[0]!.tracking).toEqual({ network: 'adnet', ref: 'r7', sub1: 's1', sub3: 's3' });
  });

  it('keeps the first touch of the cookie over the form', async () => {
    const cookie = `tracking=${encodeURIComponent(JSON.stringify({ network: 'first' }))}`;
    const request = signupPost({ network: 'later' }, cookie);
    const { ctx, posted } = fakeApi(request);
    await signupAction(request, ctx);
    expect(posted[0]!.tracking).toEqual({ network: 'first' });
  });

  it('sends a first message to the member of a landing with its tracking', async () => {
    const request = signupPost({ signup_message: 'Hi there', network: 'adnet' });
    const { ctx, posted } = fakeApi(request);
    await signupAction(request, ctx, 42);
    expect(posted[0]).toMatchObject({
      signup_message: 'Hi there',
      message_to: 42,
      tracking: { network: 'adnet' },
    });
  });
});
