/**
 * DATABASE_URL checked at start (issue 16 point 9): a wrong setting is one clear line naming
 * the setting and the reason, not a query stack with the cause buried in it.
 */

/** A start-up problem the operator fixes in the settings: printed as its message alone. */
export class DatabaseSettingError extends Error {
  override name = 'DatabaseSettingError';
}

/** The URL without its password, for messages. */
function redacted(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

/** `value` when it is a usable PostgreSQL URL, else a DatabaseSettingError saying why. */
export function checkDatabaseUrl(value: string): string {
  if (!URL.canParse(value)) {
    throw new DatabaseSettingError(
      `DATABASE_URL is not a URL (got "${value.replace(/:[^:@/]*@/, ':***@')}"); expected postgres://user:password@host:5432/database`,
    );
  }
  const url = new URL(value);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new DatabaseSettingError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//…)`,
    );
  }
  if (!url.hostname && !url.searchParams.has('host')) {
    throw new DatabaseSettingError(`DATABASE_URL names no host (${redacted(url)})`);
  }
  return value;
}

/** The innermost cause of a driver error (drizzle wraps the driver's in "Failed query…"). */
function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current;
}

/** A one-line error for a database that cannot be reached or refuses us. */
export function connectionError(url: string, error: unknown): DatabaseSettingError {
  const parsed = new URL(url);
  const where = `${parsed.hostname || parsed.searchParams.get('host')}${parsed.port ? `:${parsed.port}` : ''}`;
  const cause = rootCause(error);
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new DatabaseSettingError(`Cannot connect to PostgreSQL at ${where} (DATABASE_URL): ${reason}`);
}
