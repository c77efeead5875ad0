import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SMS_LIMITS } from '@pn/shared';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server, whether running from src/ (tsx) or dist/ (bundle). */
const serverRoot = path.resolve(here, here.endsWith(path.join('src', 'config')) ? '../..' : '..');

const boolFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

/** The footer line of the demo edition: its cases and product copy are not contract terms. */
export const DEFAULT_DEMO_NOTICE = '本站展示的客户案例与产品内容为演示数据，以实际签约为准';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  FIRMWARE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024, 'FIRMWARE_MAX_BYTES must be at least 1024')
    .max(2 * 1024 * 1024 * 1024, 'FIRMWARE_MAX_BYTES must be at most 2 GB')
    .default(64 * 1024 * 1024),
  SEED_DEMO: boolFlag,
  DEVICE_SIMULATOR: boolFlag,
  DEVICE_SIMULATOR_SPEED: z.coerce
    .number()
    .min(1, 'DEVICE_SIMULATOR_SPEED: 1 (real time) or faster')
    .max(10, 'DEVICE_SIMULATOR_SPEED: at most 10')
    .default(1),
  WEB_DIST: z.string().default(path.resolve(serverRoot, '../web/dist')),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // '0'/'1' (one proxy), a hop count, or the proxies' addresses/CIDRs (comma-separated). Never
  // "trust everything": the client address is always the right-most hop no trusted proxy
  // wrote, not the left-most one the client may have forged.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      const s = (v ?? '').trim();
      if (s === '' || s === '0' || s === 'false') return false;
      if (s === 'true') return 1;
      if (/^\d+$/.test(s)) return Math.min(Number(s), 10);
      const list = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (list.every((x) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(x))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be 0, a hop count, or proxy addresses (comma-separated)',
      });
      return z.NEVER;
    }),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  SSO_SECRET: z.string().optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SSO_MAX_AGE_SECONDS: z.coerce.number().int().min(10).default(300),
  EXTERNAL_4A_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EXTERNAL_LINK_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[a-z0-9.-]+(:\d{1,5})?$/,
            'EXTERNAL_LINK_HOSTS: host names (host or host:port), comma-separated',
          ),
      ),
    ),
  EXTERNAL_LINK_SECRET: z
    .string()
    .min(16, 'EXTERNAL_LINK_SECRET must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_GATEWAY: z.enum(['outbox']).default('outbox'),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\/[^/]+/, 'MQTT_URL must look like mqtt://user:password@host:1883')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MQTT_BROKER: z.enum(['embedded', 'off']).optional(),
  MQTT_HOST: z.string().optional(),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  MQTT_TLS_CERT: z.string().optional(),
  MQTT_TLS_KEY: z.string().optional(),
  MQTT_HOOK_SECRET: z
    .string()
    .min(16, 'MQTT_HOOK_SECRET must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'MQTT_SHARE_GROUP: letters, digits, _ and -')
    .default('pn'),
  SMS_SIGN: z.string().default('【5G专网运营平台】'),
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .regex(/^[A-Z0-9]{4}$/, 'CAPTCHA_FIXED_ANSWER must be 4 capital letters or digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_TEST_CAPTURE: boolFlag,
  SMS_RESEND_SECONDS: z.coerce
    .number()
    .int('SMS_RESEND_SECONDS must be a whole number of seconds')
    .min(1)
    .max(600)
    .default(SMS_LIMITS.resendSeconds),
  API_DOCS_PUBLIC: boolFlag,
  PORTAL_EDITION: z.enum(['national', 'province']).default('national'),
  CONTACT_PHONE: z.string().trim().min(3).max(32).default('400-000-5855'),
  CONTACT_REPORT_HOTLINE: z.string().trim().min(3).max(32).default('400-000-5856'),
  CONTACT_EMAIL: z.string().email().default('5gzw-service@example.com'),
  CONTACT_SERVICE_HOURS: z.string().trim().min(1).max(64).default('7×24小时'),
  CONTACT_ADDRESS: z.string().trim().max(128).default(''),
  ICP_FILING: z.string().trim().max(64).default(''),
  PORTAL_DEMO: boolFlag,
  DEMO_NOTICE: z.string().trim().max(120).default(DEFAULT_DEMO_NOTICE),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** Real PostgreSQL when set; embedded PGlite under `dataDir` otherwise. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  /** Root folder of uploaded pictures (local-disk file storage). */
  uploadDir: string;
  /** Largest picture an operator may upload, in bytes. */
  uploadMaxBytes: number;
  /** Firmware packages enterprises upload (`${DATA_DIR}/firmware`). */
  firmwareDir: string;
  /** Largest firmware package, in bytes (FIRMWARE_MAX_BYTES, default 64 MB). */
  firmwareMaxBytes: number;
  /** Load the demo seed at start-up (default: on for the embedded database only). */
  seedDemo: boolean;
  /**
   * Play the demo's gateways and multi-SIM devices from the server process (one instance
   * per database at a time). Only with the demo data; on by default there, off with
   * DEVICE_SIMULATOR=0; never under NODE_ENV=test.
   */
  deviceSimulator: boolean;
  /**
   * How much faster than the wall clock the demo's devices live (reboots, Wi-Fi changes,
   * flaky gateways' absences, multi-SIM heartbeats); no device beats more often than the
   * server's shortest interval (10 s). The browser journeys run at 3.
   */
  deviceSimulatorSpeed: number;
  webDist: string;
  bodyLimitBytes: number;
  /** Proxy hops (or proxy addresses) whose X-Forwarded-For entries are trusted; false: none. */
  trustProxy: number | string[] | false;
  shutdownGraceMs: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Shared secret of SSO links (HMAC-SHA256); SSO is refused while unset. */
  ssoSecret: string | undefined;
  /**
   * Bearer token a scraper sends to GET /metrics. Unset: only callers on this machine
   * (loopback, not through a proxy) may read the metrics.
   */
  metricsToken: string | undefined;
  ssoMaxAgeSeconds: number;
  /** External 4A login address; the 4A endpoints redirect there when set. */
  external4aUrl: string | undefined;
  /**
   * Partner hosts (host or host:port, lower case) to which a new-tab menu entry's token
   * marker carries a single-use ticket. Empty: no ticket is ever issued.
   */
  externalLinkHosts: readonly string[];
  /** The secret partners send to exchange a ticket (POST sso/ticket/exchange); unset: no exchange. */
  externalLinkSecret: string | undefined;
  smsGateway: 'outbox';
  smsSign: string;
  /** How devices reach the platform over MQTT (decision 0021). */
  mqtt: MqttConfig;
  /**
   * Every captcha shows this answer. Only for automated browser tests, which cannot read an
   * image; never set it on a real deployment (the server warns at start-up when it is set).
   */
  captchaFixedAnswer: string | undefined;
  /**
   * Automated tests only: every text message is also kept in clear (in memory and in
   * `${DATA_DIR}/sms-capture.jsonl`) for the tests to read; the outbox keeps codes and
   * passwords masked either way. Refused outside a test server, as CAPTCHA_FIXED_ANSWER is.
   */
  smsTestCapture: boolean;
  /**
   * Seconds before a number may be sent another code for the same purpose (SMS_LIMITS:
   * 60). A deployment may lengthen it; a shorter wait weakens the limit, so it starts only
   * on a test server (the browser journeys use it to spend less time waiting).
   */
  smsResendSeconds: number;
  /**
   * The API reference (`/docs` and `/openapi.json`, every back-office operation included)
   * answers anyone. Outside production it always does; in production only with
   * API_DOCS_PUBLIC=1, otherwise only signed-in staff (administrators and operators) get it.
   */
  apiDocsPublic: boolean;
  /** The portal's edition: the national site shows the email line and the province text. */
  portalEdition: 'national' | 'province';
  /** Contact lines of the portal's contact popover, widget and support page. */
  contact: {
    phone: string;
    reportHotline: string;
    email: string;
    serviceHours: string;
    address: string;
  };
  /** ICP filing number shown in the portal footer (linking to the MIIT register); empty hides it. */
  icpFiling: string;
  /**
   * The demo edition's notice, shown once in the portal footer; undefined outside the demo
   * edition (PORTAL_DEMO, which follows SEED_DEMO unless set) or when DEMO_NOTICE is empty.
   */
  demoNotice: string | undefined;
}

export interface MqttConfig {
  /**
   * `embedded`: the process runs its own broker on host:port (the default, so one machine
   * runs everything); `external`: the platform is a client of the broker at `url` (MQTT_URL,
   * Mosquitto or EMQX, shared by every instance); `off`: no MQTT (MQTT_BROKER=off, and the
   * default of the test environment).
   */
  mode: 'embedded' | 'external' | 'off';
  url: string | undefined;
  host: string;
  /** The embedded broker's port (0: any free port, for tests). */
  port: number;
  /** Certificate and key files: the embedded broker speaks MQTT over TLS. */
  tls: { cert: string; key: string } | undefined;
  /** The secret a broker's HTTP hooks send (x-mqtt-hook-secret); unset: hooks refused. */
  hookSecret: string | undefined;
  /** The shared-subscription group of the platform's instances on an external broker. */
  shareGroup: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** A host name or address only this machine reaches (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(h) || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Whether a postgres:// URL names a server on this machine (or a local socket). */
function isLocalDatabase(url: string): boolean {
  try {
    const host = decodeURIComponent(new URL(url).hostname);
    // postgres:///db?host=/run/postgresql is a Unix socket: on this machine too.
    return host === '' || isLoopbackHost(host);
  } catch {
    return false;
  }
}

/**
 * Switches that weaken the server for automated tests (a fixed captcha answer, readable SMS
 * codes) start only where no outside user can be served: under NODE_ENV=test, or on a
 * server that listens on a loopback address only and keeps its data on this machine (the
 * embedded database, or a PostgreSQL server on this machine). A deployment that serves
 * users listens on a routable address, so it cannot start with them.
 */
function testSwitchIssues(e: z.infer<typeof EnvSchema>): string[] {
  const on = [
    e.CAPTCHA_FIXED_ANSWER ? 'CAPTCHA_FIXED_ANSWER' : undefined,
    e.SMS_TEST_CAPTURE ? 'SMS_TEST_CAPTURE' : undefined,
    e.SMS_RESEND_SECONDS < SMS_LIMITS.resendSeconds ? 'SMS_RESEND_SECONDS' : undefined,
  ].filter((k): k is string => k !== undefined);
  if (on.length === 0 || e.NODE_ENV === 'test') return [];
  const testServer =
    isLoopbackHost(e.HOST) && (e.DATABASE_URL === undefined || isLocalDatabase(e.DATABASE_URL));
  if (testServer) return [];
  return on.map(
    (key) =>
      `  ${key}: for automated tests only; allowed under NODE_ENV=test, or with HOST on a loopback address and a database on this machine`,
  );
}

/** Parses the environment once; exits listing every bad key instead of failing later. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const refused = testSwitchIssues(e);
  if (refused.length > 0) throw new Error(`Invalid environment:\n${refused.join('\n')}`);
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  const portalDemo = e.PORTAL_DEMO ?? seedDemo;
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    uploadDir: path.resolve(e.UPLOAD_DIR || path.join(e.DATA_DIR, 'uploads')),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    firmwareDir: path.resolve(e.DATA_DIR, 'firmware'),
    firmwareMaxBytes: e.FIRMWARE_MAX_BYTES,
    seedDemo,
    deviceSimulator: seedDemo && (e.DEVICE_SIMULATOR ?? true) && e.NODE_ENV !== 'test',
    deviceSimulatorSpeed: e.DEVICE_SIMULATOR_SPEED,
    webDist: path.resolve(e.WEB_DIST),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    ssoSecret: e.SSO_SECRET || undefined,
    metricsToken: e.METRICS_TOKEN,
    ssoMaxAgeSeconds: e.SSO_MAX_AGE_SECONDS,
    external4aUrl: e.EXTERNAL_4A_URL,
    externalLinkHosts: Object.freeze([...e.EXTERNAL_LINK_HOSTS]),
    externalLinkSecret: e.EXTERNAL_LINK_SECRET,
    smsGateway: e.SMS_GATEWAY,
    smsSign: e.SMS_SIGN,
    mqtt: Object.freeze({
      mode: e.MQTT_URL
        ? 'external'
        : (e.MQTT_BROKER ?? (e.NODE_ENV === 'test' ? 'off' : 'embedded')),
      url: e.MQTT_URL,
      host: e.MQTT_HOST || e.HOST,
      port: e.MQTT_PORT,
      tls:
        e.MQTT_TLS_CERT && e.MQTT_TLS_KEY
          ? { cert: path.resolve(e.MQTT_TLS_CERT), key: path.resolve(e.MQTT_TLS_KEY) }
          : undefined,
      hookSecret: e.MQTT_HOOK_SECRET,
      shareGroup: e.MQTT_SHARE_GROUP,
    }) as MqttConfig,
    captchaFixedAnswer: e.CAPTCHA_FIXED_ANSWER,
    smsTestCapture: e.SMS_TEST_CAPTURE ?? false,
    smsResendSeconds: e.SMS_RESEND_SECONDS,
    apiDocsPublic: e.NODE_ENV !== 'production' || (e.API_DOCS_PUBLIC ?? false),
    portalEdition: e.PORTAL_EDITION,
    contact: Object.freeze({
      phone: e.CONTACT_PHONE,
      reportHotline: e.CONTACT_REPORT_HOTLINE,
      email: e.CONTACT_EMAIL,
      serviceHours: e.CONTACT_SERVICE_HOURS,
      address: e.CONTACT_ADDRESS,
    }),
    icpFiling: e.ICP_FILING,
    demoNotice: portalDemo && e.DEMO_NOTICE ? e.DEMO_NOTICE : undefined,
  });
}
