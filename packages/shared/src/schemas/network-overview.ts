import { z } from 'zod';
import { pageQuery, pageResult } from './common.js';

/**
 * The private network at a glance (console): A7 专线 (DNNs with their lines, statistics over
 * time), B1 优享专网 overview, 已订购业务总览 and the console home's network figures.
 */

// Lines --------------------------------------------------------------------------------

/** State of a private line: 1 up, 2 degraded, 3 down. */
export const LineStatus = { UP: 1, DEGRADED: 2, DOWN: 3 } as const;
export type LineStatus = (typeof LineStatus)[keyof typeof LineStatus];
export const LINE_STATUSES = Object.values(LineStatus) as LineStatus[];
export const LINE_STATUS_LABELS: Readonly<Record<LineStatus, string>> = {
  1: '正常',
  2: '劣化',
  3: '中断',
};

/** State of a DNN instance as the overview screens show it: 1 active, 2 suspended, 3 ended. */
export const NETWORK_DNN_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: '运行中',
  2: '已暂停',
  3: '已结束',
};

/** S-NSSAI slice/service types. */
export const SLICE_SST_LABELS: Readonly<Record<number, string>> = {
  1: 'eMBB',
  2: 'URLLC',
  3: 'MIoT',
};

export const NetworkOverviewMessages = {
  KIND_INVALID: '统计对象类型不正确',
  ID_INVALID: '统计对象编号不正确',
  RANGE_INVALID: '统计时间范围不正确',
  DATE_INVALID: '日期格式应为YYYY-MM-DD',
  DATES_REQUIRED: '自定义时间范围需填写开始与结束日期',
  DATES_ORDER: '结束日期不能早于开始日期',
  RANGE_TOO_LONG: '统计时间范围不能超过90天',
  FUTURE: '开始日期不能晚于今天',
  LINE_NOT_FOUND: '专线不存在',
  DNN_NOT_FOUND: 'DNN实例不存在',
  LINE_FORBIDDEN: '您没有查看专线统计的权限',
  STATUS_INVALID: '状态不正确',
  TYPE_INVALID: '业务类型不正确',
} as const;

/** Longest statistics range, in days. */
export const STAT_MAX_DAYS = 90;
/** Ranges up to this many days are drawn per hour; longer ones per day. */
export const STAT_HOURLY_MAX_DAYS = 7;

export const LineDnnQuerySchema = pageQuery().extend({
  status: z.coerce
    .number({ error: NetworkOverviewMessages.STATUS_INVALID })
    .int()
    .refine((n) => (LINE_STATUSES as number[]).includes(n), NetworkOverviewMessages.STATUS_INVALID)
    .optional(),
  keyword: z.string().trim().max(63, '关键字不能超过63个字符').optional(),
});
export type LineDnnQuery = z.infer<typeof LineDnnQuerySchema>;

/** The newest hourly point of a line or DNN, when there is one. */
export const LatestPointSchema = z.object({
  time: z.string(),
  availability: z.number(),
  latencyMs: z.number(),
  lossPct: z.number(),
});
export type LatestPoint = z.infer<typeof LatestPointSchema>;

export const LineItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  aEnd: z.string(),
  zEnd: z.string(),
  bandwidthMbps: z.number().int(),
  status: z.number().int(),
  createTime: z.string(),
  latest: LatestPointSchema.nullable(),
});
export type LineItem = z.infer<typeof LineItemSchema>;

export const LineDnnItemSchema = z.object({
  id: z.number().int(),
  dnn: z.string(),
  description: z.string(),
  upfSite: z.string(),
  bandwidthMbps: z.number().int(),
  status: z.number().int(),
  customerName: z.string(),
  lines: z.array(LineItemSchema),
});
export type LineDnnItem = z.infer<typeof LineDnnItemSchema>;

export const LineCountsSchema = z.object({
  total: z.number().int(),
  up: z.number().int(),
  degraded: z.number().int(),
  down: z.number().int(),
});
export type LineCounts = z.infer<typeof LineCountsSchema>;

export const LineDnnPageSchema = pageResult(LineDnnItemSchema).extend({
  /** Every line in the caller's scope by state (not only this page's). */
  counts: LineCountsSchema,
});
export type LineDnnPage = z.infer<typeof LineDnnPageSchema>;

// Statistics ----------------------------------------------------------------------------

export const STAT_KINDS = ['dnn', 'line'] as const;
export type StatKind = (typeof STAT_KINDS)[number];
export const STAT_KIND_LABELS: Readonly<Record<StatKind, string>> = { dnn: 'DNN', line: '专线' };

export const STAT_RANGES = ['24h', '7d', '30d', 'custom'] as const;
export type StatRange = (typeof STAT_RANGES)[number];
export const STAT_RANGE_LABELS: Readonly<Record<StatRange, string>> = {
  '24h': '近24小时',
  '7d': '近7天',
  '30d': '近30天',
  custom: '自定义',
};
export type StatBucket = 'hour' | 'day';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const dateParam = z
  .string()
  .trim()
  .regex(DATE, NetworkOverviewMessages.DATE_INVALID)
  .refine(isRealDate, NetworkOverviewMessages.DATE_INVALID);

/** Whole days from `from` to `to` inclusive (dates YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * One DNN's or line's statistics: a preset range ending now, or `custom` dates (China time,
 * both inclusive, at most 90 days).
 */
export const StatQuerySchema = z
  .object({
    kind: z.enum(STAT_KINDS, { error: NetworkOverviewMessages.KIND_INVALID }),
    id: z.coerce.number({ error: NetworkOverviewMessages.ID_INVALID }).int().positive(),
    range: z.enum(STAT_RANGES, { error: NetworkOverviewMessages.RANGE_INVALID }).default('7d'),
    from: dateParam.optional(),
    to: dateParam.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.range !== 'custom') return;
    if (!q.from || !q.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: NetworkOverviewMessages.DATES_REQUIRED,
      });
      return;
    }
    const days = daysBetween(q.from, q.to);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: NetworkOverviewMessages.DATES_ORDER });
    } else if (days > STAT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: NetworkOverviewMessages.RANGE_TOO_LONG,
      });
    }
  });
export type StatQuery = z.infer<typeof StatQuerySchema>;
export type StatQueryInput = z.input<typeof StatQuerySchema>;

/**
 * One bucket (an hour or a China-time day). Traffic is summed; sessions is the peak of the
 * hours; availability, latency and loss are means over the hours reported. A bucket without
 * any report has null values (a gap, not a zero).
 */
export const StatPointSchema = z.object({
  time: z.string(),
  upBytes: z.number().nullable(),
  downBytes: z.number().nullable(),
  sessions: z.number().nullable(),
  availability: z.number().nullable(),
  latencyMs: z.number().nullable(),
  lossPct: z.number().nullable(),
  /** Hours reported in the bucket. */
  samples: z.number().int(),
});
export type StatPoint = z.infer<typeof StatPointSchema>;

export const StatSeriesSchema = z.object({
  kind: z.enum(STAT_KINDS),
  id: z.number().int(),
  name: z.string(),
  bucket: z.enum(['hour', 'day']),
  /** The range as drawn: first bucket's start and the exclusive end (YYYY-MM-DD HH:mm:ss). */
  from: z.string(),
  to: z.string(),
  points: z.array(StatPointSchema),
  totals: z.object({
    upBytes: z.number(),
    downBytes: z.number(),
    availability: z.number().nullable(),
    latencyMs: z.number().nullable(),
    lossPct: z.number().nullable(),
    samples: z.number().int(),
  }),
});
export type StatSeries = z.infer<typeof StatSeriesSchema>;

/** What the statistics screen can pick: the DNNs and lines in the caller's scope. */
export const StatTargetSchema = z.object({
  kind: z.enum(STAT_KINDS),
  id: z.number().int(),
  name: z.string(),
  dnn: z.string(),
});
export type StatTarget = z.infer<typeof StatTargetSchema>;
export const StatTargetQuerySchema = z.object({
  kind: z.enum(STAT_KINDS, { error: NetworkOverviewMessages.KIND_INVALID }),
  keyword: z.string().trim().max(63).optional(),
});

// B1 overview ---------------------------------------------------------------------------

export const B1OverviewSchema = z.object({
  dnnCount: z.number().int(),
  activeDnnCount: z.number().int(),
  sliceCount: z.number().int(),
  slicesBySst: z.array(z.object({ sst: z.number().int(), count: z.number().int() })),
  boundCards: z.number().int(),
  totalCards: z.number().int(),
  /** UPF sites serving the DNNs, with how many DNNs each serves. */
  sites: z.array(z.object({ name: z.string(), dnnCount: z.number().int() })),
  /** China-time days of the last 30, traffic summed over every DNN (null: nothing reported). */
  trend: z.array(
    z.object({
      day: z.string(),
      upBytes: z.number().nullable(),
      downBytes: z.number().nullable(),
    }),
  ),
  /** The busiest DNNs of the last 30 days. */
  topDnns: z.array(
    z.object({
      id: z.number().int(),
      dnn: z.string(),
      upfSite: z.string(),
      cards: z.number().int(),
      slices: z.number().int(),
      /** Up and down over the 30 days; null when it reported nothing. */
      bytes: z.number().nullable(),
      status: z.number().int(),
    }),
  ),
});
export type B1Overview = z.infer<typeof B1OverviewSchema>;

// Ordered business ----------------------------------------------------------------------

export const ORDERED_BUSINESS_TYPES = ['A1', 'A2', 'A3', 'A4', 'B3'] as const;
export type OrderedBusinessType = (typeof ORDERED_BUSINESS_TYPES)[number];
export const ORDERED_BUSINESS_LABELS: Readonly<Record<OrderedBusinessType, string>> = {
  A1: '业务加速',
  A2: '业务隔离',
  A3: '本地业务保障',
  A4: '数据不出场',
  B3: '专网专用',
};
/** Business instance: 1 active, 2 ended. */
export const BUSINESS_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: '生效中',
  2: '已结束',
};

export const OrderedQuerySchema = pageQuery().extend({
  type: z.enum(ORDERED_BUSINESS_TYPES, { error: NetworkOverviewMessages.TYPE_INVALID }).optional(),
  status: z.coerce
    .number({ error: NetworkOverviewMessages.STATUS_INVALID })
    .int()
    .refine((n) => n === 1 || n === 2, NetworkOverviewMessages.STATUS_INVALID)
    .optional(),
  keyword: z.string().trim().max(40, '关键字不能超过40个字符').optional(),
});
export type OrderedQuery = z.infer<typeof OrderedQuerySchema>;

export const OrderedItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  typeLabel: z.string(),
  name: z.string(),
  status: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  customerName: z.string(),
  order: z
    .object({
      id: z.number().int(),
      orderNo: z.string(),
      status: z.number().int(),
      amountFen: z.number(),
      months: z.number().int(),
    })
    .nullable(),
  /** What the business is used for, where known. */
  usage: z.object({
    /** A1: acceleration sessions running now and ever requested. */
    liveSessions: z.number().int().nullable(),
    sessions: z.number().int().nullable(),
    /** DNN-bearing business: its DNNs and the cards bound to them. */
    dnns: z.array(z.string()).nullable(),
    cards: z.number().int().nullable(),
  }),
});
export type OrderedItem = z.infer<typeof OrderedItemSchema>;
export const OrderedPageSchema = pageResult(OrderedItemSchema);
export type OrderedPage = z.infer<typeof OrderedPageSchema>;

// Console home --------------------------------------------------------------------------

export const HOME_FIGURE_KEYS = [
  'cards',
  'dnns',
  'slices',
  'liveSessions',
  'lines',
  'devices',
  'activeOrders',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];
export const HOME_FIGURE_LABELS: Readonly<Record<HomeFigureKey, string>> = {
  cards: '物联网卡',
  dnns: 'DNN实例',
  slices: '网络切片',
  liveSessions: '加速中会话',
  lines: '专线',
  devices: '终端设备',
  activeOrders: '生效中订单',
};

export const HomeSummarySchema = z.object({
  /** Only the figures whose screen the caller holds, each with that screen's path. */
  figures: z.array(
    z.object({
      key: z.enum(HOME_FIGURE_KEYS),
      label: z.string(),
      value: z.number().int(),
      path: z.string(),
    }),
  ),
});
export type HomeSummary = z.infer<typeof HomeSummarySchema>;
