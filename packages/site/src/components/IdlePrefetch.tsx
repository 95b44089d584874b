/**
 * Spec §9 background prefetch (ADR 0034): once the page has loaded and the browser is idle (at
 * most PREFETCH_IDLE_TIMEOUT_MS later), the route modules of the top navigation's other
 * destinations are preloaded, so the next tap needs only its data. Only for logged-in members,
 * never when the connection asks to save data. Not the loader data: our answers carry no cache
 * headers, so the browser would fetch them again on the tap anyway (and must: chats and likes
 * change by the minute).
 */
import { UNSAFE_RemixContext, matchRoutes } from '@remix-run/react';
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchTargets } from '@dating/domain';
import { useContext, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Calls `run` after the load event, when the browser is idle or the timeout has passed. */
function afterLoadWhenIdle(run: () => void): () => void {
  const w = window as IdleWindow;
  let cancelIdle = () => {};
  const schedule = () => {
    if (w.requestIdleCallback) {
      const handle = w.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      cancelIdle = () => w.cancelIdleCallback?.(handle);
    } else {
      // No idle callbacks (Safari): the idle timeout itself is the wait.
      const handle = window.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

type Manifest = {
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
  >;
};
type RouteShape = { id: string; path?: string; index?: boolean; children?: RouteShape[] };

/** The route tree from Remix's manifest (ids and paths only), for matching a page's address. */
function routeTree(manifest: Manifest, parentId?: string): RouteShape[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: routeTree(manifest, route.id) },
    );
}

/**
 * The JavaScript modules a page's routes need (each route module and its imports). Remix adds a
 * route to the manifest once a link to it is rendered (route discovery, right after hydration),
 * which the top navigation's links are, well before the idle moment.
 */
function moduleHrefs(manifest: Manifest, page: string): string[] {
  const matches = matchRoutes(routeTree(manifest) as Parameters<typeof matchRoutes>[0], page) ?? [];
  return matches.flatMap((match) => {
    const route = manifest.routes[match.route.id!];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
}

export function IdlePrefetch({
  loggedIn,
  hrefs,
  currentPath,
}: {
  loggedIn: boolean;
  hrefs: readonly string[];
  currentPath: string;
}) {
  const remix = useContext(UNSAFE_RemixContext);
  const [idle, setIdle] = useState(false);
  useEffect(() => (loggedIn ? afterLoadWhenIdle(() => setIdle(true)) : undefined), [loggedIn]);
  if (!idle || !remix) return null;
  const pages = prefetchTargets({ loggedIn, saveData: savesData(), hrefs, currentPath });
  const modules = [...new Set(pages.flatMap((page) => moduleHrefs(remix.manifest as Manifest, page)))];
  return (
    <>
      {modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} data-idle-prefetch="" />
      ))}
    </>
  );
}
