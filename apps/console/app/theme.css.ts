// The console's theme (ADR 0010): the ui-kit contract filled with a sober neutral/blue operator
// palette (AA contrast on white and on the background), system fonts for dense tables.
import { makeTheme } from '@dating/ui-kit/make-theme';
import { vars } from '@dating/ui-kit/contract';
import '@dating/ui-kit/reset';
import { createGlobalTheme } from '@vanilla-extract/css';

export const CONSOLE_THEME_CLASS = 'theme-console';

const system = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

createGlobalTheme(
  `.${CONSOLE_THEME_CLASS}`,
  vars,
  makeTheme(
    {
      accent: '#1d4ed8',
      onAccent: '#ffffff',
      accentStrong: '#1e3a8a',
      accentSoft: '#e8eefc',
      background: '#f4f6f9',
      surface: '#ffffff',
      text: '#111827',
      textMuted: '#4b5563',
    },
    { body: system, heading: system },
  ),
);
