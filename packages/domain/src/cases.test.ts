import { describe, expect, it } from 'vitest';
import { caseReference, complaintReference, statusAfterReply } from './index.ts';

describe('cases', () => {
  it('gives a reference like the complaint form does', () => {
    expect(caseReference('complaint', 42)).toBe(complaintReference(42));
    expect(caseReference('report', 7)).toBe('R-000007');
  });
  it('moves an open case in progress when staff reply, and leaves others alone', () => {
    expect(statusAfterReply('open')).toBe('in_progress');
    expect(statusAfterReply('in_progress')).toBe('in_progress');
    expect(statusAfterReply('closed')).toBe('closed');
  });
});
