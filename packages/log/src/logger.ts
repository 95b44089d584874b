/**
 * The one logger of the servers (ADR 0075): pino, one JSON object per line on stdout, so a log
 * collector reads fields rather than parsing text. Every line written while a request is being
 * handled carries that request's id (an AsyncLocalStorage context the access middleware opens),
 * wherever in the code the line comes from. Nothing logs headers or bodies; the redaction below
 * is the second line of defence for a field someone adds later.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** The levels LOG_LEVEL accepts, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the servers know about the request being handled (one per request, mutable while it runs). */
export interface RequestContext {
  requestId: string;
  /** The route pattern that answered (`/api/chat/:id`), set by the router that matched it. */
  route?: string;
}

const requests = new AsyncLocalStorage<RequestContext>();

/** Runs `handle` with `context` as the current request: every log line inside carries its id. */
export function withRequest<T>(context: RequestContext, handle: () => T): T {
  return requests.run(context, handle);
}

/** The request being handled, or undefined outside any (a job, the start). */
export function currentRequest(): RequestContext | undefined {
  return requests.getStore();
}

/**
 * Field paths never written as they are: credentials, session cookies and message or request
 * bodies, at the top level and one level down (`{ input: { password } }`).
 */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'cookie',
  'authorization',
  'body',
  'text',
  'token',
  'secret',
]
  .flatMap((key) => [key, `*.${key}`])
  .concat(['headers.cookie', 'headers.authorization', 'headers["set-cookie"]']);

function create(level: LogLevel, destination: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const request = requests.getStore();
        return request ? { reqId: request.requestId } : {};
      },
    },
    destination,
  );
}

/**
 * Before the start configures it (and in tests): warnings and errors only, through
 * `console.error`, so the test suite's guard still fails a test that logs an error unexpectedly.
 */
const toConsole: DestinationStream = { write: (line) => console.error(line.trimEnd()) };
let current = create('warn', toConsole);

/** The logger; always the configured one (a stable object that forwards to it). */
export const log: Logger = new Proxy({} as Logger, {
  get(_target, key) {
    const value = Reflect.get(current, key, current);
    return typeof value === 'function' ? value.bind(current) : value;
  },
});

/**
 * Sets the level and where lines go (stdout by default, written synchronously so that the last
 * lines before an exit are not lost). Called once at start; tests pass their own destination.
 */
export function configureLog(options: { level: LogLevel; destination?: DestinationStream }): void {
  current = create(options.level, options.destination ?? pino.destination({ dest: 1, sync: true }));
}

/** Back to the default of before the start (tests that configured their own). */
export function resetLog(): void {
  current = create('warn', toConsole);
}
