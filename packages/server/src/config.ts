/**
 * Server configuration: every environment setting is parsed once at start by the one schema in
 * `@dating/config` (ADR 0052), shared with the API on its own (`apps/api/src/main.ts`).
 */
import type { Config } from '@dating/config';

export { ConfigError, readConfig, REPO_ROOT } from '@dating/config';

export type ServerConfig = Config;
