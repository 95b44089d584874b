/**
 * The console's navigation: one entry per area, shown to the roles that may reach it
 * (`canReach` of packages/domain, the same rule the staff API checks). A new page adds one line.
 */
import type { ConsoleArea } from '@dating/domain';

export interface NavEntry {
  area: ConsoleArea;
  to: string;
  /** Key in the console's locale files. */
  label: string;
}

export const NAV: readonly NavEntry[] = [
  { area: 'home', to: '/', label: 'nav.home' },
  { area: 'dashboard', to: '/dashboard', label: 'nav.dashboard' },
  { area: 'desk', to: '/desk', label: 'nav.desk' },
  { area: 'personas', to: '/personas', label: 'nav.personas' },
  { area: 'members', to: '/members', label: 'nav.members' },
  { area: 'moderation', to: '/moderation', label: 'nav.moderation' },
  { area: 'reports', to: '/reports', label: 'nav.reports' },
  { area: 'payments', to: '/payments', label: 'nav.payments' },
  { area: 'codes', to: '/codes', label: 'nav.codes' },
  { area: 'traffic', to: '/traffic', label: 'nav.traffic' },
  { area: 'sites', to: '/sites', label: 'nav.sites' },
  { area: 'outbox', to: '/outbox', label: 'nav.outbox' },
  { area: 'staff', to: '/staff', label: 'nav.staff' },
  { area: 'audit', to: '/audit', label: 'nav.audit' },
];
