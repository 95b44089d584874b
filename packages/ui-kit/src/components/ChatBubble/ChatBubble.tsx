/**
 * One chat message: text, photo or gift; the member's own on the right in the accent colour,
 * the other side's on the left. Own messages can carry a status (sent, held until the e-mail is
 * confirmed, read) — text from the caller.
 */
import type { GiftId } from '@dating/domain';
import type { ReactNode } from 'react';
import { GiftArt } from '../GiftArt/GiftArt.tsx';
import { Picture, type PictureSource } from '../Picture/Picture.tsx';
import * as styles from './ChatBubble.css.ts';

export type ChatBubbleContent =
  | { kind: 'text'; text: string }
  | { kind: 'photo'; src: string; alt: string; sources?: readonly PictureSource[] }
  | { kind: 'gift'; gift: GiftId; name: string };

export interface ChatBubbleProps {
  content: ChatBubbleContent;
  own: boolean;
  /** Shown time, e.g. "14:05", and its machine-readable form. */
  time: string;
  dateTime: string;
  status?: ReactNode;
}

export function ChatBubble({ content, own, time, dateTime, status }: ChatBubbleProps) {
  return (
    <div className={styles.row({ own })}>
      <div className={styles.bubble({ own, media: content.kind !== 'text' })}>
        {content.kind === 'text' ? <p className={styles.text}>{content.text}</p> : null}
        {content.kind === 'photo' ? (
          // Drawn 240 px wide (less in a narrow bubble): 480 w on a 2x phone screen.
          <Picture
            className={styles.photo}
            src={content.src}
            alt={content.alt}
            sources={content.sources}
            sizes="240px"
            width={240}
            height={300}
          />
        ) : null}
        {content.kind === 'gift' ? (
          <figure className={styles.gift}>
            <GiftArt gift={content.gift} size={96} />
            <figcaption>{content.name}</figcaption>
          </figure>
        ) : null}
        <p className={styles.meta}>
          <time dateTime={dateTime}>{time}</time>
          {status ? <span> · {status}</span> : null}
        </p>
      </div>
    </div>
  );
}
