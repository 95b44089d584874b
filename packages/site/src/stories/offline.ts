/**
 * A story's `beforeEach` that makes the browser say it is offline (spec §4 connectivity): the
 * story test shows every story on one shared preview page, so the cleanup gives the browser's
 * own answer back.
 */
export function offline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}
