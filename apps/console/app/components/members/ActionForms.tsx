/**
 * The staff actions on a member's page (issue 19 point 1): ban or unban with a reason, give or
 * take credits, the activation mail, the data export and the erasure's confirm step. Each is a
 * plain form posting an `intent`, so the page works without JavaScript.
 */
import type { MemberDetail } from '@dating/contract';
import { Alert, Button, Heading, TextArea, TextField } from '@dating/ui-kit';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../lib/form-errors.ts';
import { FormAlert } from '../FormAlert.tsx';
import * as own from './members.css.ts';

export interface ActionState {
  intent: string;
  errors: FormErrors | null;
}

const fieldError = (t: (k: string) => string, errors: FormErrors | null | undefined, name: string) =>
  errors?.fields[name] ? t(errors.fields[name]) : undefined;

/** Why the staff act (kept in the audit log): every action form has one. */
function ReasonField({ rows, errors, hint }: { rows: number; errors: FormErrors | null; hint?: string }) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={t('members.reason')}
      name="reason"
      rows={rows}
      required
      maxLength={500}
      hint={hint}
      error={fieldError(t, errors, 'reason')}
    />
  );
}

export function MemberActions({
  member,
  state,
  busy,
  confirmErase,
}: {
  member: MemberDetail;
  state: ActionState | undefined;
  busy: boolean;
  confirmErase: boolean;
}) {
  const { t } = useTranslation();
  const errorsOf = (intent: string) => (state?.intent === intent ? state.errors : null);
  if (member.status === 'erased') return <p>{t('members.erasedNote')}</p>;
  const banned = member.ban !== null;
  const banIntent = banned ? 'unban' : 'ban';
  return (
    <>
      {/* Keyed by what it does: after a ban the unban form starts empty (and the other way round). */}
      <Form key={banIntent} method="post" className={own.actionForm} aria-labelledby="ban-title">
        <Heading level={3} id="ban-title">
          {t(banned ? 'members.unbanTitle' : 'members.banTitle')}
        </Heading>
        <FormAlert errors={errorsOf(banIntent)} />
        <ReasonField
          rows={3}
          errors={errorsOf(banIntent)}
          hint={t(banned ? 'members.unbanHint' : 'members.banHint')}
        />
        <Button
          type="submit"
          name="intent"
          value={banIntent}
          variant={banned ? 'solid' : 'critical'}
          disabled={busy}
        >
          {t(banned ? 'members.unban' : 'members.ban')}
        </Button>
      </Form>

      {/* A new balance empties the form, so a change is never sent twice by accident. */}
      <Form key={member.credits} method="post" className={own.actionForm} aria-labelledby="credits-title">
        <Heading level={3} id="credits-title">
          {t('members.creditsTitle')}
        </Heading>
        <FormAlert errors={errorsOf('credits')} />
        <TextField
          label={t('members.delta')}
          name="delta"
          type="number"
          step={1}
          required
          hint={t('members.deltaHint', { credits: member.credits })}
          error={fieldError(t, errorsOf('credits'), 'delta')}
        />
        <ReasonField rows={2} errors={errorsOf('credits')} />
        <Button type="submit" name="intent" value="credits" variant="solid" disabled={busy}>
          {t('members.applyCredits')}
        </Button>
      </Form>

      {member.status === 'unactivated' ? (
        <Form method="post" className={own.actionForm} aria-labelledby="activation-title">
          <Heading level={3} id="activation-title">
            {t('members.activationTitle')}
          </Heading>
          <FormAlert errors={errorsOf('activation')} />
          <Button type="submit" name="intent" value="activation" variant="soft" disabled={busy}>
            {t('members.resendActivation')}
          </Button>
        </Form>
      ) : null}

      <div className={own.actionForm}>
        <Heading level={3}>{t('members.exportTitle')}</Heading>
        <a href={`/members/${member.id}/export`} download>
          {t('members.exportLink')}
        </a>
      </div>

      <div className={own.actionForm}>
        <Heading level={3} id="erase-title">
          {t('members.eraseTitle')}
        </Heading>
        {confirmErase ? (
          <Form method="post" className={own.actionForm} aria-labelledby="erase-title">
            <Alert tone="warning">{t('members.eraseWarning', { id: member.id })}</Alert>
            <FormAlert errors={errorsOf('erase')} />
            <TextField
              label={t('members.confirmId')}
              name="confirm_id"
              inputMode="numeric"
              required
              autoComplete="off"
              error={fieldError(t, errorsOf('erase'), 'confirm_id')}
            />
            <ReasonField rows={2} errors={errorsOf('erase')} />
            <Button type="submit" name="intent" value="erase" variant="critical" disabled={busy}>
              {t('members.eraseNow')}
            </Button>
            <Link to={`/members/${member.id}`}>{t('members.cancel')}</Link>
          </Form>
        ) : (
          <Link to={`/members/${member.id}?erase=1#erase-title`}>{t('members.eraseStart')}</Link>
        )}
      </div>
    </>
  );
}
