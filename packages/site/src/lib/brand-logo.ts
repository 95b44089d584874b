/**
 * Where the brand's logo is served: every brand app serves its own public/logo.svg at /logo.svg.
 * Storybook shows all brands from one origin, so its decorator names the chosen brand's copy.
 */
import { createContext, useContext } from 'react';

export const BrandLogo = createContext('/logo.svg');

export const useBrandLogo = () => useContext(BrandLogo);
