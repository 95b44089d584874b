// Harbor Men's theme: the shared contract filled from this brand's brand.json colours.
import { vars } from '@dating/ui-kit/contract';
import { makeTheme } from '@dating/ui-kit/make-theme';
import '@dating/ui-kit/reset';
import { createGlobalTheme } from '@vanilla-extract/css';
import brand from './brand.json' with { type: 'json' };

createGlobalTheme(`.theme-${brand.id}`, vars, makeTheme(brand.colours, brand.typography));
