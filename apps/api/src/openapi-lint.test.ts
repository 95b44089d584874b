/**
 * The OpenAPI document passes a maintained linter (issue 17 point 2, ADR 0053): Redocly's
 * recommended rules, with every operation's operationId, summary and security required as errors.
 * All problems are listed at once, one line each, so a failure says every route that lacks one.
 */
import { type NormalizedProblem, createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from './test/harness.ts';

let h: Harness;
let doc: { paths: Record<string, Record<string, unknown>>; components?: Record<string, unknown> };
let problems: NormalizedProblem[];

beforeAll(async () => {
  h = await createHarness({ members: 1 });
  doc = (await h.request('/api/openapi.json')).body;
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      'operation-operationId': 'error',
      'operation-operationId-unique': 'error',
      'operation-operationId-url-safe': 'error',
      'operation-summary': 'error',
      'security-defined': 'error',
      // A private API, published to no one: no licence to name.
      'info-license': 'off',
      // Public reads (settings, regions, bundles…) have no client error to answer; where one exists
      // the error envelope is documented.
      'operation-4xx-response': 'off',
    },
  });
  problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
});
afterAll(() => h.close());

/** `rule  METHOD /path: message` — where in the document a problem is. */
function line(p: NormalizedProblem): string {
  const pointer = p.location[0]?.pointer ?? '';
  const [, , path, method] = pointer.split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const where = pointer.startsWith('#/paths/') ? `${method?.toUpperCase()} ${path}` : pointer;
  return `${p.severity} ${p.ruleId}  ${where}: ${p.message}${pointer.split('/').length > 4 ? ` (${pointer})` : ''}`;
}

/** The problems of the operations at these paths only. */
const problemsAt = (paths: string[]) =>
  problems.filter((p) =>
    paths.some((path) => (p.location[0]?.pointer ?? '').startsWith(`#/paths/${path.replaceAll('/', '~1')}/`)),
  );

describe('GET /api/openapi.json', () => {
  it('declares the session cookie as the security scheme `session`', () => {
    expect(doc.components?.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    });
  });

  it('passes the linter: every operation has an operationId, a summary and its security', () => {
    expect(problems.map(line)).toEqual([]);
  });

  it('an annotated route file passes on its own (live.ts: typing, events, page-hidden)', () => {
    const live = ['/api/typing.php', '/api/events.php', '/api/page-hidden.php'];
    expect(live.every((path) => path in doc.paths)).toBe(true);
    expect(problemsAt(live).map(line)).toEqual([]);
  });
});
