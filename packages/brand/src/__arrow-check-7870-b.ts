import type { A } from './__arrow-check-7870-a.ts';
export type B = { a?: A };
