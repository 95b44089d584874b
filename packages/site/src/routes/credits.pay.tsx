/**
 * /credits/{id}/{paymentmethod?} — pay for a bundle (spec §2, §9): the bundle, the methods
 * offered in the member's country with their fees, a discount code, and the total. Paying
 * starts the payment and goes to the provider's checkout (the sandbox in the demo network).
 * Plain forms: the code is checked through the address (?code=), so it works without JavaScript.
 */
import { paymentRequestSchema } from '@dating/contract';
import { priceQuote } from '@dating/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { Button, Checkbox, PaymentMethodPicker, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { DiscountCodeForm, appliedCode } from '../components/credits/DiscountCodeForm.tsx';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { CardPage } from '../components/CardPage.tsx';
import { type ActionResult, apiFailure, invalidForm } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { typedCode } from '../lib/typed-code.server.ts';
import { formatMoney } from '../lib/money.ts';
import { paymentMethodName } from '../lib/payment-method-name.ts';
import { readForm } from '../lib/read-form.server.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const [offer, t] = await Promise.all([api.bundles({ checkout: true }), translatorFor(request, ctx)]);
  const checkout = offer.checkout!;
  const bundle = offer.bundles.find((b) => b.tier === params.id);
  if (!bundle) throw new Response(null, { status: 404 });
  const method = offer.methods.find((m) => m.id === params.paymentmethod)?.id ?? offer.methods[0]?.id ?? '';
  const code = await typedCode(api, request, { tier: bundle.tier, method });
  return {
    meta: { title: t('credits.payTitle', { count: bundle.credits }) },
    bundle,
    currency: offer.currency,
    discount: offer.discount,
    methods: offer.methods,
    method,
    code,
    checkout,
  };
}

export async function action({ request, context: ctx, params }: ActionFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const form = await readForm(request);
  const values = {
    method: String(form.get('method') ?? ''),
    // Kept ticked when the page comes back with another error.
    disclosure_confirmed: form.get('disclosure_confirmed') === 'on' ? 'on' : '',
  };
  const parsed = paymentRequestSchema.safeParse({
    tier: params.id,
    method: values.method,
    discount_code: form.get('discount_code') || undefined,
    // Issue 22: the box ticked before a first purchase (absent: the API decides whether it is needed).
    disclosure_confirmed: form.get('disclosure_confirmed') === 'on' ? true : undefined,
  });
  if (!parsed.success) return invalidForm(parsed.error, values);
  // Direct debit is not a checkout at the provider: the member gives the mandate here (spec §2).
  if (parsed.data.method === 'sepa_direct_debit') {
    const next = new URLSearchParams({ tier: parsed.data.tier });
    // The disclosure is asked here, where the member sees it, and carried to the mandate (issue 22).
    if (parsed.data.disclosure_confirmed) next.set('disclosure', '1');
    else if (!(await api.checkoutTerms()).disclosure_confirmed) {
      return data<ActionResult>(
        {
          error: { code: 'disclosure_required' },
          fields: { disclosure_confirmed: 'disclosure_required' },
          values,
        },
        422,
      );
    }
    if (parsed.data.discount_code) next.set('code', parsed.data.discount_code);
    return redirect(`/directdebit?${next}`);
  }
  try {
    const { redirect_url } = await api.startPayment(parsed.data);
    return redirect(redirect_url);
  } catch (error) {
    return apiFailure(error, values);
  }
}

export default function PayPage() {
  const { t, i18n } = useTranslation();
  const { bundle, currency, methods, method, discount, code, checkout } = useLoaderData<typeof loader>();
  const siteName = useRootData()?.settings.name ?? '';
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const fieldError = useFieldErrors(result);
  // The address's method is the first choice; picking another updates the total at once.
  const [selected, setSelected] = useState(method);
  const busy = useNavigation().state === 'submitting';
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  // One discount, never stacked: a typed code when it beats the time bonus (domain activeDiscount).
  const usable = appliedCode(code);
  const applied = usable
    ? {
        percentage: usable.percentage,
        line: t('credits.codeLine', { code: usable.code, percent: usable.percentage }),
      }
    : discount
      ? { percentage: discount.percentage, line: t('credits.bonusLine', { percent: discount.percentage }) }
      : null;
  const quoteFor = (id: string) => {
    const m = methods.find((x) => x.id === id);
    return priceQuote({
      amountMinor: bundle.price,
      currency,
      discount: applied ? { valuePercentage: applied.percentage } : null,
      fee: m ? { percentBp: m.fee_percent_bp, fixedMinor: m.fee_fixed } : null,
    });
  };
  const quote = quoteFor(selected);
  return (
    <CardPage title={t('credits.payTitle', { count: bundle.credits })}>
      <p>{t('credits.payIntro', { name: t(`credits.tiers.${bundle.tier}`), price: money(bundle.price) })}</p>
      <FormError result={result} />
      <Form method="post" id="pay">
        <Stack gap="medium">
          <PaymentMethodPicker
            legend={t('credits.method')}
            name="method"
            value={selected}
            onChange={setSelected}
            error={
              result?.fields?.method
                ? t(`errors.${result.fields.method}`, { defaultValue: t('fieldErrors.invalid') })
                : undefined
            }
            methods={methods.map((m) => {
              const fee = quoteFor(m.id).fee;
              return {
                id: m.id,
                label: paymentMethodName(t, m.id),
                fee: fee > 0 ? t('credits.fee', { fee: money(fee) }) : t('credits.noFee'),
              };
            })}
          />
          {usable ? <input type="hidden" name="discount_code" value={usable.code} /> : null}
          {/* Issue 22: asked once, before the first purchase (ADR 0087). */}
          {checkout.disclosure_confirmed ? null : (
            <Checkbox
              name="disclosure_confirmed"
              defaultChecked={result?.values?.disclosure_confirmed === 'on'}
              label={t('moneyDisclosure.disclosureConfirm', { site: siteName })}
              error={fieldError('disclosure_confirmed')}
            />
          )}
        </Stack>
      </Form>
      <DiscountCodeForm action={`/credits/${bundle.tier}/${selected}`} code={code} />
      {applied && quote.discount > 0 ? (
        <p>{t('credits.discountLine', { label: applied.line, amount: money(quote.discount) })}</p>
      ) : null}
      <p>
        <strong>{t('credits.total', { total: money(quote.total) })}</strong>
      </p>
      <p>{t('moneyDisclosure.descriptor', { descriptor: checkout.statement_descriptor })}</p>
      {checkout.spending_cap === null ? null : (
        <p>
          {t('moneyDisclosure.capLeft', {
            cap: money(checkout.spending_cap),
            left: money(Math.max(0, checkout.spending_cap - checkout.paid_this_month)),
          })}
        </p>
      )}
      <Button type="submit" form="pay" loading={busy}>
        {t('credits.pay', { total: money(quote.total) })}
      </Button>
    </CardPage>
  );
}
