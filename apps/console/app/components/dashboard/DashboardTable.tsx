/** The dashboard's figures per brand and day (the charts' accessible twin), newest day first. */
import type { DashboardDay } from '@dating/contract';
import { formatMoney } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../ScrollTable.tsx';

export function DashboardTable({ days, locale }: { days: readonly DashboardDay[]; locale: string }) {
  const { t } = useTranslation();
  const amounts = (perCurrency: Record<string, number>) =>
    Object.entries(perCurrency)
      .map(([currency, minor]) => formatMoney(minor, currency, locale))
      .join(', ') || '—';
  return (
    <ScrollTable label={t('dashboard.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.day')}</th>
          <th scope="col">{t('range.brand')}</th>
          <th scope="col">{t('dashboard.metrics.lander_visits')}</th>
          <th scope="col">{t('dashboard.metrics.signups')}</th>
          <th scope="col">{t('dashboard.metrics.activations')}</th>
          <th scope="col">{t('dashboard.metrics.first_purchases')}</th>
          <th scope="col">{t('dashboard.revenue')}</th>
          <th scope="col">{t('dashboard.refunds')}</th>
          <th scope="col">{t('dashboard.metrics.messages')}</th>
          <th scope="col">{t('dashboard.metrics.active_members')}</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((d) => (
          <tr key={`${d.day}|${d.brand}`} data-day={d.day} data-brand={d.brand}>
            <td>{d.day}</td>
            <td>{d.brand}</td>
            <td>{d.lander_visits}</td>
            <td>{d.signups}</td>
            <td>{d.activations}</td>
            <td>{d.first_purchases}</td>
            <td>{amounts(d.revenue)}</td>
            <td>{amounts(d.refunds)}</td>
            <td>{d.messages}</td>
            <td>{d.active_members}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
