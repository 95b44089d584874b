/** The traffic report's rows: one per day, brand, network and source key, with revenue per currency. */
import type { TrafficRow } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../ScrollTable.tsx';

export function TrafficTable({
  rows,
  by,
  locale,
}: {
  rows: readonly TrafficRow[];
  by: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const money = (currency: string, minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  const revenue = (row: TrafficRow) => {
    const parts = Object.entries(row.revenue).map(([c, v]) => money(c, v));
    return parts.length ? parts.join(', ') : '—';
  };
  return (
    <ScrollTable label={t('traffic.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('traffic.day')}</th>
          <th scope="col">{t('traffic.brand')}</th>
          <th scope="col">{t('traffic.network')}</th>
          {by === 'network' ? null : <th scope="col">{t(`traffic.by.${by}`)}</th>}
          <th scope="col">{t('traffic.signups')}</th>
          <th scope="col">{t('traffic.activations')}</th>
          <th scope="col">{t('traffic.firstPurchases')}</th>
          <th scope="col">{t('traffic.revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.day}|${row.brand}|${row.network}|${row.source}`}>
            <td>{row.day}</td>
            <td>{row.brand}</td>
            <td>{row.network || t('traffic.noNetwork')}</td>
            {by === 'network' ? null : <td>{row.source || '—'}</td>}
            <td>{row.signups}</td>
            <td>{row.activations}</td>
            <td>{row.first_purchases}</td>
            <td>{revenue(row)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
