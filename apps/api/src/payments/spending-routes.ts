/**
 * What a member sees before paying, and their monthly spending cap, over HTTP (issue 22 point 4,
 * ADR 0087). Parse, call spending.ts, answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiErrorSchema, checkoutTermsResponseSchema, spendingCapRequestSchema } from '@dating/contract';
import { requireUser } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { memberCompany } from '../settings/company.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { checkoutTerms, setSpendingCap } from './spending.ts';

export const spendingRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];

spendingRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/checkout-terms.php',
    operationId: 'getCheckoutTerms',
    summary: 'The spending cap, this month’s payments, the statement descriptor and the disclosure',
    security: session,
    responses: {
      200: jsonBody(checkoutTermsResponseSchema, 'What the member sees before paying'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const terms = await checkoutTermsOf(c, requireUser(c).id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(terms, 200);
  },
);

/** The member's checkout terms on this site: checkout-terms.php, and bundles.php with `checkout=1`. */
export async function checkoutTermsOf(c: Context<ApiEnv>, me: number) {
  const deps = c.get('deps');
  const [settings, company] = await Promise.all([loadSiteSettings(c), memberCompany(deps)]);
  return checkoutTerms(deps.db, { me, settings, companyName: company.name }, clockOf(c));
}

spendingRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/spending-cap.php',
    operationId: 'setSpendingCap',
    summary: 'Sets the member’s monthly spending cap',
    description:
      'The cap in the site’s currency as typed ("50", "49.95"); empty removes it. A lower cap holds at once, a higher one (or none) after a day of cooling-off.',
    security: session,
    request: jsonRequest(spendingCapRequestSchema),
    responses: {
      200: jsonBody(checkoutTermsResponseSchema, 'The terms with the new cap'),
      400: jsonBody(apiErrorSchema, 'validation_failed (fields.cap: invalid, too_small, too_big)'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const deps = c.get('deps');
    const [settings, company] = await Promise.all([loadSiteSettings(c), memberCompany(deps)]);
    const { cap } = c.req.valid('json');
    orRefuse(
      await setSpendingCap(deps.db, { me: me.id, typed: cap, currency: settings.currency }, clockOf(c)),
    );
    const terms = await checkoutTerms(
      deps.db,
      { me: me.id, settings, companyName: company.name },
      clockOf(c),
    );
    return c.json(terms, 200);
  },
);
