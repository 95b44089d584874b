import * as x from '../../../apps/api/src/index.ts';
export const y = x;
