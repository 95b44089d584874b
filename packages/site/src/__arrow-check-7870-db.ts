import * as x from '../../db/src/index.ts';
export const y = x;
