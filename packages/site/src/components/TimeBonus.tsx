/**
 * The welcome time bonus (spec §2 time-bonus banner and modal, §4): for a logged-in member who
 * has not paid, during the first 4 hours after signup, a banner in the members area counts
 * down h:m:s to the end of 25 % off; at 0 credits a modal shows 40 s after entering the members
 * area, once (closing stores the dismissal). Both lead to /credits. Rendered only in the
 * browser: a ticking clock would differ between the server's HTML and the first render.
 */
import {
  TIME_BONUS,
  isDismissed,
  showTimeBonusBanner,
  timeBonusModal,
  timeBonusSecondsLeft,
} from '@dating/domain';
import { Banner, Button, Countdown, Modal, Stack } from '@dating/ui-kit';
import { useMatches } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';

const DISMISS_COOKIE = 'time_bonus_dismissed';

function useBonus() {
  const root = useRootData();
  const routeId = useMatches().at(-1)?.id;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const user = root?.user;
  if (!user || now === null) return null;
  const seconds = timeBonusSecondsLeft(
    { loggedIn: true, paid: user.paid_user, signupDate: new Date(user.signup_date) },
    now,
  );
  if (seconds === 0) return null;
  return { user, routeId, endsAt: now + seconds * 1000 };
}

export function TimeBonusBanner() {
  const { t } = useTranslation();
  const bonus = useBonus();
  const [over, setOver] = useState(false);
  if (!bonus || over || !showTimeBonusBanner({ loggedIn: true, routeId: bonus.routeId, active: true }))
    return null;
  return (
    <Banner
      action={
        <Button href="/credits" size="small">
          {t('timeBonus.cta')}
        </Button>
      }
    >
      <span>
        {t('timeBonus.banner', { percent: TIME_BONUS.valuePercentage })}{' '}
        <Countdown
          endsAt={bonus.endsAt}
          onEnd={() => setOver(true)}
          label={(p) => t('timeBonus.left', { hours: p.hours, minutes: p.minutes })}
        />
      </span>
    </Banner>
  );
}

const readDismissal = () => {
  const match = /(?:^|;\s*)time_bonus_dismissed=(\d+)/.exec(document.cookie);
  return match ? Number(match[1]) : null;
};

export function TimeBonusModal() {
  const { t } = useTranslation();
  const bonus = useBonus();
  const [open, setOpen] = useState(false);
  const inMembersArea = Boolean(
    bonus && showTimeBonusBanner({ loggedIn: true, routeId: bonus.routeId, active: true }),
  );
  // Spec §4: 40 s after entering the members area (leaving it starts the wait again).
  const [enteredAt, setEnteredAt] = useState<number | null>(null);
  useEffect(() => setEnteredAt((at) => (inMembersArea ? (at ?? Date.now()) : null)), [inMembersArea]);
  const credits = bonus?.user.credits ?? 0;
  useEffect(() => {
    if (!bonus || enteredAt === null) return;
    const decision = timeBonusModal({
      inMembersArea,
      credits,
      bonusVisible: true,
      dismissed: isDismissed(readDismissal(), Date.now()),
      enteredAt,
      now: Date.now(),
    });
    if (decision.waitMs === null) return;
    const timer = setTimeout(() => setOpen(true), decision.waitMs);
    return () => clearTimeout(timer);
  }, [bonus, inMembersArea, credits, enteredAt]);
  const close = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is missing in Firefox and Safari
    document.cookie = `${DISMISS_COOKIE}=${Date.now()}; path=/; max-age=${365 * 86_400}; samesite=lax`;
    setOpen(false);
  };
  if (!bonus) return null;
  return (
    <Modal
      open={open}
      title={t('timeBonus.modalTitle', { percent: TIME_BONUS.valuePercentage })}
      onClose={close}
      closeLabel={t('activation.close')}
    >
      <Stack gap="medium">
        <p>
          {t('timeBonus.modalText', {
            percent: TIME_BONUS.valuePercentage,
            hours: TIME_BONUS.windowSeconds / 3600,
          })}
        </p>
        <Button href="/credits" onClick={close}>
          {t('timeBonus.cta')}
        </Button>
      </Stack>
    </Modal>
  );
}
