/**
 * The footer (spec §2): the company line, the adults-only notice and the copyright. Legal and
 * help links join here as their pages ship (a footer never links to a page that does not exist).
 */
import { Footer } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root) return null;
  const { settings, company } = root;
  return (
    <Footer
      links={[]}
      notes={[
        t('footer.adults', { minAge: settings.min_age }),
        t('footer.company', {
          brand: settings.name,
          company: company.name,
          address: company.address,
          city: company.city,
        }),
      ]}
      copyright={t('footer.copyright', { year: new Date().getUTCFullYear(), company: company.name })}
    />
  );
}
