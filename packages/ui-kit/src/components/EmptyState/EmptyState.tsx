/** What a page shows when there is nothing to list, and what to try instead. */
import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  title: string;
  description?: string;
  headingLevel?: 1 | 2 | 3;
  action?: ReactNode;
}

export function EmptyState({ title, description, headingLevel = 2, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <Heading level={headingLevel}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
