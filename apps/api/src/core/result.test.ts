import { describe, expect, it } from 'vitest';
import { done, refuse } from './result.ts';

describe('command results', () => {
  it('carry a value or a reason with its fields and params', () => {
    expect(done(3)).toEqual({ ok: true, value: 3 });
    expect(refuse('login_blocked', { params: { minutes: 5 } })).toEqual({
      ok: false,
      reason: 'login_blocked',
      params: { minutes: 5 },
    });
  });
});
