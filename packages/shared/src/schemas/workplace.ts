import { z } from 'zod';

/**
 * The back office's 工作台: the operator's queues, each present only when the caller holds
 * the screen that works it (null otherwise), counted within the caller's scope.
 */
export const AdminWorkplaceSchema = z.object({
  /** 全国管理员, 省级管理员, 地市管理员, 运营人员… */
  roleName: z.string(),
  /** In words: 全国, 广东, 广东 深圳. */
  region: z.string(),
  demands: z
    .object({ pending: z.number(), following: z.number(), newThisMonth: z.number() })
    .nullable(),
  approvals: z.object({ pending: z.number(), decidedThisMonth: z.number() }).nullable(),
  content: z
    .object({
      /** Unpublished cases, solutions, news, notices and market applications. */
      drafts: z.array(z.object({ kind: z.string(), label: z.string(), count: z.number() })),
      /** News and notices published with a release time still ahead. */
      scheduled: z.array(
        z.object({ kind: z.string(), id: z.number(), title: z.string(), releaseTime: z.string() }),
      ),
      publishedThisMonth: z.number(),
    })
    .nullable(),
  accounts: z.object({ newThisMonth: z.number(), disabled: z.number() }).nullable(),
  /** Orders waiting for review (已提交) and under review (审核中), provisioning that keeps failing. */
  orders: z
    .object({ submitted: z.number(), approving: z.number(), provisionFailing: z.number() })
    .nullable(),
  /** Refund requests waiting for review. */
  refunds: z.object({ pending: z.number() }).nullable(),
});
export type AdminWorkplace = z.infer<typeof AdminWorkplaceSchema>;
