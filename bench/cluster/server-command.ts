/**
 * How the cluster starts one instance: `npm run serve`'s script, the built JavaScript of
 * packages/server (ADR 0075), as an operator runs it.
 */
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function serverCommand(): string[] {
  return [process.execPath, 'scripts/serve.mjs'];
}
