import { z } from 'zod';
import { visibleName } from './common.js';
import { MOBILE_PATTERN } from '../format.js';

/** Longest password accepted (long pass phrases welcome, ASVS 2.1.2). */
export const PASSWORD_MAX_LENGTH = 64;
/** 8–64 characters with a letter, a digit and a symbol. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{8,64}$/;
export const PASSWORD_RULE_MESSAGE = '密码须为8-64位，且同时包含字母、数字和特殊字符';

export const PasswordSchema = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);

export const MobileSchema = z
  .string({ error: '请输入手机号码' })
  .trim()
  .min(1, '请输入手机号码')
  .regex(MOBILE_PATTERN, '手机号码格式不正确');

export const SmsCodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .min(1, '请输入短信验证码')
  .regex(/^\d{6}$/, '短信验证码为6位数字');

/** Password login (common/login, web/login). Captcha fields become required after repeated failures. */
export const LoginSchema = z.object({
  loginAccount: z
    .string({ error: '请输入账号' })
    .trim()
    .min(1, '请输入账号')
    .max(64, '账号不能超过64个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码不能超过64个字符'),
  captchaUuid: z.string().max(64).optional(),
  captchaCode: z.string().max(8).optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const PhoneLoginSchema = z.object({
  tel: MobileSchema,
  code: SmsCodeSchema,
});
export type PhoneLoginInput = z.infer<typeof PhoneLoginSchema>;

export const SendCodeSchema = z.object({
  tel: MobileSchema,
  /** What the code is for; `sendCode` serves login (default) and password reset. */
  purpose: z.enum(['login', 'reset']).optional(),
  /** Image captcha, required by the server only when it asks for one. */
  captchaUuid: z.string().max(64).optional(),
  captchaCode: z.string().max(8).optional(),
});
export type SendCodeInput = z.infer<typeof SendCodeSchema>;

/** What every login answers; the client stores it as the login info. */
export const LoginResultSchema = z.object({
  accountId: z.number().int(),
  token: z.string(),
  name: z.string(),
  username: z.string(),
  loginAccount: z.string(),
  custCode: z.string(),
  beId: z.string(),
  platId: z.string().optional(),
  realName: z.string(),
  tel: z.string(),
  visitor: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const SsoLoginResultSchema = z.object({
  username: z.string(),
  name: z.string(),
  token: z.string(),
  platId: z.string(),
});

/** A new account's login name (registration, sub-accounts). */
export const LoginAccountSchema = z
  .string({ error: '请输入账号' })
  .trim()
  .min(4, '账号为4-32位字母、数字或下划线')
  .max(32, '账号为4-32位字母、数字或下划线')
  .regex(/^[A-Za-z0-9_]+$/, '账号为4-32位字母、数字或下划线');

export const RealNameSchema = visibleName(
  z
    .string({ error: '请输入真实姓名' })
    .trim()
    .min(1, '请输入真实姓名')
    .max(20, '姓名不能超过20个字符'),
);

export const RegisterSchema = z
  .object({
    loginAccount: LoginAccountSchema,
    realName: RealNameSchema,
    companyName: visibleName(
      z
        .string({ error: '请输入企业名称' })
        .trim()
        .min(1, '请输入企业名称')
        .max(40, '企业名称不能超过40个字符'),
    ),
    beId: z.string({ error: '请选择所在省份' }).min(1, '请选择所在省份'),
    tel: MobileSchema,
    code: SmsCodeSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const ForgetPasswordSchema = z
  .object({
    tel: MobileSchema,
    code: SmsCodeSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export type ForgetPasswordInput = z.infer<typeof ForgetPasswordSchema>;

export const ChangePasswordSchema = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码'),
    password: PasswordSchema,
    confirmPassword: z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.oldPassword, {
    message: '新密码不能与原密码相同',
    path: ['password'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const BindTelSchema = z.object({ tel: MobileSchema, code: SmsCodeSchema });
export type BindTelInput = z.infer<typeof BindTelSchema>;

export const ChangeStateSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0（停用）或1（启用）' }),
});

export const AccountPatchSchema = z.object({
  realName: visibleName(
    z.string().trim().min(1, '请输入真实姓名').max(20, '姓名不能超过20个字符').optional(),
  ),
  email: z.email('邮箱格式不正确').max(40, '邮箱不能超过40个字符').optional(),
  department: z.string().trim().max(20, '部门不能超过20个字符').optional(),
});

export const LevelInfoSchema = z.object({
  /** 0 national, 1 province, 2 city; null for accounts that are not administrators. */
  level: z.number().int().nullable(),
  beId: z.string(),
  areaCode: z.string(),
});
export type LevelInfo = z.infer<typeof LevelInfoSchema>;

export const UserInfoSchema = z.object({
  provinceName: z.string(),
  cityName: z.string(),
  securityAccount: z.string(),
  department: z.string(),
  name: z.string(),
  tel: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Department name rule of the export application (spec §5). */
export const DEPARTMENT_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_()（）]{1,20}$/;
export const DEPARTMENT_MESSAGE = '不超过20个字符，仅限中文、英文、数字、下划线、括号！';

export const UserCenterEditSchema = z.object({
  securityAccount: z
    .string()
    .trim()
    .min(1, '请输入4A账号')
    .max(20, '4A账号不能超过20个字符')
    .optional(),
  department: z.string().trim().regex(DEPARTMENT_PATTERN, DEPARTMENT_MESSAGE).optional(),
});

export const ApplyExportPermissionSchema = z.object({
  adminType: z.coerce.number().int().min(0).max(2).nullable().optional(),
  beId: z.string().max(8).optional(),
  department: z
    .string({ error: DEPARTMENT_MESSAGE })
    .trim()
    .regex(DEPARTMENT_PATTERN, DEPARTMENT_MESSAGE),
  location: z.string().max(64).optional(),
  applyAccount: z
    .string({ error: '请输入4A账号' })
    .trim()
    .min(1, '请输入4A账号')
    .max(20, '4A账号不能超过20个字符'),
  vaultCode: z.string({ error: '验证码不能为空' }).trim().min(1, '验证码不能为空'),
});
export type ApplyExportPermissionInput = z.infer<typeof ApplyExportPermissionSchema>;

/** A console/back-office menu node as the server sends it. */
export interface MenuNode {
  id: string;
  name: string;
  portalUrl: string;
  orderId: number;
  navigateMethod: 1 | 2;
  isBorderBottom: boolean;
  activeMenu: string;
  icon: string;
  childMenuList: MenuNode[];
}
export const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    portalUrl: z.string(),
    orderId: z.number().int(),
    navigateMethod: z.union([z.literal(1), z.literal(2)]),
    isBorderBottom: z.boolean(),
    activeMenu: z.string(),
    icon: z.string(),
    childMenuList: z.array(MenuNodeSchema),
  }),
);

/** GET productMenu: result.productMenuList[0].menuNodeList[0].childMenuList are the menu groups. */
export const ProductMenuResultSchema = z.object({
  productMenuList: z.array(
    z.object({
      menuNodeList: z.array(z.object({ childMenuList: z.array(MenuNodeSchema) })),
    }),
  ),
  /** Every menu and action id the account holds, for client-side checks. */
  permissions: z.array(z.string()),
});
