import { z } from 'zod';
import { MOBILE_PATTERN } from '../format.js';
import { exportTooLarge, pageQuery, pageResult, visibleName } from './common.js';

/** Field limits of the advice form (spec §9: 40, 20, 11, 40, 200 characters). */
export const MARKET_DEMAND_LIMITS = {
  companyName: 40,
  userName: 20,
  userTel: 11,
  userEmail: 40,
  userMarketDemand: 200,
} as const;

/** Email shape: something@host.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const L = MARKET_DEMAND_LIMITS;

const required = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/**
 * Where a demand was left: the portal page or entry whose consult button opened the dialog.
 * Operators see it in the back office; it does not change how a demand is handled.
 */
export const MARKET_DEMAND_SOURCE_KINDS = [
  'product',
  'solution',
  'case',
  'application',
  'support',
  'home',
  'widget',
] as const;
export type MarketDemandSourceKind = (typeof MARKET_DEMAND_SOURCE_KINDS)[number];

export const MARKET_DEMAND_SOURCE_LABELS: Readonly<Record<MarketDemandSourceKind, string>> = {
  product: '产品',
  solution: '解决方案',
  case: '客户案例',
  application: '应用市场',
  support: '服务与支持',
  home: '首页',
  // The floating widget and the footer: the entries every portal page has.
  widget: '在线咨询',
};

/** Kinds that name one item (a product, a solution, a case, an application). */
export const MARKET_DEMAND_ITEM_SOURCE_KINDS: readonly MarketDemandSourceKind[] = [
  'product',
  'solution',
  'case',
  'application',
];

/** What the dialog says a demand about an item is about: `咨询产品：优享模式`. */
export const MARKET_DEMAND_SUBJECT_LABELS: Readonly<
  Partial<Record<MarketDemandSourceKind, string>>
> = {
  product: '咨询产品',
  solution: '咨询方案',
  case: '参考案例',
  application: '咨询应用',
};

export const MARKET_DEMAND_SOURCE_LIMITS = { id: 40, name: 60 } as const;

const SOURCE_INVALID = '咨询来源不正确';

/**
 * The source sent with a demand: its kind, and for an item its id (product code, or the
 * record's id) and Chinese name. The server replaces the name with the item's own when it
 * knows the item.
 */
export const MarketDemandSourceSchema = z.object({
  kind: z.enum(MARKET_DEMAND_SOURCE_KINDS, { error: SOURCE_INVALID }),
  id: z
    .string({ error: SOURCE_INVALID })
    .trim()
    .max(MARKET_DEMAND_SOURCE_LIMITS.id, SOURCE_INVALID)
    .regex(/^[A-Za-z0-9_-]*$/, SOURCE_INVALID)
    .optional(),
  name: visibleName(
    z
      .string({ error: SOURCE_INVALID })
      .trim()
      .max(
        MARKET_DEMAND_SOURCE_LIMITS.name,
        `咨询内容名称不能超过${MARKET_DEMAND_SOURCE_LIMITS.name}个字符`,
      )
      .optional(),
  ),
});
export type MarketDemandSource = z.output<typeof MarketDemandSourceSchema>;

/**
 * The market-demand (advice) form of the portal widget (spec §3, §5): one schema for the
 * dialog's rules and the server's check. `address` is the cascader's area ids, province
 * first; the server looks the names up itself.
 */
export const MarketDemandFormSchema = z.object({
  companyName: visibleName(
    required('请输入您的企业名称', L.companyName, `企业名称不能超过${L.companyName}个字符`),
  ),
  address: z
    .array(z.string().trim().min(1).max(12), { error: '请选择您的企业所在地' })
    .min(2, '请选择您的企业所在地')
    .max(3, '请选择您的企业所在地'),
  userName: visibleName(
    required('请输入您的真实姓名', L.userName, `姓名不能超过${L.userName}个字符`),
  ),
  userTel: required('请输入您的联系方式', L.userTel, '联系电话格式不正确').regex(
    MOBILE_PATTERN,
    '联系电话格式不正确',
  ),
  userEmail: required('请输入您的邮箱地址', L.userEmail, `邮箱不能超过${L.userEmail}个字符`).regex(
    EMAIL_PATTERN,
    '邮箱格式不正确',
  ),
  userMarketDemand: required(
    '其他需求不能为空',
    L.userMarketDemand,
    `其他需求不能超过${L.userMarketDemand}个字符`,
  ),
  verifyCode: z.string({ error: '图片验证码不能为空' }).trim().min(1, '图片验证码不能为空').max(8),
  /** The captcha's uuid (random number the image was requested with). */
  uuid: z.string({ error: '请刷新图片验证码' }).trim().min(1, '请刷新图片验证码').max(64),
  marketDemandType: z.coerce.number().int().min(0).max(9).default(0),
  /** Where the demand was left; optional for clients that predate it. */
  source: MarketDemandSourceSchema.optional(),
});
export type MarketDemandFormInput = z.input<typeof MarketDemandFormSchema>;
export type MarketDemandForm = z.output<typeof MarketDemandFormSchema>;

/** The answer to a submitted demand: its id and the reference number the visitor keeps. */
export const MarketDemandSubmitResultSchema = z.object({
  id: z.number().int(),
  refNo: z.string(),
});
export type MarketDemandSubmitResult = z.infer<typeof MarketDemandSubmitResultSchema>;

/** Reference numbers: XQ, the China-time day of submission, then that day's 6-digit sequence. */
export const MARKET_DEMAND_REF_PATTERN = /^XQ\d{8}\d{6,}$/;

/** Follow-up state of a demand. */
export const MarketDemandStatus = { NEW: 0, FOLLOWING: 1, CLOSED: 2 } as const;
export const MARKET_DEMAND_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '待跟进',
  1: '跟进中',
  2: '已关闭',
};

/** Back-office list and export filters. */
export const MarketDemandListQuerySchema = pageQuery().extend({
  /** YYYY-MM-DD, inclusive. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '开始日期格式不正确')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '结束日期格式不正确')
    .optional(),
  provinceId: z.string().trim().max(12).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  sourceKind: z.enum(MARKET_DEMAND_SOURCE_KINDS, { error: SOURCE_INVALID }).optional(),
  /** Matches reference number, company, contact name, phone or demand text. */
  keyword: z.string().trim().max(40, '关键词不能超过40个字符').optional(),
});
export type MarketDemandListQuery = z.infer<typeof MarketDemandListQuerySchema>;

export const MarketDemandItemSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyProvince: z.string(),
  companyProvinceId: z.string(),
  companyCity: z.string(),
  companyCityId: z.string(),
  companyDistrict: z.string(),
  companyDistrictId: z.string(),
  userName: z.string(),
  /** Masked (characters 4 to 7) unless the caller has revealed it. */
  userTel: z.string(),
  userEmail: z.string(),
  userMarketDemand: z.string(),
  marketDemandType: z.number().int(),
  status: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
  refNo: z.string(),
  /** Null for demands left before sources were kept. */
  source: z
    .object({
      kind: z.enum(MARKET_DEMAND_SOURCE_KINDS),
      id: z.string(),
      name: z.string(),
    })
    .nullable(),
  /** Who took the demand at its last follow-up; null until followed up. */
  assignee: z.object({ name: z.string(), tel: z.string() }).nullable(),
});
export type MarketDemandItem = z.infer<typeof MarketDemandItemSchema>;
export const MarketDemandPageSchema = pageResult(MarketDemandItemSchema);

/** Export filters: those of the list, without paging. */
export const MarketDemandExportQuerySchema = MarketDemandListQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type MarketDemandExportQuery = z.infer<typeof MarketDemandExportQuerySchema>;

export const MARKET_DEMAND_NOTE_MAX = 200;

/**
 * 跟进: an operator follows a demand up (again), noting what was done and who takes it (the
 * account manager in the field: a name and a mobile number). The demand is then 跟进中.
 */
export const MarketDemandFollowUpSchema = z.object({
  note: required(
    '请填写跟进记录',
    MARKET_DEMAND_NOTE_MAX,
    `跟进记录不能超过${MARKET_DEMAND_NOTE_MAX}个字符`,
  ),
  assigneeName: visibleName(
    required('请输入跟进人姓名', L.userName, `跟进人姓名不能超过${L.userName}个字符`),
  ),
  assigneeTel: required('请输入跟进人手机号', L.userTel, '跟进人手机号格式不正确').regex(
    MOBILE_PATTERN,
    '跟进人手机号格式不正确',
  ),
});
export type MarketDemandFollowUpInput = z.input<typeof MarketDemandFollowUpSchema>;
export type MarketDemandFollowUp = z.output<typeof MarketDemandFollowUpSchema>;

/** 关闭: closes a demand, optionally saying why. */
export const MarketDemandCloseSchema = z.object({
  note: z
    .string({ error: '关闭说明格式不正确' })
    .trim()
    .max(MARKET_DEMAND_NOTE_MAX, `关闭说明不能超过${MARKET_DEMAND_NOTE_MAX}个字符`)
    .default(''),
});
export type MarketDemandCloseInput = z.input<typeof MarketDemandCloseSchema>;

export const MARKET_DEMAND_ACTIONS = ['follow', 'close'] as const;
export type MarketDemandAction = (typeof MARKET_DEMAND_ACTIONS)[number];
export const MARKET_DEMAND_ACTION_LABELS: Readonly<Record<MarketDemandAction, string>> = {
  follow: '跟进',
  close: '关闭',
};

/** One entry of a demand's follow-up history. */
export const MarketDemandFollowUpItemSchema = z.object({
  id: z.number().int(),
  action: z.enum(MARKET_DEMAND_ACTIONS),
  note: z.string(),
  /** Null for a closing. */
  assignee: z.object({ name: z.string(), tel: z.string() }).nullable(),
  /** The operator who recorded it. */
  operatorName: z.string(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
});
export type MarketDemandFollowUpItem = z.infer<typeof MarketDemandFollowUpItemSchema>;

/** The result of following up or closing: the demand's new state. */
export const MarketDemandActionResultSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
});

/**
 * Submissions per client address: at most 5 in any 10 minutes and 20 in any day. Every
 * attempt counts, including ones refused for their content or captcha.
 */
export const MARKET_DEMAND_RATE_LIMITS = [
  { seconds: 10 * 60, max: 5 },
  { seconds: 24 * 60 * 60, max: 20 },
] as const;

/** Rows one export may hold; narrower filters are needed beyond it. */
export const MARKET_DEMAND_EXPORT_MAX_ROWS = 10_000;

export const MarketDemandMessages = {
  TOO_FREQUENT: '提交过于频繁，请稍后再试',
  AREA_INVALID: '请选择您的企业所在地',
  NOT_FOUND: '该需求不存在',
  FOLLOWED_UP: '跟进已记录',
  CLOSED: '需求已关闭',
  ALREADY_CLOSED: '该需求已关闭',
  SOURCE_INVALID,
  exportTooLarge,
} as const;
