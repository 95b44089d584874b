/** A button, or a link that looks like one when given `href`. `loading` keeps it focusable and says so. */
import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { KitLink } from '../link.tsx';
import { type ButtonVariants, button } from './Button.css.ts';

export type ButtonProps = ButtonVariants & {
  children: ReactNode;
  href?: string;
  loading?: boolean;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;

export function Button({
  variant,
  size,
  wrap,
  href,
  loading = false,
  children,
  className,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, wrap }), className].filter(Boolean).join(' ');
  if (href) {
    return (
      <KitLink
        href={href}
        className={classes}
        onClick={rest.onClick as MouseEventHandler<HTMLElement> | undefined}
      >
        {children}
      </KitLink>
    );
  }
  return (
    <button
      type="button"
      {...rest}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
    >
      {children}
    </button>
  );
}
