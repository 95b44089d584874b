/** The way in under every lander: sign up (with the tracking), or log in; and what joining means. */
import { Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLanderLinks } from '../../lib/lander-links.ts';
import { useRootData } from '../../lib/root-data.ts';

export function LanderCta({ align = 'start' }: { align?: 'start' | 'center' }) {
  const { t } = useTranslation();
  const links = useLanderLinks();
  const minAge = useRootData()?.settings.min_age ?? 18;
  return (
    <Stack gap="small" align={align}>
      <Button href={links.signup} size="large">
        {t('landers.cta')}
      </Button>
      <p>
        {t('landers.haveAccount')} <a href={links.login}>{t('nav.login')}</a>
      </p>
      <p>{t('landers.trust', { minAge })}</p>
    </Stack>
  );
}
