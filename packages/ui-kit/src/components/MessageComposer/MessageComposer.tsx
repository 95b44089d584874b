/**
 * Writing a chat message (spec §5 chat): a labelled text box with a character counter counted
 * as the domain counts (`messageLength`), send disabled when empty or over the limit, Enter
 * sends and Shift+Enter starts a new line. Photo and gift buttons when offered. When sending is
 * not possible (not enough credits) the reason and the caller's way out (`children`) show instead.
 * A real form: without JavaScript it posts to `action`.
 */
import { messageLength } from '@dating/domain';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useEarlyInput } from '../early-input.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './MessageComposer.css.ts';

export interface MessageComposerProps {
  label: string;
  sendLabel: string;
  maxLength: number;
  /** "12 / 1000" style counter text. */
  counterLabel: (count: number, max: number) => string;
  onSend?: (text: string) => void;
  action?: string;
  method?: 'post';
  photoLabel?: string;
  onPhoto?: () => void;
  giftLabel?: string;
  onGift?: () => void;
  /** Why sending is not possible now; the composer is then disabled. */
  disabledReason?: string;
  children?: ReactNode;
  placeholder?: string;
  /**
   * What the next message costs ("1 credit · €0.75", "Free"), shown under the send button before
   * sending and read with it (issue 22).
   */
  price?: string;
  /** Controlled text (for example an icebreaker line put in); uncontrolled without it. */
  text?: string;
  onTextChange?: (text: string) => void;
}

export function MessageComposer(props: MessageComposerProps) {
  const { label, sendLabel, maxLength, counterLabel, disabledReason } = props;
  const id = useId();
  const [own, setOwn] = useState('');
  const text = props.text ?? own;
  const setText = (value: string) => {
    setOwn(value);
    props.onTextChange?.(value);
  };
  const form = useRef<HTMLFormElement>(null);
  const box = useEarlyInput<HTMLTextAreaElement>(true, (e) => setText(e.currentTarget.value));
  const count = messageLength(text);
  const over = count > maxLength;
  const blocked = Boolean(disabledReason);
  const canSend = !blocked && count > 0 && !over;
  const submit = (event: FormEvent) => {
    if (!props.onSend) return;
    event.preventDefault();
    if (!canSend) return;
    props.onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) form.current?.requestSubmit();
    }
  };
  return (
    <form ref={form} className={styles.form} action={props.action} method={props.method} onSubmit={submit}>
      {blocked ? (
        <div className={styles.blocked} role="status">
          <p>{disabledReason}</p>
          {props.children}
        </div>
      ) : null}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {props.onPhoto && props.photoLabel ? (
          <IconButton icon="camera" label={props.photoLabel} onClick={props.onPhoto} disabled={blocked} />
        ) : null}
        {props.onGift && props.giftLabel ? (
          <IconButton icon="gift" label={props.giftLabel} onClick={props.onGift} disabled={blocked} />
        ) : null}
        <textarea
          ref={box}
          id={id}
          name="message"
          rows={2}
          className={styles.textarea}
          value={text}
          placeholder={props.placeholder}
          disabled={blocked}
          aria-describedby={`${id}-count`}
          aria-invalid={over || undefined}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton
          icon="send"
          label={sendLabel}
          tone="accent"
          type="submit"
          disabled={!canSend}
          aria-describedby={props.price ? `${id}-price` : undefined}
        />
      </div>
      <div className={styles.footer}>
        <p id={`${id}-count`} className={styles.counter({ over })} aria-live="polite">
          {counterLabel(count, maxLength)}
        </p>
        {props.price ? (
          <p id={`${id}-price`} className={styles.price} data-testid="next-message-price">
            {props.price}
          </p>
        ) : null}
      </div>
    </form>
  );
}
