/**
 * A site's legal and help pages (admins), the console's `pnpm pages:set` / `pages:reset`: pick a
 * page and a language, write its text as Markdown under a `# Title` line, store it or go back
 * to the built-in text. The site shows the change on its next request.
 */
import type { SitePagesView } from '@dating/contract';
import { Alert, Button, Card, Heading, Select, Stack, TextArea } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '../lib/form-errors.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.site.host} · pages` : 'Pages' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'sites');
  const host = encodeURIComponent(params.site ?? '');
  const view = orThrow(await staffApi<SitePagesView>(request, context, `/sites/${host}/pages`), request);
  const url = new URL(request.url);
  const slug = view.slugs.includes(url.searchParams.get('slug') ?? '')
    ? url.searchParams.get('slug')!
    : view.slugs[0]!;
  const wanted = url.searchParams.get('locale') ?? '';
  const locale = view.site.locales.includes(wanted) ? wanted : view.site.domain_language;
  return { ...view, slug, locale };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireArea(request, context, 'sites');
  const form = await request.formData();
  const path = `/sites/${encodeURIComponent(params.site ?? '')}/pages/${encodeURIComponent(String(form.get('slug') ?? ''))}/${encodeURIComponent(String(form.get('locale') ?? ''))}`;
  const intent = form.get('intent');
  const markdown = String(form.get('markdown') ?? '');
  const answer =
    intent === 'reset'
      ? await staffApi(request, context, path, { method: 'DELETE' })
      : await staffApi(request, context, path, { method: 'PUT', body: { markdown } });
  if (answer.status === 401) orThrow(answer, request);
  if (!answer.ok) return { done: null, markdown, errors: formErrors(answer.error) };
  return { done: intent === 'reset' ? 'sites.pageReset' : 'sites.pageSaved', markdown: null, errors: null };
}

export default function SitePagesPage() {
  const { site, slugs, pages, slug, locale } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const current = pages.find((p) => p.slug === slug && p.locale === locale);
  const text = data?.markdown ?? (current ? `# ${current.title}\n\n${current.body}` : '');
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('sites.pagesOf', { host: site.host })}</Heading>
        <Link to={`/sites/${site.host}`}>{t('sites.settingsLink')}</Link>
      </div>
      <Form method="get" className={styles.filters} aria-label={t('sites.pickPage')}>
        <Select
          label={t('sites.page')}
          name="slug"
          defaultValue={slug}
          options={slugs.map((s) => ({ value: s, label: `/pages/${s}` }))}
        />
        <Select
          label={t('sites.language')}
          name="locale"
          defaultValue={locale}
          options={site.locales.map((l) => ({ value: l, label: l }))}
        />
        <Button type="submit" variant="soft">
          {t('sites.open')}
        </Button>
      </Form>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t(data.done)}
        </Alert>
      ) : null}
      <FormAlert errors={data?.errors} />
      <Card>
        <Form
          method="post"
          className={styles.formStack}
          key={`${slug}/${locale}/${current?.updated_at ?? ''}`}
        >
          <Heading level={2}>
            /pages/{slug} · {locale}
          </Heading>
          <p className={styles.muted}>{current ? t('sites.pageOwn') : t('sites.pageBuiltIn')}</p>
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="locale" value={locale} />
          <TextArea
            name="markdown"
            label={t('sites.markdown')}
            hint={t('sites.markdownHint')}
            rows={16}
            defaultValue={text}
            error={data?.errors?.fields.markdown ? t(data.errors.fields.markdown) : undefined}
          />
          <div className={styles.rowActions}>
            <Button type="submit" name="intent" value="save" variant="solid" disabled={busy}>
              {t('sites.savePage')}
            </Button>
            {current ? (
              <Button type="submit" name="intent" value="reset" variant="soft" disabled={busy}>
                {t('sites.resetPage')}
              </Button>
            ) : null}
          </div>
        </Form>
      </Card>
    </Stack>
  );
}
