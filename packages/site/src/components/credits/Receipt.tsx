/**
 * A printable receipt for a completed payment (issue 8): who sold it (company info, spec §3),
 * what was bought, how it was paid, and the return policy (refund_days).
 */
import { dateFormatter } from '@dating/domain';
import type { CompanyInfo, Payment } from '@dating/contract';
import {
  Button,
  Card,
  FactList,
  Heading,
  Stack,
  addressLines,
  hiddenInPrint,
  printAlone,
} from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';

export function Receipt({
  payment,
  company,
  methodName,
  refundDays,
}: {
  payment: Payment;
  company: CompanyInfo;
  methodName: string;
  refundDays: number;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  const date = dateFormatter(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const facts = [
    { id: 'number', term: t('receipt.number'), value: String(payment.id) },
    {
      id: 'date',
      term: t('receipt.date'),
      value: date.format(new Date(payment.settled_at ?? payment.created_at)),
    },
    {
      id: 'bundle',
      term: t('receipt.bundle'),
      value: t('receipt.bundleValue', { name: t(`credits.tiers.${payment.tier}`), count: payment.credits }),
    },
    { id: 'method', term: t('receipt.method'), value: methodName },
    { id: 'price', term: t('receipt.price'), value: money(payment.price) },
    ...(payment.discount > 0
      ? [
          {
            id: 'discount',
            term: t('receipt.discount', { code: payment.discount_code ?? '' }),
            value: `−${money(payment.discount)}`,
          },
        ]
      : []),
    { id: 'fee', term: t('receipt.fee'), value: money(payment.fee) },
    { id: 'total', term: t('receipt.total'), value: money(payment.total) },
  ];
  return (
    // Printed, the page is this receipt alone (issue 15): not the alerts or the list of payments.
    <div className={printAlone}>
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('receipt.title')}</Heading>
          <address className={addressLines}>
            <strong>{company.name}</strong>
            <span>{company.address}</span>
            <span>{`${company.city}, ${company.country}`}</span>
            <span>{t('receipt.kvk', { kvk: company.kvk })}</span>
            {company.vat_numbers.length > 0 ? (
              <span>{t('receipt.vat', { numbers: company.vat_numbers.join(', ') })}</span>
            ) : null}
          </address>
          <FactList facts={facts} />
          <p>{t('credits.refund', { days: refundDays })}</p>
          <div className={hiddenInPrint}>
            <Button variant="soft" size="small" onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
          </div>
        </Stack>
      </Card>
    </div>
  );
}
