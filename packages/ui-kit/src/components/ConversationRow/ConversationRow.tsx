/**
 * One conversation in a chat list: the other member's picture and name, the last message in one
 * line, its time, the unread badge, and a remove button. `ConversationList` is the <ul> around rows.
 */
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { KitLink } from '../link.tsx';
import * as styles from './ConversationRow.css.ts';

export interface ConversationRowProps {
  href: string;
  name: string;
  photoSrc?: string;
  preview?: string;
  time?: { text: string; dateTime: string };
  unread: number;
  /** Screen-reader words for the unread badge, e.g. "2 unread messages". */
  unreadLabel: string;
  removeLabel: string;
  onRemove: () => void;
  /** A fictional profile's mask label ("Fictional profile"): shown beside the name (issue 22). */
  fictionalLabel?: string;
}

export function ConversationList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export function ConversationRow(props: ConversationRowProps) {
  const { href, name, photoSrc, preview, time, unread } = props;
  return (
    <li className={styles.row({ unread: unread > 0 })}>
      <KitLink href={href} className={styles.link}>
        <Avatar name={name} src={photoSrc} alt="" />
        <span className={styles.text}>
          <span className={styles.name}>
            {name}
            {props.fictionalLabel ? <Icon name="mask" label={props.fictionalLabel} /> : null}
            {unread > 0 ? <Badge count={unread} label={props.unreadLabel} /> : null}
          </span>
          {preview ? <span className={styles.preview}>{preview}</span> : null}
        </span>
        {time ? (
          <time className={styles.time} dateTime={time.dateTime}>
            {time.text}
          </time>
        ) : null}
      </KitLink>
      <IconButton icon="close" label={props.removeLabel} onClick={props.onRemove} />
    </li>
  );
}
