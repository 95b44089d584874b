/**
 * Signup step 0 with a first message to one member (spec §3 signup_message, §4): the message
 * field before the account fields. Used by /members/{id}/signup and the landing3 dialog.
 */
import type { Form as RemixForm } from '@remix-run/react';
import { TextArea } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/api-action.ts';
import { SignupForm } from './SignupForm.tsx';

export function MemberSignupForm({
  Form,
  action,
  member,
  result,
  busy,
  minAge,
  maxLength,
  defaultMessage,
}: {
  Form: typeof RemixForm;
  action: string;
  member: { name: string };
  result: ActionResult | undefined;
  busy: boolean;
  minAge: number;
  maxLength: number;
  /** The message the visitor started on a landing page. */
  defaultMessage?: string;
}) {
  const { t } = useTranslation();
  const messageError = result?.fields?.signup_message;
  return (
    <SignupForm
      Form={Form}
      action={action}
      result={result}
      busy={busy}
      minAge={minAge}
      leading={
        <TextArea
          label={t('signup.firstMessage', { name: member.name })}
          name="signup_message"
          rows={3}
          maxLength={maxLength}
          defaultValue={result?.values?.signup_message ?? defaultMessage}
          required
          error={messageError ? t(`errors.${messageError}`, { max: maxLength }) : undefined}
        />
      }
    />
  );
}
