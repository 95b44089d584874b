/**
 * /sandbox-age/{token} — the sandbox age check provider's hosted page in the demo network
 * (ADR 0088): no document is read. The tester passes or fails the check; the provider reports
 * it to the API, signed, and the member returns to the age check page.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { AGE_CHECK_RESULTS, type AgeCheckResult } from '@dating/domain';
import { Alert, Button, Select, Stack } from '@dating/ui-kit';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { SiteLoadContext } from '../context.server.ts';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

async function checkOf(request: Request, context: unknown, token: string | undefined) {
  const ctx = context as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  const check = token ? await api.sandboxAgeCheck(token).catch(() => null) : null;
  if (!check || !token) throw new Response(null, { status: 404 });
  return { api, check, ctx, token };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { check, ctx } = await checkOf(request, context, params.token);
  const t = await translatorFor(request, ctx);
  return { meta: { title: t('ageAssurance.sandbox.title') }, check };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, check, token } = await checkOf(request, context, params.token);
  const result = String((await readForm(request)).get('result') ?? '');
  // The page only offers the two answers; anything else leaves the check as it is.
  if (!(AGE_CHECK_RESULTS as readonly string[]).includes(result)) return redirect(check.return_url);
  const { return_url } = await api.sandboxAgeAnswer({ token, result: result as AgeCheckResult });
  return redirect(return_url);
}

export default function SandboxAgePage() {
  const { t } = useTranslation();
  const { check } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  return (
    <CardPage title={t('ageAssurance.sandbox.title')}>
      <Alert tone="info">{t('ageAssurance.sandbox.notice')}</Alert>
      <p>{t(`ageAssurance.methods.${check.method}`)}</p>
      <Form method="post">
        <Stack gap="medium">
          <Select
            label={t('ageAssurance.sandbox.answer')}
            name="result"
            defaultValue="passed"
            options={AGE_CHECK_RESULTS.map((r) => ({
              value: r,
              label: t(`ageAssurance.sandbox.results.${r}`),
            }))}
          />
          <Button type="submit" loading={busy}>
            {t('ageAssurance.sandbox.confirm')}
          </Button>
        </Stack>
      </Form>
    </CardPage>
  );
}
