/**
 * Spec §2/§4 push alert: invites a confirmed member whose browser can take notifications but
 * has none yet; dismissible (stored with a timestamp, returns after 30 days). A browser whose push
 * service cannot be reached is told so instead of failing silently.
 */
import { isAlertDismissed, showPushAlert } from '@dating/domain';
import { Alert, Button, Stack } from '@dating/ui-kit';
import { useLocation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribePush, usePushState } from '../lib/push.ts';
import { useRootData } from '../lib/root-data.ts';
import { MemberAlert } from './MemberAlert.tsx';

type Outcome = 'idle' | 'busy' | 'failed' | 'done' | 'denied';

export function PushAlert() {
  const root = useRootData();
  const state = usePushState();
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // Until the e-mail is confirmed no message can arrive, and the activation reminder comes first.
  // The notification settings have push on and off of their own.
  if (!root?.user || root.user.status === 'not_confirmed' || pathname === '/notifications') return null;
  // An answer (turned on, or said no) stays on screen; until then the invitation shows only when it may.
  const answered = outcome === 'done' || outcome === 'denied';
  const invited =
    showPushAlert(state) && !isAlertDismissed('push', root.alertsDismissedAt.push ?? null, Date.now());
  if (!answered && !invited) return null;
  const turnOn = async () => {
    setOutcome('busy');
    try {
      const next = await subscribePush(root.settings.push_public_key);
      setOutcome(next === 'subscribed' ? 'done' : next === 'denied' ? 'denied' : 'idle');
    } catch {
      setOutcome('failed');
    }
  };
  return <PushAlertView outcome={outcome} onTurnOn={turnOn} />;
}

/** What the alert shows at each step of turning push on (its stories show each). */
export function PushAlertView({ outcome, onTurnOn }: { outcome: Outcome; onTurnOn: () => void }) {
  const { t } = useTranslation();
  if (outcome === 'done') return <Alert tone="positive">{t('push.done')}</Alert>;
  if (outcome === 'denied') return <Alert tone="info">{t('push.denied')}</Alert>;
  return (
    <MemberAlert id="push" dismissLabel={t('push.dismiss')}>
      <Stack gap="small">
        <p>{outcome === 'failed' ? t('push.failed') : t('push.invite')}</p>
        {outcome === 'failed' ? null : (
          <Button size="small" onClick={onTurnOn} loading={outcome === 'busy'}>
            {t('push.turnOn')}
          </Button>
        )}
      </Stack>
    </MemberAlert>
  );
}
