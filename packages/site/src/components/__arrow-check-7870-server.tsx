import * as x from '../lib/member.server.ts';
export const y = x;
