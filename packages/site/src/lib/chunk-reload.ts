/**
 * Spec §8: a missing lazily loaded part (a deploy replaced the chunks) triggers one page
 * reload, at most once per 60 seconds — the guard's rule is in packages/domain.
 */
import { shouldReloadForChunkError } from '@dating/domain';

const KEY = 'chunk-reload-at';

function isChunkError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

export function installChunkReloadGuard(): void {
  const onError = (reason: unknown) => {
    if (!isChunkError(reason)) return;
    const last = Number(sessionStorage.getItem(KEY) ?? 0) || null;
    const now = Date.now();
    if (shouldReloadForChunkError(last, now)) {
      sessionStorage.setItem(KEY, String(now));
      window.location.reload();
    }
  };
  window.addEventListener('unhandledrejection', (event) => onError(event.reason));
  window.addEventListener('error', (event) => onError(event.error ?? event.message));
}
