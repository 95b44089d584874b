/**
 * Tabs per the WAI-ARIA pattern: a tablist whose selected tab is the only one in the tab order;
 * ArrowLeft/ArrowRight (wrapping), Home and End move and select. Controlled (`value` +
 * `onChange`) or not (`defaultValue`).
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  label: string;
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

export function Tabs({ label, items, value, defaultValue, onChange }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? own;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setOwn(item.id);
    onChange?.(item.id);
    refs.current[(index + items.length) % items.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === selected}
            tabIndex={item.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}
