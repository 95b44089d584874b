/** A raised surface that groups one thing (a form, a summary). */
import type { ReactNode } from 'react';
import { card } from './Card.css.ts';

export function Card({ children, width = 'full' }: { children: ReactNode; width?: 'narrow' | 'full' }) {
  return <div className={card({ width })}>{children}</div>;
}
