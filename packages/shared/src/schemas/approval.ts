import { z } from 'zod';
import { pageQuery, pageResult } from './common.js';

// 审批中心: one queue of everything that waits on an operator's decision, and the log of
// decisions taken. Each kind is decided on its own screen (the queue links there).

export const APPROVAL_KINDS = ['export', 'order', 'refund'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Readonly<Record<ApprovalKind, string>> = {
  export: '数据导出权限',
  order: '订单审核',
  refund: '退款审核',
};

const kindParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(APPROVAL_KINDS, { error: '审批类型不正确' }).optional(),
);

export const ApprovalQueueQuerySchema = pageQuery().extend({ kind: kindParam });
export type ApprovalQueueQuery = z.infer<typeof ApprovalQueueQuerySchema>;

export const ApprovalItemSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  /** The record's id in its own table (application, order or refund). */
  id: z.number().int(),
  /** What is asked: the product ordered, the refund amount, the export department. */
  title: z.string(),
  /** Order or refund number, or the applicant's login account. */
  reference: z.string(),
  /** Who asked: the applicant's name, or the enterprise. */
  applicant: z.string(),
  provinceName: z.string(),
  /** Where it waits: 已提交 or 审核中 for an order, else 待审批. */
  stage: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  submittedAt: z.string(),
  /** Whole hours since it was submitted. */
  waitingHours: z.number().int(),
  /** The screen (with its filters) where it is decided. */
  link: z.string(),
});
export type ApprovalItem = z.infer<typeof ApprovalItemSchema>;
export const ApprovalPageSchema = pageResult(ApprovalItemSchema);

export const ApprovalSummarySchema = z.object({
  /** The kinds the caller decides (by its menus), each with what waits in its scope. */
  kinds: z.array(
    z.object({
      kind: z.enum(APPROVAL_KINDS),
      label: z.string(),
      pending: z.number().int(),
      /** `YYYY-MM-DD HH:mm:ss` of the longest-waiting one; empty when none waits. */
      oldestAt: z.string(),
    }),
  ),
});
export type ApprovalSummary = z.infer<typeof ApprovalSummarySchema>;

export const APPROVAL_DECISIONS = ['accepted', 'approved', 'rejected'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
export const APPROVAL_DECISION_LABELS: Readonly<Record<ApprovalDecision, string>> = {
  accepted: '受理',
  approved: '通过',
  rejected: '驳回',
};

export const ApprovalDecisionQuerySchema = pageQuery().extend({ kind: kindParam });

export const ApprovalDecisionItemSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  id: z.number().int(),
  title: z.string(),
  reference: z.string(),
  applicant: z.string(),
  provinceName: z.string(),
  decision: z.enum(APPROVAL_DECISIONS),
  /** The approver's name as it was recorded. */
  approverName: z.string(),
  note: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  decidedAt: z.string(),
  link: z.string(),
});
export type ApprovalDecisionItem = z.infer<typeof ApprovalDecisionItemSchema>;
export const ApprovalDecisionPageSchema = pageResult(ApprovalDecisionItemSchema);
