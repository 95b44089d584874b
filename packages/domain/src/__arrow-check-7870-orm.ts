import * as x from 'drizzle-orm';
export const y = x;
