import { z } from 'zod';
import { pageQuery, pageResult, visibleName } from './common.js';

/**
 * Work orders: an enterprise asks the operator for help (category, priority, description,
 * pictures, the card, device or order concerned); both sides reply in one thread. States
 * run open → processing → resolved → closed; a resolved or closed order can be reopened
 * within WORK_ORDER_REOPEN_DAYS of its resolution.
 */

export const WorkOrderStatus = {
  OPEN: 'open',
  PROCESSING: 'processing',
  RESOLVED: 'resolved',
  CLOSED: 'closed',
} as const;
export type WorkOrderStatus = (typeof WorkOrderStatus)[keyof typeof WorkOrderStatus];
export const WORK_ORDER_STATUSES = Object.values(WorkOrderStatus) as [
  WorkOrderStatus,
  ...WorkOrderStatus[],
];
export const WORK_ORDER_STATUS_LABELS: Readonly<Record<WorkOrderStatus, string>> = {
  open: '待受理',
  processing: '处理中',
  resolved: '已解决',
  closed: '已关闭',
};

export const WORK_ORDER_CATEGORIES = [
  'sim',
  'network',
  'device',
  'order',
  'account',
  'other',
] as const;
export type WorkOrderCategory = (typeof WORK_ORDER_CATEGORIES)[number];
export const WORK_ORDER_CATEGORY_LABELS: Readonly<Record<WorkOrderCategory, string>> = {
  sim: '物联网卡',
  network: '专网业务',
  device: '终端设备',
  order: '订单与计费',
  account: '账号与权限',
  other: '其他',
};

/** 1 urgent … 4 low, with the hours the operator has to resolve each. */
export const WORK_ORDER_PRIORITIES = [1, 2, 3, 4] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];
export const WORK_ORDER_PRIORITY_LABELS: Readonly<Record<WorkOrderPriority, string>> = {
  1: '紧急',
  2: '高',
  3: '普通',
  4: '低',
};
export const WORK_ORDER_SLA_HOURS: Readonly<Record<WorkOrderPriority, number>> = {
  1: 4,
  2: 8,
  3: 24,
  4: 72,
};
export const WORK_ORDER_REOPEN_DAYS = 7;

export const WORK_ORDER_RELATED_TYPES = ['card', 'device', 'order'] as const;
export type WorkOrderRelatedType = (typeof WORK_ORDER_RELATED_TYPES)[number];
export const WORK_ORDER_RELATED_LABELS: Readonly<Record<WorkOrderRelatedType, string>> = {
  card: '物联网卡',
  device: '终端设备',
  order: '订单',
};

export const WorkOrderMessages = {
  NOT_FOUND: '工单不存在',
  CLOSED: '工单已关闭，如问题仍未解决请重新打开',
  NOT_RESOLVABLE: '只有处理中的工单可以标记为已解决',
  NOT_ACCEPTABLE: '只有待受理的工单可以受理',
  NOT_REOPENABLE: '只有已解决或已关闭的工单可以重新打开',
  REOPEN_EXPIRED: `工单解决已超过${WORK_ORDER_REOPEN_DAYS}天，无法重新打开，请新建工单`,
  ALREADY_CLOSED: '工单已关闭',
  CARD_NOT_OWN: '关联的物联网卡不属于本企业',
  BAD_ATTACHMENT: '附件须为本平台上传的图片',
  CREATED: '工单已提交，我们会尽快处理',
} as const;

/** Pictures uploaded through the upload endpoint (folder workOrder), by their address. */
const AttachmentsSchema = z
  .array(
    z
      .string()
      .max(300)
      .regex(
        /^\/unionmallmanage\/sm\/file\/download\?path=workOrder%2F\d{6}%2F[0-9a-f]{32}\.(png|jpg|gif|webp)$/,
        WorkOrderMessages.BAD_ATTACHMENT,
      ),
  )
  .max(5, '最多上传5张图片')
  .default([]);

const ContentSchema = z
  .string({ error: '请输入内容' })
  .trim()
  .min(1, '请输入内容')
  .max(2000, '内容不能超过2000个字符');

export const WorkOrderCreateSchema = z
  .object({
    category: z.enum(WORK_ORDER_CATEGORIES, { error: '请选择问题类型' }),
    priority: z.coerce.number({ error: '请选择紧急程度' }).pipe(
      z.union(
        WORK_ORDER_PRIORITIES.map((p) => z.literal(p)),
        { error: '请选择紧急程度' },
      ),
    ),
    title: visibleName(
      z
        .string({ error: '请输入标题' })
        .trim()
        .min(4, '标题为4-60个字符')
        .max(60, '标题为4-60个字符'),
    ),
    description: z
      .string({ error: '请描述问题' })
      .trim()
      .min(10, '请至少用10个字描述问题')
      .max(2000, '问题描述不能超过2000个字符'),
    relatedType: z.enum(WORK_ORDER_RELATED_TYPES).nullable().default(null),
    relatedRef: z.string().trim().max(40, '关联编号不能超过40个字符').default(''),
    attachments: AttachmentsSchema,
  })
  .refine((v) => v.relatedType === null || v.relatedRef !== '', {
    message: '请输入关联的卡号、设备号或订单号',
    path: ['relatedRef'],
  });
export type WorkOrderCreateInput = z.input<typeof WorkOrderCreateSchema>;

export const WorkOrderReplySchema = z.object({
  content: ContentSchema,
  attachments: AttachmentsSchema,
});
export type WorkOrderReplyInput = z.input<typeof WorkOrderReplySchema>;

export const WorkOrderReasonSchema = z.object({
  reason: z.string().trim().max(200, '说明不能超过200个字符').default(''),
});

export const WorkOrderQuerySchema = pageQuery().extend({
  status: z.enum(WORK_ORDER_STATUSES).optional(),
  category: z.enum(WORK_ORDER_CATEGORIES).optional(),
  priority: z.coerce.number().int().min(1).max(4).optional(),
  keyword: z.string().trim().max(40, '关键词不能超过40个字符').optional(),
});
export type WorkOrderQuery = z.infer<typeof WorkOrderQuerySchema>;

export const WorkOrderItemSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  custName: z.string(),
  category: z.enum(WORK_ORDER_CATEGORIES),
  priority: z.number().int(),
  title: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  openedBy: z.string(),
  /** When the SLA ends (ISO); null once resolved. */
  slaDueAt: z.string().nullable(),
  /** Resolved (or still open) after its SLA. */
  overdue: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type WorkOrderItem = z.infer<typeof WorkOrderItemSchema>;
export const WorkOrderPageSchema = pageResult(WorkOrderItemSchema);

export const WorkOrderMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(['customer', 'operator', 'system']),
  author: z.string(),
  content: z.string(),
  attachments: z.array(z.string()),
  createTime: z.string(),
});
export type WorkOrderMessage = z.infer<typeof WorkOrderMessageSchema>;

export const WorkOrderDetailSchema = WorkOrderItemSchema.extend({
  description: z.string(),
  relatedType: z.enum(WORK_ORDER_RELATED_TYPES).nullable(),
  relatedRef: z.string(),
  attachments: z.array(z.string()),
  reopenCount: z.number().int(),
  resolvedTime: z.string(),
  /** Until when it can be reopened (ISO), when resolved or closed and still in time. */
  reopenUntil: z.string().nullable(),
  messages: z.array(WorkOrderMessageSchema),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;
