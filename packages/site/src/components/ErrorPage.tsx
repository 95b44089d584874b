/**
 * The generic error page (spec §8): the status message (the API's error code translated, else
 * "Error") and code (default 500); a 404 says "This page could not be found" and links home.
 * If rendering it fails, a plain fallback with a go-home link is shown instead.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_PAGE_FALLBACK, isLocale } from '@dating/i18n';
import { Button, EmptyState, Stack } from '@dating/ui-kit';

interface ErrorPageProps {
  status?: number;
  /** An API error code (`errors.*` in i18n) that says why, e.g. blocked_by_member. */
  code?: string;
  /** The values its text names (the minutes to wait of `rate_limited`). */
  params?: Record<string, string | number>;
}

function ErrorContent({ status = 500, code, params }: ErrorPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = code
    ? t(`errors.${code}`, params)
    : notFound
      ? t('errorPage.notFound')
      : t('errorPage.error');
  return (
    <Stack gap="large" align="center">
      <EmptyState title={title} description={t('errorPage.status', { status })} headingLevel={1} />
      <Button href="/" variant={notFound ? 'solid' : 'soft'}>
        {t('errorPage.backHome')}
      </Button>
    </Stack>
  );
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      // No i18next and no kit here: they may be what failed.
      const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
      const text = ERROR_PAGE_FALLBACK[isLocale(lang) ? lang : 'en'];
      return (
        <main>
          <p>{text.message}</p>
          <a href="/">{text.home}</a>
        </main>
      );
    }
    return this.props.children;
  }
}

export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageGuard>
      <ErrorContent {...props} />
    </ErrorPageGuard>
  );
}
