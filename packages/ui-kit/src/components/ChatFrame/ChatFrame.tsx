/**
 * The frame of one conversation on the bare chat layout (spec §2): a sticky header (back link,
 * the other member, the credits), notices, the messages as a live log, the typing line and the
 * composer pinned to the bottom — the whole screen on a phone.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './ChatFrame.css.ts';

export interface ChatFrameProps {
  /** Before the title: the back link. */
  start?: ReactNode;
  title: ReactNode;
  /** After the title: for example the credits left. */
  end?: ReactNode;
  notices?: ReactNode;
  /** The log's accessible name, e.g. "Messages with Anna". */
  logLabel: string;
  children: ReactNode;
  /** "Anna is typing…" or nothing. */
  typing?: string;
  /**
   * A mark beside the title that a narrow screen must never cut off, as it can cut a long name
   * (the fictional-profile mask, which the law wants in every chat box).
   */
  mark?: ReactNode;
  composer: ReactNode;
  /** Changes when a message arrives or is sent: the log scrolls to the newest. */
  scrollKey?: string | number;
}

export function ChatFrame(props: ChatFrameProps) {
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [props.scrollKey]);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        {props.start}
        <h1 className={styles.title}>{props.title}</h1>
        {props.mark ? <span className={styles.mark}>{props.mark}</span> : null}
        {props.end ? <div className={styles.aside}>{props.end}</div> : null}
      </header>
      {props.notices ? <div className={styles.notices}>{props.notices}</div> : null}
      <main id="main" tabIndex={-1} className={styles.messages} role="log" aria-label={props.logLabel}>
        {props.children}
        <div ref={end} />
      </main>
      <p className={styles.typing} aria-live="polite">
        {props.typing ?? ''}
      </p>
      <div className={styles.composer}>{props.composer}</div>
    </div>
  );
}
