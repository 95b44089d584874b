/**
 * A small count or label pill. With `count` it shows the spec's unread text (nothing for 0,
 * "99+" from 100 — the domain rule `unreadBadgeLabel`); `label` gives screen readers the words
 * ("3 unread messages") that the number alone does not.
 */
import { unreadBadgeLabel } from '@dating/domain';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { type BadgeVariants, badge } from './Badge.css.ts';

export type BadgeProps = BadgeVariants & {
  count?: number;
  children?: ReactNode;
  label?: string;
};

export function Badge({ count, children, label, tone }: BadgeProps) {
  const text = count === undefined ? children : unreadBadgeLabel(count);
  if (text === null || text === undefined || text === '') return null;
  return (
    <span className={badge({ tone })}>
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}
