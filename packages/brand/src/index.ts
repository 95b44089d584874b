export * from './schema.ts';
export * from './resolve.ts';
export * from './company.ts';
