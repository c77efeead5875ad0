import { z } from 'zod';
import { pageQuery, pageResult } from './common.js';

// Data-export permission applications (spec §3, §4): applying, the state, the approval queue.

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
  /** Applicant's account or name, department or 4A account. */
  keyword: z.string().trim().max(40, '关键字不能超过40个字符').optional(),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0, '状态只能是0、1或2').max(2, '状态只能是0、1或2').optional(),
  ),
});

export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

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
  /** Whether the caller may decide it (pending, not its own, level above the applicant's). */
  decidable: z.boolean(),
});
export type ApplicationItem = z.infer<typeof ApplicationItemSchema>;
export const ApplicationPageSchema = pageResult(ApplicationItemSchema);

export const ApplicationIdParamsSchema = z.object({
  id: z.coerce.number({ error: '申请编号不正确' }).int('申请编号不正确').positive('申请编号不正确'),
});

export const DecisionSchema = z
  .object({ remark: z.string().trim().max(200, '审批意见不能超过200个字符').optional() })
  .nullish();

/** A rejection says why. */
export const RejectionSchema = z.object({
  remark: z
    .string({ error: '请填写驳回原因' })
    .trim()
    .min(1, '请填写驳回原因')
    .max(200, '审批意见不能超过200个字符'),
});
export type RejectionInput = z.infer<typeof RejectionSchema>;

/** An application with its applicant's details and every application the applicant filed. */
export const ApplicationDetailSchema = z.object({
  application: ApplicationItemSchema,
  applicant: z.object({
    loginAccount: z.string(),
    realName: z.string(),
    /** customer, admin, operator */
    kind: z.string(),
    /** Masked. */
    tel: z.string(),
    email: z.string(),
    adminLevel: z.number().int().nullable(),
    provinceName: z.string(),
    cityName: z.string(),
    custCode: z.string(),
    custName: z.string(),
    department: z.string(),
    securityAccount: z.string(),
    /** 1 enabled, 0 disabled. */
    status: z.number().int(),
    lastLoginTime: z.string(),
    createTime: z.string(),
  }),
  history: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      department: z.string(),
      applyAccount: z.string(),
      approverName: z.string(),
      remark: z.string(),
      createTime: z.string(),
      decideTime: z.string(),
    }),
  ),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;
