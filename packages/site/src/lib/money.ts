/** Prices as a member reads them: minor units of a currency, in the page's language (shared with e-mails and the console). */
export { formatMoney } from '@dating/domain';
