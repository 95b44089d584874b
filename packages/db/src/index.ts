export {
  createDatabase,
  createEmptyDatabase,
  createTestDatabase,
  migrate,
  syncSites,
  MIGRATIONS_FOLDER,
  type Database,
  type DatabaseOptions,
  type Db,
} from './client.ts';
export { preparedOnce } from './prepared.ts';
export { DatabaseSettingError, checkDatabaseUrl, connectionError } from './database-url.ts';
export { databaseNotReady, isDatabaseUnavailable } from './health.ts';
