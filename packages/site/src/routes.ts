/**
 * The routes every brand app mounts (spec §2). Each brand's `app/routes.ts` calls
 * `siteRoutes(appDir)`; paths are made relative to that app folder, as Remix expects.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { index, layout, route, type RouteConfig } from '@remix-run/route-config';

const ROUTES_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), 'routes');

export function siteRoutes(appDir: string): RouteConfig {
  const file = (name: string) => relative(appDir, resolve(ROUTES_DIR, name));
  return [
    layout(file('_default.tsx'), { id: 'layout-default' }, [
      index(file('home.tsx'), { id: 'home' }),
      route('login', file('login.tsx'), { id: 'login' }),
      route('members', file('members.tsx'), { id: 'members' }),
      route('*', file('not-found.tsx'), { id: 'not-found' }),
    ]),
    route('logout', file('logout.tsx'), { id: 'logout' }),
    route('set-language', file('set-language.tsx'), { id: 'set-language' }),
    route('entry-warning', file('entry-warning.tsx'), { id: 'entry-warning' }),
  ];
}
