import { pageQuery, pageResult } from '@pn/shared';
import { z } from 'zod';

// Local until packages/shared carries them.

/** Who will approve an application, named in the success notice. */
export const ApproverSchema = z.object({ approverName: z.string(), approverTel: z.string() });
export type Approver = z.infer<typeof ApproverSchema>;

export const ExportPermissionStateSchema = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  approverName: z.string().optional(),
  approverTel: z.string().optional(),
  /** The approver's remark on a decided application. */
  remark: z.string().optional(),
});
export type ExportPermissionState = z.infer<typeof ExportPermissionStateSchema>;

export const ApplicationListQuerySchema = pageQuery().extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0, '状态只能是0、1或2').max(2, '状态只能是0、1或2').optional(),
  ),
});

export const ApplicationItemSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  loginAccount: z.string(),
  realName: z.string(),
  /** Masked. */
  tel: z.string(),
  applyAccount: z.string(),
  department: z.string(),
  location: z.string(),
  adminType: z.number().int().nullable(),
  beId: z.string(),
  provinceName: z.string(),
  areaCode: z.string(),
  /** 0 pending, 1 approved, 2 rejected. */
  status: z.number().int(),
  approverName: z.string(),
  remark: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, empty while pending. */
  decideTime: z.string(),
});
export const ApplicationPageSchema = pageResult(ApplicationItemSchema);

export const ApplicationIdParamsSchema = z.object({
  id: z.coerce.number({ error: '申请编号不正确' }).int('申请编号不正确').positive('申请编号不正确'),
});

export const DecisionSchema = z
  .object({ remark: z.string().trim().max(200, '审批意见不能超过200个字符').optional() })
  .nullish();
