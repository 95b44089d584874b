export { createApi, MAX_BODY_BYTES, type Api } from './app.ts';
export type { ApiDeps } from './http/env.ts';
export { hashPassword } from './auth/password.ts';
export { ensureRendition } from './photos/renditions.ts';
export { createPageReads, type PageReads } from './auth/page-reads.ts';
export { createMailer, type Mailer } from './mail/mailer.ts';
export { createEventBus, type ChatEventBus } from './chat/events.ts';
export { memoryFanOut, postgresFanOut, redisFanOut, type FanOut } from './chat/fan-out.ts';
export { createPushSender, type PushSender } from './push/send.ts';
export {
  createSandboxProvider,
  loadOrCreateSandboxSecret,
  type SandboxProvider,
} from './payments/sandbox.ts';
export type { PaymentProvider } from './payments/provider.ts';
export {
  JOBS,
  QUEUE_HANDLERS,
  registerJob,
  runDueJobs,
  startBackgroundWork,
  startQueueWorker,
  startScheduler,
  type Job,
  type Scheduler,
} from './jobs/index.ts';
export { loadOrCreateSecret } from './mail/secrets.ts';
export { connectRateLimitRedis, RATE_LIMITS, RECORD_LIMITS } from './http/rate-limits.ts';
export { crossSiteGuard, CROSS_SITE_EXEMPT_PATHS } from './http/cross-site.ts';
export { setAnswerHeaders } from './http/headers.ts';
export {
  ADAPTERS,
  adapter,
  loadSecrets,
  localStorage,
  wireApi,
  type AdapterContext,
  type PhotoStorage,
  type Secrets,
  type WiredApi,
} from './adapters.ts';
export { STAFF_API_PREFIX } from './staff/app.ts';
export { isConsoleHost } from './staff/console-host.ts';
export { staffCookieName } from './staff/session.ts';
export { encryptTotpSecret } from './staff/totp.ts';
export { createOpsFront, type OpsFront } from './ops/front.ts';
export { setRoute } from './ops/access.ts';
export { onStopSignals } from './ops/shutdown.ts';
