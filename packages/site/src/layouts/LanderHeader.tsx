/** The lander layout's navigation (spec §2 Layouts): the logo home and, logged out, Log in. */
import { Button, TopNav } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { useBrandLogo } from '../lib/brand-logo.ts';

export function LanderHeader() {
  const { t } = useTranslation();
  const logo = useBrandLogo();
  const root = useRootData();
  if (!root) return null;
  return (
    <TopNav
      homeHref="/"
      homeLabel={t('nav.home', { brand: root.brand.name })}
      logoSrc={logo}
      brandName={root.brand.name}
      navLabel={t('nav.main')}
      items={[]}
      end={
        root.user ? null : (
          <Button href="/login" size="small" variant="ghost">
            {t('nav.login')}
          </Button>
        )
      }
    />
  );
}
