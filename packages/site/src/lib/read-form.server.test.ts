import { describe, expect, it } from 'vitest';
import { readForm } from './read-form.server.ts';

const post = (body: string, type: string) =>
  new Request('http://velvet.localhost/login', { method: 'POST', body, headers: { 'Content-Type': type } });

describe('readForm', () => {
  it('reads a posted form', async () => {
    const form = await readForm(post('email=a%40b.example&password=x', 'application/x-www-form-urlencoded'));
    expect(form.get('email')).toBe('a@b.example');
  });

  it('answers a body that is not a form with 400 and the general error, not a 500', async () => {
    const thrown = await readForm(post('{"email":"a@b.example"}', 'application/json')).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(400);
    expect(await thrown.json()).toEqual({
      code: 'general_error',
      message: 'An error occurred, please try again later',
    });
  });
});
