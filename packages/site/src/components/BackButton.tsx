/**
 * Spec §2 back button: only in an installed-app (standalone) window — which has no browser
 * back button — when there is somewhere to go back to, on the routes the domain rule lists.
 */
import { useMatches, useNavigate } from '@remix-run/react';
import { showBackButton } from '@dating/domain';
import { Button, Icon } from '@dating/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStandalone } from '../lib/standalone.ts';

export function BackButton() {
  const navigate = useNavigate();
  const routeId = useMatches().at(-1)?.id;
  const [app, setApp] = useState({ standalone: false, historyLength: 0 });
  useEffect(() => {
    setApp({ standalone: isStandalone(), historyLength: window.history.length });
  }, [routeId]);
  if (!showBackButton({ ...app, routeId })) return null;
  return <BackButtonView onBack={() => navigate(-1)} />;
}

/** The button itself (its story shows it, as the installed app does). */
export function BackButtonView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button type="button" variant="ghost" size="small" onClick={onBack}>
        <Icon name="chevronLeft" /> {t('nav.back')}
      </Button>
    </div>
  );
}
