import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_SCORE,
  passwordMeterLevel,
  passwordStrengthProblem,
  personalWords,
} from './password-strength.ts';

const me = { email: 'Anna.Berg@example.org', name: 'Anna' };

describe('ADR 0045 password strength rule', () => {
  it('refuses a score below the minimum and accepts the minimum', () => {
    expect(passwordStrengthProblem('correct horse', PASSWORD_MIN_SCORE - 1, me)).toBe('password_weak');
    expect(passwordStrengthProblem('correct horse', PASSWORD_MIN_SCORE, me)).toBeNull();
  });

  it('refuses a password containing the e-mail, its local part or the name, whatever the case', () => {
    expect(passwordStrengthProblem('xx-anna.berg@example.org', 4, me)).toBe('password_personal');
    expect(passwordStrengthProblem('ANNA.BERG-1999!', 4, me)).toBe('password_personal');
    expect(passwordStrengthProblem('hello-anna-2026', 4, me)).toBe('password_personal');
  });

  it('ignores personal parts shorter than 3 characters', () => {
    expect(personalWords('jo@x.io', 'Al')).toEqual(['jo@x.io']);
    expect(passwordStrengthProblem('jolly-algae-river', 4, { email: 'jo@x.io', name: 'Al' })).toBeNull();
  });

  it('maps a score to the meter step', () => {
    expect(passwordMeterLevel(-1)).toEqual({ level: 0, acceptable: false });
    expect(passwordMeterLevel(2)).toEqual({ level: 2, acceptable: false });
    expect(passwordMeterLevel(3)).toEqual({ level: 3, acceptable: true });
    expect(passwordMeterLevel(9)).toEqual({ level: 4, acceptable: true });
  });
});
