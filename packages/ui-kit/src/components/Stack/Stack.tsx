/** Lays children out in a column (or a row from a breakpoint on) with even gaps. */
import type { ReactNode } from 'react';
import { type Space, sprinkles } from '../../sprinkles.css.ts';
import { list } from './Stack.css.ts';

type Direction = 'column' | 'row';
type Responsive<T> = T | { mobile?: T; tablet?: T; desktop?: T };

export interface StackProps {
  children: ReactNode;
  gap?: Exclude<Space, 'none'>;
  direction?: Responsive<Direction>;
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'nav';
}

const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;
const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export function Stack({
  children,
  gap = 'medium',
  direction = 'column',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Tag = 'div',
}: StackProps) {
  const className = sprinkles({
    display: 'flex',
    flexDirection: direction,
    gap,
    alignItems: ALIGN[align],
    justifyContent: JUSTIFY[justify],
    flexWrap: wrap ? 'wrap' : 'nowrap',
  });
  return <Tag className={Tag === 'ul' ? `${className} ${list}` : className}>{children}</Tag>;
}
