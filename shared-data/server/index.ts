/** `@shared-data/server`: what every server process shares: its configuration (one schema) and its shutdown. */
export {
  ConfigError,
  buildEnvSchema,
  readBuildConfig,
  readConfig,
  processEnv,
  readConfigOrExit,
  serverEnvSchema,
  storeLocation,
  type AdminSecrets,
  type BackupConfig,
  type BuildEnv,
  type PasskeyConfig,
  type ServerConfig,
  type ServerEnv,
  type StoreLocation,
} from './config.ts';
export { configPlugin } from './plugin.ts';
export { stopOnSignals } from './shutdown.ts';
