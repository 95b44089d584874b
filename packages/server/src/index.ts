export {
  createNetwork,
  DEMO_PASSWORD,
  type Network,
  type NetworkOptions,
} from './network.ts';
export type { SiteLoadContext } from '@dating/site/load-context';
export { readConfig, type ServerConfig } from './config.ts';
