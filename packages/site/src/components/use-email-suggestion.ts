/**
 * Spec §5 "Did you mean": the corrected address for a typed one, or null. The provider list
 * loads on demand once an @ is typed (see @dating/domain/email-suggest), so pages showing the
 * signup form do not carry it on their first load.
 */
import { useEffect, useState } from 'react';

type Suggest = (email: string) => string | null;

let loading: Promise<Suggest> | null = null;
const loadSuggest = () => (loading ??= import('@dating/domain/email-suggest').then((m) => m.suggestEmail));

export function useEmailSuggestion(email: string): string | null {
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  const typedAt = email.includes('@');
  useEffect(() => {
    if (!typedAt || suggest) return;
    let live = true;
    loadSuggest().then(
      (fn) => {
        if (live) setSuggest(() => fn);
      },
      // A hint, not a check: if the file does not load (offline), the form works without it.
      () => {
        loading = null;
      },
    );
    return () => {
      live = false;
    };
  }, [typedAt, suggest]);
  return typedAt && suggest ? suggest(email) : null;
}
