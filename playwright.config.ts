/**
 * Browser journeys: Playwright drives Debian's Chromium (never a downloaded browser) against
 * the demo network started on a fresh data folder and its own port.
 */
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE = `http://velvet.localhost:${PORT}`;
const CONSOLE_BASE = `http://console.localhost:${PORT}`;
const STORYBOOK_PORT = PORT + 10;
// Data, artefacts and report are kept apart by port, so a second run on another port
// (E2E_PORT) never meets this one's.
const DATA_DIR = `.data/e2e-${PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-${PORT}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-${PORT}.json` }]],
  use: {
    baseURL: BASE,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First: the screenshots of the freshly seeded network, before journeys add members and
    // messages (ADR 0090). Their references sit beside the spec, one name per screen, brand,
    // language and width, the same on every machine with Debian's Chromium.
    {
      name: 'visual',
      testMatch: /visual\.spec/,
      snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
      expect: { toHaveScreenshot: { maxDiffPixels: 20, threshold: 0.1 } },
      use: { launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: [/storybook\.spec|visual\.spec/, /e2e\/console\//],
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium },
    },
    {
      name: 'storybook',
      testMatch: /storybook\.spec/,
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, launchOptions: chromium },
    },
    {
      name: 'phone-360',
      // Brand checks and brand creation run once, on desktop; the member journeys run on both.
      testIgnore: [
        /brands\.spec|brand-new\.spec|dev-server\.spec|storybook\.spec|visual\.spec/,
        /e2e\/console\//,
      ],
      use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
    // The operators' console (issue 18) on the console host: the journeys on a laptop; the
    // tablet width is one walk of every page (console/tablet.spec.ts, ADR 0093).
    {
      name: 'console-1280',
      testMatch: /e2e\/console\/.*\.spec\.ts/,
      use: { baseURL: CONSOLE_BASE, viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: [
    // The static Storybook build (npm test builds it first), for the stories' interaction tests;
    // `pnpm visual:update` needs only the network (E2E_NO_STORYBOOK=1).
    ...(process.env.E2E_NO_STORYBOOK
      ? []
      : [
          {
            command: `pnpm exec vite preview --outDir storybook-static --port ${STORYBOOK_PORT} --strictPort --host 127.0.0.1`,
            url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
    {
      command: `rm -rf ${DATA_DIR} && pnpm exec tsx packages/server/src/cli.ts`,
      url: `http://localhost:${PORT}/api/settings.php`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      // Journeys always run on a fresh embedded database, whatever DATABASE_URL says.
      env: {
        PORT: String(PORT),
        DATA_DIR,
        SEED_MEMBERS_PER_BRAND: '40',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        // The journeys report a bounce as the mail side would (e2e/notifications.spec.ts).
        MAIL_EVENTS_SECRET: 'e2e-mail-events-secret',
        // No scheduled notification e-mails: journeys read the outbox and expect only their own mails.
        SCHEDULER: 'off',
        // Every journey of both projects signs up and logs in from 127.0.0.1: the per-IP limits
        // are raised for this one address (ADR 0045); per-account limits keep their real figures.
        RATE_LIMIT_IP_FACTOR: '100',
      },
    },
  ],
});
