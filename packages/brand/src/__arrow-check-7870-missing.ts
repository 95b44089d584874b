import * as x from './__arrow-check-7870-nowhere.ts';
export const y = x;
