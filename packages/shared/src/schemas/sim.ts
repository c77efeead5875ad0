import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX } from '../constants.js';
import { pageQuery, pageResult, visibleName } from './common.js';

/**
 * IoT SIM card management (console /control/SIM and /control/ordered/B1): the one
 * contract of the API under /unionmallmanage/icm/sim/ and the screens that call it.
 */

// ---------------------------------------------------------------------------------------
// Constants

/** Card lifecycle. */
export const SimStatus = {
  INVENTORY: 0,
  TEST: 1,
  ACTIVE: 2,
  SUSPENDED: 3,
  DEACTIVATED: 4,
} as const;
export type SimStatusValue = (typeof SimStatus)[keyof typeof SimStatus];
export const SIM_STATUS_LABELS: Record<SimStatusValue, string> = {
  0: '库存',
  1: '测试期',
  2: '已激活',
  3: '停机',
  4: '已销户',
};

/** Ordinary cards and probe cards (network quality probes) share one table. */
export const SimKind = { ORDINARY: 0, PROBE: 1 } as const;

/** Tariff kinds: IoT SIM tariff (SIMCardFee) and group tariff (groupFee). */
export const SimTariffKind = { CARD: 1, GROUP: 2 } as const;

/** Business handling actions (POST icm/sim/business). */
export const SIM_ACTIONS = [
  'suspend',
  'resume',
  'changeTariff',
  'joinGroup',
  'leaveGroup',
  'setDataCap',
] as const;
export type SimAction = (typeof SIM_ACTIONS)[number];
export const SIM_ACTION_LABELS: Record<SimAction, string> = {
  suspend: '停机',
  resume: '复机',
  changeTariff: '资费变更',
  joinGroup: '加入群组',
  leaveGroup: '退出群组',
  setDataCap: '设置流量上限',
};

/** Business request progress. */
export const SimRequestStatus = { QUEUED: 0, PROCESSING: 1, DONE: 2 } as const;
export const SIM_REQUEST_STATUS_LABELS: Record<number, string> = {
  0: '排队中',
  1: '处理中',
  2: '已完成',
};

/** Risk rule kinds (SIM monitoring). */
export const SIM_RISK_KINDS = ['usageSpike', 'imeiChange', 'locationChange', 'silent'] as const;
export type SimRiskKind = (typeof SIM_RISK_KINDS)[number];
export const SIM_RISK_KIND_LABELS: Record<SimRiskKind, string> = {
  usageSpike: '流量突增',
  imeiChange: '机卡分离（IMEI变更）',
  locationChange: '位置异常',
  silent: '沉默卡',
};
/** 1 notice, 2 warning, 3 serious. */
export const SIM_RISK_LEVEL_LABELS: Record<number, string> = { 1: '提示', 2: '警告', 3: '严重' };
/** Risk event handling: 0 open, 1 handled, 2 ignored. */
export const SIM_RISK_EVENT_STATUS_LABELS: Record<number, string> = {
  0: '待处理',
  1: '已处理',
  2: '已忽略',
};

/** The workplace's horizon for packages about to end, and the longest one the list takes. */
export const SIM_EXPIRING_DAYS = 30;
export const SIM_EXPIRING_DAYS_MAX = 90;

export const SIM_LIMITS = {
  /** Cards in one business request. */
  bulkMax: 10_000,
  /** Rows in one export. */
  exportMax: 1_000_000,
  /** A list total above this is shown as "N+" (counted no further). */
  countCap: 100_000,
  /** Usage cap range, MB per month. */
  dataCapMinMb: 1,
  dataCapMaxMb: 10_485_760,
  groupNameMax: 40,
} as const;

/** An MSISDN as bulk actions accept it: 11 digits. */
export const MSISDN_PATTERN = /^\d{11}$/;

export const SimMessages = {
  MSISDN_INVALID: 'MSISDN格式不正确，应为11位数字',
  MSISDN_LIST_EMPTY: '请至少选择或输入一个号码',
  MSISDN_LIST_TOO_LONG: `单次最多办理${SIM_LIMITS.bulkMax}张卡`,
  CARD_NOT_FOUND: '未找到该卡',
  NOT_YOUR_CARD: '该卡不属于当前企业',
  ACTION_INVALID: '不支持的业务类型',
  TARIFF_REQUIRED: '请选择目标资费',
  TARIFF_NOT_FOUND: '目标资费不存在或已下架',
  TARIFF_SAME: '目标资费与当前资费相同',
  GROUP_REQUIRED: '请选择群组',
  GROUP_NOT_FOUND: '群组不存在',
  GROUP_NAME_REQUIRED: '请输入群组名称',
  DATA_CAP_INVALID: `流量上限应为${SIM_LIMITS.dataCapMinMb}~${SIM_LIMITS.dataCapMaxMb} MB的整数`,
  VERIFY_REQUIRED: '请先完成身份验证',
  REQUEST_NOT_FOUND: '业务办理记录不存在',
  KEYWORD_INVALID: '请输入ICCID、MSISDN或IMSI的数字前缀',
  DATE_RANGE_INVALID: '开始日期不能晚于结束日期',
  EXPORT_FORMAT_INVALID: '导出格式只能是xlsx或csv',
  VISITOR_READ_ONLY: '访客模式仅可查看，不能办理业务',
  SUBMITTED: '业务已受理，正在处理',
} as const;

// ---------------------------------------------------------------------------------------
// Card list and detail

const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: '参数必须是数字' }).int().min(min).max(max).optional(),
  );
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
    .optional(),
);

/** A prefix of an ICCID, MSISDN or IMSI: the card search of every SIM table; blank is none. */
export const SimKeywordSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z
    .string()
    .regex(/^\d{1,20}$/, SimMessages.KEYWORD_INVALID)
    .optional(),
);

export const SIM_SORT_FIELDS = ['id', 'activatedAt', 'monthDataKb', 'lastSeenAt'] as const;

/** Filters of the card table and its export (all server-side). */
const SimFilterFields = {
  /** 0 ordinary cards (default), 1 probe cards. */
  kind: optionalInt(0, 1).transform((v) => v ?? 0),
  status: optionalInt(0, 4),
  /** Prefix of an ICCID, MSISDN or IMSI. */
  keyword: SimKeywordSchema,
  tariffId: optionalInt(1, DB_INT_MAX),
  groupId: optionalInt(1, Number.MAX_SAFE_INTEGER),
  /** Activation date range, China calendar days, inclusive. */
  activatedFrom: optionalDate,
  activatedTo: optionalDate,
  /** Tariff package ending within this many days from now. */
  expiringDays: optionalInt(1, SIM_EXPIRING_DAYS_MAX),
  /** Default: newest card first. */
  sortField: z.enum(SIM_SORT_FIELDS).default('id'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
};
const dateRangeOk = (q: { activatedFrom?: string; activatedTo?: string }) =>
  !q.activatedFrom || !q.activatedTo || q.activatedFrom <= q.activatedTo;
const dateRangeIssue = { message: SimMessages.DATE_RANGE_INVALID, path: ['activatedTo'] };

export const SimFilterSchema = z.object(SimFilterFields).refine(dateRangeOk, dateRangeIssue);
export type SimFilter = z.output<typeof SimFilterSchema>;

/** File formats of the card export: .xlsx (default) or CSV (UTF-8 with BOM, faster). */
export const SIM_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type SimExportFormat = (typeof SIM_EXPORT_FORMATS)[number];

/** GET icm/sim/export: the card filters and the file format. */
export const SimExportQuerySchema = z
  .object({
    ...SimFilterFields,
    format: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(SIM_EXPORT_FORMATS, { error: SimMessages.EXPORT_FORMAT_INVALID }).default('xlsx'),
    ),
  })
  .refine(dateRangeOk, dateRangeIssue);
export type SimExportQuery = z.output<typeof SimExportQuerySchema>;

export const SimListQuerySchema = pageQuery(PAGE_SIZE_MAX)
  .extend(SimFilterFields)
  .refine(dateRangeOk, dateRangeIssue);
export type SimListQuery = z.output<typeof SimListQuerySchema>;

export const SimCardItemSchema = z.object({
  iccid: z.string(),
  msisdn: z.string(),
  imsi: z.string(),
  kind: z.number().int(),
  status: z.number().int(),
  tariffId: z.number().int(),
  tariffName: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** ISO timestamps. */
  activatedAt: z.string().nullable(),
  /** End of the current tariff package; null for cards without one. */
  tariffExpiresAt: z.string().nullable(),
  monthDataKb: z.number(),
  monthSms: z.number().int(),
  monthVoiceMin: z.number().int(),
  dataCapMb: z.number().int().nullable(),
  lastSeenAt: z.string().nullable(),
  imei: z.string().nullable(),
  imeiBound: z.boolean(),
  apn: z.string(),
  beId: z.string(),
  provinceName: z.string(),
  areaCode: z.string(),
});
export type SimCardItem = z.infer<typeof SimCardItemSchema>;

export const SimPageSchema = pageResult(SimCardItemSchema).extend({
  /** false when `total` stopped at SIM_LIMITS.countCap (show "N+"). */
  totalExact: z.boolean(),
});
export type SimPage = z.infer<typeof SimPageSchema>;

export const SimDetailQuerySchema = z.object({
  iccid: z
    .string()
    .trim()
    .regex(/^\d{19,20}$/, 'ICCID应为19~20位数字'),
});

export const SimUsagePointSchema = z.object({
  /** YYYY-MM (monthly) or YYYY-MM-DD (daily). */
  period: z.string(),
  dataKb: z.number(),
  sms: z.number(),
  voiceMin: z.number(),
});
export type SimUsagePoint = z.infer<typeof SimUsagePointSchema>;

export const SimTariffSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.number().int(),
  /** Yuan per month, two decimals. */
  monthlyFee: z.number(),
  dataMb: z.number(),
  sms: z.number().int(),
  voiceMin: z.number().int(),
  description: z.string(),
  status: z.number().int(),
});
export type SimTariff = z.infer<typeof SimTariffSchema>;

export const SimDetailSchema = SimCardItemSchema.extend({
  customerName: z.string(),
  tariff: SimTariffSchema,
  /** Six months, oldest first, the current month last. */
  usageHistory: z.array(SimUsagePointSchema),
  /** The DNN of the enterprise's private network the card is bound to, if any. */
  dnn: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A live acceleration (A1) session of the card, if any. */
  acceleration: z
    .object({
      sessionId: z.string(),
      bandwidthMbps: z.number().int(),
      qosProfile: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
});
export type SimDetail = z.infer<typeof SimDetailSchema>;

// ---------------------------------------------------------------------------------------
// Risk prevention

export const SimRiskRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SIM_RISK_KINDS),
  name: z.string(),
  threshold: z.number().int(),
  level: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type SimRiskRule = z.infer<typeof SimRiskRuleSchema>;
export const SimRiskRuleUpdateSchema = z.object({
  threshold: z.coerce
    .number({ error: '阈值必须是数字' })
    .int('阈值必须是整数')
    .min(1, '阈值最小为1')
    .max(10_000, '阈值最大为10000'),
  level: z.coerce.number().int().min(1).max(3),
  enabled: z.boolean(),
});
export type SimRiskRuleUpdate = z.input<typeof SimRiskRuleUpdateSchema>;

export const SimRiskEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SIM_RISK_KINDS),
  level: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  detail: z.string(),
  status: z.number().int(),
  occurredAt: z.string(),
  handledAt: z.string().nullable(),
});
export type SimRiskEvent = z.infer<typeof SimRiskEventSchema>;
export const SimRiskEventQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SIM_RISK_KINDS).optional()),
  status: optionalInt(0, 2),
  level: optionalInt(1, 3),
});
export const SimRiskEventPageSchema = pageResult(SimRiskEventSchema);
export const SimRiskEventUpdateSchema = z.object({ status: z.coerce.number().int().min(1).max(2) });

// ---------------------------------------------------------------------------------------
// Overview

export const SimOverviewQuerySchema = z.object({
  kind: optionalInt(0, 1).transform((v) => v ?? 0),
});

export const SimOverviewSchema = z.object({
  total: z.number(),
  byStatus: z.array(z.object({ status: z.number().int(), cards: z.number() })),
  /** This month. */
  monthDataKb: z.number(),
  /** Data included this month: card tariffs of active cards plus group pools, in KB. */
  poolDataKb: z.number(),
  topCards: z.array(
    SimCardItemSchema.pick({ iccid: true, msisdn: true, status: true, monthDataKb: true }),
  ),
  /** Last 30 days, oldest first. */
  dailyTrend: z.array(SimUsagePointSchema.extend({ activeCards: z.number() })),
  /** Last 6 months, oldest first. */
  monthlyTrend: z.array(SimUsagePointSchema),
  /** Latest open risk events. */
  alarms: z.array(SimRiskEventSchema),
  openAlarms: z.number(),
  /** Cards whose tariff package ends within SIM_EXPIRING_DAYS. */
  expiringCards: z.number(),
  /** Probe cards only: share seen in the last 24 hours. */
  onlineRate: z.number().nullable(),
});
export type SimOverview = z.infer<typeof SimOverviewSchema>;

// ---------------------------------------------------------------------------------------
// Business handling

const msisdnList = z
  .array(z.string().trim(), { error: SimMessages.MSISDN_LIST_EMPTY })
  .min(1, SimMessages.MSISDN_LIST_EMPTY)
  .max(SIM_LIMITS.bulkMax, SimMessages.MSISDN_LIST_TOO_LONG);

/**
 * A business handling request. Each MSISDN is checked on its own when processed (a bad
 * one fails alone with SimMessages.MSISDN_INVALID; the others still go through).
 * `verifyCode` is the identity-verification SMS code (spec §4), required for every action.
 */
export const SimBusinessRequestSchema = z
  .object({
    action: z.enum(SIM_ACTIONS, { error: SimMessages.ACTION_INVALID }),
    msisdnList,
    params: z
      .object({
        tariffId: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
        groupId: z.coerce.number().int().positive().optional(),
        dataCapMb: z.coerce
          .number({ error: SimMessages.DATA_CAP_INVALID })
          .int(SimMessages.DATA_CAP_INVALID)
          .min(SIM_LIMITS.dataCapMinMb, SimMessages.DATA_CAP_INVALID)
          .max(SIM_LIMITS.dataCapMaxMb, SimMessages.DATA_CAP_INVALID)
          .optional(),
      })
      .default({}),
    verifyCode: z
      .string({ error: SimMessages.VERIFY_REQUIRED })
      .trim()
      .min(1, SimMessages.VERIFY_REQUIRED)
      .max(8),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'changeTariff' && !v.params.tariffId)
      ctx.addIssue({
        code: 'custom',
        message: SimMessages.TARIFF_REQUIRED,
        path: ['params', 'tariffId'],
      });
    if (v.action === 'joinGroup' && !v.params.groupId)
      ctx.addIssue({
        code: 'custom',
        message: SimMessages.GROUP_REQUIRED,
        path: ['params', 'groupId'],
      });
    if (v.action === 'setDataCap' && v.params.dataCapMb === undefined)
      ctx.addIssue({
        code: 'custom',
        message: SimMessages.DATA_CAP_INVALID,
        path: ['params', 'dataCapMb'],
      });
  });
export type SimBusinessRequest = z.output<typeof SimBusinessRequestSchema>;
export type SimBusinessRequestInput = z.input<typeof SimBusinessRequestSchema>;

export const SimRequestIdSchema = z.object({ requestId: z.string() });

/** A request as the business handling query (serviceInfo) lists it. */
export const SimBusinessItemSchema = z.object({
  requestId: z.string(),
  action: z.enum(SIM_ACTIONS),
  params: z.record(z.string(), z.unknown()),
  status: z.number().int(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  operator: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SimBusinessItem = z.infer<typeof SimBusinessItemSchema>;

export const SimBusinessListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  action: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SIM_ACTIONS).optional()),
  status: optionalInt(0, 2),
});
export const SimBusinessPageSchema = pageResult(SimBusinessItemSchema);

/** The handling result (serviceInfo/result): the request and its per-card results. */
export const SimBusinessResultQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  requestId: z.string().trim().min(1).max(36),
  /** 'true' only successes, 'false' only failures. */
  success: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true),
    z.boolean().optional(),
  ),
});
export const SimBusinessResultItemSchema = z.object({
  seq: z.number().int(),
  msisdn: z.string(),
  iccid: z.string().nullable(),
  /** null while pending. */
  success: z.boolean().nullable(),
  message: z.string(),
  processedAt: z.string().nullable(),
});
export type SimBusinessResultItem = z.infer<typeof SimBusinessResultItemSchema>;
export const SimBusinessResultSchema = z.object({
  request: SimBusinessItemSchema,
  items: pageResult(SimBusinessResultItemSchema),
});
export type SimBusinessResult = z.infer<typeof SimBusinessResultSchema>;

// ---------------------------------------------------------------------------------------
// Tariffs and groups

export const SimTariffListQuerySchema = z.object({
  kind: optionalInt(1, 2).transform((v) => v ?? 1),
});

/** Tariff change (the tariff-change store: currentTariff, targetTariff, msisdnList). */
export const SimTariffChangeSchema = z.object({
  currentTariffId: z.coerce.number().int().positive().optional(),
  targetTariffId: z.coerce
    .number({ error: SimMessages.TARIFF_REQUIRED })
    .int()
    .positive(SimMessages.TARIFF_REQUIRED),
  msisdnList,
  verifyCode: z
    .string({ error: SimMessages.VERIFY_REQUIRED })
    .trim()
    .min(1, SimMessages.VERIFY_REQUIRED)
    .max(8),
});
export type SimTariffChangeInput = z.input<typeof SimTariffChangeSchema>;

export const SimGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tariffId: z.number().int(),
  tariffName: z.string(),
  poolDataMb: z.number(),
  /** Used by members this month, KB. */
  usedDataKb: z.number(),
  members: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});
export type SimGroup = z.infer<typeof SimGroupSchema>;
export const SimGroupListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  name: z.string().trim().max(40).optional(),
});
export const SimGroupPageSchema = pageResult(SimGroupSchema);

export const SimGroupFormSchema = z.object({
  name: visibleName(
    z
      .string({ error: SimMessages.GROUP_NAME_REQUIRED })
      .trim()
      .min(1, SimMessages.GROUP_NAME_REQUIRED)
      .max(SIM_LIMITS.groupNameMax, `群组名称不能超过${SIM_LIMITS.groupNameMax}个字符`),
  ),
  tariffId: z.coerce
    .number({ error: SimMessages.TARIFF_REQUIRED })
    .int()
    .positive(SimMessages.TARIFF_REQUIRED)
    .max(DB_INT_MAX, SimMessages.TARIFF_REQUIRED),
  description: z.string().trim().max(200, '描述不能超过200个字符').default(''),
});
export type SimGroupFormInput = z.input<typeof SimGroupFormSchema>;

export const SimGroupMemberQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  groupId: z.coerce.number().int().positive(),
  keyword: SimKeywordSchema,
});

// ---------------------------------------------------------------------------------------
// Diagnosis

export const SimDiagnosisQuerySchema = z.object({
  msisdn: z.string().trim().regex(MSISDN_PATTERN, SimMessages.MSISDN_INVALID),
});
export const SIM_DIAGNOSIS_CHECKS = [
  'status',
  'balance',
  'registration',
  'apn',
  'sessions',
  'usage',
] as const;
export const SimDiagnosisCheckSchema = z.object({
  key: z.enum(SIM_DIAGNOSIS_CHECKS),
  name: z.string(),
  /** pass, warn or fail. */
  result: z.enum(['pass', 'warn', 'fail']),
  detail: z.string(),
  advice: z.string(),
});
export const SimSessionSchema = z.object({
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  dataKb: z.number(),
  rat: z.string(),
  apn: z.string(),
  cellId: z.string(),
  areaCode: z.string(),
  imei: z.string().nullable(),
});
export const SimDiagnosisSchema = z.object({
  card: SimCardItemSchema,
  checks: z.array(SimDiagnosisCheckSchema),
  sessions: z.array(SimSessionSchema),
  diagnosedAt: z.string(),
});
export type SimDiagnosis = z.infer<typeof SimDiagnosisSchema>;
