/**
 * Top navigation (spec §2): logged out a Login button; logged in the member's entries and the
 * my-account dropdown. The language menu shows only when the domain offers more than one locale.
 */
import { useLocation, useNavigate, useSearchParams } from '@remix-run/react';
import { Badge, Button, TopNav } from '@dating/ui-kit';
import { creditsNavEntry, lowCreditBadge, showLanguageMenu, signupAllowed } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { SIGNUP_MODAL_PARAM } from '../components/SignupModal.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { IdlePrefetch } from '../components/IdlePrefetch.tsx';
import { useBrandLogo } from '../lib/brand-logo.ts';

export function SiteHeader() {
  const { t } = useTranslation();
  const logo = useBrandLogo();
  const root = useRootData();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!root) return null;
  const { user, brand, settings } = root;
  // Spec §2: on the complete-signup route the dropdowns are hidden.
  const dropdowns = pathname !== '/complete-signup';
  // Spec §2: paid members get their credits (with the low-credit badge), others Get Premium.
  const creditsItem = () => {
    const entry = creditsNavEntry(user!.paid_user);
    const low = lowCreditBadge({ paid: user!.paid_user, credits: user!.credits });
    return {
      href: entry.href,
      label: entry.kind === 'credits' ? t('nav.credits', { count: user!.credits }) : t('nav.getPremium'),
      icon: 'star' as const,
      current: pathname.startsWith('/credits') || pathname === '/premium',
      badge: low ? (
        <Badge tone={low.tone} label={t(low.level === 'none' ? 'nav.noCredits' : 'nav.lowCredits')}>
          {String(user!.credits)}
        </Badge>
      ) : undefined,
    };
  };
  const items = user
    ? [
        {
          href: '/members',
          label: t('nav.search'),
          icon: 'search' as const,
          current: pathname === '/members',
        },
        {
          href: '/chats',
          label: t('nav.messages'),
          icon: 'chat' as const,
          current: pathname.startsWith('/chats'),
          badge:
            root.unreadMessages > 0 ? (
              <Badge
                count={root.unreadMessages}
                label={t('nav.unreadMessages', { count: root.unreadMessages })}
              />
            ) : undefined,
        },
        {
          href: '/likes',
          label: t('nav.likes'),
          icon: 'heart' as const,
          current: pathname.startsWith('/likes'),
          badge:
            root.newLikes > 0 ? (
              <Badge count={root.newLikes} label={t('nav.newLikes', { count: root.newLikes })} />
            ) : undefined,
        },
        creditsItem(),
      ]
    : [];
  return (
    <>
      <TopNav
        homeHref="/"
        homeLabel={t('nav.home', { brand: brand.name })}
        logoSrc={logo}
        brandName={brand.name}
        navLabel={t('nav.main')}
        items={items}
        end={
          <>
            {dropdowns && showLanguageMenu(settings.locales) ? (
              <LanguageMenu locales={settings.locales} />
            ) : null}
            {user ? (
              dropdowns ? (
                <AccountMenu />
              ) : null
            ) : (
              <>
                {pathname.startsWith('/signup') ? null : (
                  <Button
                    href="/signup"
                    size="small"
                    variant="ghost"
                    onClick={(event) => {
                      // Spec §4 signup modes: when this visitor may not sign up the modal would stay
                      // empty, so the button stays a plain link to /signup, which says why.
                      if (!signupAllowed(settings.signups, root.tracking)) return;
                      // With JavaScript the signup opens as a modal over the current page.
                      event.preventDefault();
                      const next = new URLSearchParams(params);
                      next.set(SIGNUP_MODAL_PARAM, '1');
                      navigate({ pathname, search: `?${next}` }, { preventScrollReset: true });
                    }}
                  >
                    {t('nav.signup')}
                  </Button>
                )}
                <Button
                  href={`/login${pathname === '/' || pathname === '/login' ? '' : `?redirectTo=${encodeURIComponent(pathname)}`}`}
                  size="small"
                >
                  {t('nav.login')}
                </Button>
              </>
            )}
          </>
        }
      />
      <IdlePrefetch loggedIn={Boolean(user)} hrefs={items.map((item) => item.href)} currentPath={pathname} />
    </>
  );
}
