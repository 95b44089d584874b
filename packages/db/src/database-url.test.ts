/** A wrong DATABASE_URL is one clear line naming the setting (issue 16 point 9). */
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { DatabaseSettingError, checkDatabaseUrl } from './database-url.ts';

describe('checkDatabaseUrl', () => {
  it('keeps a PostgreSQL URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(checkDatabaseUrl(url)).toBe(url);
    expect(checkDatabaseUrl('postgresql:///test?host=/var/run/postgresql')).toContain('postgresql:');
  });

  it.each([
    ['not-a-url', /^DATABASE_URL is not a URL \(got "not-a-url"\)/],
    ['mysql://root@db/app', /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    ['postgres:///app', /^DATABASE_URL names no host/],
  ])('refuses %s with one line naming DATABASE_URL', (value, message) => {
    const error = (() => {
      try {
        checkDatabaseUrl(value);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(DatabaseSettingError);
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain('\n');
  });

  it('never prints the password', () => {
    expect(() => checkDatabaseUrl('mysql://root:s3cret@db/app')).toThrow(/^(?!.*s3cret)/);
  });
});

describe('createDatabase with a server that does not answer', () => {
  it('says which host and why, in one line', async () => {
    const error = await createDatabase({ url: 'postgres://postgres@127.0.0.1:1/test' }).catch((e) => e);
    expect(error).toBeInstanceOf(DatabaseSettingError);
    expect(error.message).toMatch(
      /^Cannot connect to PostgreSQL at 127\.0\.0\.1:1 \(DATABASE_URL\): .*ECONNREFUSED/,
    );
    expect(error.message).not.toContain('\n');
  });
});
