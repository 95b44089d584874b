/**
 * Builds the full token set from a brand's few colours (brand.json `colours`) and fonts, so an
 * operator picks eight colours and gets a complete, accessible theme. Status colours are shared
 * by every brand and chosen to pass WCAG AA on light surfaces.
 */
import type { vars } from './contract.css.ts';

export interface BrandColours {
  accent: string;
  onAccent: string;
  accentStrong: string;
  accentSoft: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
}

export interface BrandTypography {
  body: string;
  heading: string;
}

type Tokens = {
  [K in keyof typeof vars]: (typeof vars)[K] extends string ? string : DeepString<(typeof vars)[K]>;
};
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

export function makeTheme(colours: BrandColours, typography: BrandTypography): Tokens {
  return {
    colour: {
      accent: colours.accent,
      accentStrong: colours.accentStrong,
      accentSoft: colours.accentSoft,
      onAccent: colours.onAccent,
      background: colours.background,
      surface: colours.surface,
      surfaceRaised: colours.surface,
      border: '#d9d3d5',
      borderStrong: '#857a7f',
      text: colours.text,
      textMuted: colours.textMuted,
      link: colours.accentStrong,
      critical: '#b3261e',
      onCritical: '#ffffff',
      criticalSoft: '#fbe9e7',
      onCriticalSoft: '#8c1d18',
      warning: '#8a5300',
      onWarning: '#ffffff',
      warningSoft: '#fff4e0',
      onWarningSoft: '#6b4000',
      positive: '#1e6b35',
      onPositive: '#ffffff',
      positiveSoft: '#e6f4ea',
      onPositiveSoft: '#1a5c2e',
      neutral: '#5c5458',
      neutralSoft: '#f1eeef',
      focus: '#1a56db',
      overlay: 'rgba(20, 14, 17, 0.6)',
      /** Text on the overlay (lock captions on blurred photos): always light on the dark scrim. */
      onOverlay: '#ffffff',
    },
    space: { xxs: '2px', xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px', xxl: '64px' },
    radius: { s: '4px', m: '8px', l: '16px', full: '999px' },
    font: {
      body: typography.body,
      heading: typography.heading,
      size: { xs: '0.75rem', s: '0.875rem', m: '1rem', l: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
      weight: { regular: '400', medium: '500', bold: '700' },
      lineHeight: { tight: '1.2', normal: '1.5' },
    },
    shadow: {
      s: '0 1px 2px rgba(20, 14, 17, 0.08)',
      m: '0 4px 12px rgba(20, 14, 17, 0.12)',
      l: '0 12px 32px rgba(20, 14, 17, 0.18)',
    },
    zIndex: { nav: '100', dropdown: '200', banner: '300', modal: '400', toast: '500' },
  };
}
