/**
 * /unsubscribe?u=…&s=… — the footer link of every e-mail (spec §4 reason listunsubscribe): the
 * signed link works without logging in. Opening it changes nothing (mail scanners open links);
 * the page asks, then confirms and offers to undo. Mail clients use the one-click POST to the
 * API instead (RFC 8058, List-Unsubscribe header).
 */
import { isApiError } from '@dating/api-client';
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert, Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

const linkOf = (request: Request) => {
  const url = new URL(request.url);
  return { u: url.searchParams.get('u') ?? '', s: url.searchParams.get('s') ?? '' };
};

/** A link that is not ours (or no longer names a member) is a page that says so, not an error page. */
async function answer<T>(call: () => Promise<T>) {
  try {
    return { state: await call(), invalid: false as const };
  } catch (error) {
    if (isApiError(error) && [400, 403, 404].includes(error.status))
      return { state: null, invalid: true as const };
    throw error;
  }
}

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const t = await translatorFor(request, ctx);
  const result = await answer(() => ctx.api.unsubscribeState(linkOf(request)));
  return data(
    { meta: { title: t('notifications.unsubscribe.title') }, ...result, brand: ctx.site.brand.name },
    result.invalid ? 400 : 200,
  );
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const api = ctx.api;
  const intent = (await readForm(request)).get('intent');
  const link = linkOf(request);
  const result = await answer(() => (intent === 'undo' ? api.resubscribe(link) : api.unsubscribe(link)));
  return data({ ...result, intent }, result.invalid ? 400 : 200);
}

export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { state, invalid, brand } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  return (
    <CardPage title={t('notifications.unsubscribe.title')}>
      {invalid || !state ? (
        <Alert tone="critical" role="alert">
          {t('notifications.unsubscribe.invalid')}
        </Alert>
      ) : state.unsubscribed ? (
        <Stack gap="medium">
          <Alert tone="positive">{t('notifications.unsubscribe.done', { email: state.email, brand })}</Alert>
          <p>{t('notifications.unsubscribe.undoIntro')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="undo" />
            <Button type="submit" variant="soft" loading={busy}>
              {t('notifications.unsubscribe.undo')}
            </Button>
          </Form>
        </Stack>
      ) : (
        <Stack gap="medium">
          <p>{t('notifications.unsubscribe.ask', { email: state.email, brand })}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="unsubscribe" />
            <Button type="submit" loading={busy}>
              {t('notifications.unsubscribe.confirm')}
            </Button>
          </Form>
          <p>{t('notifications.unsubscribe.settingsHint')}</p>
          <Button href="/notifications" variant="soft">
            {t('notifications.unsubscribe.settings')}
          </Button>
        </Stack>
      )}
    </CardPage>
  );
}
