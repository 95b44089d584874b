/**
 * The outbox and jobs over the staff API (issue 19 point 9, admins): the delivery log of e-mails
 * and text messages and its CSV, the scheduled jobs with the durable queue's counts, and the job
 * actions (run now, pause, resume; audited). Routes parse, check the role, call queries.ts /
 * commands.ts and answer.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  staffJobParamSchema,
  staffJobResponseSchema,
  staffJobsSchema,
  staffOutboxPageSchema,
  staffOutboxQuerySchema,
} from '@dating/contract';
import { csvLine } from '@dating/domain';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { csvResponse } from '../../http/csv.ts';
import { jsonBody } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import { JOBS } from '../../jobs/index.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { STAFF_API_PREFIX } from '../../staff/prefix.ts';
import { requireStaff } from '../../staff/session.ts';
import { JOB_ACTIONS, type JobAction, actOnJob } from './commands.ts';
import { jobsOverview, outboxBatches, outboxPage } from './queries.ts';

export const outboxRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const common = {
  400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};

const CSV_HEADER = [
  'id',
  'created_at',
  'site',
  'channel',
  'to',
  'subject',
  'state',
  'error',
  'message_id',
  'bounce_type',
  'bounce_reason',
  'bounced_at',
];

outboxRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${STAFF_API_PREFIX}/outbox`,
    operationId: 'staffListOutbox',
    summary: 'E-mails and text messages with their delivery state, newest first, by keyset',
    security,
    request: { query: staffOutboxQuerySchema },
    responses: { 200: jsonBody(staffOutboxPageSchema, 'One page of messages'), ...common },
  }),
  async (c) => {
    requireStaff(c, 'outbox');
    c.header('Cache-Control', 'private, no-store');
    const { db, brands, mailer } = c.get('deps');
    return c.json(
      {
        ...(await outboxPage(db, c.req.valid('query'), brands)),
        brands: brands.map((b) => ({ id: b.id, name: b.name, sites: b.domains.map((d) => d.host) })),
        mail_mode: mailer.mode,
      },
      200,
    );
  },
);

outboxRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${STAFF_API_PREFIX}/outbox.csv`,
    operationId: 'staffExportOutbox',
    summary: 'Every message the filters match, as CSV (the list’s columns; never a body)',
    security,
    request: { query: staffOutboxQuerySchema },
    responses: {
      200: {
        description: 'RFC 4180 CSV, one line per message',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'outbox');
    const query = c.req.valid('query');
    const { db, brands } = c.get('deps');
    async function* pages() {
      for await (const rows of outboxBatches(db, query, brands)) {
        yield rows.map((r) =>
          csvLine([
            r.id,
            r.created_at,
            r.site_host,
            r.channel,
            r.to,
            r.subject,
            r.state,
            r.error,
            r.message_id,
            r.bounce_type,
            r.bounce_reason,
            r.bounced_at,
          ]),
        );
      }
    }
    const day = clockOf(c)().toISOString().slice(0, 10);
    return csvResponse(`outbox-${day}.csv`, csvLine(CSV_HEADER), pages());
  },
);

outboxRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${STAFF_API_PREFIX}/jobs`,
    operationId: 'staffListJobs',
    summary: 'The scheduled jobs with their times and state, and the durable queue per kind',
    security,
    responses: { 200: jsonBody(staffJobsSchema, 'The jobs and the queue'), ...common },
  }),
  async (c) => {
    requireStaff(c, 'outbox');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await jobsOverview(c.get('deps').db, JOBS, clockOf(c)()), 200);
  },
);

const ACTION_SUMMARY: Record<JobAction, string> = {
  run: 'Make a job due now: the next scheduler round of whichever instance claims it runs it (audited)',
  pause: 'Pause a job: no instance claims it until it is resumed (audited)',
  resume: 'Resume a paused job (audited)',
};

for (const action of JOB_ACTIONS) {
  outboxRoutes.openapi(
    createRoute({
      method: 'post',
      path: `${STAFF_API_PREFIX}/jobs/{name}/${action}`,
      operationId: `staffJob${action[0]!.toUpperCase()}${action.slice(1)}`,
      summary: ACTION_SUMMARY[action],
      security,
      request: { params: staffJobParamSchema },
      responses: {
        200: jsonBody(staffJobResponseSchema, 'The job after the action'),
        404: jsonBody(apiErrorSchema, 'job_not_found'),
        409: jsonBody(apiErrorSchema, 'job_running, job_paused, job_already_paused or job_not_paused'),
        ...common,
      },
    }),
    async (c) => {
      const actor = { staffId: requireStaff(c, 'outbox').id, ip: clientIp(c) };
      const { name } = c.req.valid('param');
      const job = orRefuse(await actOnJob(c.get('deps').db, { actor, name, action, jobs: JOBS }, clockOf(c)));
      return c.json({ job }, 200);
    },
  );
}
