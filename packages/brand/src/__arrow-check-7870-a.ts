import type { B } from './__arrow-check-7870-b.ts';
export type A = { b?: B };
