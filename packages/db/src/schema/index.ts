export * from './sites.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './social.ts';
