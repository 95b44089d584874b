/**
 * Spec §2 like modal ("it's a new like"): `?t=<seconds>` on any page of a logged-in member asks,
 * after that many seconds, for a profile that likes them (GET /api/auto-like.php). The parameter
 * leaves the address at once, so a reload or a shared link does not ask again; the page data
 * (the new-likes badge) reloads 500 ms after a like arrives (spec §9).
 */
import { useLocation, useNavigate } from '@remix-run/react';
import type { MemberCard } from '@dating/contract';
import { Button, Modal, Picture, Stack } from '@dating/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBrowserApi } from '../lib/load-browser-api.ts';
import { refreshPage } from '../lib/page-refresh.ts';
import { photoSources, photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';

/** Spec §9: likes reload this long after an auto-like. */
export const LIKES_RELOAD_MS = 500;
const MAX_DELAY_S = 3600;

export function LikeModal() {
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<MemberCard | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const loggedIn = Boolean(root?.user);
  const delay = new URLSearchParams(location.search).get('t');

  useEffect(() => {
    if (delay === null) return;
    const params = new URLSearchParams(location.search);
    params.delete('t');
    const rest = params.toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
    const seconds = Number(delay);
    if (!loggedIn || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_DELAY_S) return;
    // Removing `t` re-runs this effect with no delay; the timer lives on until unmount.
    timers.current.push(
      setTimeout(async () => {
        const liker = await loadBrowserApi()
          .then((api) => api.autoLike())
          .catch(() => null);
        if (!liker) return;
        setProfile(liker);
        timers.current.push(setTimeout(refreshPage, LIKES_RELOAD_MS));
      }, seconds * 1000),
    );
  }, [delay]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  if (!profile) return null;
  return (
    <LikeModalView
      profile={profile}
      cdn={root?.settings.cdn_prefix ?? '/uploads/'}
      onClose={() => setProfile(null)}
    />
  );
}

/** The modal itself, for the profile that liked the member (Storybook shows it without the timer). */
export function LikeModalView({
  profile,
  cdn,
  onClose,
}: {
  profile: MemberCard;
  cdn: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('likeModal.title')} onClose={onClose} closeLabel={t('activation.close')}>
      <Stack gap="medium" align="center">
        {profile.main_image ? (
          <Picture
            src={photoUrl(cdn, profile.main_image.thumb_filename)}
            sources={photoSources(cdn, profile.main_image.filename)}
            sizes="160px"
            alt={t('members.photoOf', { name: profile.name })}
            width={160}
            height={200}
            loading="eager"
          />
        ) : null}
        <p>{t('likeModal.text', { name: profile.name, age: profile.age })}</p>
        <Button href={`/members/${profile.id}`} onClick={onClose}>
          {t('likeModal.view', { name: profile.name })}
        </Button>
      </Stack>
    </Modal>
  );
}
