import * as x from '../lib/browser-api.ts';
export const y = x;
