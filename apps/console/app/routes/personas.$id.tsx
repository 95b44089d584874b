/**
 * One persona (admins): the profile form (applied on every brand it appears on), its brands,
 * photos (upload through the members' photo pipeline, main photo, delete) and retirement. Every
 * change is a plain form with an `intent`, so the page works without JavaScript.
 */
import type { PerformerRecordResponse, Persona } from '@dating/contract';
import { Alert, Button, Card, Checkbox, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PerformerRecord, performerRecordFromForm } from '../components/PerformerRecord.tsx';
import { PersonaFields, type PersonaValues } from '../components/PersonaFields.tsx';
import { type FormErrors, formErrors } from '../lib/form-errors.ts';
import { brandsOf, personaBody, staffUpload } from '../lib/personas.server.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.persona.label ?? 'Persona' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'personas');
  const id = encodeURIComponent(params.id ?? '');
  const [one, list, records] = await Promise.all([
    staffApi<{ persona: Persona }>(request, context, `/personas/${id}`),
    staffApi<{ brands: { id: string; name: string }[] }>(request, context, '/personas?retired=retired'),
    staffApi<PerformerRecordResponse>(request, context, `/personas/${id}/performer-record`),
  ]);
  return {
    persona: orThrow(one, request).persona,
    brands: orThrow(list, request).brands,
    records: orThrow(records, request),
  };
}

type ActionResult = {
  intent: string;
  done: string | null;
  errors: FormErrors | null;
  values?: PersonaValues;
  /** The performer record as typed, after a refused save (ADR 0089). */
  record?: Record<string, string>;
};

export async function action({ request, context, params }: ActionFunctionArgs): Promise<ActionResult> {
  await requireArea(request, context, 'personas');
  const id = encodeURIComponent(params.id ?? '');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const call = (path: string, method: string, body?: unknown) =>
    staffApi<{ persona: Persona }>(request, context, `/personas/${id}${path}`, { method, body });
  if (intent === 'save') {
    const body = personaBody(form);
    const wanted = brandsOf(form);
    const current = orThrow(await call('', 'GET'), request).persona.brands.map((b) => b.brand);
    const { label, notes, openers, interests, ...profile } = body;
    const values: PersonaValues = {
      label,
      notes,
      openers,
      interests,
      brands: wanted,
      profile: profile as PersonaValues['profile'],
    };
    if (wanted.length === 0) {
      return { intent, done: null, values, errors: { fields: { brands: 'fieldErrors.required' } } };
    }
    const saved = await call('', 'PATCH', body);
    if (!saved.ok) return { intent, done: null, values, errors: formErrors(saved.error) };
    // Brands: added first, so taking one off never leaves the persona without any.
    for (const brand of wanted.filter((b) => !current.includes(b))) {
      const added = await call('/brands', 'POST', { brand });
      if (!added.ok) return { intent, done: null, values, errors: formErrors(added.error) };
    }
    for (const brand of current.filter((b) => !wanted.includes(b))) {
      const removed = await call('/brands', 'DELETE', { brand });
      if (!removed.ok) return { intent, done: null, values, errors: formErrors(removed.error) };
    }
    return { intent, done: 'personas.saved', errors: null };
  }
  if (intent === 'photo') {
    const upload = new FormData();
    const file = form.get('photo');
    if (file instanceof File && file.size > 0) upload.set('photo', file);
    if (form.get('premium_only')) upload.set('premium_only', 'on');
    const answer = await staffUpload(request, context, `/personas/${id}/photos`, upload);
    return answer.ok
      ? { intent, done: 'personas.photoAdded', errors: null }
      : { intent, done: null, errors: formErrors(answer.error) };
  }
  // ADR 0089: the 2257 performer record, and explicit media (refused by the API without one).
  if (intent === 'performer-record') {
    const record = performerRecordFromForm(form);
    const saved = await call('/performer-record', 'PUT', record);
    return saved.ok
      ? { intent, done: 'records.saved', errors: null }
      : { intent, done: null, errors: formErrors(saved.error), record };
  }
  if (intent === 'explicit-media') {
    const enabled = form.get('enabled') === 'on';
    const answer = await call('/explicit-media', 'PUT', { enabled });
    return answer.ok
      ? { intent, done: enabled ? 'records.explicitEnabled' : 'records.explicitDisabled', errors: null }
      : { intent, done: null, errors: formErrors(answer.error) };
  }
  const photo = encodeURIComponent(String(form.get('photo') ?? ''));
  const calls: Record<string, [string, string, unknown, string]> = {
    'photo-main': [`/photos/${photo}/main`, 'PUT', undefined, 'personas.photoMainDone'],
    'photo-delete': [`/photos/${photo}`, 'DELETE', undefined, 'personas.photoDeleted'],
    retire: ['/retired', 'PUT', { retired: true }, 'personas.retiredDone'],
    restore: ['/retired', 'PUT', { retired: false }, 'personas.restoredDone'],
  };
  const chosen = calls[intent];
  if (!chosen) throw new Response('Unknown action', { status: 400 });
  const answer = await call(chosen[0], chosen[1], chosen[2]);
  return answer.ok
    ? { intent, done: chosen[3], errors: null }
    : { intent, done: null, errors: formErrors(answer.error) };
}

export default function PersonaPage() {
  const { persona, brands, records } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const saveErrors = data?.intent === 'save' ? data.errors : null;
  const photoErrors = data?.intent === 'photo' ? data.errors : null;
  const values: PersonaValues = data?.values ?? {
    label: persona.label,
    notes: persona.notes,
    openers: persona.openers,
    brands: persona.brands.map((b) => b.brand),
    interests: persona.interests,
    profile: persona.profile,
  };
  const done = data?.done ?? (search.get('created') ? 'personas.created' : null);
  const recordIntents = ['performer-record', 'explicit-media'];
  const recordErrors = data && recordIntents.includes(data.intent) ? data.errors : null;
  const otherError =
    data?.errors?.form && data.intent !== 'save' && data.intent !== 'photo' && !recordErrors
      ? data.errors.form
      : null;
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{persona.label}</Heading>
        {persona.retired_at ? (
          <span className={styles.statusBadge}>{t('personas.states.retired')}</span>
        ) : null}
      </div>
      {done ? (
        <Alert tone="positive" role="status">
          {t(done)}
        </Alert>
      ) : null}
      {otherError ? (
        <Alert tone="critical" role="alert">
          {t(otherError.key, otherError.params)}
        </Alert>
      ) : null}
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('personas.photos')}</Heading>
          {persona.photos.length === 0 ? <p className={styles.muted}>{t('personas.noPhotos')}</p> : null}
          <ul className={styles.photoList}>
            {persona.photos.map((photo, i) => (
              <li key={photo.id} className={styles.photoItem}>
                <img
                  src={`/uploads/${photo.thumb_filename}`}
                  alt={t('personas.photoAlt', { n: i + 1, name: persona.profile.name })}
                  width={120}
                  height={150}
                  className={styles.photo}
                />
                <span className={styles.muted}>
                  {photo.main
                    ? t('personas.mainPhoto')
                    : photo.premium_only
                      ? t('personas.premiumPhoto')
                      : '\u00a0'}
                </span>
                <div className={styles.rowActions}>
                  {!photo.main && !photo.premium_only ? (
                    <Form method="post" className={styles.inlineForm}>
                      <input type="hidden" name="intent" value="photo-main" />
                      <input type="hidden" name="photo" value={photo.id} />
                      <button
                        type="submit"
                        className={styles.plainButton}
                        aria-label={t('personas.makeMainN', { n: i + 1 })}
                      >
                        {t('personas.makeMain')}
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post" className={styles.inlineForm}>
                    <input type="hidden" name="intent" value="photo-delete" />
                    <input type="hidden" name="photo" value={photo.id} />
                    <button
                      type="submit"
                      className={styles.plainButton}
                      aria-label={t('personas.deletePhotoN', { n: i + 1 })}
                    >
                      {t('personas.deletePhoto')}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <Form
            method="post"
            encType="multipart/form-data"
            className={styles.formStack}
            noValidate
            key={`upload-${persona.photos.length}`}
          >
            <input type="hidden" name="intent" value="photo" />
            <div className={styles.fileField}>
              <label htmlFor="persona-photo">{t('personas.photoFile')}</label>
              <input
                id="persona-photo"
                type="file"
                name="photo"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heif"
                aria-describedby={photoErrors?.fields.photo ? 'persona-photo-error' : undefined}
                aria-invalid={photoErrors?.fields.photo ? true : undefined}
              />
              {photoErrors?.fields.photo ? (
                <p id="persona-photo-error" className={styles.fieldError}>
                  {t(photoErrors.fields.photo)}
                </p>
              ) : null}
              {photoErrors?.form ? (
                <p className={styles.fieldError}>{t(photoErrors.form.key, photoErrors.form.params)}</p>
              ) : null}
            </div>
            <Checkbox
              label={t('personas.premiumOnly')}
              hint={t('personas.premiumOnlyHint')}
              name="premium_only"
              value="on"
            />
            <div>
              <Button type="submit" variant="soft" loading={busy}>
                {t('personas.upload')}
              </Button>
            </div>
          </Form>
        </Stack>
      </Card>
      <Form method="post" noValidate key={persona.label + (data?.done ?? '')}>
        <input type="hidden" name="intent" value="save" />
        <Stack gap="large">
          {saveErrors ? (
            <Alert tone="critical" role="alert">
              {t(saveErrors.form?.key ?? 'errors.validation_failed', saveErrors.form?.params)}
            </Alert>
          ) : null}
          <PersonaFields values={values} brands={brands} errors={saveErrors?.fields ?? {}} />
          <div>
            <Button type="submit" variant="solid" loading={busy}>
              {t('personas.save')}
            </Button>
          </div>
        </Stack>
      </Form>
      <PerformerRecord
        key={records.record?.updated_at ?? 'none'}
        view={records}
        errors={recordErrors}
        values={data?.intent === 'performer-record' ? data.record : undefined}
        busy={busy}
      />
      <Card>
        <Stack gap="medium">
          <Heading level={2}>
            {t(persona.retired_at ? 'personas.restoreTitle' : 'personas.retireTitle')}
          </Heading>
          <p className={styles.muted}>
            {t(persona.retired_at ? 'personas.restoreIntro' : 'personas.retireIntro')}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value={persona.retired_at ? 'restore' : 'retire'} />
            <Button type="submit" variant="soft">
              {t(persona.retired_at ? 'personas.restore' : 'personas.retire')}
            </Button>
          </Form>
        </Stack>
      </Card>
    </Stack>
  );
}
