/** The console's routes (Remix route config, v3_routeConfig). */
import { index, layout, route, type RouteConfig } from '@remix-run/route-config';

export default [
  route('login', 'routes/login.tsx'),
  route('login/totp', 'routes/login.totp.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('language', 'routes/language.tsx'),
  route('invite/:token', 'routes/invite.tsx'),
  layout('routes/_console.tsx', [
    index('routes/home.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('desk', 'routes/desk.tsx'),
    route('desk/:conversation', 'routes/desk.$conversation.tsx'),
    route('personas', 'routes/personas.tsx'),
    route('personas/new', 'routes/personas.new.tsx'),
    route('personas/:id', 'routes/personas.$id.tsx'),
    route('payments', 'routes/payments.tsx'),
    route('payments/:id', 'routes/payments.$id.tsx'),
  ]),
  route('payments/export.csv', 'routes/payments.export.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
