export * from './client.ts';
export * from './api-error.ts';
