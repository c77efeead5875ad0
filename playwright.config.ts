import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMS_RESEND_SECONDS } from './e2e/test-server';

const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_DATA_DIR lets two runs on one machine keep apart (each with its own E2E_PORT).
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: {
    // The production build, on a fresh embedded database with the demo data.
    command: `rm -rf "${dataDir}" && node apps/server/dist/server.js`,
    url: `http://127.0.0.1:${port}/unionmallmanage/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      SSO_SECRET: 'e2e-sso-secret',
      // Browsers cannot read a captcha image: every captcha of the test server shows this.
      CAPTCHA_FIXED_ANSWER: 'E2E8',
      // The outbox masks codes and passwords: the journeys read them from DATA_DIR/sms-capture.jsonl.
      SMS_TEST_CAPTURE: '1',
      // The demo devices' clock 3× faster: reboots, upgrades and multi-SIM heartbeats.
      DEVICE_SIMULATOR_SPEED: '3',
      // The embedded MQTT broker on a free port: the machine's Mosquitto may hold 1883.
      MQTT_PORT: '0',
      // One code a number every 3 s instead of 60 s (e2e/test-server.ts).
      SMS_RESEND_SECONDS: String(E2E_SMS_RESEND_SECONDS),
      // A production server shows its API reference to signed-in staff only; the journey
      // that checks it renders in a browser (which sends no session header) needs it open.
      API_DOCS_PUBLIC: '1',
      // The footer's filing line (empty by default, which hides it).
      ICP_FILING: '京ICP备00000000号-1',
    },
  },
});
