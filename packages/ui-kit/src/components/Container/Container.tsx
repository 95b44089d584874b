/** Centres page content at a readable maximum width with side padding. */
import type { ReactNode } from 'react';
import { container } from './Container.css.ts';

export function Container({ children }: { children: ReactNode }) {
  return <div className={container}>{children}</div>;
}
