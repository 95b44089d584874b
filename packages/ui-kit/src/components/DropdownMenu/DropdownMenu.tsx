/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open it on the first item,
 * arrows move, Home/End jump, Escape closes and returns focus, a click outside closes it.
 * Items are links, buttons, or submit buttons of the form around the menu (works with Remix forms).
 */
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { KitLink } from '../link.tsx';
import * as styles from './DropdownMenu.css.ts';

export type MenuItem = { label: string; lang?: string; current?: boolean } & (
  | { kind: 'link'; href: string }
  | { kind: 'button'; onSelect: () => void }
  | { kind: 'submit'; name: string; value: string }
);

export interface DropdownMenuProps {
  label: ReactNode;
  /** The button's accessible name when `label` is short or visual (e.g. "EN"). */
  accessibleLabel?: string;
  icon?: IconName;
  /** On phones show only the icon (the label stays the accessible name). */
  compact?: boolean;
  items: MenuItem[];
}

export function DropdownMenu({ label, accessibleLabel, icon, compact = false, items }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    itemRefs.current[0]?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        triggerRef.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={accessibleLabel}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon ? <Icon name={icon} /> : null}
        <span className={compact && icon ? styles.labelCompact : undefined}>{label}</span>
        <span className={compact && icon ? styles.chevronCompact : undefined}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      {open ? (
        <div className={styles.menu} id={menuId} role="menu" tabIndex={-1} onKeyDown={onMenuKey}>
          {items.map((item, i) => {
            const common = {
              ref: (el: HTMLElement | null) => {
                itemRefs.current[i] = el;
              },
              role: 'menuitem' as const,
              className: styles.item,
              tabIndex: -1,
              lang: item.lang,
              'aria-current': item.current ? ('true' as const) : undefined,
            };
            const body = (
              <>
                <span>{item.label}</span>
                {item.current ? <Icon name="check" size={16} /> : null}
              </>
            );
            return (
              <Fragment key={`${item.kind}-${item.label}`}>
                {item.kind === 'link' ? (
                  <KitLink {...common} href={item.href} onClick={() => setOpen(false)}>
                    {body}
                  </KitLink>
                ) : item.kind === 'submit' ? (
                  <button {...common} type="submit" name={item.name} value={item.value}>
                    {body}
                  </button>
                ) : (
                  <button
                    {...common}
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      item.onSelect();
                    }}
                  >
                    {body}
                  </button>
                )}
              </Fragment>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
