/**
 * The site's top bar: the brand home link, the main entries (icon-only on phones, with their
 * names for assistive tech), optional badges, and an end slot for menus and the login button.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { KitLink } from '../link.tsx';
import * as styles from './TopNav.css.ts';

export interface TopNavItem {
  href: string;
  label: string;
  icon: IconName;
  current?: boolean;
  badge?: ReactNode;
}

export interface TopNavProps {
  homeHref: string;
  homeLabel: string;
  logoSrc: string;
  brandName: string;
  navLabel: string;
  items: TopNavItem[];
  end?: ReactNode;
}

export function TopNav({ homeHref, homeLabel, logoSrc, brandName, navLabel, items, end }: TopNavProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <KitLink href={homeHref} className={styles.home} aria-label={homeLabel}>
          <img src={logoSrc} alt="" width={36} height={36} />
          <span className={styles.brandName}>{brandName}</span>
        </KitLink>
        {items.length > 0 ? (
          <nav aria-label={navLabel}>
            <ul className={styles.items}>
              {items.map((item) => (
                <li key={item.href}>
                  <KitLink
                    href={item.href}
                    className={styles.item}
                    aria-current={item.current ? 'page' : undefined}
                    aria-label={item.label}
                  >
                    <Icon name={item.icon} />
                    <span className={styles.itemLabel} aria-hidden="true">
                      {item.label}
                    </span>
                    {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
                  </KitLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {end ? <div className={styles.end}>{end}</div> : null}
      </div>
    </header>
  );
}
