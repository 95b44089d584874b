/** A new persona (admins): the whole form, one submit; refused fields come back with their error. */
import type { Persona } from '@dating/contract';
import { Alert, Button, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PersonaFields, type PersonaValues } from '../components/PersonaFields.tsx';
import { formErrors } from '../lib/form-errors.ts';
import { brandsOf, personaBody } from '../lib/personas.server.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';

export const meta: MetaFunction = () => [{ title: 'New persona' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'personas');
  const list = orThrow(
    await staffApi<{ brands: { id: string; name: string }[] }>(request, context, '/personas?retired=retired'),
    request,
  );
  return { brands: list.brands };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'personas');
  const form = await request.formData();
  const body = { ...personaBody(form), brands: brandsOf(form) };
  const answer = await staffApi<{ persona: Persona }>(request, context, '/personas', {
    method: 'POST',
    body,
  });
  if (answer.ok) return redirect(`/personas/${answer.data!.persona.id}?created=1`);
  const { brands, label, notes, openers, interests, ...profile } = body;
  const values: PersonaValues = {
    label,
    notes,
    openers,
    brands,
    interests,
    profile: profile as PersonaValues['profile'],
  };
  return { values, errors: formErrors(answer.error) };
}

export default function NewPersonaPage() {
  const { brands } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const values: PersonaValues = data?.values ?? {
    label: '',
    notes: '',
    openers: [],
    brands: brands.length === 1 ? [brands[0]!.id] : [],
    interests: [],
    profile: { gender: 'female', looking_for: 'male' },
  };
  return (
    <Stack gap="large">
      <Heading level={1}>{t('personas.newTitle')}</Heading>
      <p className={styles.muted}>{t('personas.newIntro')}</p>
      {data?.errors ? (
        <Alert tone="critical" role="alert">
          {t(data.errors.form?.key ?? 'errors.validation_failed', data.errors.form?.params)}
        </Alert>
      ) : null}
      <Form method="post" noValidate>
        <Stack gap="large">
          <PersonaFields values={values} brands={brands} errors={data?.errors?.fields ?? {}} />
          <div>
            <Button type="submit" variant="solid" loading={busy}>
              {t('personas.create')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
