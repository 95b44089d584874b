/**
 * The footer (spec §2): the legal and help links, the disclaimer (adults only, fictional profiles),
 * the company line and the copyright; on a US site in English the US variant adds the 18 U.S.C. 2257 statement link
 * and the US legal lines (spec §1).
 */
import { isUsSite } from '@dating/domain';
import { Footer } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { Disclaimer } from '../components/Disclaimer.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root) return null;
  const { settings, company } = root;
  const us = isUsSite(root.siteCountry) && root.locale === 'en';
  const links = [
    { href: '/pages/terms', label: t('footer.links.terms') },
    { href: '/pages/privacy', label: t('footer.links.privacy') },
    { href: '/pages/cookies', label: t('footer.links.cookies') },
    { href: '/pages/ban', label: t('footer.links.ban') },
    { href: '/pricing', label: t('footer.links.pricing') },
    { href: '/complaints', label: t('footer.links.complaints') },
    { href: '/pages/return-policy', label: t('footer.links.returns') },
    { href: '/pages/faq', label: t('footer.links.faq') },
    { href: '/pages/service', label: t('footer.links.service') },
    { href: '/pages/cookies#cookie-settings', label: t('footer.links.cookieSettings') },
  ];
  return (
    <Footer
      links={links}
      disclaimer={<Disclaimer settings={settings} />}
      disclaimerLabel={t('disclaimer.label')}
      notes={[
        t('footer.company', {
          brand: settings.name,
          company: company.name,
          address: company.address,
          city: company.city,
        }),
      ]}
      usNotice={
        us ? (
          <div data-testid="us-footer">
            <p>
              <a href="/pages/2257">{t('footer.us.statement')}</a>
            </p>
            <p>{t('footer.us.ages', { minAge: settings.min_age })}</p>
            <p>
              {t('footer.us.custodian', {
                company: company.name,
                address: company.address,
                city: company.city,
              })}
            </p>
          </div>
        ) : undefined
      }
      copyright={t('footer.copyright', { year: new Date().getUTCFullYear(), company: company.name })}
    />
  );
}
