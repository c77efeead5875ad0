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
import { pageQuery, pageResult } from './common.js';

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
export const ContentListQuerySchema = pageQuery(PAGE_SIZE_MAX_CONTENT).extend({
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

export const NewsListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
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

/** One row of the editors' lists: business needs, application scenes, customer cases. */
export const ContentRowSchema = z.object({
  title: z.string().trim().max(L.title, `标题不能超过${L.title}个字符`).default(''),
  description: z.string().trim().max(L.summary, `描述不能超过${L.summary}个字符`).default(''),
  /** A picture path or a link. */
  url: z.string().trim().max(L.url, `链接不能超过${L.url}个字符`).default(''),
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

function rows(label: string, max: number) {
  return z
    .array(ContentRowSchema, { error: `${label}格式不正确` })
    .max(max, `${label}最多${max}条`)
    .default([])
    .transform(dropBlankRows);
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
  banner: text('横幅图片', L.url),
  businessNeeds: rows('业务需求', CASE_BUSINESS_NEEDS_MAX),
  front: text('封面图片', L.url),
  name: requiredText('案例名称', L.name, '请输入案例名称'),
  resolveDesc: text('解决方案描述', L.text),
  resolvePic: text('解决方案图片', L.url),
  resolveTitle: text('解决方案标题', L.title),
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
  bannerPic: text('横幅图片', L.url),
  fontPic: text('封面图片', L.url),
  methodDesc: text('方案简介', L.text),
  methodName: requiredText('方案名称', L.name, '请输入方案名称'),
  net5gContent: jsonListText('5G网络能力', Net5gItemSchema),
  net5gDesc: text('5G网络说明', L.text),
  resolveDesc: text('解决方案描述', L.text),
  resolvePic: text('解决方案图片', L.url),
  resolveTitle: text('解决方案标题', L.title),
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
