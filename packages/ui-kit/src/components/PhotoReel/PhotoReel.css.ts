/**
 * The "video" of the video landers: four member photos in a 16-second loop made of CSS
 * keyframes (no video file to download). Each frame shows for a quarter of the loop.
 */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme/contract.css.ts';

/** Keep in step with PhotoReel.tsx. */
const FRAMES = 4;
const FRAME_SECONDS = 4;

const still = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const reel = styleVariants({
  wide: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.l,
    background: vars.colour.text,
    aspectRatio: '4 / 5',
    '@media': { [mediaQuery.tablet]: { aspectRatio: '16 / 9' } },
  },
  phone: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: '28px',
    border: `10px solid ${vars.colour.text}`,
    boxShadow: vars.shadow.l,
    background: vars.colour.text,
    aspectRatio: '9 / 16',
    width: 'min(100%, 320px)',
    marginInline: 'auto',
  },
});

/** Fade in, hold, fade out, then wait for the other three frames. */
const fade = keyframes({
  '0%': { opacity: 0 },
  '4%': { opacity: 1 },
  '25%': { opacity: 1 },
  '29%': { opacity: 0 },
  '100%': { opacity: 0 },
});
/** A wipe from the left while the frame fades in (the transitions lander). */
const wipe = keyframes({
  '0%': { opacity: 0, clipPath: 'inset(0 100% 0 0)' },
  '5%': { opacity: 1, clipPath: 'inset(0 0 0 0)' },
  '25%': { opacity: 1, clipPath: 'inset(0 0 0 0)' },
  '30%': { opacity: 0, clipPath: 'inset(0 0 0 0)' },
  '100%': { opacity: 0, clipPath: 'inset(0 0 0 0)' },
});
/** A slow zoom and drift across the photo (Ken Burns) for the video lander. */
const drift = keyframes({
  '0%': { transform: 'scale(1) translate(0, 0)' },
  '100%': { transform: 'scale(1.18) translate(-3%, -4%)' },
});

const frameBase = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  animationDuration: `${FRAMES * FRAME_SECONDS}s`,
  animationIterationCount: 'infinite',
  animationTimingFunction: 'ease-in-out',
  selectors: { '&:first-child': { opacity: 1 } },
} as const;

export const frame = styleVariants({
  crossfade: { ...frameBase, animationName: wipe, '@media': still },
  kenburns: {
    ...frameBase,
    animationName: `${fade}, ${drift}`,
    animationDuration: `${FRAMES * FRAME_SECONDS}s, ${FRAME_SECONDS * 2}s`,
    animationDirection: 'normal, alternate',
    '@media': still,
  },
});

export const badge = style({
  position: 'absolute',
  top: vars.space.m,
  insetInlineStart: vars.space.m,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.full,
  background: vars.colour.critical,
  color: vars.colour.onCritical,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.s,
  textTransform: 'uppercase',
});
const blink = keyframes({ '50%': { opacity: 0.2 } });
export const badgeDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.colour.onCritical,
  animation: `${blink} 1.2s steps(2, start) infinite`,
  '@media': still,
});
export const overlay = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: vars.space.l,
  background: vars.colour.overlay,
  color: vars.colour.onOverlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
