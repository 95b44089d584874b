/** The console's routes (Remix route config, v3_routeConfig). */
import { index, layout, route, type RouteConfig } from '@remix-run/route-config';

export default [
  route('login', 'routes/login.tsx'),
  route('login/totp', 'routes/login.totp.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('language', 'routes/language.tsx'),
  route('invite/:token', 'routes/invite.tsx'),
  // File downloads, outside the layout (no page around it); the loader checks the role.
  route('traffic/csv', 'routes/traffic.csv.tsx'),
  route('dashboard/csv', 'routes/dashboard.csv.tsx'),
  layout('routes/_console.tsx', [
    index('routes/home.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('desk', 'routes/desk.tsx'),
    route('desk/:conversation', 'routes/desk.$conversation.tsx'),
    route('personas', 'routes/personas.tsx'),
    route('personas/new', 'routes/personas.new.tsx'),
    route('personas/:id', 'routes/personas.$id.tsx'),
    route('traffic', 'routes/traffic.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('traffic/postbacks', 'routes/traffic.postbacks.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
