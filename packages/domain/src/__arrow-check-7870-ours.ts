import * as x from '../../brand/src/index.ts';
export const y = x;
