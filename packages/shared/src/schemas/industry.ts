import { z } from 'zod';
import { pageQuery, pageResult, visibleName } from './common.js';

/**
 * 行业终端 (console /control/industry-device) and 行业专网 monitoring (/control/industry).
 * The console API is under /unionmallmanage/industry/v1; industry terminals report their
 * data under the device-facing prefix (INDUSTRY_REPORT_PATH), authenticated like gateways
 * (`Authorization: Device <设备标识>:<密钥>`).
 */

/** The device-facing reporting route (under API_BASE); the guide page shows it. */
export const INDUSTRY_REPORT_PATH = '/device/v1/industry/report';

export const INDUSTRY_LIMITS = {
  nameMax: 40,
  siteMax: 40,
  descriptionMax: 200,
  metricsMax: 20,
  metricNameMax: 20,
  metricUnitMax: 12,
  /** Points in one report. */
  pointsMax: 500,
  /** Values in one point. */
  valuesMax: 20,
  /** A point may be this much ahead of the server clock (device clocks drift). */
  futureSkewSeconds: 300,
  /** Points older than this are refused. */
  maxAgeDays: 7,
  intervalMin: 10,
  intervalMax: 3600,
  probeIntervalMin: 30,
  probeIntervalMax: 3600,
  /** A terminal silent for this many report intervals is offline. */
  offlineAfterIntervals: 3,
} as const;

export const INDUSTRY_CATEGORIES = ['env', 'plc', 'video', 'meter', 'agv', 'other'] as const;
export type IndustryCategory = (typeof INDUSTRY_CATEGORIES)[number];
export const INDUSTRY_CATEGORY_LABELS: Readonly<Record<IndustryCategory, string>> = {
  env: '环境监测',
  plc: 'PLC',
  video: '视频',
  meter: '电表',
  agv: 'AGV',
  other: '其他',
};

export const INDUSTRY_DEVICE_STATES = ['online', 'offline', 'inactive'] as const;
export type IndustryDeviceState = (typeof INDUSTRY_DEVICE_STATES)[number];
export const INDUSTRY_DEVICE_STATE_LABELS: Readonly<Record<IndustryDeviceState, string>> = {
  online: '在线',
  offline: '离线',
  inactive: '未激活',
};

export const INDUSTRY_RANGES = ['24h', '7d'] as const;
export type IndustryRange = (typeof INDUSTRY_RANGES)[number];
export const INDUSTRY_RANGE_LABELS: Readonly<Record<IndustryRange, string>> = {
  '24h': '近24小时',
  '7d': '近7天',
};
/** Chart span and bucket of each range, seconds. */
export const INDUSTRY_RANGE_SPEC: Readonly<
  Record<IndustryRange, { spanSeconds: number; bucketSeconds: number }>
> = {
  '24h': { spanSeconds: 86_400, bucketSeconds: 300 },
  '7d': { spanSeconds: 7 * 86_400, bucketSeconds: 3600 },
};

export const INDUSTRY_APP_PROTOCOLS = ['HTTP', 'HTTPS', 'TCP', 'UDP', 'MQTT'] as const;
export type IndustryAppProtocol = (typeof INDUSTRY_APP_PROTOCOLS)[number];

export const INDUSTRY_PROBE_TARGETS = ['link', 'app'] as const;
export type IndustryProbeTarget = (typeof INDUSTRY_PROBE_TARGETS)[number];
export const INDUSTRY_PROBE_TARGET_LABELS: Readonly<Record<IndustryProbeTarget, string>> = {
  link: '链路',
  app: '应用',
};

export const IndustryMessages = {
  DEVICE_NOT_FOUND: '行业终端不存在',
  LINK_NOT_FOUND: '链路不存在',
  APP_NOT_FOUND: '业务应用不存在',
  PROBE_NOT_FOUND: '探针不存在',
  PROBE_TARGET_NOT_FOUND: '探测目标不存在',
  NAME_TAKEN: '已有同名的行业终端',
  LINK_NAME_TAKEN: '已有同名的链路',
  APP_NAME_TAKEN: '已有同名的业务应用',
  PROBE_NAME_TAKEN: '已有同名的探针',
  LINK_IN_USE: '该链路仍有探针在探测，请先删除探针',
  APP_IN_USE: '该应用仍有探针在探测，请先删除探针',
  METRIC_KEY_DUPLICATE: '指标标识不能重复',
  UNKNOWN_METRICS: '上报了未定义的指标：{keys}（请先在控制台为终端添加这些指标）',
  POINT_IN_FUTURE: '第{index}个数据点的时间晚于服务器时间超过5分钟，请校准设备时钟',
  POINT_TOO_OLD: '第{index}个数据点的时间早于7天前，平台不再接收',
  NOT_INDUSTRY_DEVICE: '该凭证不是行业终端的凭证',
  VISITOR_READ_ONLY: '访客模式仅可查看，不能办理业务',
  CREATED: '行业终端已注册，请立即保存设备密钥（只显示这一次）',
  SAVED: '保存成功',
  REMOVED: '删除成功',
  SECRET_RESET: '已重新生成设备密钥，旧密钥立即失效',
} as const;

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
const idParam = z.coerce
  .number({ error: '编号必须是数字' })
  .int('编号不正确')
  .positive('编号不正确');

/** A metric key as devices send it: letters, digits and underscores, starting with a letter. */
export const METRIC_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

export const IndustryMetricDefSchema = z.object({
  key: z
    .string({ error: '请输入指标标识' })
    .trim()
    .regex(METRIC_KEY_PATTERN, '指标标识须以字母开头，只含字母、数字和下划线，不超过32个字符'),
  name: visibleName(trimmed(INDUSTRY_LIMITS.metricNameMax, '指标名称')),
  unit: optionalText(INDUSTRY_LIMITS.metricUnitMax, '单位'),
});
export type IndustryMetricDef = z.infer<typeof IndustryMetricDefSchema>;

export const IndustryDeviceSaveSchema = z.object({
  name: visibleName(trimmed(INDUSTRY_LIMITS.nameMax, '终端名称')),
  category: z.enum(INDUSTRY_CATEGORIES, { error: '请选择终端类别' }),
  productKey: z
    .string({ error: '请输入产品标识' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,32}$/, '产品标识为4-32位字母、数字、下划线或短横线'),
  site: optionalText(INDUSTRY_LIMITS.siteMax, '站点'),
  linkId: z.preprocess(blankAsMissing, idParam.nullable().optional()),
  reportIntervalS: z.coerce
    .number({ error: '上报周期必须是数字' })
    .int('上报周期必须是整数')
    .min(INDUSTRY_LIMITS.intervalMin, `上报周期不能少于${INDUSTRY_LIMITS.intervalMin}秒`)
    .max(INDUSTRY_LIMITS.intervalMax, `上报周期不能超过${INDUSTRY_LIMITS.intervalMax}秒`)
    .default(60),
  metrics: z
    .array(IndustryMetricDefSchema, { error: '请添加指标' })
    .min(1, '至少定义一个指标')
    .max(INDUSTRY_LIMITS.metricsMax, `指标不能超过${INDUSTRY_LIMITS.metricsMax}个`)
    .refine(
      (ms) => new Set(ms.map((m) => m.key)).size === ms.length,
      IndustryMessages.METRIC_KEY_DUPLICATE,
    ),
  description: optionalText(INDUSTRY_LIMITS.descriptionMax, '备注'),
});
export type IndustryDeviceSaveInput = z.input<typeof IndustryDeviceSaveSchema>;
export const IndustryDeviceUpdateSchema = IndustryDeviceSaveSchema.extend({ id: idParam });
export type IndustryDeviceUpdateInput = z.input<typeof IndustryDeviceUpdateSchema>;

export const IndustryIdSchema = z.object({ id: idParam });
export const IndustryIdQuerySchema = IndustryIdSchema;

export const IndustryDeviceListQuerySchema = pageQuery().extend({
  category: z.preprocess(
    blankAsMissing,
    z.enum(INDUSTRY_CATEGORIES, { error: '终端类别不正确' }).optional(),
  ),
  state: z.preprocess(
    blankAsMissing,
    z.enum(INDUSTRY_DEVICE_STATES, { error: '在线状态不正确' }).optional(),
  ),
  keyword: z.preprocess(
    blankAsMissing,
    z.string().trim().max(40, '关键字不能超过40个字符').optional(),
  ),
  site: z.preprocess(blankAsMissing, z.string().trim().max(40).optional()),
});
export type IndustryDeviceListQuery = z.input<typeof IndustryDeviceListQuerySchema>;

export const IndustryDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(INDUSTRY_CATEGORIES),
  productKey: z.string(),
  /** The device's identifier in `Authorization: Device <deviceKey>:<secret>`. */
  deviceKey: z.string(),
  protocol: z.string(),
  site: z.string(),
  linkId: z.number().int().nullable(),
  linkName: z.string().nullable(),
  reportIntervalS: z.number().int(),
  metrics: z.array(IndustryMetricDefSchema),
  /** The latest value of each metric, by key. */
  lastValues: z.record(z.string(), z.number()),
  onlineState: z.enum(INDUSTRY_DEVICE_STATES),
  lastReportAt: z.string().nullable(),
  description: z.string(),
  customerName: z.string(),
  createdAt: z.string(),
});
export type IndustryDevice = z.infer<typeof IndustryDeviceSchema>;
export const IndustryDevicePageSchema = pageResult(IndustryDeviceSchema);

/** Answer to a registration: the secret is shown this once and never again. */
export const IndustryDeviceCreatedSchema = z.object({
  device: IndustryDeviceSchema,
  secret: z.string(),
});
export type IndustryDeviceCreated = z.infer<typeof IndustryDeviceCreatedSchema>;

export const IndustrySeriesQuerySchema = z.object({
  id: idParam,
  range: z.preprocess(
    blankAsMissing,
    z.enum(INDUSTRY_RANGES, { error: '时间范围只能是24h或7d' }).default('24h'),
  ),
});
export type IndustrySeriesQuery = z.input<typeof IndustrySeriesQuerySchema>;

/** A device's reported data over a range, averaged per time bucket. */
export const IndustryDeviceDataSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucketSeconds: z.number().int(),
  series: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      unit: z.string(),
      /** [bucket start (ms), average, min, max]. */
      points: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
    }),
  ),
  /** Data points stored in the range (before bucketing). */
  rawPoints: z.number().int(),
});
export type IndustryDeviceData = z.infer<typeof IndustryDeviceDataSchema>;

// Device-facing report ------------------------------------------------------------------

/**
 * One report: a batch of timestamped points, each carrying values of the metrics the
 * terminal was registered with. `ts` is an ISO 8601 time or epoch milliseconds; without it
 * the server's receiving time is used.
 */
export const IndustryReportSchema = z.object({
  points: z
    .array(
      z.object({
        ts: z
          .union(
            [
              z.iso.datetime({
                offset: true,
                error: '时间须为ISO 8601格式（如2026-01-01T08:00:00+08:00）或毫秒时间戳',
              }),
              z.number().int('毫秒时间戳须为整数').positive('毫秒时间戳须为正数'),
            ],
            { error: '时间须为ISO 8601格式或毫秒时间戳' },
          )
          .optional()
          .describe('采集时间：ISO 8601 字符串或毫秒时间戳；省略时取平台接收时间'),
        values: z
          .record(
            z.string().regex(METRIC_KEY_PATTERN, '指标标识须以字母开头，只含字母、数字和下划线'),
            z.number({ error: '指标值必须是数字' }).finite('指标值必须是有限数字'),
            { error: 'values 须为“指标标识: 数值”的对象' },
          )
          .refine((v) => Object.keys(v).length > 0, '每个数据点至少包含一个指标值')
          .refine(
            (v) => Object.keys(v).length <= INDUSTRY_LIMITS.valuesMax,
            `每个数据点最多${INDUSTRY_LIMITS.valuesMax}个指标值`,
          )
          .describe('指标值：键为注册终端时定义的指标标识，值为数字'),
      }),
      { error: 'points 须为数据点数组' },
    )
    .min(1, '至少上报一个数据点')
    .max(INDUSTRY_LIMITS.pointsMax, `一次最多上报${INDUSTRY_LIMITS.pointsMax}个数据点`)
    .describe(`数据点数组，1-${INDUSTRY_LIMITS.pointsMax}个`),
});
export type IndustryReportInput = z.input<typeof IndustryReportSchema>;

export const IndustryReportReplySchema = z.object({
  /** Values stored (a point's repeated value for the same time replaces the earlier). */
  accepted: z.number().int(),
  serverTime: z.string(),
  /** Seconds until the platform expects the next report. */
  intervalSeconds: z.number().int(),
});
export type IndustryReportReply = z.infer<typeof IndustryReportReplySchema>;

/** The guide's error table: what a reporting device may be answered. */
export const INDUSTRY_REPORT_ERRORS: readonly { http: number; message: string; cause: string }[] = [
  { http: 401, message: '缺少设备凭证', cause: '请求没有 Authorization 头' },
  { http: 401, message: '设备凭证无效', cause: '设备标识或密钥不对，或密钥已重新生成' },
  { http: 401, message: '设备接口不接受用户令牌', cause: '请求带了控制台的登录令牌' },
  { http: 400, message: '至少上报一个数据点', cause: 'points 为空或缺失' },
  { http: 400, message: '上报了未定义的指标：…', cause: 'values 里有注册时未定义的指标标识' },
  { http: 400, message: '指标值必须是数字', cause: '值是字符串、null 或非有限数字' },
  { http: 400, message: '第N个数据点的时间晚于服务器时间超过5分钟', cause: '设备时钟超前' },
  { http: 400, message: '第N个数据点的时间早于7天前', cause: '补传的历史数据太旧' },
];

/**
 * The guide's JSON example for a report sent at `now` (two points a minute apart, times as
 * ISO 8601 with the China offset); a server test posts exactly this payload.
 */
export function industryReportExample(now: Date) {
  const at = (ms: number) => {
    const d = new Date(Math.floor(ms / 60_000) * 60_000 + 8 * 3_600_000);
    return `${d.toISOString().slice(0, 19)}+08:00`;
  };
  return {
    points: [
      { ts: at(now.getTime() - 60_000), values: { temperature: 23.6, humidity: 58.2 } },
      { ts: at(now.getTime()), values: { temperature: 23.8, humidity: 58.0 } },
    ],
  };
}
/** The metrics the guide's example terminal is registered with. */
export const INDUSTRY_EXAMPLE_METRICS: readonly IndustryMetricDef[] = [
  { key: 'temperature', name: '温度', unit: '℃' },
  { key: 'humidity', name: '湿度', unit: '%RH' },
];

// Monitoring -------------------------------------------------------------------------------

export const IndustryLinkSaveSchema = z.object({
  name: visibleName(trimmed(INDUSTRY_LIMITS.nameMax, '链路名称')),
  site: trimmed(INDUSTRY_LIMITS.siteMax, '站点'),
  dnn: z
    .string({ error: '请输入DNN' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,62}$/, 'DNN为1-63位字母、数字、点或短横线'),
  slice: optionalText(40, '切片'),
  latencyTargetMs: z.coerce
    .number({ error: '时延目标必须是数字' })
    .min(1, '时延目标不能小于1ms')
    .max(1000, '时延目标不能超过1000ms'),
  lossTargetPct: z.coerce
    .number({ error: '丢包率目标必须是数字' })
    .min(0.01, '丢包率目标不能小于0.01%')
    .max(100, '丢包率目标不能超过100%'),
});
export type IndustryLinkSaveInput = z.input<typeof IndustryLinkSaveSchema>;
export const IndustryLinkUpdateSchema = IndustryLinkSaveSchema.extend({ id: idParam });

export const IndustryAppSaveSchema = z.object({
  name: visibleName(trimmed(INDUSTRY_LIMITS.nameMax, '应用名称')),
  site: optionalText(INDUSTRY_LIMITS.siteMax, '站点'),
  host: z
    .string({ error: '请输入服务器地址' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9.:-]{0,252}$/, '服务器地址须为IP或域名'),
  port: z.coerce
    .number({ error: '端口必须是数字' })
    .int('端口必须是整数')
    .min(1, '端口须在1-65535之间')
    .max(65535, '端口须在1-65535之间'),
  protocol: z.enum(INDUSTRY_APP_PROTOCOLS, { error: '请选择协议' }),
  responseTargetMs: z.coerce
    .number({ error: '响应时间目标必须是数字' })
    .int('响应时间目标必须是整数')
    .min(1, '响应时间目标不能小于1ms')
    .max(60_000, '响应时间目标不能超过60000ms')
    .default(200),
});
export type IndustryAppSaveInput = z.input<typeof IndustryAppSaveSchema>;
export const IndustryAppUpdateSchema = IndustryAppSaveSchema.extend({ id: idParam });

export const IndustryProbeSaveSchema = z.object({
  name: visibleName(trimmed(INDUSTRY_LIMITS.nameMax, '探针名称')),
  site: optionalText(INDUSTRY_LIMITS.siteMax, '站点'),
  targetKind: z.enum(INDUSTRY_PROBE_TARGETS, { error: '请选择探测目标类型' }),
  targetId: z.coerce
    .number({ error: '请选择探测目标' })
    .int('请选择探测目标')
    .positive('请选择探测目标'),
  intervalS: z.coerce
    .number({ error: '探测周期必须是数字' })
    .int('探测周期必须是整数')
    .min(INDUSTRY_LIMITS.probeIntervalMin, `探测周期不能少于${INDUSTRY_LIMITS.probeIntervalMin}秒`)
    .max(INDUSTRY_LIMITS.probeIntervalMax, `探测周期不能超过${INDUSTRY_LIMITS.probeIntervalMax}秒`)
    .default(60),
  enabled: z.boolean().default(true),
});
export type IndustryProbeSaveInput = z.input<typeof IndustryProbeSaveSchema>;
export const IndustryProbeUpdateSchema = IndustryProbeSaveSchema.extend({ id: idParam });

export const IndustryAlarmBriefSchema = z.object({
  id: z.number().int(),
  ruleName: z.string(),
  severity: z.string(),
  state: z.string(),
  targetKind: z.string(),
  targetId: z.number().int(),
  targetLabel: z.string(),
  value: z.number(),
  unit: z.string(),
  firstSeenAt: z.string(),
});
export type IndustryAlarmBrief = z.infer<typeof IndustryAlarmBriefSchema>;

export const IndustryLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  site: z.string(),
  dnn: z.string(),
  slice: z.string(),
  latencyTargetMs: z.number(),
  lossTargetPct: z.number(),
  /** The latest measurement, if any. */
  latencyMs: z.number().nullable(),
  lossPct: z.number().nullable(),
  measuredAt: z.string().nullable(),
  probes: z.number().int(),
  openAlarms: z.number().int(),
  customerName: z.string(),
});
export type IndustryLink = z.infer<typeof IndustryLinkSchema>;

export const IndustryAppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  site: z.string(),
  host: z.string(),
  port: z.number().int(),
  protocol: z.enum(INDUSTRY_APP_PROTOCOLS),
  responseTargetMs: z.number().int(),
  available: z.boolean().nullable(),
  responseMs: z.number().nullable(),
  measuredAt: z.string().nullable(),
  /** Share of available measurements in the last 24 hours, percent. */
  availability24h: z.number().nullable(),
  probes: z.number().int(),
  openAlarms: z.number().int(),
  customerName: z.string(),
});
export type IndustryApp = z.infer<typeof IndustryAppSchema>;

export const IndustryProbeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  site: z.string(),
  targetKind: z.enum(INDUSTRY_PROBE_TARGETS),
  targetId: z.number().int(),
  targetName: z.string(),
  intervalS: z.number().int(),
  enabled: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastOk: z.boolean().nullable(),
  lastResult: z.string(),
  customerName: z.string(),
});
export type IndustryProbe = z.infer<typeof IndustryProbeSchema>;

export const IndustryMonitorListQuerySchema = pageQuery().extend({
  keyword: z.preprocess(
    blankAsMissing,
    z.string().trim().max(40, '关键字不能超过40个字符').optional(),
  ),
});
export type IndustryMonitorListQuery = z.input<typeof IndustryMonitorListQuerySchema>;
export const IndustryLinkPageSchema = pageResult(IndustryLinkSchema);
export const IndustryAppPageSchema = pageResult(IndustryAppSchema);
export const IndustryProbePageSchema = pageResult(IndustryProbeSchema);

/** A link's or application's measurements per time bucket. */
export const IndustrySeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucketSeconds: z.number().int(),
  /** Links: [bucket (ms), latency ms, loss %]; applications: [bucket, availability %, response ms]. */
  points: z.array(z.tuple([z.number(), z.number(), z.number()])),
  alarms: z.array(IndustryAlarmBriefSchema),
});
export type IndustrySeries = z.infer<typeof IndustrySeriesSchema>;

export const IndustryOverviewSchema = z.object({
  devices: z.object({
    total: z.number().int(),
    online: z.number().int(),
    offline: z.number().int(),
    inactive: z.number().int(),
  }),
  byCategory: z.array(z.object({ category: z.enum(INDUSTRY_CATEGORIES), count: z.number().int() })),
  bySite: z.array(
    z.object({
      site: z.string(),
      online: z.number().int(),
      offline: z.number().int(),
      inactive: z.number().int(),
    }),
  ),
  links: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      latencyMs: z.number().nullable(),
      lossPct: z.number().nullable(),
      latencyTargetMs: z.number(),
    }),
  ),
  apps: z.object({ total: z.number().int(), available: z.number().int() }),
  probes: z.object({ total: z.number().int(), enabled: z.number().int() }),
  reportsToday: z.number().int(),
  alarms: z.array(IndustryAlarmBriefSchema),
});
export type IndustryOverview = z.infer<typeof IndustryOverviewSchema>;

export const IndustryAlarmQuerySchema = z.object({
  kind: z.preprocess(
    blankAsMissing,
    z.enum(['link', 'app', 'terminal'], { error: '告警对象类型不正确' }).optional(),
  ),
});
export const IndustryAlarmListSchema = z.array(IndustryAlarmBriefSchema);
