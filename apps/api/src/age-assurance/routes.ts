/**
 * Age assurance over HTTP (issue 22 point 6, ADR 0088): the member's state, starting a check,
 * the provider's signed report (server to server, outside the cross-site guard like the payment
 * notification), and the sandbox provider's hosted page of the demo network. Parse, call, answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  ageCheckNotifyResponseSchema,
  ageCheckStartResponseSchema,
  ageCheckStartSchema,
  ageCheckStatusSchema,
  ageSandboxAnswerSchema,
  ageSandboxCheckSchema,
  ageSandboxQuerySchema,
  ageSandboxReturnSchema,
  apiErrorSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { requestLocale } from '../settings/site-settings.ts';
import { recordAgeCheckReport, startAgeCheck } from './commands.ts';
import { requestAgeGate } from './gate.ts';
import { ageCheckHistory } from './queries.ts';
import type { SandboxAgeProvider } from './sandbox.ts';

export const ageAssuranceRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];
export const AGE_NOTIFY_PATH = '/api/age-check-notify.php';

ageAssuranceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/age-check.php',
    operationId: 'getAgeCheck',
    summary: 'What the member’s country requires before explicit media, and what they passed',
    security: session,
    responses: {
      200: jsonBody(ageCheckStatusSchema, 'The requirement, the missing methods and the latest checks'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const [gate, checks] = await Promise.all([requestAgeGate(c), ageCheckHistory(c.get('deps').db, me.id)]);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        age_check: {
          ...gate,
          checks: checks.map((k) => ({
            method: k.method,
            provider: k.provider,
            result: k.result,
            started_at: k.startedAt.toISOString(),
            completed_at: k.completedAt?.toISOString() ?? null,
          })),
        },
      },
      200,
    );
  },
);

ageAssuranceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/age-check.php',
    operationId: 'startAgeCheck',
    summary: 'Starts an age check with the provider',
    security: session,
    description:
      'Starts a check of a method the member’s country requires and they have not passed; answers the provider’s page to send them to. A method not missing answers `return_to` (nothing to check).',
    request: jsonRequest(ageCheckStartSchema),
    responses: {
      200: jsonBody(ageCheckStartResponseSchema, 'Where the member goes to take the check'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      422: jsonBody(apiErrorSchema, 'unsupported: the provider does not offer this method'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { method, return_to } = c.req.valid('json');
    const { db, ageAssurance } = c.get('deps');
    const started = orRefuse(
      await startAgeCheck(
        db,
        ageAssurance,
        {
          userId: me.id,
          gate: await requestAgeGate(c),
          method,
          returnUrl: return_to ?? '/age-check',
          notifyUrl: new URL(AGE_NOTIFY_PATH, c.req.url).href,
          locale: requestLocale(c),
        },
        clockOf(c),
      ),
    );
    return c.json({ redirect_url: started.redirectUrl }, 200);
  },
);

ageAssuranceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/age-check-notify.php',
    operationId: 'notifyAgeCheck',
    summary: 'The age check provider’s signed report',
    security: [],
    description:
      'Server-to-server report of a check’s outcome, signed by the provider. Recorded once; a repeat changes nothing.',
    responses: {
      200: jsonBody(ageCheckNotifyResponseSchema, 'Recorded (also a repeat)'),
      401: jsonBody(apiErrorSchema, 'invalid_signature'),
      404: jsonBody(apiErrorSchema, 'not_found: no such check'),
    },
  }),
  async (c) => {
    const { db, ageAssurance } = c.get('deps');
    const report = ageAssurance.parseReport(await c.req.text(), c.req.raw.headers);
    if (!report) throw new ApiHttpError(401, 'invalid_signature', 'The report is not signed by the provider');
    const outcome = await recordAgeCheckReport(db, ageAssurance.id, report, clockOf(c));
    if (outcome === 'unknown') throw new ApiHttpError(404, 'not_found', 'No such check');
    return c.json({ ok: true as const, outcome }, 200);
  },
);

/** The sandbox provider, only in the demo network. */
function sandbox(c: Context<ApiEnv>): SandboxAgeProvider {
  const { ageAssurance, production } = c.get('deps');
  if (production || !('complete' in ageAssurance)) {
    throw new ApiHttpError(404, 'not_found', 'This page could not be found');
  }
  return ageAssurance as SandboxAgeProvider;
}

const unknownToken = () =>
  new ApiHttpError(404, 'not_found', 'This check could not be found', { token: 'invalid' });

ageAssuranceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/age-check-sandbox.php',
    operationId: 'getSandboxAgeCheck',
    summary: 'The sandbox age check’s hosted page (demo network only)',
    security: [],
    request: { query: ageSandboxQuerySchema },
    responses: {
      200: jsonBody(ageSandboxCheckSchema, 'The check the tester answers'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      404: jsonBody(apiErrorSchema, 'not_found (also in production)'),
    },
  }),
  async (c) => {
    const check = sandbox(c).check(c.req.valid('query').token);
    if (!check) throw unknownToken();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ check: { method: check.method, return_url: check.returnUrl } }, 200);
  },
);

ageAssuranceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/age-check-sandbox.php',
    operationId: 'answerSandboxAgeCheck',
    summary: 'The tester passes or fails the sandbox age check (demo network only)',
    security: [],
    description: 'The sandbox sends its signed report, then answers where the member returns to.',
    request: jsonRequest(ageSandboxAnswerSchema),
    responses: {
      200: jsonBody(ageSandboxReturnSchema, 'Reported; where the member goes back to'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      404: jsonBody(apiErrorSchema, 'not_found (also in production)'),
    },
  }),
  async (c) => {
    const { token, result } = c.req.valid('json');
    const check = await sandbox(c).complete(token, result);
    if (!check) throw unknownToken();
    return c.json({ return_url: check.returnUrl }, 200);
  },
);
