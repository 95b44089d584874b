/**
 * The swipe game's card stack (spec §2 swipe-game): the top profile, liked or passed by
 * dragging it past a threshold (it follows the pointer and tilts; let go early and it snaps
 * back), by its two buttons, or by ArrowRight / ArrowLeft while focus is in the game. Motion is
 * dropped under prefers-reduced-motion.
 */
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FictionalBadge } from '../FictionalBadge/FictionalBadge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './SwipeCard.css.ts';

export interface SwipeProfile {
  id: string | number;
  name: string;
  age: number;
  city?: string | null;
  photo: string;
  /** A fictional profile (spec §3 fictional_icon): the card carries the mask (issue 22). */
  fictional?: boolean;
}

export interface SwipeCardProps {
  profiles: SwipeProfile[];
  onLike: (id: SwipeProfile['id']) => void;
  onPass: (id: SwipeProfile['id']) => void;
  labels: {
    stack: string;
    keys: string;
    like: (name: string) => string;
    pass: (name: string) => string;
    photo: (name: string) => string;
    age: (age: number) => string;
    /** The mask's label ("Fictional profile"). */
    fictional?: string;
  };
  /** Shown when no profile is left. */
  empty: ReactNode;
}

/** How far (px) a card must be dragged to count as a swipe. */
export const SWIPE_THRESHOLD = 100;

export function SwipeCard({ profiles, onLike, onPass, labels, empty }: SwipeCardProps) {
  const id = useId();
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const top = profiles[0];
  if (!top) return <div className={styles.empty}>{empty}</div>;
  const decide = (like: boolean) => {
    setDx(0);
    start.current = null;
    if (like) onLike(top.id);
    else onPass(top.id);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    if (Math.abs(dx) >= SWIPE_THRESHOLD) decide(dx > 0);
    else {
      setDx(0);
      start.current = null;
    }
  };
  // The arrows work while focus is anywhere in the game (its buttons are the tab stops).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') decide(true);
    else if (e.key === 'ArrowLeft') decide(false);
  };
  return (
    <section
      className={styles.wrap}
      aria-label={labels.stack}
      aria-describedby={`${id}-keys`}
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-keys`} className={styles.keys}>
        {labels.keys}
      </p>
      <div className={styles.stack}>
        {profiles.slice(1, 3).map((p, i) => (
          <div
            key={p.id}
            className={styles.behind}
            style={{ transform: `scale(${0.96 - i * 0.03}) translateY(${(i + 1) * 8}px)` }}
            aria-hidden="true"
          >
            <img className={styles.photo} src={p.photo} alt="" draggable={false} />
          </div>
        ))}
        <div
          className={styles.card}
          data-testid="swipe-top"
          style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            setDx(0);
            start.current = null;
          }}
        >
          <img className={styles.photo} src={top.photo} alt={labels.photo(top.name)} draggable={false} />
          {top.fictional && labels.fictional ? <FictionalBadge label={labels.fictional} /> : null}
          <div className={styles.caption}>
            <span>
              <strong>{top.name}</strong>, {labels.age(top.age)}
            </span>
            {top.city ? <span className={styles.city}>{top.city}</span> : null}
          </div>
        </div>
      </div>
      <div className={styles.buttons}>
        <IconButton icon="close" label={labels.pass(top.name)} onClick={() => decide(false)} />
        <IconButton icon="heart" tone="accent" label={labels.like(top.name)} onClick={() => decide(true)} />
      </div>
    </section>
  );
}
