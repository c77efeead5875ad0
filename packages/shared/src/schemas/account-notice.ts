import { z } from 'zod';
import { pageQuery, pageResult } from './common.js';

/** What a message to an account is about (console 消息通知). */
export const AccountNoticeCategory = {
  ORDER: 'order',
  ALARM: 'alarm',
  APPROVAL: 'approval',
  SYSTEM: 'system',
} as const;
export type AccountNoticeCategory =
  (typeof AccountNoticeCategory)[keyof typeof AccountNoticeCategory];

export const ACCOUNT_NOTICE_CATEGORY_LABELS: Readonly<Record<AccountNoticeCategory, string>> = {
  order: '订单',
  alarm: '告警',
  approval: '审批',
  system: '系统',
};

const CATEGORIES = Object.values(AccountNoticeCategory) as [
  AccountNoticeCategory,
  ...AccountNoticeCategory[],
];

const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

/** GET /user/notice/list: the caller's own messages, newest first. */
export const AccountNoticeListQuerySchema = pageQuery().extend({
  category: z.preprocess(
    blankAsMissing,
    z.enum(CATEGORIES, { error: '消息类型只能是订单、告警、审批或系统' }).optional(),
  ),
  /** 1: unread only. */
  unread: z.preprocess(
    blankAsMissing,
    z.enum(['0', '1'], { error: '未读筛选只能是0或1' }).optional(),
  ),
});
export type AccountNoticeListQuery = z.infer<typeof AccountNoticeListQuerySchema>;

export const AccountNoticeItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(CATEGORIES),
  title: z.string(),
  content: z.string(),
  /** In-app path the message leads to, or empty. */
  link: z.string(),
  read: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export type AccountNoticeItem = z.infer<typeof AccountNoticeItemSchema>;
export const AccountNoticePageSchema = pageResult(AccountNoticeItemSchema);

export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const AccountNoticeIdParamsSchema = z.object({
  id: z.coerce.number({ error: '消息编号不正确' }).int('消息编号不正确').positive('消息编号不正确'),
});
