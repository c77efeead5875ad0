import { z } from 'zod';
import { LoginAccountSchema, MobileSchema, RealNameSchema, SmsCodeSchema } from './auth.js';
import { pageQuery, pageResult, visibleName } from './common.js';

/**
 * The enterprise's own people: organisation nodes, roles made of the enterprise's menus,
 * and sub-accounts placed in a node with roles (console 用户中心).
 */

export const USER_CENTRE_LIMITS = {
  /** Levels of the organisation tree below the enterprise. */
  orgDepth: 5,
  orgNodes: 200,
  roles: 50,
  rolesPerAccount: 10,
  subAccounts: 200,
  /** Numbers in one card assignment. */
  assignCards: 1000,
} as const;

export const UserCentreMessages = {
  ORG_NOT_FOUND: '组织不存在',
  ORG_NAME_TAKEN: '同一上级组织下已有同名组织',
  ORG_DEPTH: `组织层级不能超过${USER_CENTRE_LIMITS.orgDepth}级`,
  ORG_LIMIT: `组织数量已达上限（${USER_CENTRE_LIMITS.orgNodes}个）`,
  ORG_CYCLE: '不能将组织移到其自身或下级组织之下',
  ORG_HAS_CHILDREN: '该组织下还有下级组织，请先删除下级组织',
  ORG_HAS_MEMBERS: '该组织下还有子账号，请先调整子账号的所属组织',
  ORG_HAS_CARDS: '该组织下还有物联网卡，请先将卡片分配到其他组织',
  ORG_OUT_OF_SCOPE: '只能管理本人所属组织及其下级组织',
  CARDS_NOT_OWN: (numbers: string) => `以下号码不属于本企业或不在您的管理范围内：${numbers}`,
  CARDS_ASSIGNED: (n: number) => `已将${n}张卡片分配到所选组织`,
  ROLE_NOT_FOUND: '角色不存在',
  ROLE_NAME_TAKEN: '已有同名角色',
  ROLE_LIMIT: `角色数量已达上限（${USER_CENTRE_LIMITS.roles}个）`,
  ROLE_FOREIGN_MENU: '角色只能包含本企业已开通的菜单和操作',
  ROLE_BEYOND_OWN: '不能授予超出本人权限的菜单或角色',
  ROLE_EMPTY: '请至少选择一个菜单',
  SUB_ACCOUNT_LIMIT: `子账号数量已达上限（${USER_CENTRE_LIMITS.subAccounts}个）`,
  SUB_ACCOUNT_ONLY: '只能管理本企业的子账号',
  SELF_GRANT: '不能修改本人的角色或所属组织',
  MAIN_ACCOUNT_ONLY: '仅企业主账号和被授权的子账号可以管理用户',
  CREATED: '子账号已创建，初始密码已通过短信发送至其手机',
} as const;

const OrgNameSchema = visibleName(
  z
    .string({ error: '请输入组织名称' })
    .trim()
    .min(1, '请输入组织名称')
    .max(20, '组织名称不能超过20个字符')
    .regex(
      /^[\u4e00-\u9fa5A-Za-z0-9_()（）·\- ]+$/,
      '组织名称仅限中文、英文、数字、空格、下划线、括号和连字符',
    ),
);

const IdSchema = z.coerce.number({ error: '请选择' }).int().positive();

export const OrgSaveSchema = z.object({
  name: OrgNameSchema,
  /** null: directly under the enterprise. */
  parentId: IdSchema.nullable(),
  sortNum: z.coerce
    .number({ error: '排序须为数字' })
    .int('排序须为整数')
    .min(0, '排序不能小于0')
    .max(9999, '排序不能大于9999')
    .default(0),
});
export type OrgSaveInput = z.infer<typeof OrgSaveSchema>;

export const OrgNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  sortNum: z.number().int(),
  /** Sub-accounts placed directly in the node. */
  accounts: z.number().int(),
  /** Cards assigned directly to the node. */
  cards: z.number().int(),
});
export type OrgNode = z.infer<typeof OrgNodeSchema>;

export const OrgTreeSchema = z.object({
  nodes: z.array(OrgNodeSchema),
  /** The caller's own node (a sub-account placed in one manages that subtree only). */
  rootId: z.number().int().nullable(),
  /** Cards of the enterprise not assigned to any node. */
  unassignedCards: z.number().int(),
});
export type OrgTree = z.infer<typeof OrgTreeSchema>;

/** Numbers (ICCID or MSISDN), one per line or separated by commas or spaces. */
export const AssignCardsSchema = z.object({
  orgId: IdSchema.nullable(),
  numbers: z
    .string({ error: '请输入卡号' })
    .transform((v) => [...new Set(v.split(/[\s,，;；]+/).filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(/^(\d{11}|\d{19,20})$/, '请输入11位手机号码或19-20位ICCID'))
        .min(1, '请输入卡号')
        .max(USER_CENTRE_LIMITS.assignCards, `一次最多分配${USER_CENTRE_LIMITS.assignCards}张卡`),
    ),
});
export type AssignCardsInput = z.input<typeof AssignCardsSchema>;

export const RoleSaveSchema = z.object({
  name: visibleName(
    z
      .string({ error: '请输入角色名称' })
      .trim()
      .min(1, '请输入角色名称')
      .max(20, '角色名称不能超过20个字符'),
  ),
  description: z.string().trim().max(100, '描述不能超过100个字符').default(''),
  /** Grants its menus for viewing only. */
  readOnly: z.boolean().default(false),
  menuIds: z
    .array(z.string().max(64))
    .max(300, '菜单数量过多')
    .min(1, UserCentreMessages.ROLE_EMPTY),
});
export type RoleSaveInput = z.input<typeof RoleSaveSchema>;

export const CustomerRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  readOnly: z.boolean(),
  menuIds: z.array(z.string()),
  /** Sub-accounts holding the role. */
  accounts: z.number().int(),
  updateTime: z.string(),
});
export type CustomerRole = z.infer<typeof CustomerRoleSchema>;

/** A menu the enterprise may put in a role, as a tree. */
export interface GrantableMenu {
  id: string;
  name: string;
  kind: 'menu' | 'action';
  children: GrantableMenu[];
}
export const GrantableMenuSchema: z.ZodType<GrantableMenu> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['menu', 'action']),
    children: z.array(GrantableMenuSchema),
  }),
);

const RoleIdsSchema = z
  .array(IdSchema)
  .max(
    USER_CENTRE_LIMITS.rolesPerAccount,
    `每个账号最多${USER_CENTRE_LIMITS.rolesPerAccount}个角色`,
  )
  .default([]);

export const SubAccountCreateSchema = z.object({
  loginAccount: LoginAccountSchema,
  realName: RealNameSchema,
  tel: MobileSchema,
  /** Sent to the new sub-account's phone (create/sendCode): its holder confirms it. */
  code: SmsCodeSchema,
  orgId: IdSchema.nullable().default(null),
  roleIds: RoleIdsSchema,
});
export type SubAccountCreateInput = z.input<typeof SubAccountCreateSchema>;

export const SubAccountGrantSchema = z.object({
  orgId: IdSchema.nullable(),
  roleIds: RoleIdsSchema,
});
export type SubAccountGrantInput = z.input<typeof SubAccountGrantSchema>;

export const SubAccountQuerySchema = pageQuery().extend({
  keyword: z.string().trim().max(32, '关键词不能超过32个字符').optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  /** The node and its subtree. */
  orgId: z.coerce.number().int().positive().optional(),
  roleId: z.coerce.number().int().positive().optional(),
});
export type SubAccountQuery = z.infer<typeof SubAccountQuerySchema>;

export const SubAccountItemSchema = z.object({
  id: z.number().int(),
  loginAccount: z.string(),
  realName: z.string(),
  /** Masked. */
  tel: z.string(),
  status: z.number().int(),
  orgId: z.number().int().nullable(),
  orgName: z.string(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), readOnly: z.boolean() })),
  lastLoginTime: z.string(),
  createTime: z.string(),
});
export type SubAccountItem = z.infer<typeof SubAccountItemSchema>;
export const SubAccountPageSchema = pageResult(SubAccountItemSchema);
