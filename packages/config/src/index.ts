export {
  type AdapterNames,
  type Config,
  ConfigError,
  envSchema,
  readConfig,
  REPO_ROOT,
  type ProviderSettings,
  type S3Config,
  type SecretSettings,
} from './config.ts';
export {
  ADAPTER_CHOICES,
  type AdapterSetting,
  SETTINGS,
  type Setting,
  type SettingName,
} from './settings.ts';
export { loadOrCreateSecret, randomSecret } from './secrets.ts';
