import * as x from 'node:http';
export const y = x;
