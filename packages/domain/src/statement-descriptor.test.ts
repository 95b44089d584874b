import { describe, expect, it } from 'vitest';
import { defaultStatementDescriptor, statementDescriptor } from './statement-descriptor.ts';

describe('statement descriptor', () => {
  it('defaults to the company name without its legal form, as a card network prints it', () => {
    expect(defaultStatementDescriptor('Lanternfield Media B.V.')).toBe('LANTERNFIELD MEDIA');
    expect(defaultStatementDescriptor('Über Großhandel GmbH')).toBe('UBER GROHANDEL');
    expect(defaultStatementDescriptor('A very long company name indeed Ltd')).toHaveLength(22);
    expect(defaultStatementDescriptor('!!!')).toBe('ONLINE SERVICES');
  });

  it('takes the operator’s setting when there is one', () => {
    expect(statementDescriptor('LFM SERVICES', 'Lanternfield Media B.V.')).toBe('LFM SERVICES');
    expect(statementDescriptor('  ', 'Lanternfield Media B.V.')).toBe('LANTERNFIELD MEDIA');
  });
});
