/** A member's round photo, or their initials when there is none; optionally an online dot. */
import * as styles from './Avatar.css.ts';

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** Alternative text of the photo; defaults to the name. "" marks it decorative (the name is beside it). */
  alt?: string;
  size?: 'small' | 'medium' | 'large';
  /** When given, a dot with this accessible label ("Online"). */
  onlineLabel?: string;
}

const PX = { small: 32, medium: 48, large: 96 } as const;

export function Avatar({ name, src, alt, size = 'medium', onlineLabel }: AvatarProps) {
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span className={styles.avatar({ size })}>
      {src ? (
        <img className={styles.image} src={src} alt={alt ?? name} width={PX[size]} height={PX[size]} />
      ) : (
        <span
          className={styles.initials}
          {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt ?? name })}
        >
          {initials}
        </span>
      )}
      {onlineLabel ? <span className={styles.online} role="img" aria-label={onlineLabel} /> : null}
    </span>
  );
}
