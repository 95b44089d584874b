/**
 * /notifications — the notification settings (spec §2, reached from the account menu as
 * "settings"): the eight e-mail preference keys (spec §3), push on this browser (spec §4 push
 * states), and why e-mail is off when it is (spec §4 disabled reasons) with the way back.
 * Each switch saves at once through its own fetcher and says so; without JavaScript the same
 * checkboxes are one form with a Save button.
 */
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey, disabledNotificationsAlert } from '@dating/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert, Button, Card, Checkbox, Heading, Stack } from '@dating/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/PageHeading.tsx';
import { type ActionResult, apiFailure } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { AccountActions } from '../components/account/AccountActions.tsx';
import { subscribePush, unsubscribePush, usePushState } from '../lib/push.ts';
import { useRootData } from '../lib/root-data.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api, user } = await requireMember(request, ctx);
  const [notifications, privacy, t] = await Promise.all([
    api.notifications(),
    api.privacy(),
    translatorFor(request, ctx),
  ]);
  return { meta: { title: t('notifications.title') }, ...notifications, privacy, email: user.email };
}

const isKey = (v: unknown): v is EmailPreferenceKey =>
  typeof v === 'string' && (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(v);

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'enable') {
      await api.enableEmailNotifications();
      return { intent, done: true } satisfies ActionResult;
    }
    if (intent === 'toggle') {
      const key = form.get('key');
      const value = form.get('value');
      if (!isKey(key) || (value !== 'true' && value !== 'false')) {
        return data<ActionResult>({ intent, error: { code: 'validation_failed' } }, 400);
      }
      await api.updateNotifications({ preferences: { [key]: value === 'true' } });
      return { intent, done: true, key } as ActionResult & { key: string };
    }
    // The form without JavaScript: every checkbox, ticked or not.
    await api.updateNotifications({
      preferences: Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, form.get(k) === 'on'])),
    });
    return { intent: 'save', done: true } satisfies ActionResult;
  } catch (error) {
    return apiFailure(error, {}, intent);
  }
}

function PreferenceRow({ name, checked }: { name: EmailPreferenceKey; checked: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>({ key: `notification-${name}` });
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : fetcher.data;
  return (
    <Stack gap="small">
      <Checkbox
        name={name}
        label={t(`notifications.keys.${name}.label`)}
        hint={t(`notifications.keys.${name}.hint`)}
        defaultChecked={checked}
        onChange={(event) =>
          fetcher.submit(
            { intent: 'toggle', key: name, value: String(event.currentTarget.checked) },
            { method: 'post' },
          )
        }
      />
      {/* Announces the outcome of this switch only (several may be saved at once). */}
      <div role="status" data-testid={`saved-${name}`}>
        {result?.done ? <Alert tone="positive">{t('notifications.saved')}</Alert> : null}
        {result?.error ? <Alert tone="critical">{t('notifications.saveFailed')}</Alert> : null}
      </div>
    </Stack>
  );
}

function DisabledNotice({ reasons, email }: { reasons: readonly string[]; email: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const reason = disabledNotificationsAlert(reasons);
  if (!reason) return null;
  return (
    <Alert tone="warning" role="status">
      <Stack gap="small">
        <p>
          <strong>{t('notifications.disabled.title')}</strong>
        </p>
        <p>{t(`notifications.disabled.${reason}`, { email })}</p>
        {reason === 'bounce' ? (
          <Button href="/profile#email" size="small">
            {t('notifications.disabled.changeEmail')}
          </Button>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="enable" />
            <Button type="submit" size="small" loading={busy}>
              {t('notifications.disabled.enable')}
            </Button>
          </Form>
        )}
      </Stack>
    </Alert>
  );
}

function PushSettings() {
  const { t } = useTranslation();
  const root = useRootData();
  const state = usePushState();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await (on ? subscribePush(root?.settings.push_public_key ?? '') : unsubscribePush());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="small" align="start">
      <p role="status" data-testid="push-state">
        {t(`notifications.push.state.${state}`)}
      </p>
      {failed ? <Alert tone="critical">{t('push.failed')}</Alert> : null}
      {state === 'not_subscribed' ? (
        <Button size="small" onClick={() => change(true)} loading={busy}>
          {t('notifications.push.turnOn')}
        </Button>
      ) : null}
      {state === 'subscribed' ? (
        <Button size="small" variant="soft" onClick={() => change(false)} loading={busy}>
          {t('notifications.push.turnOff')}
        </Button>
      ) : null}
    </Stack>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation();
  const { preferences, disabled, email, privacy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  // With JavaScript every switch saves itself; the Save button is for browsers without it.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <Stack gap="large">
      <PageHeading>{t('notifications.title')}</PageHeading>
      <DisabledNotice reasons={disabled} email={email} />
      {result?.intent === 'enable' && result.done ? (
        <Alert tone="positive">{t('notifications.enabled')}</Alert>
      ) : null}
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('notifications.emailTitle')}</Heading>
          <p>{t('notifications.emailIntro')}</p>
          <Form method="post">
            <Stack gap="medium">
              <input type="hidden" name="intent" value="save" />
              {EMAIL_PREFERENCE_KEYS.map((key) => (
                <PreferenceRow key={key} name={key} checked={preferences[key]} />
              ))}
              {result?.intent === 'save' && result.done ? (
                <Alert tone="positive">{t('notifications.saved')}</Alert>
              ) : null}
              {enhanced ? null : (
                <Button type="submit" loading={busy}>
                  {t('notifications.save')}
                </Button>
              )}
            </Stack>
          </Form>
        </Stack>
      </Card>
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('notifications.push.title')}</Heading>
          <p>{t('notifications.push.intro')}</p>
          <PushSettings />
        </Stack>
      </Card>
      <AccountActions privacy={privacy} />
    </Stack>
  );
}
