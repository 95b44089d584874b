/** The new password and its repetition (password reset and password change). */
import { PASSWORD_LENGTH } from '@dating/domain';
import { TextField } from '@dating/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from './PasswordStrength.tsx';

export function NewPasswordFields({
  fieldError,
  email,
  name,
}: {
  fieldError: (name: string) => string | undefined;
  /** The member's own e-mail and name, when known, so the meter refuses passwords containing them. */
  email?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <>
      <TextField
        label={t('reset.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('signup.passwordHint', { min: PASSWORD_LENGTH.min })}
        onChange={(e) => setPassword(e.currentTarget.value)}
        required
        error={fieldError('password')}
      />
      <PasswordStrength password={password} email={email} name={name} />
      <TextField
        label={t('reset.repeatPassword')}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError('password_confirm')}
      />
    </>
  );
}
