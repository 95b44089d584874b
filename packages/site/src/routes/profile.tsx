/**
 * /profile — the member's own profile (spec §2 "my profile"): the profile details of signup
 * steps 2–4, and the account's e-mail address and password. Each part is its own form; the
 * e-mail and password changes ask for the current password (issue 5).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { mailChangeSchema, passwordChangeSchema } from '@dating/api-client';
import { PASSWORD_LENGTH } from '@dating/domain';
import { Alert, Button, Card, Heading, Stack, TextField } from '@dating/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLoadContext } from '../context.server.ts';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import {
  AboutFields,
  LocationFields,
  PersonalFields,
} from '../components/profile-fields/ProfileFieldGroups.tsx';
import { type ActionResult, apiFailure, echoValues, invalidForm } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { PROFILE_GROUP_FIELDS, profileUpdateFromForm } from '../lib/profile-form.ts';

export const meta = pageMeta;
const DETAIL_FIELDS = [
  ...PROFILE_GROUP_FIELDS.location,
  ...PROFILE_GROUP_FIELDS.personal,
  ...PROFILE_GROUP_FIELDS.about,
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  const { api, user } = await requireMember(request, ctx);
  const [profile, settings, t] = await Promise.all([
    api.profile(),
    api.settings(ctx.site.host),
    translatorFor(request, ctx),
  ]);
  return { meta: { title: t('profile.title') }, profile, email: user.email, countries: settings.countries };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireMember(request, context as unknown as SiteLoadContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'details') {
    const values = echoValues(form, DETAIL_FIELDS);
    const parsed = profileUpdateFromForm(form, ['location', 'personal', 'about']);
    if (!parsed.success) return invalidForm(parsed.error, values, intent);
    try {
      await api.updateProfile(parsed.data);
      return { intent, done: true } satisfies ActionResult;
    } catch (error) {
      return apiFailure(error, values, intent);
    }
  }
  if (intent === 'email') {
    const values = echoValues(form, ['email']);
    const parsed = mailChangeSchema.safeParse({
      email: form.get('email') ?? '',
      password: form.get('password') ?? '',
    });
    if (!parsed.success) return invalidForm(parsed.error, values, intent);
    try {
      const sent = await api.requestMailChange(parsed.data);
      return { intent, done: true, email: sent.email } satisfies ActionResult;
    } catch (error) {
      return apiFailure(error, values, intent);
    }
  }
  const parsed = passwordChangeSchema.safeParse({
    old_password: form.get('old_password') ?? '',
    password: form.get('password') ?? '',
    password_confirm: form.get('password_confirm') ?? '',
  });
  if (!parsed.success) return invalidForm(parsed.error, {}, 'password');
  try {
    await api.changePassword(parsed.data);
    return { intent: 'password', done: true } satisfies ActionResult;
  } catch (error) {
    return apiFailure(error, {}, 'password');
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={`${id}-title`} id={id}>
        <Stack gap="medium">
          <Heading level={2} id={`${id}-title`}>
            {title}
          </Heading>
          {children}
        </Stack>
      </section>
    </Card>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const { profile, email, countries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const done = (intent: string) => result?.intent === intent && result.done;
  const detailErrors = useFieldErrors(result, 'details');
  const emailErrors = useFieldErrors(result, 'email');
  const passwordErrors = useFieldErrors(result, 'password', {
    min: PASSWORD_LENGTH.min,
    max: PASSWORD_LENGTH.max,
  });
  const detailValues = result?.intent === 'details' ? result.values : undefined;
  return (
    <Stack gap="large">
      <PageHeading>{t('profile.title')}</PageHeading>
      <Section id="details" title={t('profile.details')}>
        {done('details') ? <Alert tone="positive">{t('profile.saved')}</Alert> : null}
        <FormError result={result} intent="details" />
        <Form method="post" noValidate>
          <Stack gap="medium">
            <LocationFields
              profile={profile}
              fieldError={detailErrors}
              values={detailValues}
              countries={countries}
            />
            <PersonalFields profile={profile} fieldError={detailErrors} values={detailValues} />
            <AboutFields profile={profile} fieldError={detailErrors} values={detailValues} />
            <Button type="submit" name="intent" value="details" loading={busy('details')}>
              {t('profile.save')}
            </Button>
          </Stack>
        </Form>
      </Section>
      <Section id="email" title={t('profile.emailTitle')}>
        <p>{t('profile.currentEmail', { email })}</p>
        {done('email') ? (
          <Alert tone="positive">{t('profile.emailSent', { email: result?.email })}</Alert>
        ) : null}
        <FormError result={result} intent="email" />
        <Form method="post" noValidate>
          <Stack gap="medium">
            <TextField
              label={t('profile.newEmail')}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={result?.intent === 'email' ? result.values?.email : undefined}
              required
              error={emailErrors('email')}
            />
            <TextField
              label={t('profile.currentPassword')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={emailErrors('password')}
            />
            <Button type="submit" name="intent" value="email" loading={busy('email')}>
              {t('profile.changeEmail')}
            </Button>
          </Stack>
        </Form>
      </Section>
      <Section id="password" title={t('profile.passwordTitle')}>
        {done('password') ? <Alert tone="positive">{t('profile.passwordChanged')}</Alert> : null}
        <FormError result={result} intent="password" />
        <Form method="post" noValidate>
          <Stack gap="medium">
            <TextField
              label={t('profile.oldPassword')}
              name="old_password"
              type="password"
              autoComplete="current-password"
              required
              error={passwordErrors('old_password')}
            />
            <NewPasswordFields fieldError={passwordErrors} />
            <Button type="submit" name="intent" value="password" loading={busy('password')}>
              {t('profile.changePassword')}
            </Button>
          </Stack>
        </Form>
      </Section>
    </Stack>
  );
}
