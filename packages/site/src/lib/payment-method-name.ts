import { paymentMethodById } from '@dating/domain';
import type { TFunction } from 'i18next';

/**
 * A payment method as the member reads it: brand names stay as they are (iDEAL, PayPal), the
 * generic ones are translated (`paymentMethods.*`: SEPA-Lastschrift, Virement bancaire …).
 */
export function paymentMethodName(t: TFunction, id: string): string {
  const method = paymentMethodById(id);
  return method ? t(`paymentMethods.${id}`, { defaultValue: method.name }) : id;
}
