import { z } from 'zod';
import { NoticePlace, NoticeStatus, PAGE_SIZE_MAX } from '../constants.js';
import { pageQuery, pageResult, sortQuery, visibleName } from './common.js';

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

// Back office -------------------------------------------------------------------------------

/** Limits of the notice form. */
export const NOTICE_LIMITS = { title: 200, content: 20_000, keyword: 50 } as const;

const noticePlace = z
  .number({ error: '展示位置必须是数字' })
  .int('展示位置取值不正确')
  .min(NoticePlace.PORTAL, '展示位置取值不正确')
  .max(NoticePlace.CONSOLE, '展示位置取值不正确');

/** POST /sm/announcement/manager: create (no id) or update a notice; HTML is sanitised on save. */
export const NoticeFormSchema = z.object({
  id: z.number({ error: '编号必须是数字' }).int().positive().nullish(),
  title: visibleName(
    z
      .string({ error: '请输入公告标题' })
      .trim()
      .min(1, '请输入公告标题')
      .max(NOTICE_LIMITS.title, `公告标题不能超过${NOTICE_LIMITS.title}个字符`),
  ),
  /** HTML body. */
  content: z
    .string({ error: '公告内容格式不正确' })
    .trim()
    .max(NOTICE_LIMITS.content, `公告内容不能超过${NOTICE_LIMITS.content}个字符`)
    .default(''),
  /** 1 portal header, 2 console. */
  place: noticePlace.default(NoticePlace.PORTAL),
});
export type NoticeFormInput = z.input<typeof NoticeFormSchema>;
export type NoticeForm = z.output<typeof NoticeFormSchema>;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** GET /sm/announcement/manager/admin/list: every state, for the notice managers. */
/** Columns the notice managers' list sorts on (default: latest release, then latest edit). */
export const NOTICE_SORT_FIELDS = ['releaseTime', 'updateTime'] as const;
export type NoticeSortField = (typeof NOTICE_SORT_FIELDS)[number];

export const NoticeAdminListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  ...sortQuery(NOTICE_SORT_FIELDS),
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: '状态必须是数字' })
      .int('状态取值不正确')
      .min(NoticeStatus.DRAFT, '状态取值不正确')
      .max(NoticeStatus.WITHDRAWN, '状态取值不正确')
      .optional(),
  ),
  place: z.preprocess(blankToUndefined, z.coerce.number().pipe(noticePlace).optional()),
  keyword: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(NOTICE_LIMITS.keyword, `关键词不能超过${NOTICE_LIMITS.keyword}个字符`)
      .optional(),
  ),
});
export type NoticeAdminListQuery = z.infer<typeof NoticeAdminListQuerySchema>;

/** GET /sm/announcement/manager/detail?id=. */
export const NoticeDetailQuerySchema = z.object({
  id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: '请提供公告编号' })
      .int('公告编号必须是整数')
      .positive('公告编号必须是正整数')
      .max(Number.MAX_SAFE_INTEGER, '公告编号取值不正确'),
  ),
});
export type NoticeDetailQuery = z.infer<typeof NoticeDetailQuerySchema>;

/** A notice as the back office sees it. */
export const NoticeAdminItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** 0 draft, 1 published, 2 withdrawn. */
  status: z.number().int(),
  place: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss`; empty until first published. */
  releaseTime: z.string(),
  /** Published with a release time still to come. */
  scheduled: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type NoticeAdminItem = z.infer<typeof NoticeAdminItemSchema>;
export const NoticeAdminPageSchema = pageResult(NoticeAdminItemSchema);
