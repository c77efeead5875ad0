import { z } from 'zod';
import { pageQuery, pageResult, visibleName } from './common.js';

/**
 * A2 业务隔离: an enterprise's DNN instances, the network slices (S-NSSAI) configured on
 * them, the SIM cards bound to each, and the isolation cases built from them (console
 * /control/A2 and /control/ordered/A2/case).
 */

// Labels ----------------------------------------------------------------------------------

/** DNN instance status: 1 active, 2 suspended, 3 ended. */
export const DnnStatus = { ACTIVE: 1, SUSPENDED: 2, ENDED: 3 } as const;
export type DnnStatus = (typeof DnnStatus)[keyof typeof DnnStatus];
export const DNN_STATUSES = [1, 2, 3] as const;
export const DNN_STATUS_LABELS: Readonly<Record<DnnStatus, string>> = {
  1: '运行中',
  2: '已暂停',
  3: '已终止',
};

/** Slice/Service Type of an S-NSSAI: 1 eMBB, 2 URLLC, 3 MIoT. */
export const SST_VALUES = [1, 2, 3] as const;
export type Sst = (typeof SST_VALUES)[number];
export const SST_LABELS: Readonly<Record<Sst, string>> = {
  1: 'eMBB',
  2: 'URLLC',
  3: 'MIoT',
};
export const SST_DESCRIPTIONS: Readonly<Record<Sst, string>> = {
  1: '增强移动宽带',
  2: '超高可靠低时延',
  3: '海量物联网',
};

/** How a case isolates its traffic. */
export const ISOLATION_LEVELS = ['dnn', 'slice', 'upf'] as const;
export type IsolationLevel = (typeof ISOLATION_LEVELS)[number];
export const ISOLATION_LEVEL_LABELS: Readonly<Record<IsolationLevel, string>> = {
  dnn: '逻辑隔离(独立DNN)',
  slice: '切片隔离',
  upf: '物理隔离(专用UPF)',
};

export const DNN_LIMITS = {
  sliceNameMax: 40,
  /** Slices one DNN may carry (a UE's allowed NSSAI holds at most 8). */
  slicesPerDnn: 8,
  caseNameMax: 40,
  descriptionMax: 200,
  /** Cards one bind or unbind may name. */
  cardsMax: 200,
  keywordMax: 63,
} as const;

/** SD: six hexadecimal digits, or empty for none. */
export const SD_PATTERN = /^([0-9A-Fa-f]{6})?$/;
const MSISDN_11 = /^\d{11}$/;

/** An S-NSSAI as people read it: "URLLC (2) / SD 000102". */
export function snssaiLabel(sst: number, sd: string): string {
  const name = SST_LABELS[sst as Sst] ?? `SST ${sst}`;
  return sd ? `${name} (${sst}) / SD ${sd}` : `${name} (${sst})`;
}

export const DnnMessages = {
  DNN_NOT_FOUND: 'DNN实例不存在',
  SLICE_NOT_FOUND: '切片不存在',
  CASE_NOT_FOUND: '隔离方案不存在',
  DNN_ENDED: 'DNN实例已终止，不能再变更',
  VISITOR_READ_ONLY: '访客模式仅供浏览，不能变更业务隔离配置',
  SLICES_FULL: `每个DNN最多配置${DNN_LIMITS.slicesPerDnn}个切片`,
  SLICE_OF_OTHER_DNN: '所选切片不属于该DNN',
  SLICE_REQUIRED: '切片隔离须选择切片',
  MSISDN_INVALID: '号码格式不正确，应为11位数字',
  MSISDN_LIST_EMPTY: '请至少输入一个号码',
  MSISDN_LIST_TOO_LONG: `单次最多绑定或解绑${DNN_LIMITS.cardsMax}张卡`,
  snssaiTaken: (sst: number, sd: string) =>
    `该DNN已存在相同S-NSSAI的切片（${snssaiLabel(sst, sd)}）`,
  sliceInUse: (cases: number) => `该切片正被${cases}个隔离方案使用，请先删除或修改隔离方案`,
  cardNotFound: (msisdn: string) => `号码${msisdn}不存在`,
  cardOfOtherEnterprise: (msisdn: string) => `号码${msisdn}不属于本企业，不能绑定`,
  cardBoundElsewhere: (msisdn: string, dnn: string) => `号码${msisdn}已绑定DNN ${dnn}，请先解绑`,
  cardNotBound: (msisdn: string) => `号码${msisdn}未绑定该DNN`,
  BOUND: '绑定成功',
  UNBOUND: '解绑成功',
  SLICE_CREATED: '切片已添加',
  SLICE_DELETED: '切片已删除',
  CASE_CREATED: '隔离方案已创建',
  CASE_UPDATED: '隔离方案已保存',
  CASE_DELETED: '隔离方案已删除',
} as const;

// Inputs ----------------------------------------------------------------------------------

const textField = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);

const sstField = z.coerce
  .number({ error: '请选择切片类型(SST)' })
  .int('切片类型(SST)不正确')
  .min(1, '切片类型(SST)只能是1、2或3')
  .max(3, '切片类型(SST)只能是1、2或3');

/** A slice added to a DNN; the same S-NSSAI (SST + SD) twice on one DNN is refused. */
export const SliceCreateSchema = z.object({
  name: visibleName(textField('切片名称', DNN_LIMITS.sliceNameMax)),
  sst: sstField,
  sd: z
    .string({ error: 'SD须为6位十六进制数字' })
    .trim()
    .regex(SD_PATTERN, 'SD须为6位十六进制数字，或留空')
    .transform((v) => v.toUpperCase())
    .default(''),
});
export type SliceCreateInput = z.input<typeof SliceCreateSchema>;
export type SliceCreate = z.output<typeof SliceCreateSchema>;

/** Whether an S-NSSAI is already on a DNN (SD compared without case). */
export function snssaiTaken(
  existing: readonly { sst: number; sd: string }[],
  sst: number,
  sd: string,
): boolean {
  return existing.some((s) => s.sst === sst && s.sd.toUpperCase() === sd.toUpperCase());
}

const idField = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`);

/** An isolation case: a slice case names one of its DNN's slices. */
export const IsolationCaseSaveSchema = z
  .object({
    name: visibleName(textField('方案名称', DNN_LIMITS.caseNameMax)),
    level: z.enum(ISOLATION_LEVELS, { error: '请选择隔离级别' }),
    dnnId: idField('DNN'),
    sliceId: z.coerce.number().int().positive().nullable().optional(),
    description: z
      .string()
      .trim()
      .max(DNN_LIMITS.descriptionMax, `方案说明不能超过${DNN_LIMITS.descriptionMax}个字符`)
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (v.level === 'slice' && !v.sliceId) {
      ctx.addIssue({ code: 'custom', path: ['sliceId'], message: DnnMessages.SLICE_REQUIRED });
    }
  });
export type IsolationCaseSaveInput = z.input<typeof IsolationCaseSaveSchema>;
export type IsolationCaseSave = z.output<typeof IsolationCaseSaveSchema>;

/** Splits a pasted list of numbers (commas, spaces, new lines) into its items. */
export function splitMsisdns(text: string): string[] {
  return text
    .split(/[\s,，;；]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const msisdnList = z
  .array(z.string().trim().regex(MSISDN_11, DnnMessages.MSISDN_INVALID), {
    error: DnnMessages.MSISDN_LIST_EMPTY,
  })
  .min(1, DnnMessages.MSISDN_LIST_EMPTY)
  .max(DNN_LIMITS.cardsMax, DnnMessages.MSISDN_LIST_TOO_LONG);

/** Cards bound to (POST body) a DNN. All or nothing. */
export const DnnCardsSchema = z.object({ msisdns: msisdnList });
export type DnnCardsInput = z.input<typeof DnnCardsSchema>;

/** Cards unbound from a DNN (DELETE query): `msisdns` repeated or comma-separated. */
export const DnnCardsQuerySchema = z.object({
  msisdns: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).flatMap((s) =>
        typeof s === 'string' ? splitMsisdns(s) : [s],
      ),
    msisdnList,
  ),
});

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const DnnListQuerySchema = pageQuery().extend({
  /** Part of the DNN name. */
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(DNN_LIMITS.keywordMax, 'DNN关键字过长').optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1, 'DNN状态不正确').max(3, 'DNN状态不正确').optional(),
  ),
});
export type DnnListQuery = z.output<typeof DnnListQuerySchema>;

export const DnnCardQuerySchema = pageQuery().extend({
  /** Start of an MSISDN or ICCID. */
  keyword: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, '请输入号码或ICCID的数字前缀')
      .optional(),
  ),
});
export type DnnCardQuery = z.output<typeof DnnCardQuerySchema>;

export const IsolationListQuerySchema = pageQuery().extend({
  /** Part of the case name. */
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(DNN_LIMITS.caseNameMax, '方案名称关键字过长').optional(),
  ),
  level: z.preprocess(
    blankToUndefined,
    z.enum(ISOLATION_LEVELS, { error: '隔离级别不正确' }).optional(),
  ),
  dnnId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type IsolationListQuery = z.output<typeof IsolationListQuerySchema>;

// Results ---------------------------------------------------------------------------------

export const DnnItemSchema = z.object({
  id: z.number().int(),
  dnn: z.string(),
  description: z.string(),
  upfSite: z.string(),
  ipPool: z.string(),
  bandwidthMbps: z.number().int(),
  lineEnabled: z.boolean(),
  status: z.number().int(),
  /** The business instance (order) it was provisioned for, if any. */
  instanceId: z.number().int().nullable(),
  customerName: z.string(),
  sliceCount: z.number().int(),
  cardCount: z.number().int(),
  caseCount: z.number().int(),
  createdAt: z.string(),
});
export type DnnItem = z.infer<typeof DnnItemSchema>;
export const DnnPageSchema = pageResult(DnnItemSchema);

export const SliceItemSchema = z.object({
  id: z.number().int(),
  dnnId: z.number().int(),
  name: z.string(),
  sst: z.number().int(),
  sd: z.string(),
  status: z.number().int(),
  /** Isolation cases using it (it cannot be deleted while any does). */
  caseCount: z.number().int(),
  createdAt: z.string(),
});
export type SliceItem = z.infer<typeof SliceItemSchema>;

export const IsolationCaseItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(ISOLATION_LEVELS),
  description: z.string(),
  status: z.number().int(),
  dnnId: z.number().int(),
  dnn: z.string(),
  sliceId: z.number().int().nullable(),
  sliceName: z.string().nullable(),
  sst: z.number().int().nullable(),
  sd: z.string().nullable(),
  customerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IsolationCaseItem = z.infer<typeof IsolationCaseItemSchema>;
export const IsolationCasePageSchema = pageResult(IsolationCaseItemSchema);

export const DnnTrafficDaySchema = z.object({
  /** YYYY-MM-DD, China time. */
  date: z.string(),
  upBytes: z.number(),
  downBytes: z.number(),
});

/** The last 7 days of the DNN's hourly statistics. */
export const DnnTrafficSchema = z.object({
  days: z.number().int(),
  upBytes: z.number(),
  downBytes: z.number(),
  peakSessions: z.number().int(),
  /** Mean of the hours; null when there is no point. */
  availability: z.number().nullable(),
  latencyMs: z.number().nullable(),
  lossPct: z.number().nullable(),
  daily: z.array(DnnTrafficDaySchema),
});
export type DnnTraffic = z.infer<typeof DnnTrafficSchema>;

export const DnnDetailSchema = DnnItemSchema.extend({
  slices: z.array(SliceItemSchema),
  cases: z.array(IsolationCaseItemSchema),
  traffic: DnnTrafficSchema,
});
export type DnnDetail = z.infer<typeof DnnDetailSchema>;

export const DnnCardItemSchema = z.object({
  cardId: z.number().int(),
  msisdn: z.string(),
  iccid: z.string(),
  /** SIM status (SIM_STATUS_LABELS). */
  status: z.number().int(),
  boundAt: z.string(),
});
export type DnnCardItem = z.infer<typeof DnnCardItemSchema>;
export const DnnCardPageSchema = pageResult(DnnCardItemSchema);

/** The result of a bind or unbind: how many cards it moved. */
export const DnnCardsResultSchema = z.object({ count: z.number().int() });

/** One entry of the console's DNN entry list (session storage, spec §3). */
export const DnnEntrySchema = z.object({
  id: z.number().int(),
  dnn: z.string(),
  status: z.number().int(),
});
export type DnnEntry = z.infer<typeof DnnEntrySchema>;
