/**
 * The one clock type of commands, queries and jobs: the real time in production, a fixed or
 * advancing one in tests. Commands take it as an argument and never call `new Date()`.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
