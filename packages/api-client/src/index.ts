export * from './client.ts';
export * from './api-error.ts';
export * from './schemas/index.ts';
export * from './field-errors.ts';
