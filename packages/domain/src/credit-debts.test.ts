import { describe, expect, it } from 'vitest';
import { debtPayoff, outstandingDebt } from './credit-debts.ts';

const debts = [
  { id: 7, credits: 40, paid: 10 },
  { id: 3, credits: 20, paid: 0 },
  { id: 9, credits: 5, paid: 5 },
];

describe('credit debts', () => {
  it('adds up what is still owed', () => {
    expect(outstandingDebt(debts)).toBe(50);
    expect(outstandingDebt([])).toBe(0);
  });
  it('pays off the oldest debt first, never more than it owes or than was bought', () => {
    expect(debtPayoff(25, debts)).toEqual([
      { id: 3, credits: 20 },
      { id: 7, credits: 5 },
    ]);
    expect(debtPayoff(500, debts)).toEqual([
      { id: 3, credits: 20 },
      { id: 7, credits: 30 },
    ]);
  });
  it('pays nothing with nothing bought or nothing owed', () => {
    expect(debtPayoff(0, debts)).toEqual([]);
    expect(debtPayoff(10, [{ id: 1, credits: 4, paid: 4 }])).toEqual([]);
  });
});
