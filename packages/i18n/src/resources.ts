/** Every locale's translations, bundled (server side and tests). The browser loads them lazily instead. */
import type { Resource } from 'i18next';
import { resources as generated } from './resources.gen.ts';

export const resources: Resource = generated;
