import { defineConfig, devices } from '@playwright/test'
import { testChromiumLaunchOptions } from './e2e/fixtures/chromium'
import { E2E_API_URL, E2E_APP_PORT, E2E_APP_URL, E2E_DIST_DIR } from './e2e/fixtures/demo'

const isCI = Boolean(process.env.CI)
const vite = 'node node_modules/vite/bin/vite.js'
const browser = { ...devices['Desktop Chrome'], launchOptions: testChromiumLaunchOptions }

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: E2E_APP_URL,
    trace: 'on-first-retry',
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  },
  // The UI-project flow builds real projects for about two minutes: queued first (projects run in
  // this order), it runs beside the other files instead of after them on one worker alone.
  projects: [
    { name: 'chromium-builds', testMatch: 'ui-project.spec.ts', use: browser },
    { name: 'chromium', testIgnore: 'ui-project.spec.ts', use: browser },
  ],
  webServer: [
    {
      // The local API on a fresh temporary database with the demo seed.
      command: 'node --import tsx e2e/fixtures/start-api.ts',
      url: `${E2E_API_URL}/openapi/service-config-v1.json`,
      reuseExistingServer: false,
      timeout: 90_000,
      // SIGTERM lets start-api.ts close the database and remove its temporary directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The app built now, then served as built: the build runs while the API seeds its database.
      command: `${vite} build --logLevel warn --outDir ${E2E_DIST_DIR} && ${vite} preview --host 127.0.0.1 --port ${E2E_APP_PORT} --strictPort --outDir ${E2E_DIST_DIR}`,
      url: E2E_APP_URL,
      // config.json then names the e2e API (vite.config.ts).
      env: { PREVIEW_API_BASE_URL: E2E_API_URL },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
