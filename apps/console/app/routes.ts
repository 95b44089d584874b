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
    route('codes', 'routes/codes.tsx'),
    route('codes/export.csv', 'routes/codes.export.tsx'),
    route('codes/:id', 'routes/codes.$id.tsx'),
    route('codes/:id/usage.csv', 'routes/codes.$id.usage.tsx'),
    route('sites', 'routes/sites.tsx'),
    route('sites/export.csv', 'routes/sites.export.tsx'),
    route('sites/:site', 'routes/sites.$site.tsx'),
    route('sites/:site/pages', 'routes/sites.$site.pages.tsx'),
    route('moderation', 'routes/moderation.tsx'),
    route('reports', 'routes/reports.tsx'),
    route('reports/:kind/:id', 'routes/reports.$kind.$id.tsx'),
    route('members', 'routes/members.tsx'),
    route('members/:id', 'routes/members.$id.tsx'),
  ]),
  // Downloads (CSV, ZIP): resource routes outside the page layout.
  route('moderation.csv', 'routes/moderation.csv.tsx'),
  route('reports.csv', 'routes/reports.csv.tsx'),
  route('members.csv', 'routes/members.csv.tsx'),
  route('members/:id/export', 'routes/members.$id.export.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
