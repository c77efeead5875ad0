import dayjs from 'dayjs';
import { z } from 'zod';
import {
  CASE_BUSINESS_NEEDS_MAX,
  CONTENT_LIMITS as L,
  ContentState,
  PAGE_SIZE_MAX,
  PAGE_SIZE_MAX_CONTENT,
  SOLUTION_APP_SCENES_MAX,
  SOLUTION_BUSINESS_NEEDS_MAX,
  SOLUTION_CUSTOMER_CASES_MAX,
} from '../constants.js';
import { pageQuery, pageResult, sortQuery, visibleName } from './common.js';

// Query parameters -----------------------------------------------------------------------

/** Query strings send absent filters as empty values (`state=`); treat them as absent. */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

function optionalIntParam(label: string, min: number, max: number) {
  return z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `${label}必须是数字` })
        .int(`${label}必须是整数`)
        .min(min, `${label}取值不正确`)
        .max(max, `${label}取值不正确`)
        .optional(),
    )
    .optional();
}

function optionalTextParam(label: string, max: number) {
  return z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: `${label}格式不正确` })
        .trim()
        .max(max, `${label}不能超过${max}个字符`)
        .optional(),
    )
    .optional();
}

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

const idNumber = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须是正整数`)
    .max(Number.MAX_SAFE_INTEGER, `${label}取值不正确`);

/**
 * List of cases or solutions. The portal fetches everything published with (1, 1000, 1);
 * `state` only narrows what the caller may see: the public sees published records whatever
 * it passes, content editors may ask for drafts.
 */
/** Columns a case or solution list sorts on (default: latest change first). */
export const CONTENT_SORT_FIELDS = ['publishTime', 'updateTime'] as const;
export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number];

export const ContentListQuerySchema = pageQuery(PAGE_SIZE_MAX_CONTENT).extend({
  ...sortQuery(CONTENT_SORT_FIELDS),
  /** 0 draft, 1 published. */
  state: optionalIntParam('状态', ContentState.DRAFT, ContentState.PUBLISHED),
  /** Industry id. */
  trade: optionalTextParam('行业', 32),
  keyword: optionalTextParam('关键词', L.keyword),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;
export const CaseListQuerySchema = ContentListQuerySchema;
export type CaseListQuery = ContentListQuery;
export const SolutionListQuerySchema = ContentListQuerySchema;
export type SolutionListQuery = ContentListQuery;

/** Detail of a case or solution: by `id` (pkId) or, for built-in records, by `type`. */
export const ContentDetailQuerySchema = z
  .object({
    id: z.preprocess((v) => toNumber(blankToUndefined(v)), idNumber('编号').optional()).optional(),
    type: optionalTextParam('类型', 32),
  })
  .refine((q) => q.id !== undefined || q.type !== undefined, {
    message: '请提供编号或类型',
    path: ['id'],
  });
export type ContentDetailQuery = z.infer<typeof ContentDetailQuerySchema>;

/** Columns a news list sorts on (default: latest release first). */
export const NEWS_SORT_FIELDS = ['releaseTime', 'viewCount', 'createTime', 'updateTime'] as const;
export type NewsSortField = (typeof NEWS_SORT_FIELDS)[number];

export const NewsListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  ...sortQuery(NEWS_SORT_FIELDS),
  /** 0 draft, 1 published, 2 withdrawn; honoured for content editors only. */
  status: optionalIntParam('状态', 0, 2),
  keyword: optionalTextParam('关键词', L.keyword),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;

export const NewsDetailQuerySchema = z.object({
  id: z
    .string({ error: '请提供资讯编号' })
    .trim()
    .min(1, '请提供资讯编号')
    .transform(Number)
    .pipe(idNumber('资讯编号')),
});
export type NewsDetailQuery = z.infer<typeof NewsDetailQuerySchema>;

export const IndustryListQuerySchema = pageQuery(PAGE_SIZE_MAX_CONTENT).extend({
  keyword: optionalTextParam('关键词', L.keyword),
});
export type IndustryListQuery = z.infer<typeof IndustryListQuerySchema>;

// Edit forms (spec §3, §5) ----------------------------------------------------------------

/**
 * Whether a picture path or link is safe to put in `src` or `href`: empty, a path on this
 * site (`/images/…`, `/unionmallmanage/sm/file/download?path=…`) or an http(s) address.
 * Anything else (`javascript:`, `data:`, `//host`, backslashes) is refused.
 */
export function isSafeContentUrl(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (/[\\\s]/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  return /^https?:\/\/[^/]/i.test(v);
}

/** A picture path or link field of an editor form (see isSafeContentUrl). */
function urlText(label: string) {
  return z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(L.url, `${label}不能超过${L.url}个字符`)
    .default('')
    .refine(isSafeContentUrl, `${label}只能是站内路径或http(s)地址`);
}

/** One row of the editors' lists: business needs, application scenes, customer cases. */
export const ContentRowSchema = z.object({
  title: z.string().trim().max(L.title, `标题不能超过${L.title}个字符`).default(''),
  description: z.string().trim().max(L.summary, `描述不能超过${L.summary}个字符`).default(''),
  /** A picture path or a link. */
  url: urlText('链接'),
});
export type ContentRow = z.infer<typeof ContentRowSchema>;

/** The row an editor list shows when it would otherwise be empty. */
export function emptyContentRow(): ContentRow {
  return { title: '', description: '', url: '' };
}

/** Rows with an empty title are dropped on save (spec §5). */
export function dropBlankRows<T extends { title: string }>(rows: readonly T[]): T[] {
  return rows.filter((r) => r.title.trim() !== '');
}

/** Rows an editor list sends at most, blank ones included; the real limit applies after. */
const ROWS_SENT_MAX = 50;

/** An editor list: blank rows are dropped first, then at most `max` rows remain allowed. */
function rows(label: string, max: number) {
  return z
    .array(ContentRowSchema, { error: `${label}格式不正确` })
    .max(ROWS_SENT_MAX, `${label}最多${max}条`)
    .default([])
    .transform(dropBlankRows)
    .refine((list) => list.length <= max, `${label}最多${max}条`);
}

function text(label: string, max: number) {
  return z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .default('');
}

function requiredText(label: string, max: number, emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `${label}不能超过${max}个字符`);
}

/** One product a case used: a catalogue code and what it did there. */
export const ServiceContentItemSchema = z.object({
  code: z.string().max(32),
  desc: z.string().max(L.summary),
});
export type ServiceContentItem = z.infer<typeof ServiceContentItemSchema>;

/** One 5G network capability of a solution, ticked when the solution uses it. */
export const Net5gItemSchema = z.object({
  checked: z.boolean(),
  desc: z.string().max(L.summary),
});
export type Net5gItem = z.infer<typeof Net5gItemSchema>;

function parseJsonList<T>(schema: z.ZodType<T>, value: string): T[] | undefined {
  if (value.trim() === '') return [];
  try {
    const parsed = z.array(schema).safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A form field holding a JSON list as text; an empty value stands for `[]`. */
function jsonListText<T>(label: string, item: z.ZodType<T>) {
  return z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(L.json, `${label}内容过长`)
    .default('[]')
    .refine((v) => parseJsonList(item, v) !== undefined, `${label}格式不正确`)
    .transform((v) => (v === '' ? '[]' : v));
}

/** The services of a case, parsed from its JSON text; malformed text reads as none. */
export function parseServiceContent(value: string | null | undefined): ServiceContentItem[] {
  return parseJsonList(ServiceContentItemSchema, value ?? '') ?? [];
}

/** The 5G capabilities of a solution, parsed from its JSON text; malformed text reads as none. */
export function parseNet5gContent(value: string | null | undefined): Net5gItem[] {
  return parseJsonList(Net5gItemSchema, value ?? '') ?? [];
}

const pkId = z.number({ error: '编号必须是数字' }).int().positive().nullish();
const stateField = z
  .number({ error: '状态必须是数字' })
  .int('状态取值不正确')
  .min(ContentState.DRAFT, '状态取值不正确')
  .max(ContentState.PUBLISHED, '状态取值不正确')
  .default(ContentState.DRAFT);
const trade = requiredText('所属行业', 32, '请选择所属行业');

/** The success-case editor (POST /sm/success/case). */
export const CaseFormSchema = z.object({
  pkId,
  background: text('案例背景', L.text),
  banner: urlText('横幅图片'),
  businessNeeds: rows('业务需求', CASE_BUSINESS_NEEDS_MAX),
  front: urlText('封面图片'),
  name: visibleName(requiredText('案例名称', L.name, '请输入案例名称')),
  resolveDesc: text('解决方案描述', L.text),
  resolvePic: urlText('解决方案图片'),
  resolveTitle: visibleName(text('解决方案标题', L.title)),
  serviceContent: jsonListText('服务内容', ServiceContentItemSchema),
  serviceDesc: text('服务说明', L.text),
  state: stateField,
  trade,
  value: text('案例价值', L.text),
});
export type CaseFormInput = z.input<typeof CaseFormSchema>;
export type CaseForm = z.output<typeof CaseFormSchema>;

/** The solution editor (POST /sm/content/manager). */
export const SolutionFormSchema = z.object({
  pkId,
  businessNeeds: rows('业务需求', SOLUTION_BUSINESS_NEEDS_MAX),
  appScenes: rows('应用场景', SOLUTION_APP_SCENES_MAX),
  customerCases: rows('客户案例', SOLUTION_CUSTOMER_CASES_MAX),
  bannerPic: urlText('横幅图片'),
  fontPic: urlText('封面图片'),
  methodDesc: text('方案简介', L.text),
  methodName: visibleName(requiredText('方案名称', L.name, '请输入方案名称')),
  net5gContent: jsonListText('5G网络能力', Net5gItemSchema),
  net5gDesc: text('5G网络说明', L.text),
  resolveDesc: text('解决方案描述', L.text),
  resolvePic: urlText('解决方案图片'),
  resolveTitle: visibleName(text('解决方案标题', L.title)),
  sceneContent: text('场景说明', L.text),
  state: stateField,
  trade,
});
export type SolutionFormInput = z.input<typeof SolutionFormSchema>;
export type SolutionForm = z.output<typeof SolutionFormSchema>;

// Results ---------------------------------------------------------------------------------

const dateTime = z.string().describe('YYYY-MM-DD HH:mm:ss; empty when not set');
const resultRow = z.object({ title: z.string(), description: z.string(), url: z.string() });

export const CaseListItemSchema = z.object({
  pkId: z.number().int(),
  /** Built-in key (powerGrid, …) or null for an editor-made case. */
  type: z.string().nullable(),
  name: z.string(),
  /** Industry id. */
  trade: z.string(),
  industryName: z.string(),
  front: z.string(),
  /** Same as `name`; the portal's case cards read it. */
  caseName: z.string(),
  /** Same as `front`; the portal's case cards read it. */
  casePicture: z.string(),
  resolveTitle: z.string(),
  state: z.number().int(),
  publishTime: dateTime,
  updateTime: dateTime,
});
export type CaseListItem = z.infer<typeof CaseListItemSchema>;
export const CasePageSchema = pageResult(CaseListItemSchema);

/** A whole case: the editor's form plus what the server derives. */
export const CaseDetailSchema = z.object({
  pkId: z.number().int(),
  type: z.string().nullable(),
  name: z.string(),
  trade: z.string(),
  industryName: z.string(),
  front: z.string(),
  banner: z.string(),
  background: z.string(),
  businessNeeds: z.array(resultRow),
  resolveTitle: z.string(),
  resolveDesc: z.string(),
  resolvePic: z.string(),
  /** JSON text of [{code, desc}]; see parseServiceContent. */
  serviceContent: z.string(),
  serviceDesc: z.string(),
  value: z.string(),
  state: z.number().int(),
  publishTime: dateTime,
  createTime: dateTime,
  updateTime: dateTime,
});
export type CaseDetail = z.infer<typeof CaseDetailSchema>;

export const SolutionListItemSchema = z.object({
  pkId: z.number().int(),
  type: z.string().nullable(),
  methodName: z.string(),
  methodDesc: z.string(),
  fontPic: z.string(),
  trade: z.string(),
  industryName: z.string(),
  state: z.number().int(),
  authorized: z.boolean(),
  publishTime: dateTime,
  updateTime: dateTime,
});
export type SolutionListItem = z.infer<typeof SolutionListItemSchema>;
export const SolutionPageSchema = pageResult(SolutionListItemSchema);

export const SolutionDetailSchema = z.object({
  pkId: z.number().int(),
  type: z.string().nullable(),
  methodName: z.string(),
  methodDesc: z.string(),
  fontPic: z.string(),
  bannerPic: z.string(),
  trade: z.string(),
  industryName: z.string(),
  businessNeeds: z.array(resultRow),
  appScenes: z.array(resultRow),
  customerCases: z.array(resultRow),
  /** JSON text of [{checked, desc}]; see parseNet5gContent. */
  net5gContent: z.string(),
  net5gDesc: z.string(),
  resolveTitle: z.string(),
  resolveDesc: z.string(),
  resolvePic: z.string(),
  sceneContent: z.string(),
  state: z.number().int(),
  authorized: z.boolean(),
  publishTime: dateTime,
  createTime: dateTime,
  updateTime: dateTime,
});
export type SolutionDetail = z.infer<typeof SolutionDetailSchema>;

export const NewsListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  source: z.string(),
  /** 0 draft, 1 published, 2 withdrawn. */
  status: z.number().int(),
  releaseTime: dateTime,
  viewCount: z.number().int(),
  createTime: dateTime,
});
export type NewsListItem = z.infer<typeof NewsListItemSchema>;
export const NewsPageSchema = pageResult(NewsListItemSchema);

export const NewsDetailSchema = NewsListItemSchema.extend({
  /** HTML body. */
  content: z.string(),
  updateTime: dateTime,
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

/** A row of the back-office news list: the portal's item and when it was last saved. */
export const ManagedNewsItemSchema = NewsListItemSchema.extend({
  updateTime: NewsDetailSchema.shape.updateTime,
});
export type ManagedNewsItem = z.infer<typeof ManagedNewsItemSchema>;
export const ManagedNewsPageSchema = pageResult(ManagedNewsItemSchema);

export const IndustryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sortNum: z.number().int(),
  icon: z.string(),
  description: z.string(),
});
export type IndustryItem = z.infer<typeof IndustryItemSchema>;
export const IndustryListSchema = z.array(IndustryItemSchema);
export const IndustryPageSchema = pageResult(IndustryItemSchema);

// Back office: content gateway, publishing, versions (spec §6, §7) -------------------------

/** Operator codes sent in the `operCode` header; each save or publish names its own. */
export const ContentOperCode = {
  CASE_ADD: 'CASE_ADD',
  CASE_EDIT: 'CASE_EDIT',
  SOLUTION_ADD: 'SOLUTION_ADD',
  SOLUTION_EDIT: 'SOLUTION_EDIT',
  APP_ADD: 'APP_ADD',
  APP_EDIT: 'APP_EDIT',
  PUBLISH: 'PUBLISH',
} as const;
export type ContentOperCode = (typeof ContentOperCode)[keyof typeof ContentOperCode];

/** Headers of the content-management gateway (sent on every back-office content write). */
export const ContentGateHeaders = {
  OPER_CODE: 'operCode',
  SECURITY_TOKEN: 'securityToken',
} as const;

/** Lifetime of a content-gateway security token; the back office fetches a new one after. */
export const CONTENT_TOKEN_TTL_SECONDS = 15 * 60;

/** GET /sm/content/securityToken. */
export const SecurityTokenResultSchema = z.object({
  securityToken: z.string(),
  /** Seconds from now. */
  expiresIn: z.number().int(),
  expireTime: dateTime,
});
export type SecurityTokenResult = z.infer<typeof SecurityTokenResultSchema>;

/** A required numeric query parameter: absent, malformed and out of range each say so. */
function requiredIntParam(label: string, min: number, max: number) {
  return z.preprocess(
    (v) => toNumber(blankToUndefined(v)),
    z
      .number({
        error: (iss) => (iss.input === undefined ? `请提供${label}` : `${label}必须是数字`),
      })
      .int(`${label}必须是整数`)
      .min(min, min === 1 ? `${label}必须是正整数` : `${label}取值不正确`)
      .max(max, `${label}取值不正确`),
  );
}
const requiredId = (label: string) => requiredIntParam(label, 1, Number.MAX_SAFE_INTEGER);
const flagParam = (label: string) => requiredIntParam(label, 0, 1);

/** GET …/updateStats?id=&status=: 1 publishes, 0 withdraws to draft. */
export const ContentStatusQuerySchema = z.object({
  id: requiredId('编号'),
  status: flagParam('发布状态'),
});
export type ContentStatusQuery = z.infer<typeof ContentStatusQuerySchema>;

/**
 * GET /sm/content/manager/authorize?id=&authorized=: the display authorisation of a
 * solution (its customers and figures cleared for the portal). Only an authorised
 * solution can be published; revoking the authorisation also takes it off the portal.
 */
export const SolutionAuthorizeQuerySchema = z.object({
  id: requiredId('编号'),
  authorized: flagParam('授权状态'),
});
export type SolutionAuthorizeQuery = z.infer<typeof SolutionAuthorizeQuerySchema>;

/** Kinds of content whose versions are kept. */
export const CONTENT_VERSION_TYPES = ['case', 'solution', 'news', 'notice'] as const;
export type ContentVersionType = (typeof CONTENT_VERSION_TYPES)[number];

/** What a version records. */
export const ContentVersionAction = {
  /** The record as it was before its first recorded change (e.g. built-in content). */
  ORIGINAL: 'original',
  CREATE: 'create',
  UPDATE: 'update',
  PUBLISH: 'publish',
  WITHDRAW: 'withdraw',
  AUTHORIZE: 'authorize',
  REVOKE: 'revoke',
  DELETE: 'delete',
} as const;
export type ContentVersionAction = (typeof ContentVersionAction)[keyof typeof ContentVersionAction];

export const CONTENT_VERSION_ACTION_LABELS: Readonly<Record<ContentVersionAction, string>> = {
  original: '原始版本',
  create: '新建',
  update: '修改',
  publish: '发布',
  withdraw: '下线',
  authorize: '授权',
  revoke: '取消授权',
  delete: '删除',
};

/** GET /sm/content/versions?type=&id=. */
export const ContentVersionListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  type: z.enum(CONTENT_VERSION_TYPES, { error: '内容类型取值不正确' }),
  id: requiredId('编号'),
});
export type ContentVersionListQuery = z.infer<typeof ContentVersionListQuerySchema>;

/** GET /sm/content/versions/detail?versionId=. */
export const ContentVersionDetailQuerySchema = z.object({ versionId: requiredId('版本编号') });
export type ContentVersionDetailQuery = z.infer<typeof ContentVersionDetailQuerySchema>;

export const ContentVersionItemSchema = z.object({
  versionId: z.number().int(),
  type: z.enum(CONTENT_VERSION_TYPES),
  id: z.number().int(),
  version: z.number().int(),
  action: z.string(),
  operCode: z.string(),
  operator: z.string(),
  createTime: dateTime,
});
export type ContentVersionItem = z.infer<typeof ContentVersionItemSchema>;
export const ContentVersionPageSchema = pageResult(ContentVersionItemSchema);

export const ContentVersionDetailSchema = ContentVersionItemSchema.extend({
  /** The record as its detail endpoint showed it after this change. */
  snapshot: z.record(z.string(), z.unknown()),
});
export type ContentVersionDetail = z.infer<typeof ContentVersionDetailSchema>;

// Back office: news ----------------------------------------------------------------------

/** Whether the date and clock fields of `YYYY-MM-DD HH:mm[:ss]…` exist (no 30 February). */
function isCalendarTime(v: string): boolean {
  const [y, mo, d, h, mi, se] = (v.match(/\d+/g) ?? []).map(Number);
  if (y === undefined || mo === undefined || d === undefined) return false;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return (
    mo >= 1 &&
    mo <= 12 &&
    d >= 1 &&
    d <= daysInMonth &&
    (h ?? 0) <= 23 &&
    (mi ?? 0) <= 59 &&
    (se ?? 0) <= 59
  );
}

/** A time an editor picks: `YYYY-MM-DD HH:mm[:ss]` in the server's time zone, or ISO 8601. */
export const DateTimeInputSchema = z
  .string({ error: '时间格式不正确' })
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/,
    '时间格式应为YYYY-MM-DD HH:mm:ss',
  )
  .refine((v) => isCalendarTime(v) && dayjs(v).isValid(), '时间不正确')
  .transform((v) => dayjs(v).toDate());

/** POST /sm/newsinsight: create (no id) or update a news item; HTML is sanitised on save. */
export const NewsFormSchema = z.object({
  id: pkId,
  title: visibleName(requiredText('资讯标题', L.title, '请输入资讯标题')),
  summary: text('资讯摘要', L.summary),
  /** HTML body. */
  content: requiredText('资讯正文', L.newsContent, '请输入资讯正文'),
  cover: urlText('封面图片'),
  source: text('来源', L.title),
});
export type NewsFormInput = z.input<typeof NewsFormSchema>;
export type NewsForm = z.output<typeof NewsFormSchema>;

/**
 * PATCH …/:id/status of news and notices: 1 publishes (at `releaseTime` when given, which
 * may lie in the future: a scheduled release), 2 withdraws from the portal.
 */
export const ReleaseStatusSchema = z
  .object({
    status: z
      .number({ error: '请提供发布状态' })
      .int('发布状态取值不正确')
      .refine((v) => v === 1 || v === 2, '发布状态取值不正确'),
    releaseTime: DateTimeInputSchema.nullish(),
  })
  .refine((b) => b.status === 1 || b.releaseTime == null, {
    message: '下线时不能设置发布时间',
    path: ['releaseTime'],
  });
export type ReleaseStatusInput = z.input<typeof ReleaseStatusSchema>;
export type ReleaseStatus = z.output<typeof ReleaseStatusSchema>;

/** `:id` of a back-office record. */
export const RecordIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '编号必须是正整数')
    .transform(Number)
    .pipe(idNumber('编号')),
});

// Back office: industries and application scenes ------------------------------------------

/** Limits of the scene and industry forms. */
export const SCENE_LIMITS = { sortNum: 9999, linkedIndustries: 20, linkedScenes: 200 } as const;

/** POST /sm/industry/add/noIndustryId (the server picks the id) and PUT /sm/industry/:id. */
export const IndustryFormSchema = z.object({
  name: visibleName(requiredText('行业名称', L.name, '请输入行业名称')),
  sortNum: z
    .number({ error: '排序号必须是数字' })
    .int('排序号必须是整数')
    .min(0, '排序号不能小于0')
    .max(SCENE_LIMITS.sortNum, `排序号不能大于${SCENE_LIMITS.sortNum}`)
    .default(0),
  icon: urlText('行业图标'),
  description: text('行业简介', L.summary),
});
export type IndustryFormInput = z.input<typeof IndustryFormSchema>;
export type IndustryForm = z.output<typeof IndustryFormSchema>;

/** `:id` of an industry (its stable key). */
export const IndustryIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, '行业编号不正确'),
});

/** Application-scene states: only enabled scenes reach the portal. */
export const SceneStatus = { DISABLED: 0, ENABLED: 1 } as const;

/** POST /sm/applicationscene: create (no id) or update an application scene. */
export const SceneFormSchema = z.object({
  id: pkId,
  name: visibleName(requiredText('场景名称', L.name, '请输入场景名称')),
  industryId: requiredText('所属行业', 32, '请选择所属行业'),
  description: text('场景描述', L.summary),
  picture: urlText('场景图片'),
  sortNum: IndustryFormSchema.shape.sortNum,
  status: z
    .number({ error: '状态必须是数字' })
    .int('状态取值不正确')
    .min(SceneStatus.DISABLED, '状态取值不正确')
    .max(SceneStatus.ENABLED, '状态取值不正确')
    .default(SceneStatus.ENABLED),
});
export type SceneFormInput = z.input<typeof SceneFormSchema>;
export type SceneForm = z.output<typeof SceneFormSchema>;

/** GET /sm/applicationscene/list (back office). */
export const SceneListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  keyword: optionalTextParam('关键词', L.keyword),
  industryId: optionalTextParam('行业', 32),
  status: optionalIntParam('状态', SceneStatus.DISABLED, SceneStatus.ENABLED),
});
export type SceneListQuery = z.infer<typeof SceneListQuerySchema>;

/** GET /sm/applicationscene/portal/list: of one industry, or every industry. */
export const SceneIndustryQuerySchema = z.object({ industryId: optionalTextParam('行业', 32) });
export type SceneIndustryQuery = z.infer<typeof SceneIndustryQuerySchema>;

/** GET /sm/applicationscene/linked/category?industryId=: the scenes under one category. */
export const SceneCategoryQuerySchema = z.object({
  industryId: requiredText('行业', 32, '请选择行业'),
});

/** GET /sm/applicationscene/detail?id=. */
export const SceneDetailQuerySchema = z.object({ id: requiredId('场景编号') });

/**
 * POST /sm/applicationscene/category/link: the scenes shown under an industry (category)
 * besides its own, in display order; replaces the previous links.
 */
export const SceneLinkSchema = z.object({
  industryId: requiredText('行业', 32, '请选择行业'),
  sceneIds: z
    .array(idNumber('场景编号'), { error: '场景列表格式不正确' })
    .max(SCENE_LIMITS.linkedScenes, `关联场景不能超过${SCENE_LIMITS.linkedScenes}个`)
    .refine((ids) => new Set(ids).size === ids.length, '场景不能重复关联'),
});
export type SceneLinkInput = z.input<typeof SceneLinkSchema>;
export type SceneLink = z.output<typeof SceneLinkSchema>;

export const SceneItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industryId: z.string(),
  industryName: z.string(),
  description: z.string(),
  picture: z.string(),
  sortNum: z.number().int(),
  status: z.number().int(),
  updateTime: dateTime,
});
export type SceneItem = z.infer<typeof SceneItemSchema>;
export const ScenePageSchema = pageResult(SceneItemSchema);

export const SceneDetailSchema = SceneItemSchema.extend({
  /** Further industries the scene is linked to (its own industry not included). */
  linkedIndustryIds: z.array(z.string()),
  createTime: dateTime,
});
export type SceneDetail = z.infer<typeof SceneDetailSchema>;

/** A scene under a category: its own (`linked` false) or linked from another industry. */
export const CategorySceneSchema = SceneItemSchema.extend({ linked: z.boolean() });
export type CategoryScene = z.infer<typeof CategorySceneSchema>;
export const CategorySceneListSchema = z.array(CategorySceneSchema);

/** GET /sm/applicationscene/category: industries as scene categories. */
export const SceneCategorySchema = z.object({
  industryId: z.string(),
  industryName: z.string(),
  sortNum: z.number().int(),
  /** Scenes of the industry, its own and linked. */
  sceneCount: z.number().int(),
});
export type SceneCategory = z.infer<typeof SceneCategorySchema>;
export const SceneCategoryListSchema = z.array(SceneCategorySchema);

/** GET /sm/applicationscene/portal/list: enabled scenes, portal fields only. */
export const PortalSceneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industryId: z.string(),
  description: z.string(),
  picture: z.string(),
});
export type PortalScene = z.infer<typeof PortalSceneSchema>;
export const PortalSceneListSchema = z.array(PortalSceneSchema);

// Back office: pictures -------------------------------------------------------------------

/** Folders (`filePath`) an upload may go to; `picSrc` is the editors' default. */
export const UPLOAD_FOLDERS = [
  'picSrc',
  'case',
  'solution',
  'news',
  'notice',
  'industry',
  'scene',
  // Pictures attached to work orders.
  'workOrder',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Path of the picture download endpoint under the API base. */
export const FILE_DOWNLOAD_PATH = '/sm/file/download';

/** POST /sm/file/upload. */
export const UploadResultSchema = z.object({
  /** Storage key, the `path` of the download endpoint. */
  path: z.string(),
  /** Address to show the picture: `/unionmallmanage/sm/file/download?path=…`. */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;
