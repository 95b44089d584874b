/**
 * The one theme contract (Braid habit): semantic tokens only. Components read `vars.*`; each
 * brand fills the contract from its brand.json colours through `makeTheme`.
 */
import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  colour: {
    accent: null,
    accentStrong: null,
    accentSoft: null,
    onAccent: null,
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    link: null,
    critical: null,
    onCritical: null,
    criticalSoft: null,
    onCriticalSoft: null,
    warning: null,
    onWarning: null,
    warningSoft: null,
    onWarningSoft: null,
    positive: null,
    onPositive: null,
    positiveSoft: null,
    onPositiveSoft: null,
    neutral: null,
    neutralSoft: null,
    focus: null,
    overlay: null,
    onOverlay: null,
  },
  space: { xxs: null, xs: null, s: null, m: null, l: null, xl: null, xxl: null },
  radius: { s: null, m: null, l: null, full: null },
  font: {
    body: null,
    heading: null,
    size: { xs: null, s: null, m: null, l: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { s: null, m: null, l: null },
  zIndex: { nav: null, dropdown: null, banner: null, modal: null, toast: null },
});

/** Spec §9: visual breakpoints in px (mobile first: each applies from this width up). */
export const breakpoints = { mobile: 0, small: 576, tablet: 768, desktop: 992, wide: 1200 } as const;
export const mediaQuery = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;
/** Spec §9: toasts are 350 px wide. */
export const TOAST_WIDTH = 350;
