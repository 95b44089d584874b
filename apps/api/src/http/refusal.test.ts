import { describe, expect, it } from 'vitest';
import { refuse } from '../core/result.ts';
import { orRefuse, refusalError } from './refusal.ts';

describe('a refusal as the API answer', () => {
  it('takes its status from the reason and keeps fields and params', () => {
    const error = refusalError(refuse('not_enough_credits', { params: { max: 2 } }));
    expect([error.status, error.code, error.params]).toEqual([402, 'not_enough_credits', { max: 2 }]);
  });

  it('passes a value through and throws a refusal', () => {
    expect(orRefuse({ ok: true, value: 'x' })).toBe('x');
    expect(() => orRefuse(refuse('not_found'))).toThrow('not found');
  });
});
