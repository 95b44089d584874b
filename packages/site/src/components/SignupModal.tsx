/**
 * The signup modal (spec §2 default and empty layouts): step 0 over the current page, opened by
 * the visitor's Sign up button (`?signup=1`; without JavaScript that button is a plain link to
 * /signup). Spec §2: once the visitor starts filling it in, backdrop and Escape no longer close
 * it — only its own Cancel button does, so a stray tap never loses what was typed.
 */
import { useFetcher, useNavigate, useLocation, useSearchParams } from '@remix-run/react';
import { signupAllowed } from '@dating/domain';
import { Button, Modal } from '@dating/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/api-action.ts';
import { useRootData } from '../lib/root-data.ts';
import { SignupForm } from './SignupForm.tsx';

export const SIGNUP_MODAL_PARAM = 'signup';

export function SignupModal() {
  const { t } = useTranslation();
  const root = useRootData();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionResult>();
  const [started, setStarted] = useState(false);
  const open = params.get(SIGNUP_MODAL_PARAM) === '1' && !root?.user && pathname !== '/signup';
  if (!root || !open || !signupAllowed(root.settings.signups, root.tracking)) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(SIGNUP_MODAL_PARAM);
    setStarted(false);
    navigate(
      { pathname, search: next.toString() ? `?${next}` : '' },
      { replace: true, preventScrollReset: true },
    );
  };
  const minAge = root.settings.min_age;
  return (
    <Modal
      open
      title={t('signup.title')}
      dismissible={!started}
      onClose={close}
      closeLabel={t('activation.close')}
    >
      <SignupForm
        Form={fetcher.Form}
        result={fetcher.data}
        busy={fetcher.state !== 'idle'}
        minAge={minAge}
        onStart={() => setStarted(true)}
        extraActions={
          <Button variant="ghost" onClick={close}>
            {t('signup.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
