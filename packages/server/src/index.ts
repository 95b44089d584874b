export {
  createNetwork,
  DEMO_PASSWORD,
  type Network,
  type NetworkOptions,
  type SiteLoadContext,
} from './network.ts';
export { readConfig, type ServerConfig } from './config.ts';
