import { z } from 'zod';
import { PROVINCES } from '../regions.js';

/**
 * The back office's 统计分析 (GET /gateway/statistics/overview): figures over the platform's
 * own tables, within the caller's scope, by China-time month.
 */

/** Longest period the dashboard counts over, in months (both ends included). */
export const STATISTICS_MAX_MONTHS = 24;
/** The period shown when none is chosen: this month and the eleven before it. */
export const STATISTICS_DEFAULT_MONTHS = 12;

export const StatisticsMessages = {
  MONTH_FORMAT: '月份格式为YYYY-MM',
  PROVINCE_INVALID: '省份不正确',
  RANGE_ORDER: '开始月份不能晚于结束月份',
  RANGE_TOO_LONG: `统计区间最长${STATISTICS_MAX_MONTHS}个月`,
  FUTURE: '结束月份不能晚于本月',
  OUT_OF_SCOPE: '只能查看本省（本市）的统计数据',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `YYYY-MM` of the moment in China (UTC+8, no daylight saving). */
export function chinaMonthOf(at: Date = new Date()): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month `n` months after `month` (`YYYY-MM`; n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to`, both included, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The default period: the last `STATISTICS_DEFAULT_MONTHS` months up to this one. */
export function defaultStatisticsRange(now: Date = new Date()): { from: string; to: string } {
  const to = chinaMonthOf(now);
  return { from: addMonths(to, 1 - STATISTICS_DEFAULT_MONTHS), to };
}

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const month = z.preprocess(
  blank,
  z
    .string({ error: StatisticsMessages.MONTH_FORMAT })
    .trim()
    .regex(MONTH, StatisticsMessages.MONTH_FORMAT)
    .optional(),
);

/**
 * The dashboard's filters: a province (beId; national staff only, others may name only
 * their own) and a month range. A missing end is this month, a missing start the eleventh
 * month before the end; the range may not end after this month nor exceed 24 months.
 */
export const StatisticsQuerySchema = z
  .object({
    beId: z.preprocess(
      blank,
      z
        .string({ error: StatisticsMessages.PROVINCE_INVALID })
        .refine((v) => PROVINCES.some((p) => p.beId === v), StatisticsMessages.PROVINCE_INVALID)
        .optional(),
    ),
    from: month,
    to: month,
  })
  .transform((q, ctx) => {
    const current = chinaMonthOf();
    const to = q.to ?? current;
    const from = q.from ?? addMonths(to, 1 - STATISTICS_DEFAULT_MONTHS);
    if (to > current) {
      ctx.addIssue({ code: 'custom', message: StatisticsMessages.FUTURE, path: ['to'] });
      return z.NEVER;
    }
    if (from > to) {
      ctx.addIssue({ code: 'custom', message: StatisticsMessages.RANGE_ORDER, path: ['from'] });
      return z.NEVER;
    }
    if (monthsBetween(from, to).length > STATISTICS_MAX_MONTHS) {
      ctx.addIssue({ code: 'custom', message: StatisticsMessages.RANGE_TOO_LONG, path: ['from'] });
      return z.NEVER;
    }
    return { beId: q.beId, from, to };
  });
export type StatisticsQueryInput = z.input<typeof StatisticsQuerySchema>;
export type StatisticsQuery = z.output<typeof StatisticsQuerySchema>;

const count = z.number().int();
const MonthCountSchema = z.object({ month: z.string(), count });

/**
 * The dashboard. Period figures (…ByMonth, the order and demand totals, new customers) count
 * what happened in the chosen months, with one entry per month (0 when nothing happened);
 * the rest is the state now. Money is in fen.
 */
export const StatisticsOverviewSchema = z.object({
  scope: z.object({
    /** all: the whole country; province or city: the caller's area or the chosen province. */
    level: z.enum(['all', 'province', 'city']),
    /** The province counted, null for the whole country. */
    beId: z.string().nullable(),
    /** In words: 全国, 广东, 广东 深圳. */
    region: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  /** Every month of the period, oldest first (`YYYY-MM`, China time). */
  months: z.array(z.string()),
  customers: z.object({
    total: count,
    active: count,
    suspended: count,
    /** Customers created in the period. */
    newInPeriod: count,
    newByMonth: z.array(MonthCountSchema),
  }),
  orders: z.object({
    /** Orders placed in the period. */
    count,
    /** Paid on approval in the period. */
    revenueFen: z.number(),
    /** Refunds approved in the period. */
    refundFen: z.number(),
    byMonth: z.array(
      z.object({ month: z.string(), count, revenueFen: z.number(), refundFen: z.number() }),
    ),
    /** The orders placed in the period, by the state they are in now. */
    byStatus: z.array(z.object({ status: count, label: z.string(), count })),
  }),
  cards: z.object({
    total: count,
    byStatus: z.array(z.object({ status: count, label: z.string(), count })),
    /** Data used by ordinary cards this month, KB. */
    monthDataKb: z.number(),
    /** Ordinary cards' data per month, KB; null for a month with no usage record. */
    usageByMonth: z.array(z.object({ month: z.string(), dataKb: z.number().nullable() })),
  }),
  devices: z.object({
    total: count,
    byState: z.array(z.object({ state: z.string(), label: z.string(), count })),
    byKind: z.array(
      z.object({
        kind: z.string(),
        label: z.string(),
        total: count,
        online: count,
        offline: count,
        inactive: count,
      }),
    ),
  }),
  demand: z.object({
    /** Market demands left in the period. */
    total: count,
    /** Most first; beId null for a place outside the operator's provinces. */
    byProvince: z.array(
      z.object({ provinceId: z.string(), beId: z.string().nullable(), name: z.string(), count }),
    ),
    byMonth: z.array(MonthCountSchema),
  }),
  /** Waiting now. */
  pending: z.object({
    exportApprovals: count,
    ordersSubmitted: count,
    ordersApproving: count,
    refunds: count,
  }),
  /** When the figures were counted (YYYY-MM-DD HH:mm:ss). */
  generatedAt: z.string(),
});
export type StatisticsOverview = z.infer<typeof StatisticsOverviewSchema>;
