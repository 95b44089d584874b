/**
 * The strength meter under a new-password field (signup, password change, reset). It scores in
 * the browser with a lazily loaded zxcvbn (lib/password-score.ts) and judges with the domain's
 * rule, so it says what the API will say; the API still checks on submit.
 */
import { passwordMeterLevel, passwordStrengthProblem } from '@dating/domain';
import { StrengthMeter } from '@dating/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PasswordStrength({
  password,
  email = '',
  name = '',
}: {
  password: string;
  email?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (!password) return setScore(null);
    let current = true;
    import('../lib/password-score.ts').then(({ passwordScore }) => {
      if (current) setScore(passwordScore(password, [email, name].filter(Boolean)));
    });
    return () => {
      current = false;
    };
  }, [password, email, name]);
  if (!password || score === null) return null;
  const problem = passwordStrengthProblem(password, score, { email, name });
  const { level } = passwordMeterLevel(problem === 'password_personal' ? 0 : score);
  return (
    <StrengthMeter
      label={t('passwordStrength.label')}
      level={level}
      verdict={t(`passwordStrength.level${level}`)}
      advice={
        problem === 'password_personal'
          ? t('errors.password_personal')
          : problem
            ? t('passwordStrength.advice')
            : undefined
      }
    />
  );
}
