// Velvet Date's theme: the shared contract filled from this brand's brand.json colours.
import { makeTheme } from '@dating/ui-kit/make-theme';
import { vars } from '@dating/ui-kit/contract';
import '@dating/ui-kit/reset';
import { createGlobalTheme } from '@vanilla-extract/css';
import brand from './brand.json' with { type: 'json' };

createGlobalTheme(`.theme-${brand.id}`, vars, makeTheme(brand.colours, brand.typography));
