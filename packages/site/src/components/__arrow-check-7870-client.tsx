import * as x from '@dating/api-client';
export const y = x;
