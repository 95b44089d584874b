/**
 * A request's load context for unit tests of loaders and actions, built the way the server
 * builds it (createLoadContext) for a real brand's site. By default the API is out of reach: a
 * test that needs it drives the real network instead (packages/server).
 */
import { resolveSite } from '@dating/brand';
import { loadBrands } from '@dating/brand/load.server';
import type { AppLoadContext } from '@remix-run/node';
import { type LoadContextInput, createLoadContext } from '../context.server.ts';

const unreachable: LoadContextInput['apiFetch'] = async (request) => {
  throw new Error(`no API in this test: ${request.method} ${request.url}`);
};

export function testLoadContext(
  request: Request,
  apiFetch: LoadContextInput['apiFetch'] = unreachable,
): AppLoadContext {
  const site = resolveSite(loadBrands(), new URL(request.url).host, 'velvet');
  if (!site) throw new Error(`no site answers on ${request.url}`);
  return createLoadContext(request, { site, apiFetch, nonce: 'test-nonce' });
}
