/**
 * A visitor's actions on a profile (spec §6: liking, chatting and gifts need a login). They read
 * as actions — "Like", "Chat", "Send a gift" — and pressing one says why a login is needed, in
 * the spec's sentence naming the member, with the way in. The choice is in the address
 * (`?login=like`), so it works without JavaScript and the sentence shows where the visitor looks.
 */
import { useSearchParams } from '@remix-run/react';
import { Alert, Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

const ACTIONS = [
  { action: 'like', label: 'visitorActions.like', reason: 'errors.login_required_like' },
  { action: 'chat', label: 'visitorActions.chat', reason: 'errors.login_required_chat' },
  { action: 'gift', label: 'visitorActions.gift', reason: 'errors.login_required_gift' },
] as const;
export const LOGIN_REASON_PARAM = 'login';

export function VisitorActions({ name, here }: { name: string; here: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pressed = ACTIONS.find((a) => a.action === params.get(LOGIN_REASON_PARAM));
  return (
    <Stack gap="small">
      <Stack direction="row" gap="small" wrap>
        <Button href={`${here}/signup`}>{t('member.writeAsNew', { name })}</Button>
        {ACTIONS.map(({ action, label }) => (
          <Button key={action} href={`${here}?${LOGIN_REASON_PARAM}=${action}`} variant="soft">
            {t(label)}
          </Button>
        ))}
      </Stack>
      {pressed ? (
        <Alert tone="info" role="alert">
          <Stack gap="small">
            <span>{t(pressed.reason, { name })}</span>
            <Button href={`/login?redirectTo=${encodeURIComponent(here)}`} size="small">
              {t('nav.login')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
