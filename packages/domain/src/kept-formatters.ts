/**
 * Intl formatters made once per kind and shared: making one costs tens of microseconds on the
 * server and, for the first of a kind, the platform's locale data in a browser, while formatting
 * with it is cheap (a list of chats asked for one per row, a bundle page one per price). Forgets
 * them all past `limit` kinds, which only odd time zones could reach.
 */
export function keptFormatters<T>(limit = 1000): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    let formatter = kept.get(key);
    if (formatter === undefined) {
      if (kept.size >= limit) kept.clear();
      formatter = make();
      kept.set(key, formatter);
    }
    return formatter;
  };
}
