import { z } from 'zod';
import { visibleName } from './common.js';
import { PROVINCES } from '../regions.js';

// 菜单管理 and 角色管理 of the back office: the menu tree (names, addresses, order, how an
// entry opens, dividers, hidden, icons, the provinces that do not offer it) and the
// platform roles with the menus and actions they grant.

export const MENU_ADMIN_LIMITS = {
  nameMax: 20,
  portalUrlMax: 200,
  iconMax: 40,
  orderMax: 999,
  roleNameMax: 20,
  roleDescriptionMax: 100,
} as const;

export const MenuAdminMessages = {
  NOT_FOUND: '菜单不存在',
  PARENT_NOT_FOUND: '上级菜单不存在',
  PARENT_ACTION: '操作权限下不能再添加菜单',
  PARENT_CYCLE: '不能把菜单移到它自己或它的下级菜单下',
  BUILT_IN_DELETE: '内置菜单不能删除，可设为隐藏',
  HAS_CHILDREN: '该菜单下还有子菜单，请先删除或移走子菜单',
  ROLE_NOT_FOUND: '角色不存在',
  ROLE_CODE_TAKEN: '角色编码已存在',
  ROLE_BUILT_IN_DELETE: '内置角色不能删除',
  ROLE_IN_USE: '仍有账号使用该角色，不能删除',
  ROLE_VISITOR: '访客角色由系统维护，不能修改',
  MENU_UNKNOWN: '所选菜单中有不存在的菜单',
  MENU_OUTSIDE_AUDIENCE: '所选菜单不属于该角色的使用范围',
} as const;

const name = (label: string, max: number) =>
  visibleName(
    z
      .string({ error: `请输入${label}` })
      .trim()
      .min(1, `请输入${label}`)
      .max(max, `${label}不能超过${max}个字符`),
  );

/** An in-app path (/control/…, /admin/…) or an http(s) address opened in a new tab. */
export const MENU_URL_PATTERN =
  /^(\/[\w\-./:?=&%#{}]*|https?:\/\/[\w\-.]+(:\d+)?(\/[\w\-./:?=&%#{}]*)?)$/;
export const MENU_URL_MESSAGE = '菜单地址须以 / 开头（站内页面）或为 http(s):// 地址';

const provinceIds = PROVINCES.map((p) => p.beId) as [string, ...string[]];

export const MenuFormSchema = z.object({
  parentId: z.string({ error: '请选择上级菜单' }).trim().min(1, '请选择上级菜单').max(64),
  name: name('菜单名称', MENU_ADMIN_LIMITS.nameMax),
  portalUrl: z
    .string({ error: '请输入菜单地址' })
    .trim()
    .min(1, '请输入菜单地址')
    .max(MENU_ADMIN_LIMITS.portalUrlMax, `菜单地址不能超过${MENU_ADMIN_LIMITS.portalUrlMax}个字符`)
    .regex(MENU_URL_PATTERN, MENU_URL_MESSAGE),
  orderId: z.coerce
    .number({ error: '排序须为数字' })
    .int('排序须为整数')
    .min(0, '排序不能小于0')
    .max(MENU_ADMIN_LIMITS.orderMax, `排序不能大于${MENU_ADMIN_LIMITS.orderMax}`),
  /** 1 in the app, 2 in a new tab. */
  navigateMethod: z.union([z.literal(1), z.literal(2)], { error: '打开方式只能是1或2' }),
  isBorderBottom: z.boolean().default(false),
  hidden: z.boolean().default(false),
  icon: z
    .string()
    .trim()
    .max(MENU_ADMIN_LIMITS.iconMax)
    .regex(/^([A-Z][A-Za-z]*(Outlined|Filled|TwoTone))?$/, '图标须为 antd 图标名，如 WifiOutlined')
    .default(''),
  /** Provinces whose accounts neither see nor may use the entry. */
  excludedProvinces: z
    .array(z.enum(provinceIds, { error: '省份不正确' }))
    .max(provinceIds.length)
    .default([]),
});
export type MenuFormInput = z.input<typeof MenuFormSchema>;
export type MenuForm = z.infer<typeof MenuFormSchema>;

export const MenuIdParamsSchema = z.object({
  id: z.string().trim().min(1).max(64, '菜单编号不正确'),
});

export const MenuAdminItemSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  portalUrl: z.string(),
  orderId: z.number().int(),
  navigateMethod: z.number().int(),
  isBorderBottom: z.boolean(),
  hidden: z.boolean(),
  icon: z.string(),
  /** menu or action. */
  kind: z.string(),
  /** home, ordered, user, admin, tourist. */
  group: z.string(),
  /** Added in the editor (may be deleted); built-in entries may only be hidden. */
  custom: z.boolean(),
  edited: z.boolean(),
  excludedProvinces: z.array(z.string()),
});
export type MenuAdminItem = z.infer<typeof MenuAdminItemSchema>;

export const ROLE_AUDIENCES = ['admin', 'operator', 'customer'] as const;
export type RoleAudience = (typeof ROLE_AUDIENCES)[number];
export const ROLE_AUDIENCE_LABELS: Readonly<Record<RoleAudience | 'visitor', string>> = {
  admin: '管理员',
  operator: '运营人员',
  customer: '企业客户',
  visitor: '访客',
};

const roleFields = {
  name: name('角色名称', MENU_ADMIN_LIMITS.roleNameMax),
  description: z
    .string()
    .trim()
    .max(
      MENU_ADMIN_LIMITS.roleDescriptionMax,
      `角色说明不能超过${MENU_ADMIN_LIMITS.roleDescriptionMax}个字符`,
    )
    .default(''),
  /** Grants its menus for viewing only. */
  readOnly: z.boolean().default(false),
  menuIds: z.array(z.string().min(1).max(64)).max(500).default([]),
};
export const RoleUpdateSchema = z.object(roleFields);
export type RoleUpdateInput = z.input<typeof RoleUpdateSchema>;
export const RoleCreateSchema = z.object({
  code: z
    .string({ error: '请输入角色编码' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{2,31}$/, '角色编码为3-32位小写字母、数字或下划线，以字母开头'),
  audience: z.enum(ROLE_AUDIENCES, { error: '请选择角色类型' }),
  ...roleFields,
});
export type RoleCreateInput = z.input<typeof RoleCreateSchema>;

export const RoleIdParamsSchema = z.object({
  id: z.coerce.number({ error: '角色编号不正确' }).int().positive('角色编号不正确'),
});

export const RoleAdminItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  audience: z.string(),
  readOnly: z.boolean(),
  /** Part of the platform's own catalogue (cannot be deleted). */
  builtIn: z.boolean(),
  menuIds: z.array(z.string()),
  /** Accounts holding the role. */
  accounts: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` */
  updatedAt: z.string(),
});
export type RoleAdminItem = z.infer<typeof RoleAdminItemSchema>;
