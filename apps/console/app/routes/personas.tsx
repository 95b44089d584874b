/**
 * Personas (admins): the list of the fictional profiles the staff run, filtered by brand and by
 * retirement with a plain GET form (works without JavaScript), and the way to a new one.
 */
import type { PersonaSummary } from '@dating/contract';
import { Button, Heading, Select, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';

export const meta: MetaFunction = () => [{ title: 'Personas' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'personas');
  const url = new URL(request.url);
  const brand = url.searchParams.get('brand') ?? '';
  const retired = url.searchParams.get('retired') ?? 'active';
  const query = new URLSearchParams({
    retired: ['active', 'retired', 'all'].includes(retired) ? retired : 'active',
  });
  if (brand) query.set('brand', brand);
  const list = orThrow(
    await staffApi<{ personas: PersonaSummary[]; brands: { id: string; name: string }[] }>(
      request,
      context,
      `/personas?${query}`,
    ),
    request,
  );
  return { ...list, filter: { brand, retired: query.get('retired')! } };
}

export default function PersonasPage() {
  const { personas, brands, filter } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const brandName = (id: string) => brands.find((b) => b.id === id)?.name ?? id;
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('personas.title')}</Heading>
        <Link to="/personas/new" className={styles.primaryLink}>
          {t('personas.new')}
        </Link>
      </div>
      <Form method="get" className={styles.filters} aria-label={t('personas.filters')}>
        <Select
          label={t('personas.brand')}
          name="brand"
          options={[
            { value: '', label: t('personas.allBrands') },
            ...brands.map((b) => ({ value: b.id, label: b.name })),
          ]}
          defaultValue={filter.brand}
        />
        <Select
          label={t('personas.state')}
          name="retired"
          options={[
            { value: 'active', label: t('personas.states.active') },
            { value: 'retired', label: t('personas.states.retired') },
            { value: 'all', label: t('personas.states.all') },
          ]}
          defaultValue={filter.retired}
        />
        <Button type="submit" variant="soft">
          {t('personas.filter')}
        </Button>
      </Form>
      {personas.length === 0 ? (
        <p className={styles.muted}>{t('personas.none')}</p>
      ) : (
        <ScrollTable label={t('personas.title')}>
          <thead>
            <tr>
              <th scope="col">{t('personas.photo')}</th>
              <th scope="col">{t('personas.label')}</th>
              <th scope="col">{t('personas.name')}</th>
              <th scope="col">{t('personas.brands')}</th>
              <th scope="col">{t('personas.state')}</th>
            </tr>
          </thead>
          <tbody>
            {personas.map((p) => (
              <tr key={p.id} data-persona={p.id}>
                <td>
                  {p.main_photo ? (
                    <img
                      src={`/uploads/${p.main_photo.thumb_filename}`}
                      alt=""
                      width={48}
                      height={60}
                      className={styles.thumb}
                    />
                  ) : (
                    <span className={styles.muted}>{t('personas.noPhoto')}</span>
                  )}
                </td>
                <th scope="row">
                  <Link to={`/personas/${p.id}`}>{p.label}</Link>
                </th>
                <td>{p.name}</td>
                <td>{p.brands.map(brandName).join(', ')}</td>
                <td>{t(p.retired ? 'personas.states.retired' : 'personas.states.active')}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Stack>
  );
}
