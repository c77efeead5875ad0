import { z } from 'zod';
import { PAGE_SIZE_MAX } from './constants.js';
import { MOBILE_PATTERN } from './format.js';
import { pageQuery, pageResult, sortQuery, visibleName } from './schemas/common.js';
import { isSafeContentUrl } from './schemas/content.js';

/**
 * Market applications (应用市场): an enterprise's application listed for an industry and
 * one of its application scenes, shown on the portal as a detail card with four rich-text
 * tabs (spec §2, §3). Edited and published in the back office.
 */

/** States of a market application: only published ones reach the portal. */
export const MarketApplicationState = { DRAFT: 0, PUBLISHED: 1, WITHDRAWN: 2 } as const;
export type MarketApplicationState =
  (typeof MarketApplicationState)[keyof typeof MarketApplicationState];

export const MARKET_APPLICATION_STATE_LABELS: Readonly<Record<MarketApplicationState, string>> = {
  0: '草稿',
  1: '已发布',
  2: '已撤回',
};

/** Character limits of the application form. */
export const MARKET_APPLICATION_LIMITS = {
  applicationName: 30,
  description: 200,
  enterpriseName: 50,
  /** The longest landline with extension: 0755-12345678-123456. */
  phoneNum: 20,
  /** Picture paths and links. */
  url: 500,
  /** Each of the four rich-text tabs (HTML). */
  richText: 100_000,
  keyword: 50,
} as const;
const L = MARKET_APPLICATION_LIMITS;

/** Menu (and screen) of the back office's application editor. */
export const MARKET_APPLICATION_MENU = 'admin.content.application';

/** A mainland landline: area code 0xx or 0xxx, 7–8 digits, optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/;

/** Whether `value` is a mainland mobile number or landline (the enterprise's service line). */
export function isServicePhone(value: string): boolean {
  const v = value.trim();
  return MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v);
}

/** The four rich-text tabs of the card, in display order, with their labels. */
export const MARKET_APPLICATION_TABS = [
  { key: 'details', label: '应用详情' },
  { key: 'instructions', label: '使用说明' },
  { key: 'configuration', label: '配置要求' },
  { key: 'updateLog', label: '更新日志' },
] as const;
export type MarketApplicationTab = (typeof MARKET_APPLICATION_TABS)[number]['key'];

// Form --------------------------------------------------------------------------------------

function requiredText(label: string, max: number, emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `${label}不能超过${max}个字符`);
}

function picture(label: string, emptyMessage?: string) {
  const base = z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(L.url, `${label}地址不能超过${L.url}个字符`);
  return (emptyMessage ? base.min(1, emptyMessage) : base.default('')).refine(
    isSafeContentUrl,
    `${label}只能是站内路径或http(s)地址`,
  );
}

function richText(label: string) {
  return z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(L.richText, `${label}内容过长`)
    .default('');
}

const idNumber = (label: string, emptyMessage: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? emptyMessage : `${label}必须是数字`) })
    .int(`${label}必须是整数`)
    .positive(`${label}必须是正整数`)
    .max(Number.MAX_SAFE_INTEGER, `${label}取值不正确`);

/**
 * POST /sm/application: a new draft (no id, operCode APP_ADD) or changes to one (APP_EDIT).
 * The four tabs are HTML, sanitised by the server against the rich-text allow-list.
 */
export const MarketApplicationFormSchema = z.object({
  id: z.number({ error: '编号必须是数字' }).int().positive().nullish(),
  industryId: requiredText('所属行业', 32, '请选择所属行业'),
  sceneId: idNumber('应用场景', '请选择应用场景'),
  applicationName: visibleName(requiredText('应用名称', L.applicationName, '请输入应用名称')),
  logoAddress: picture('应用图标', '请上传应用图标'),
  description: requiredText('应用简介', L.description, '请输入应用简介'),
  enterpriseName: visibleName(requiredText('企业名称', L.enterpriseName, '请输入企业名称')),
  enterpriseLogoAddress: picture('企业标志'),
  phoneNum: z
    .string({ error: '请输入服务电话' })
    .trim()
    .min(1, '请输入服务电话')
    .max(L.phoneNum, '服务电话格式不正确')
    .refine(isServicePhone, '服务电话应为手机号码或固定电话（如 010-12345678）'),
  details: richText('应用详情'),
  instructions: richText('使用说明'),
  configuration: richText('配置要求'),
  updateLog: richText('更新日志'),
});
export type MarketApplicationFormInput = z.input<typeof MarketApplicationFormSchema>;
export type MarketApplicationForm = z.output<typeof MarketApplicationFormSchema>;

// Queries -----------------------------------------------------------------------------------

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A required numeric query parameter: absent, malformed and out of range each say so. */
function requiredIntParam(label: string, min: number, max: number, message: string) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? Number(b) : b;
    },
    z
      .number({
        error: (iss) => (iss.input === undefined ? `请提供${label}` : `${label}必须是数字`),
      })
      .int(`${label}必须是整数`)
      .min(min, message)
      .max(max, message),
  );
}

const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: `${label}格式不正确` })
        .trim()
        .max(max, `${label}不能超过${max}个字符`)
        .optional(),
    )
    .optional();

/** `?id=` of one application. */
export const MarketApplicationIdQuerySchema = z.object({
  id: requiredIntParam('应用编号', 1, Number.MAX_SAFE_INTEGER, '应用编号必须是正整数'),
});
export type MarketApplicationIdQuery = z.infer<typeof MarketApplicationIdQuerySchema>;

/** `:id` of DELETE /sm/application/:id. */
export const MarketApplicationIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '应用编号必须是正整数')
    .transform(Number)
    .pipe(z.number().int().positive('应用编号必须是正整数').max(Number.MAX_SAFE_INTEGER)),
});

/** GET /sm/application/portal/list: published applications, optionally of one industry. */
export const MarketApplicationPortalQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  industryId: optionalText('行业', 32),
});
export type MarketApplicationPortalQuery = z.infer<typeof MarketApplicationPortalQuerySchema>;

/** GET /sm/application/list (back office): every state, filtered. */
/** Columns the back office's application list sorts on (default: latest change first). */
export const APPLICATION_SORT_FIELDS = ['updateTime'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];

export const MarketApplicationListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  ...sortQuery(APPLICATION_SORT_FIELDS),
  /** Matches the application or the enterprise name. */
  keyword: optionalText('关键词', L.keyword),
  state: z
    .preprocess(
      (v) => {
        const b = blankToUndefined(v);
        return typeof b === 'string' ? Number(b) : b;
      },
      z
        .number({ error: '状态必须是数字' })
        .int('状态取值不正确')
        .min(MarketApplicationState.DRAFT, '状态取值不正确')
        .max(MarketApplicationState.WITHDRAWN, '状态取值不正确')
        .optional(),
    )
    .optional(),
  industryId: optionalText('行业', 32),
});
export type MarketApplicationListQuery = z.infer<typeof MarketApplicationListQuerySchema>;

/** GET /sm/application/updateStats?id=&status=: 1 publishes, 2 withdraws from the portal. */
export const MarketApplicationStatusQuerySchema = z.object({
  id: MarketApplicationIdQuerySchema.shape.id,
  status: requiredIntParam(
    '发布状态',
    MarketApplicationState.PUBLISHED,
    MarketApplicationState.WITHDRAWN,
    '发布状态取值不正确',
  ),
});
export type MarketApplicationStatusQuery = z.infer<typeof MarketApplicationStatusQuerySchema>;

/** GET /sm/application/versions?id=: the history of one application, newest first. */
export const MarketApplicationVersionQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  id: MarketApplicationIdQuerySchema.shape.id,
});
export type MarketApplicationVersionQuery = z.infer<typeof MarketApplicationVersionQuerySchema>;

// Results -----------------------------------------------------------------------------------

const dateTime = z.string().describe('YYYY-MM-DD HH:mm:ss; empty when not set');

/** GET /sm/application/portal/detail: exactly the market application fields of spec §3. */
export const MarketApplicationDetailSchema = z.object({
  logoAddress: z.string(),
  applicationName: z.string(),
  updateTime: dateTime,
  industryName: z.string(),
  sceneName: z.string(),
  description: z.string(),
  enterpriseLogoAddress: z.string(),
  enterpriseName: z.string(),
  /** The enterprise's public service line, shown whole. */
  phoneNum: z.string(),
  /** HTML of the four tabs, sanitised on save. */
  details: z.string(),
  instructions: z.string(),
  configuration: z.string(),
  updateLog: z.string(),
});
export type MarketApplicationDetail = z.infer<typeof MarketApplicationDetailSchema>;

/** One card of GET /sm/application/portal/list. */
export const MarketApplicationPortalItemSchema = z.object({
  id: z.number().int(),
  logoAddress: z.string(),
  applicationName: z.string(),
  updateTime: dateTime,
  industryId: z.string(),
  industryName: z.string(),
  sceneName: z.string(),
  description: z.string(),
  enterpriseName: z.string(),
});
export type MarketApplicationPortalItem = z.infer<typeof MarketApplicationPortalItemSchema>;
export const MarketApplicationPortalPageSchema = pageResult(MarketApplicationPortalItemSchema);

/** An industry with published applications, and how many (the portal's filter chips). */
export const MarketApplicationIndustrySchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type MarketApplicationIndustry = z.infer<typeof MarketApplicationIndustrySchema>;

/** One row of the back-office list. */
export const MarketApplicationAdminItemSchema = MarketApplicationPortalItemSchema.extend({
  sceneId: z.number().int().nullable(),
  phoneNum: z.string(),
  /** 0 draft, 1 published, 2 withdrawn. */
  state: z.number().int(),
  publishTime: dateTime,
  createTime: dateTime,
  updatedBy: z.string(),
});
export type MarketApplicationAdminItem = z.infer<typeof MarketApplicationAdminItemSchema>;
export const MarketApplicationAdminPageSchema = pageResult(MarketApplicationAdminItemSchema);

/** GET /sm/application/detail (back office, any state) and the answer of every write. */
export const MarketApplicationAdminDetailSchema = MarketApplicationAdminItemSchema.extend(
  MarketApplicationDetailSchema.shape,
);
export type MarketApplicationAdminDetail = z.infer<typeof MarketApplicationAdminDetailSchema>;

/** One kept version of an application: what was done, by whom, and the record after it. */
export const MarketApplicationVersionSchema = z.object({
  versionId: z.number().int(),
  id: z.number().int(),
  version: z.number().int(),
  /** original, create, update, publish, withdraw, delete (see ContentVersionAction). */
  action: z.string(),
  operCode: z.string(),
  operator: z.string(),
  createTime: dateTime,
  /** The record as the back-office detail showed it after this change. */
  snapshot: z.record(z.string(), z.unknown()),
});
export type MarketApplicationVersion = z.infer<typeof MarketApplicationVersionSchema>;
export const MarketApplicationVersionPageSchema = pageResult(MarketApplicationVersionSchema);

/** Messages of the application endpoints that tests and screens match on. */
export const MarketApplicationMessages = {
  NOT_FOUND: '应用不存在或未发布',
  MISSING: '应用不存在',
  DELETE_PUBLISHED: '已发布的应用请先撤回再删除',
  WITHDRAW_UNPUBLISHED: '该应用未发布，无需撤回',
  UNKNOWN_INDUSTRY: '所选行业不存在',
  SCENE_MISMATCH: '所选应用场景不存在或不属于该行业',
} as const;
