/** The new password and its repetition (password reset and password change). */
import { PASSWORD_LENGTH } from '@dating/domain';
import { TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function NewPasswordFields({ fieldError }: { fieldError: (name: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('reset.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('signup.passwordHint', { min: PASSWORD_LENGTH.min })}
        required
        error={fieldError('password')}
      />
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
