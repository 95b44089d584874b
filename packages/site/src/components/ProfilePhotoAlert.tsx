/**
 * Spec §2 profile-photo alert: for a member without a main photo, everywhere except the routes
 * the domain rule excludes (the signup steps count as signup, activate/done as activate-done).
 */
import { useMatches } from '@remix-run/react';
import { isAlertDismissed, showProfilePhotoAlert } from '@dating/domain';
import { Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { MemberAlert } from './MemberAlert.tsx';

function specRouteId(id: string | undefined, params: Record<string, string | undefined>) {
  if (!id) return id;
  if (id.startsWith('signup') || id === 'complete-signup') return 'signup';
  if (id === 'activate-result') return `activate-${params.result}`;
  return id;
}

export function ProfilePhotoAlert() {
  const { t } = useTranslation();
  const root = useRootData();
  const leaf = useMatches().at(-1);
  const user = root?.user;
  if (!user) return null;
  const show = showProfilePhotoAlert({
    mainImage: user.profile.main_image,
    routeId: specRouteId(leaf?.id, leaf?.params ?? {}),
  });
  if (!show || isAlertDismissed('profile_photo', root.alertsDismissedAt.profile_photo ?? null, Date.now()))
    return null;
  return (
    <MemberAlert id="profile_photo" dismissLabel={t('photos.alertDismiss')}>
      <Stack gap="small">
        <p>{t('photos.alert')}</p>
        <Button href="/profile#photos" size="small">
          {t('photos.add')}
        </Button>
      </Stack>
    </MemberAlert>
  );
}
