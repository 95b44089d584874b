/**
 * /directdebit — pay for a bundle by SEPA direct debit (spec §2, §4 direct debit flow, §8):
 * account holder, IBAN, address and mobile number, then the SMS code (with resend). Refusals
 * (blocked, limit reached) and a wrong code are told in the member's language. Plain forms:
 * the step is in the address (?request=), so it works without JavaScript.
 */
import { type ApiClient, isApiError } from '@dating/api-client';
import {
  type DirectDebitView,
  directDebitCodeSchema,
  directDebitRequestSchema,
  directDebitResendSchema,
} from '@dating/contract';
import { priceQuote } from '@dating/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { appliedCode } from '../components/credits/DiscountCodeForm.tsx';
import { DirectDebitCodeForm, DirectDebitMandateForm } from '../components/credits/DirectDebitForms.tsx';
import { CardPage } from '../components/CardPage.tsx';
import { type ActionResult, apiFailure, echoValues, invalidForm } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { typedCode } from '../lib/typed-code.server.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;
const METHOD = 'sepa_direct_debit';
const FIELDS = ['holder', 'iban', 'street', 'postcode', 'city', 'mobile'] as const;

async function waiting(api: ApiClient, id: string | null): Promise<DirectDebitView | 'ended' | null> {
  if (!id) return null;
  try {
    return await api.directDebit(Number(id));
  } catch (error) {
    if (isApiError(error) && error.status < 500) return 'ended';
    throw error;
  }
}

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const url = new URL(request.url);
  const [offer, t] = await Promise.all([api.bundles(), translatorFor(request, ctx)]);
  const bundle = offer.bundles.find((b) => b.tier === (url.searchParams.get('tier') ?? 'p1'));
  const method = offer.methods.find((m) => m.id === METHOD);
  if (!bundle) throw new Response(null, { status: 404 });
  // Not offered here (another country or currency, or switched off): choose another method.
  if (!method) throw redirect(`/credits/${bundle.tier}`);
  const code = appliedCode(await typedCode(api, request, { tier: bundle.tier, method: METHOD }));
  const percentage = code?.percentage ?? offer.discount?.percentage;
  const quote = priceQuote({
    amountMinor: bundle.price,
    currency: offer.currency,
    discount: percentage ? { valuePercentage: percentage } : null,
    fee: { percentBp: method.fee_percent_bp, fixedMinor: method.fee_fixed },
  });
  return {
    meta: { title: t('directDebit.title') },
    bundle,
    total: quote.total,
    currency: offer.currency,
    code: code?.code ?? null,
    pending: await waiting(api, url.searchParams.get('request')),
  };
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const url = new URL(request.url);
  const form = await readForm(request);
  const intent = String(form.get('intent'));
  if (intent === 'start') {
    const values = echoValues(form, FIELDS);
    const parsed = directDebitRequestSchema.safeParse({
      ...values,
      tier: url.searchParams.get('tier') ?? 'p1',
      discount_code: form.get('discount_code') || undefined,
      // Confirmed on the pay page before it sent the member here (issue 22).
      disclosure_confirmed: url.searchParams.get('disclosure') === '1' ? true : undefined,
    });
    if (!parsed.success) return invalidForm(parsed.error, values, intent);
    try {
      const started = await api.startDirectDebit(parsed.data);
      url.searchParams.set('request', String(started.id));
      return redirect(`${url.pathname}${url.search}`);
    } catch (error) {
      return apiFailure(error, values, intent);
    }
  }
  const requestId = Number(url.searchParams.get('request'));
  try {
    if (intent === 'resend') {
      const parsed = directDebitResendSchema.safeParse({ request: requestId });
      if (!parsed.success) return invalidForm(parsed.error, {}, intent);
      await api.resendDirectDebitCode(parsed.data.request);
      return { intent, done: true } satisfies ActionResult;
    }
    const parsed = directDebitCodeSchema.safeParse({ request: requestId, code: form.get('code') });
    if (!parsed.success) return invalidForm(parsed.error, {}, intent);
    const { redirect_url } = await api.confirmDirectDebit(parsed.data.request, parsed.data.code);
    return redirect(redirect_url);
  } catch (error) {
    return apiFailure(error, {}, intent);
  }
}

export default function DirectDebitPage() {
  const { t, i18n } = useTranslation();
  const { bundle, total, currency, code, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const amount = formatMoney(total, currency, i18n.language);
  return (
    <CardPage title={t('directDebit.title')}>
      <p>
        {t('directDebit.summary', {
          name: t(`credits.tiers.${bundle.tier}`),
          count: bundle.credits,
          total: amount,
        })}
      </p>
      {pending && pending !== 'ended' ? (
        <DirectDebitCodeForm pending={pending} result={result} />
      ) : (
        <DirectDebitMandateForm total={amount} code={code} ended={pending === 'ended'} result={result} />
      )}
    </CardPage>
  );
}
