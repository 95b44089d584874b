import * as x from 'react';
export const y = x;
