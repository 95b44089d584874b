/**
 * Spec §6: where only visitors from a traffic source may search, the tracking the visitor
 * arrived with — kept in the tracking cookie from their first page — reaches GET /api/members.php.
 * The fake API answers like the real one with logged_out_search off and
 * logged_out_search_trafficsource on (apps/api members.test.ts proves that side).
 */
import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';
import { loader } from './members.tsx';

function trafficSourceOnlyApi() {
  const searched: URL[] = [];
  const ctx = {
    site: {
      host: 'members-loader.test',
      domain: { domainLanguage: 'en', locales: ['en'] },
    },
    nonce: 'n',
    apiFetch: async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/regions.php') return Response.json({ regions: {} });
      searched.push(url);
      if (!url.searchParams.get('network'))
        return Response.json(
          { error: { code: 'authentication_required', message: 'Log in to search members' } },
          { status: 403 },
        );
      return Response.json({
        members: [],
        similar: [],
        total: 0,
        total_capped: false,
        page: 1,
        per_page: 20,
      });
    },
  } as unknown as SiteLoadContext;
  return { ctx, searched };
}

const run = (request: Request, context: SiteLoadContext) =>
  loader({ request, context, params: {} } as unknown as LoaderFunctionArgs);

describe('members loader and the traffic source', () => {
  it('lets a visitor who landed with ?network=abc search on a later page', async () => {
    const { ctx, searched } = trafficSourceOnlyApi();
    const cookie = `tracking=${encodeURIComponent(JSON.stringify({ network: 'abc' }))}`;
    const result = await run(
      new Request('http://velvet.localhost/members?gender=female', { headers: { cookie } }),
      ctx,
    );
    expect(result).toMatchObject({ result: { total: 0, members: [] } });
    expect(searched[0]!.searchParams.get('network')).toBe('abc');
    expect(searched[0]!.searchParams.get('gender')).toBe('female');
  });

  it('sends a visitor without a traffic source to the login', async () => {
    const { ctx } = trafficSourceOnlyApi();
    const response = await run(new Request('http://velvet.localhost/members'), ctx).catch((e: unknown) => e);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe('/login?redirectTo=%2Fmembers');
  });
});
