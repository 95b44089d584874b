/**
 * zod issues → `{ field: code }`, the one shape of field errors in API responses and in form
 * actions. Our schemas use error codes as messages; zod's own messages map to a few codes.
 */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

export function fieldErrorCodes(issues: readonly IssueLike[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    fields[key] = /^[a-z_]+$/.test(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && /received undefined/.test(issue.message)
        ? 'required'
        : issue.code === 'too_big'
          ? 'too_long'
          : 'invalid';
  }
  return fields;
}
