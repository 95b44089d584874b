import { z } from 'zod';
export const y = z.string();
