import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.js';
import { pageQuery, pageResult } from './common.js';

export const NoticeListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
  place: z.coerce.number().int().min(1).max(2).optional(),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuerySchema>;

export const NoticeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: z.number().int(),
  place: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` */
  releaseTime: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export type NoticeItem = z.infer<typeof NoticeItemSchema>;

export const NoticePageSchema = pageResult(NoticeItemSchema);
