import { z } from 'zod';
import { LoginAccountSchema, MobileSchema } from './auth.js';
import { pageQuery, pageResult, visibleName } from './common.js';

/** Enterprise customers as operator staff manage them (back office 客户管理). */

export const CustomerAdminMessages = {
  NOT_FOUND: '客户不存在',
  OUT_OF_SCOPE: '只能管理本省（本市）的客户',
  CREDIT_TAKEN: '该统一社会信用代码已有客户使用',
  CREATED: '客户已创建，主账号初始密码已通过短信发送至联系人手机',
  SUSPENDED: '客户已暂停，其全部账号已退出登录',
  RESUMED: '客户已恢复',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date, or nothing (an empty field reads as nothing). */
const optionalDate = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().trim().regex(DATE, '日期格式为YYYY-MM-DD').nullable(),
);

const CustomerFields = z.object({
  name: visibleName(
    z
      .string({ error: '请输入企业名称' })
      .trim()
      .min(1, '请输入企业名称')
      .min(2, '企业名称为2-40个字符')
      .max(40, '企业名称为2-40个字符'),
  ),
  creditCode: z
    .string({ error: '请输入统一社会信用代码' })
    .trim()
    .toUpperCase()
    .min(1, '请输入统一社会信用代码')
    .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '统一社会信用代码为18位数字或大写字母'),
  beId: z.string({ error: '请选择省份' }).min(1, '请选择省份'),
  cityCode: z
    .string({ error: '请输入城市区号' })
    .trim()
    .min(1, '请输入城市区号')
    .regex(/^0?\d{2,3}$/, '请输入城市区号（如755、020）'),
  cityName: z
    .string({ error: '请输入城市' })
    .trim()
    .min(1, '请输入城市')
    .max(16, '城市不能超过16个字符'),
  industry: z.string().trim().max(32, '行业不能超过32个字符').default(''),
  contactName: visibleName(
    z
      .string({ error: '请输入联系人' })
      .trim()
      .min(1, '请输入联系人')
      .max(20, '联系人不能超过20个字符'),
  ),
  contactTel: MobileSchema,
  contractNo: z.string().trim().max(40, '合同编号不能超过40个字符').default(''),
  contractStart: optionalDate,
  contractEnd: optionalDate,
});

const contractInOrder = (v: { contractStart: string | null; contractEnd: string | null }) =>
  !v.contractStart || !v.contractEnd || v.contractStart <= v.contractEnd;
const CONTRACT_ORDER = { message: '合同结束日期不能早于开始日期', path: ['contractEnd'] };

/** An edit: the contact's phone, shown masked, is kept when left empty. */
export const CustomerSaveSchema = CustomerFields.extend({
  contactTel: z.union([MobileSchema, z.literal('')]).default(''),
}).refine(contractInOrder, CONTRACT_ORDER);
export type CustomerSaveInput = z.input<typeof CustomerSaveSchema>;

/** A new customer comes with its main account, whose first password goes to the contact. */
export const CustomerCreateSchema = CustomerFields.extend({
  loginAccount: LoginAccountSchema,
}).refine(contractInOrder, CONTRACT_ORDER);
export type CustomerCreateInput = z.input<typeof CustomerCreateSchema>;

export const CustomerStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0（暂停）或1（正常）' }),
});

export const CustomerQuerySchema = pageQuery().extend({
  keyword: z.string().trim().max(40, '关键词不能超过40个字符').optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  beId: z.string().trim().max(8).optional(),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

export const CustomerItemSchema = z.object({
  id: z.number().int(),
  custCode: z.string(),
  name: z.string(),
  creditCode: z.string(),
  beId: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  industry: z.string(),
  contactName: z.string(),
  /** Masked. */
  contactTel: z.string(),
  contractNo: z.string(),
  contractStart: z.string(),
  contractEnd: z.string(),
  status: z.number().int(),
  accounts: z.number().int(),
  cards: z.number().int(),
  createTime: z.string(),
});
export type CustomerItem = z.infer<typeof CustomerItemSchema>;
export const CustomerPageSchema = pageResult(CustomerItemSchema);

export const CustomerDetailSchema = CustomerItemSchema.extend({
  accountList: z.array(
    z.object({
      id: z.number().int(),
      loginAccount: z.string(),
      realName: z.string(),
      tel: z.string(),
      main: z.boolean(),
      status: z.number().int(),
      lastLoginTime: z.string(),
    }),
  ),
  cardsByStatus: z.array(z.object({ status: z.number().int(), cards: z.number().int() })),
  orgNodes: z.number().int(),
  openWorkOrders: z.number().int(),
  /** DNN instances by state (active, suspended…), with their bound cards. */
  dnns: z.object({ total: z.number().int(), active: z.number().int(), cards: z.number().int() }),
  /** 5G fast-line gateways and multi-SIM devices, and how many are online now. */
  devices: z.object({
    gateways: z.number().int(),
    multiSim: z.number().int(),
    online: z.number().int(),
  }),
  /** Orders by status (ORDER_STATUS_LABELS), and the business instances running. */
  ordersByStatus: z.array(z.object({ status: z.number().int(), orders: z.number().int() })),
  activeBusinesses: z.number().int(),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;
