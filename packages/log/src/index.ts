export {
  configureLog,
  currentRequest,
  log,
  LOG_LEVELS,
  type Logger,
  type LogLevel,
  REDACTED_PATHS,
  type RequestContext,
  resetLog,
  withRequest,
} from './logger.ts';
