/**
 * "Use my location" beside the location fields (issue 6): the browser's position (at most an
 * hour old) goes to GET /api/geocode.php, and the country and town it gives fill the form for
 * the member to check and save. Shown only where the browser can tell a position.
 */
import { Button } from '@dating/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/browser-api.ts';

/** Spec: a position up to an hour old will do. */
const MAX_AGE_MS = 3_600_000;

type Status = 'idle' | 'busy' | 'filled' | 'failed' | 'elsewhere';

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: MAX_AGE_MS, timeout: 15_000 }),
  );
}

/** onCountry tells the form the country found, so its region list follows. */
export function UseMyLocation({ onCountry }: { onCountry?: (country: string) => void } = {}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [supported, setSupported] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [place, setPlace] = useState('');
  useEffect(() => setSupported('geolocation' in navigator), []);
  if (!supported) return null;

  const locate = async () => {
    const form = ref.current?.closest('form');
    if (!form) return;
    setStatus('busy');
    try {
      const { coords } = await position();
      const found = await browserApi().geocode(coords.latitude, coords.longitude);
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
    } catch {
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
