export * from './config.ts';
export * from './format.ts';
export * from './fallback.ts';
