/** A heading at the right document level, sized by level. */
import type { ReactNode } from 'react';
import { heading } from './Heading.css.ts';

export function Heading({ level, children, id }: { level: 1 | 2 | 3; children: ReactNode; id?: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={heading[level]}>
      {children}
    </Tag>
  );
}
