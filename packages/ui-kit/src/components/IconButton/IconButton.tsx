/** A button that shows only an icon; its `label` is the accessible name (and the tooltip). */
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { type IconButtonVariants, iconButton } from './IconButton.css.ts';

export type IconButtonProps = IconButtonVariants & {
  icon: IconName;
  label: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>;

export function IconButton({
  icon,
  label,
  size,
  tone,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      aria-label={label}
      title={label}
      className={[iconButton({ size, tone }), className].filter(Boolean).join(' ')}
    >
      <Icon name={icon} size={size === 'small' ? 18 : 22} />
    </button>
  );
}
