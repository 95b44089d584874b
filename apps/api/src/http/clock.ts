/** The request's clock: the real time, or the one a test injects through deps. */
export const now = (c: { get(k: 'deps'): { now?: () => Date } }): Date => c.get('deps').now?.() ?? new Date();
