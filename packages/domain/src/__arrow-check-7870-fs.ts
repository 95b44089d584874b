import * as x from 'node:fs';
export const y = x;
