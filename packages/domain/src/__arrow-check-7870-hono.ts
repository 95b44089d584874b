import * as x from 'hono';
export const y = x;
