/**
 * /profile — the member's own profile (spec §2 "my profile"): photos, interests, the profile
 * details of signup steps 2–4, and the account's e-mail address and password. Each part is its own form; the
 * e-mail and password changes ask for the current password (issue 5). At the bottom: privacy
 * mode, my data and deleting the account (issue 10).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { PASSWORD_LENGTH } from '@dating/domain';
import { Alert, Button, Card, Heading, Stack, TextField } from '@dating/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import {
  AboutFields,
  LocationFields,
  PersonalFields,
} from '../components/profile-fields/ProfileFieldGroups.tsx';
import type { ActionResult } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { profileAction } from '../lib/profile-actions.server.ts';
import { PhotoManager } from '../components/profile/PhotoManager.tsx';
import { InterestsForm } from '../components/profile/InterestsForm.tsx';
import { AccountActions } from '../components/account/AccountActions.tsx';
import { readForm } from '../lib/read-form.server.ts';

import { referenceData, withPostedRegions } from '../lib/reference-cache.server.ts';
import { regionsOf } from '../components/profile-fields/RegionSelect.tsx';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api, user } = await requireMember(request, ctx);
  const reference = referenceData(api, ctx);
  // One call of its own (ADR 0051): the profile, the photos and privacy mode together.
  const [{ profile, photos, privacy }, interests, settings, t, regions] = await Promise.all([
    api.profilePage(),
    reference.interests(),
    ctx.page().then((page) => page.settings),
    translatorFor(request, ctx),
    reference.regions(),
  ]);
  return {
    meta: { title: t('profile.title') },
    privacy,
    profile,
    photos,
    interests,
    email: user.email,
    countries: settings.countries,
    // The saved country's regions only; another country's load when it is picked (ADR 0083).
    regions: regionsOf(regions, [profile.country]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireMember(request, context);
  const form = await readForm(request);
  return withPostedRegions(await profileAction(api, form), form, () => referenceData(api, context).regions());
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
  const { profile, photos, interests, email, countries, regions, privacy } = useLoaderData<typeof loader>();
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
      <Section id="photos" title={t('photos.title')}>
        <PhotoManager photos={photos.photos} max={photos.max} result={result} />
      </Section>
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
              regions={{ ...regions, ...(result?.intent === 'details' ? result.regions : undefined) }}
            />
            <PersonalFields profile={profile} fieldError={detailErrors} values={detailValues} />
            <AboutFields profile={profile} fieldError={detailErrors} values={detailValues} />
            <Button type="submit" name="intent" value="details" loading={busy('details')}>
              {t('profile.save')}
            </Button>
          </Stack>
        </Form>
      </Section>
      <Section id="interests" title={t('profileInterests.title')}>
        <InterestsForm offered={interests} chosen={profile.interests} result={result} />
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
            <NewPasswordFields fieldError={passwordErrors} email={email} name={profile.name} />
            <Button type="submit" name="intent" value="password" loading={busy('password')}>
              {t('profile.changePassword')}
            </Button>
          </Stack>
        </Form>
      </Section>
      <AccountActions privacy={privacy} />
    </Stack>
  );
}
