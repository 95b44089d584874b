/** An auto-filling responsive grid: as many columns as fit items of at least `minItemWidth` px. */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { grid, minItemWidth as minVar } from './Grid.css.ts';

export function Grid({
  children,
  minItemWidth = 160,
  as: Tag = 'div',
}: {
  children: ReactNode;
  minItemWidth?: number;
  as?: 'div' | 'ul';
}) {
  return (
    <Tag className={grid} style={assignInlineVars({ [minVar]: `${minItemWidth}px` })}>
      {children}
    </Tag>
  );
}
