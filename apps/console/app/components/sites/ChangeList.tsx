/** An edit's preview (and what a save stored): each changed setting, its old value → its new one. */
import type { SettingChangeView } from '@dating/contract';
import { fromMinorUnits } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { SettingLabel } from './BundlesTable.tsx';

export function ChangeList({ changes }: { changes: SettingChangeView[] }) {
  const { t } = useTranslation();
  const shown = (path: string, value: unknown) => {
    if (typeof value === 'boolean') return t(value ? 'sites.on' : 'sites.off');
    const currency = /^bundles\.p\d\.prices\.([A-Z]{3})$/.exec(path)?.[1];
    if (currency && typeof value === 'number') return `${fromMinorUnits(value, currency)} ${currency}`;
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  return (
    <ul className={styles.changeList}>
      {changes.map((c) => (
        <li key={c.path} data-change={c.path}>
          <strong>
            <SettingLabel path={c.path} />
          </strong>
          : <del>{shown(c.path, c.before)}</del> → <ins>{shown(c.path, c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
