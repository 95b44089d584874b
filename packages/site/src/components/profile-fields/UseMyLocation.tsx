/**
 * "Use my location" beside the location fields (issue 6): the browser's position (at most an
 * hour old) goes to GET /api/geocode.php, and the country and town it gives fill the form for
 * the member to check and save. Shown only where the browser can tell a position; where the
 * member has denied location (spec §4 geolocation permission, followed live), a hint to allow
 * it in the browser settings takes the place of a button that could not work.
 */
import {
  GEOLOCATION_MAX_AGE_MS,
  type GeolocationPermission,
  geolocationPermission,
  locationOffer,
} from '@dating/domain';
import { Button } from '@dating/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBrowserApi } from '../../lib/load-browser-api.ts';

type Status = 'idle' | 'busy' | 'filled' | 'failed' | 'elsewhere';

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      timeout: 15_000,
    }),
  );
}

/**
 * Spec §4: the geolocation permission, following the browser's `change` event ('unsupported'
 * on the server and until the page has checked, so nothing shows before it can work).
 */
function useGeolocationPermission(): [GeolocationPermission, (next: GeolocationPermission) => void] {
  const [permission, setPermission] = useState<GeolocationPermission>('unsupported');
  useEffect(() => {
    const geolocation = 'geolocation' in navigator;
    setPermission(geolocationPermission({ geolocation, permissionState: null }));
    if (!geolocation || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    let gone = false;
    const follow = () => {
      if (status) setPermission(geolocationPermission({ geolocation, permissionState: status.state }));
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((answer) => {
        if (gone) return;
        status = answer;
        follow();
        answer.addEventListener('change', follow);
      })
      // Some browsers cannot query geolocation: the state stays unknown.
      .catch(() => undefined);
    return () => {
      gone = true;
      status?.removeEventListener('change', follow);
    };
  }, []);
  return [permission, setPermission];
}

const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as GeolocationPositionError).code === 1;

/** onCountry tells the form the country found, so its region list follows. */
export function UseMyLocation({ onCountry }: { onCountry?: (country: string) => void } = {}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [permission, setPermission] = useGeolocationPermission();
  const [status, setStatus] = useState<Status>('idle');
  const [place, setPlace] = useState('');
  const offer = locationOffer(permission);
  if (offer === 'none') return null;
  if (offer === 'settings_hint') {
    return <p role="status">{t('location.denied')}</p>;
  }

  const locate = async () => {
    const form = ref.current?.closest('form');
    if (!form) return;
    setStatus('busy');
    try {
      const { coords } = await position();
      const found = await (await loadBrowserApi()).geocode(coords.latitude, coords.longitude);
      if (!found) return setStatus('failed');
      const country = form.elements.namedItem('country') as HTMLSelectElement | null;
      if (!country || ![...country.options].some((o) => o.value === found.country)) {
        return setStatus('elsewhere');
      }
      country.value = found.country;
      onCountry?.(found.country);
      for (const [name, value] of [
        ['region', ''],
        ['city', found.city],
      ] as const) {
        const input = form.elements.namedItem(name) as HTMLInputElement | null;
        if (input) input.value = value;
      }
      setPlace(`${found.city}, ${country.selectedOptions[0]?.text ?? found.country}`);
      setStatus('filled');
    } catch (error) {
      // Refused at the prompt: where the browser has no Permissions API, this is how we learn it.
      if (isPermissionDenied(error)) {
        setStatus('idle');
        return setPermission('denied');
      }
      setStatus('failed');
    }
  };

  return (
    <div ref={ref}>
      <Button type="button" variant="soft" size="small" onClick={locate} loading={status === 'busy'}>
        {t('location.useMine')}
      </Button>
      <p aria-live="polite">
        {status === 'filled'
          ? t('location.filled', { place })
          : status === 'failed'
            ? t('location.failed')
            : status === 'elsewhere'
              ? t('location.elsewhere')
              : null}
      </p>
    </div>
  );
}
