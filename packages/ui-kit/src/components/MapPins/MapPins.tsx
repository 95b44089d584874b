/**
 * Members as pins on a drawn map around "you" (the map lander). Pins are placed on a ring around
 * the centre by their order, so the layout is stable and no real location is shown.
 */
import { KitLink } from '../link.tsx';
import * as styles from './MapPins.css.ts';

export interface MapPin {
  src: string;
  name: string;
  alt: string;
  href: string;
}

/** Where pin `i` of `n` sits, in % of the map: two rings, inner then outer. */
export function pinPosition(i: number, n: number): { x: number; y: number } {
  const inner = Math.min(n, 4);
  const ring = i < inner ? 0 : 1;
  const count = ring === 0 ? inner : n - inner;
  const index = ring === 0 ? i : i - inner;
  const angle = (index / count) * 2 * Math.PI + (ring === 0 ? Math.PI / 4 : 0);
  const radius = ring === 0 ? 22 : 38;
  return { x: 50 + radius * Math.cos(angle), y: 50 + radius * Math.sin(angle) * 0.9 };
}

export function MapPins({ pins, label, youLabel }: { pins: MapPin[]; label: string; youLabel: string }) {
  return (
    <div className={styles.map}>
      <span className={styles.you}>{youLabel}</span>
      <ul className={styles.pins} aria-label={label}>
        {pins.map((p, i) => {
          const { x, y } = pinPosition(i, pins.length);
          return (
            <li key={p.href} className={styles.pin} style={{ left: `${x}%`, top: `${y}%` }}>
              <KitLink href={p.href} className={styles.pinLink}>
                <img
                  className={styles.avatar}
                  src={p.src}
                  alt={p.alt}
                  width={64}
                  height={64}
                  decoding="async"
                />
                <span className={styles.label} aria-hidden="true">
                  {p.name}
                </span>
              </KitLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
