import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

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
}

/** The response envelope as a schema, for the OpenAPI document. */
export function envelope<T extends z.ZodTypeAny>(result: T) {
  return z.object({ status: z.string(), message: z.string(), result });
}

export const HealthResultSchema = z.object({
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResult = z.infer<typeof HealthResultSchema>;
