export * from './sites.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './social.ts';
export * from './chat.ts';
export * from './payments.ts';
export * from './lifecycle.ts';
export * from './rate-limits.ts';
