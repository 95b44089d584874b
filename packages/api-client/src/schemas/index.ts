export * from './errors.ts';
export * from './settings.ts';
export * from './user.ts';
export * from './members.ts';
export * from './account.ts';
export * from './likes.ts';
