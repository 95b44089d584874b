/** An edit's preview (and what a save stored): each changed setting, its old value → its new one. */
import type { SettingChangeView } from '@dating/contract';
import { fromMinorUnits } from '@dating/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { SettingLabel } from './BundlesTable.tsx';

/** A setting's name in words; the site settings' names unless the editor says otherwise. */
const siteLabel = (path: string) => <SettingLabel path={path} />;

export function ChangeList({
  changes,
  labelOf = siteLabel,
}: {
  changes: SettingChangeView[];
  labelOf?: (path: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const shown = (path: string, value: unknown) => {
    if (typeof value === 'boolean') return t(value ? 'sites.on' : 'sites.off');
    // A price's path ends in its currency: bundles.p1.prices.EUR, bundles.p1.country_prices.AT.EUR.
    const currency = /^bundles\.p\d\.(?:prices|country_prices\.[A-Z]{2})\.([A-Z]{3})$/.exec(path)?.[1];
    if (currency && typeof value === 'number') return `${fromMinorUnits(value, currency)} ${currency}`;
    if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  return (
    <ul className={styles.changeList}>
      {changes.map((c) => (
        <li key={c.path} data-change={c.path}>
          <strong>{labelOf(c.path)}</strong>: <del>{shown(c.path, c.before)}</del> →{' '}
          <ins>{shown(c.path, c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
