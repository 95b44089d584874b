/**
 * Signup step 0 (spec §3 signup form state, §5 rules): the form of the /signup page and of the
 * signup modal. It posts to the /signup action either way; the caller passes Remix's `Form`
 * (page) or a fetcher's (modal). `onStart` tells the modal that signup is in progress.
 * Spec §5: an invalid date of birth also opens a popup saying so; closing it (button or Escape)
 * puts the focus back on the date field, whose inline error stays.
 */
import type { Form as RemixForm } from '@remix-run/react';
import { GENDERS } from '@dating/contract';
import { PASSWORD_LENGTH, TRACKING_KEYS } from '@dating/domain';
import { Alert, Button, Checkbox, DateOfBirthInput, Modal, Select, Stack, TextField } from '@dating/ui-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PasswordStrength } from './PasswordStrength.tsx';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/api-action.ts';
import { useRootData } from '../lib/root-data.ts';
import { FormError, useFieldErrors } from './FormError.tsx';
import { useEmailSuggestion } from './use-email-suggestion.ts';

export function SignupForm({
  Form,
  result,
  busy,
  minAge,
  onStart,
  extraActions,
  action = '/signup',
  leading,
}: {
  Form: typeof RemixForm;
  /** Where the form posts (the page's own route for a signup from a member's page). */
  action?: string;
  /** Fields before the account fields (the first message to a member). */
  leading?: ReactNode;
  result: ActionResult | undefined;
  busy: boolean;
  minAge: number;
  onStart?: () => void;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const tracking = useRootData()?.tracking;
  const fieldError = useFieldErrors(result, undefined, { min_age: minAge, min: 3, max: 30 });
  const [email, setEmail] = useState(result?.values?.email ?? '');
  const [name, setName] = useState(result?.values?.name ?? '');
  const [password, setPassword] = useState('');
  const suggestion = useEmailSuggestion(email);
  const invalidDob = result?.fields?.date_of_birth === 'invalid_date_of_birth';
  const [dobPopup, setDobPopup] = useState(invalidDob);
  // Each answer of the server decides anew: a second wrong date opens the popup again.
  useEffect(() => setDobPopup(invalidDob), [result, invalidDob]);
  const dobWrap = useRef<HTMLDivElement>(null);
  const refocusDob = useRef(false);
  // Focus moves to the date field once the dialog is gone: removing a modal dialog hands the
  // focus back to what had it before (the submit button), which would undo an earlier focus().
  useEffect(() => {
    if (dobPopup || !refocusDob.current) return;
    refocusDob.current = false;
    dobWrap.current?.querySelector('input')?.focus();
  }, [dobPopup]);
  const closeDobPopup = () => {
    refocusDob.current = true;
    setDobPopup(false);
  };
  const genderOptions = (key: string) => [
    { value: '', label: t('signup.choose') },
    ...GENDERS.map((g) => ({ value: g, label: t(`signup.${key}.${g}`) })),
  ];
  return (
    <Stack gap="medium">
      <FormError result={result} />
      <Form method="post" action={action} noValidate onInput={onStart}>
        <Stack gap="medium">
          {/* The tracking this visitor came with, for when no consent let a cookie keep it (ADR 0031). */}
          {TRACKING_KEYS.map((key) =>
            tracking?.[key] ? <input key={key} type="hidden" name={key} value={tracking[key]} /> : null,
          )}
          {leading}
          <Select
            label={t('signup.iAm.label')}
            name="gender"
            options={genderOptions('iAm')}
            defaultValue={result?.values?.gender ?? ''}
            required
            error={fieldError('gender')}
          />
          <Select
            label={t('signup.lookingFor.label')}
            name="looking_for"
            options={genderOptions('lookingFor')}
            defaultValue={result?.values?.looking_for ?? ''}
            required
            error={fieldError('looking_for')}
          />
          <TextField
            label={t('signup.name')}
            name="name"
            autoComplete="nickname"
            hint={t('signup.nameHint')}
            defaultValue={result?.values?.name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            error={fieldError('name')}
          />
          <div ref={dobWrap}>
            <DateOfBirthInput
              label={t('signup.dateOfBirth', { minAge })}
              name="date_of_birth"
              minAge={minAge}
              defaultValue={result?.values?.date_of_birth}
              required
              error={fieldError('date_of_birth')}
            />
          </div>
          <TextField
            label={t('signup.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
            error={fieldError('email')}
          />
          {suggestion ? (
            <Alert tone="warning">
              {t('signup.didYouMean')}{' '}
              <Button variant="ghost" size="small" onClick={() => setEmail(suggestion)}>
                {suggestion}
              </Button>
            </Alert>
          ) : null}
          <TextField
            label={t('signup.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t('signup.passwordHint', { min: PASSWORD_LENGTH.min })}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
            error={fieldError('password')}
          />
          <PasswordStrength password={password} email={email} name={name} />
          <Checkbox name="terms" label={t('signup.acceptTerms', { minAge })} error={fieldError('terms')} />
          <Button type="submit" loading={busy}>
            {t('signup.submit')}
          </Button>
          {extraActions}
        </Stack>
      </Form>
      <Modal
        open={dobPopup}
        title={t('errors.invalid_date_of_birth')}
        onClose={closeDobPopup}
        closeLabel={t('activation.close')}
      >
        <Stack gap="medium">
          <p>{t('signup.invalidDobText')}</p>
          <Button onClick={closeDobPopup}>{t('activation.close')}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
