import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import { Messages } from '../status.js';

/**
 * Query of every paged list: `page` from 1, `pageSize` default 10, capped at `max`.
 * A larger page size is clamped rather than refused so old clients keep working.
 */
export function pageQuery(max: number = PAGE_SIZE_MAX) {
  return z.object({
    page: z.coerce
      .number({ error: '页码必须是数字' })
      .int('页码必须是整数')
      .min(1, '页码最小为1')
      .default(1),
    pageSize: z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数最小为1')
      .default(PAGE_SIZE_DEFAULT)
      .transform((n) => Math.min(n, max)),
  });
}
export const PageQuerySchema = pageQuery();
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Result of every paged list. */
export function pageResult<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface PageResult<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
  /** False when a large list stopped counting at its cap (shown as "N+"). */
  totalExact?: boolean;
}

/** The response envelope as a schema, for the OpenAPI document. */
export function envelope<T extends z.ZodTypeAny>(result: T) {
  return z.object({ status: z.string(), message: z.string(), result });
}

export const HealthResultSchema = z.object({
  database: z.enum(['up', 'down']),
  /** Whether a load balancer should send this instance traffic (database up, not stopping). */
  ready: z.boolean(),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResult = z.infer<typeof HealthResultSchema>;

/** Directions of a sortable list column. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const blankSortParam = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The sort parameters of a list whose columns sort on the server: `sortField`, one of
 * `fields`, and `sortOrder`. Without them the list keeps its own default order; a field
 * without an order sorts descending (newest or largest first).
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortField: z.preprocess(blankSortParam, z.enum(fields, { error: '排序字段不正确' }).optional()),
    sortOrder: z.preprocess(
      blankSortParam,
      z.enum(SORT_ORDERS, { error: '排序方向不正确' }).optional(),
    ),
  };
}

/** What a sortable list answers to: the chosen column and direction, if any. */
export interface ListSort<F extends string = string> {
  sortField?: F | undefined;
  sortOrder?: SortOrder | undefined;
}

/** `导出数据超过{n}条，请缩小筛选范围后再导出`: an export asked for more rows than allowed. */
export const exportTooLarge = (max: number) => `导出数据超过${max}条，请缩小筛选范围后再导出`;

/**
 * Characters a name may not hold. Bidirectional controls (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C) reorder what a reader sees, so a name can show other text than it
 * holds; zero-width and invisible characters (U+200B–U+200D, U+2060, U+FEFF, U+180E) make two
 * names that look alike differ. Only names and other one-line identifiers are checked: free
 * text (descriptions, rich text) keeps them, where the zero-width joiner U+200D joins emoji.
 * NUL is refused for every input by the server before any schema runs.
 */
const INVISIBLE_IN_NAME = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/** Whether a string holds a bidi control or an invisible character (see `visibleName`). */
export function hasInvisibleChars(value: string): boolean {
  return INVISIBLE_IN_NAME.test(value);
}

/**
 * The one rule every name field applies (server and web forms alike): refuses bidi controls
 * and zero-width characters with `名称不能包含不可见或控制字符`.
 */
export function visibleName<T extends z.ZodType<string | null | undefined>>(schema: T): T {
  return schema.refine((v) => typeof v !== 'string' || !hasInvisibleChars(v), {
    message: Messages.NAME_INVISIBLE_CHARS,
  });
}
