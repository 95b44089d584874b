/**
 * The pictures of the gift catalogue (issue 7), drawn here in the brand's own colours so every
 * brand's gifts match its theme. Decorative: the gift's name is always given as text beside it.
 */
import type { GiftId } from '@dating/domain';
import type { ReactNode } from 'react';
import * as s from './GiftArt.css.ts';

const DRAWINGS: Record<GiftId, ReactNode> = {
  rose: (
    <>
      <path className={s.line} d="M32 60V30" />
      <path className={s.leaf} d="M32 46c-8-1-12-6-12-10 6 0 11 4 12 10Zm0-4c6-1 10-5 10-9-5 0-9 3-10 9Z" />
      <path className={s.main} d="M20 18c0-8 6-12 12-12s12 4 12 12c0 7-5 12-12 12s-12-5-12-12Z" />
      <path className={s.deep} d="M26 16c2-4 10-4 12 0-1 5-3 8-6 8s-5-3-6-8Z" />
    </>
  ),
  chocolates: (
    <>
      <path className={s.deep} d="M6 22h52v30H6Z" />
      <path className={s.soft} d="M10 26h44v22H10Z" />
      <circle className={s.deep} cx="20" cy="32" r="4.5" />
      <circle className={s.deep} cx="32" cy="32" r="4.5" />
      <circle className={s.deep} cx="44" cy="32" r="4.5" />
      <circle className={s.deep} cx="20" cy="42" r="4.5" />
      <circle className={s.deep} cx="32" cy="42" r="4.5" />
      <circle className={s.deep} cx="44" cy="42" r="4.5" />
      <path className={s.main} d="M28 22 32 12l4 10Z" />
    </>
  ),
  champagne: (
    <>
      <path className={s.deep} d="M26 4h6v10c6 4 8 9 8 16v30H18V30c0-7 2-12 8-16Z" />
      <path className={s.gold} d="M25 2h8v8h-8Z" />
      <path className={s.soft} d="M20 34h18v12H20Z" />
      <circle className={s.gold} cx="48" cy="12" r="2.5" />
      <circle className={s.gold} cx="54" cy="20" r="2" />
      <circle className={s.gold} cx="46" cy="24" r="1.5" />
    </>
  ),
  teddy: (
    <>
      <circle className={s.deep} cx="18" cy="14" r="7" />
      <circle className={s.deep} cx="46" cy="14" r="7" />
      <circle className={s.main} cx="32" cy="24" r="15" />
      <ellipse className={s.main} cx="32" cy="48" rx="16" ry="14" />
      <ellipse className={s.soft} cx="32" cy="29" rx="7" ry="5" />
      <ellipse className={s.soft} cx="32" cy="50" rx="9" ry="8" />
      <circle className={s.deep} cx="26" cy="21" r="2" />
      <circle className={s.deep} cx="38" cy="21" r="2" />
    </>
  ),
  heart: (
    <>
      <path className={s.main} d="M32 58 8 34A14 14 0 0 1 32 16a14 14 0 0 1 24 18Z" />
      <path className={s.soft} d="M16 26a7 7 0 0 1 8-5" />
      <ellipse className={s.soft} cx="19" cy="26" rx="4" ry="3" />
    </>
  ),
  cocktail: (
    <>
      <path className={s.soft} d="M8 10h48L32 36Z" />
      <path className={s.main} d="M14 16h36L32 34Z" />
      <path className={s.line} d="M32 36v20M22 58h20" />
      <circle className={s.leaf} cx="46" cy="12" r="5" />
      <path className={s.line} d="M40 4 28 24" />
    </>
  ),
  star: (
    <>
      <path className={s.gold} d="m32 4 8 17 18 2-13 12 4 18-17-9-17 9 4-18L6 23l18-2Z" />
      <path className={s.main} d="m32 16 4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1Z" />
    </>
  ),
  ring: (
    <>
      <circle className={s.line} cx="32" cy="40" r="16" style={{ strokeWidth: 5 }} />
      <path className={s.soft} d="M24 10h16l6 8-14 10-14-10Z" />
      <path className={s.main} d="M24 10h16l-8 18Z" />
    </>
  ),
};

export function GiftArt({ gift, size = 64 }: { gift: GiftId; size?: number }) {
  return (
    <svg
      className={s.art}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[gift]}
    </svg>
  );
}
