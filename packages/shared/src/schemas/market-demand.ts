import { z } from 'zod';
import { MOBILE_PATTERN } from '../format.js';
import { pageQuery, pageResult } from './common.js';

/** Field limits of the advice form (spec §9: 40, 20, 11, 40, 200 characters). */
export const MARKET_DEMAND_LIMITS = {
  companyName: 40,
  userName: 20,
  userTel: 11,
  userEmail: 40,
  userMarketDemand: 200,
} as const;

/** Email shape: something@host.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const L = MARKET_DEMAND_LIMITS;

const required = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/**
 * The market-demand (advice) form of the portal widget (spec §3, §5): one schema for the
 * dialog's rules and the server's check. `address` is the cascader's area ids, province
 * first; the server looks the names up itself.
 */
export const MarketDemandFormSchema = z.object({
  companyName: required(
    '请输入您的企业名称',
    L.companyName,
    `企业名称不能超过${L.companyName}个字符`,
  ),
  address: z
    .array(z.string().trim().min(1).max(12), { error: '请选择您的企业所在地' })
    .min(2, '请选择您的企业所在地')
    .max(3, '请选择您的企业所在地'),
  userName: required('请输入您的真实姓名', L.userName, `姓名不能超过${L.userName}个字符`),
  userTel: required('请输入您的联系方式', L.userTel, '联系电话格式不正确').regex(
    MOBILE_PATTERN,
    '联系电话格式不正确',
  ),
  userEmail: required('请输入您的邮箱地址', L.userEmail, `邮箱不能超过${L.userEmail}个字符`).regex(
    EMAIL_PATTERN,
    '邮箱格式不正确',
  ),
  userMarketDemand: required(
    '其他需求不能为空',
    L.userMarketDemand,
    `需求描述不能超过${L.userMarketDemand}个字符`,
  ),
  verifyCode: z.string({ error: '图片验证码不能为空' }).trim().min(1, '图片验证码不能为空').max(8),
  /** The captcha's uuid (random number the image was requested with). */
  uuid: z.string({ error: '请刷新图片验证码' }).trim().min(1, '请刷新图片验证码').max(64),
  marketDemandType: z.coerce.number().int().min(0).max(9).default(0),
});
export type MarketDemandFormInput = z.input<typeof MarketDemandFormSchema>;
export type MarketDemandForm = z.output<typeof MarketDemandFormSchema>;

/** Follow-up state of a demand. */
export const MarketDemandStatus = { NEW: 0, FOLLOWING: 1, CLOSED: 2 } as const;
export const MARKET_DEMAND_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '待跟进',
  1: '跟进中',
  2: '已关闭',
};

/** Back-office list and export filters. */
export const MarketDemandListQuerySchema = pageQuery().extend({
  /** YYYY-MM-DD, inclusive. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '开始日期格式不正确')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '结束日期格式不正确')
    .optional(),
  provinceId: z.string().trim().max(12).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  /** Matches company, contact name, phone or demand text. */
  keyword: z.string().trim().max(40, '关键词不能超过40个字符').optional(),
});
export type MarketDemandListQuery = z.infer<typeof MarketDemandListQuerySchema>;

export const MarketDemandItemSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyProvince: z.string(),
  companyProvinceId: z.string(),
  companyCity: z.string(),
  companyCityId: z.string(),
  companyDistrict: z.string(),
  companyDistrictId: z.string(),
  userName: z.string(),
  /** Masked (characters 4 to 7) unless the caller has revealed it. */
  userTel: z.string(),
  userEmail: z.string(),
  userMarketDemand: z.string(),
  marketDemandType: z.number().int(),
  status: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
});
export type MarketDemandItem = z.infer<typeof MarketDemandItemSchema>;
export const MarketDemandPageSchema = pageResult(MarketDemandItemSchema);

/** Export filters: those of the list, without paging. */
export const MarketDemandExportQuerySchema = MarketDemandListQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type MarketDemandExportQuery = z.infer<typeof MarketDemandExportQuerySchema>;

/** Follow-up states an administrator can move a demand to. */
export const MarketDemandStatusUpdateSchema = z.object({
  status: z.union([z.literal(MarketDemandStatus.FOLLOWING), z.literal(MarketDemandStatus.CLOSED)], {
    error: '请选择跟进状态',
  }),
});
export type MarketDemandStatusUpdate = z.infer<typeof MarketDemandStatusUpdateSchema>;

/**
 * Submissions per client address: at most 5 in any 10 minutes and 20 in any day. Every
 * attempt counts, including ones refused for their content or captcha.
 */
export const MARKET_DEMAND_RATE_LIMITS = [
  { seconds: 10 * 60, max: 5 },
  { seconds: 24 * 60 * 60, max: 20 },
] as const;

/** Rows one export may hold; narrower filters are needed beyond it. */
export const MARKET_DEMAND_EXPORT_MAX_ROWS = 10_000;

export const MarketDemandMessages = {
  TOO_FREQUENT: '提交过于频繁，请稍后再试',
  AREA_INVALID: '请选择您的企业所在地',
  NOT_FOUND: '该需求不存在',
  STATUS_UPDATED: '状态已更新',
  /** `导出数据超过{n}条，请缩小筛选范围后再导出` */
  exportTooLarge: (max: number) => `导出数据超过${max}条，请缩小筛选范围后再导出`,
} as const;
