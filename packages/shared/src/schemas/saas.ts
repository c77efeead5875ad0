import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX } from '../constants.js';
import { pageQuery, pageResult } from './common.js';
import {
  DEVICE_KINDS,
  DEVICE_LIMITS,
  DEVICE_ONLINE_STATES,
  DeviceClientSchema,
  DeviceItemSchema,
  DeviceMetricPointSchema,
  DeviceModelSchema,
} from './device.js';
import { UpgradeTaskSchema } from './ota.js';
import { WORK_ORDER_STATUSES } from './work-order.js';

/**
 * 设备管理 (console /control/saas/cpe-index): the overview, vendor statistics, vendors and
 * models, the managed devices of every kind, the terminals behind the gateways and the
 * operator's catalogue of certified ecosystem devices with the enterprises' access
 * requests. Console API under /unionmallmanage/saas/v1 (firmware and upgrade tasks: ota.ts).
 */

// ---------------------------------------------------------------------------------------
// Catalogue values and limits

export const ECO_CATEGORIES = [
  '工业网关',
  '摄像头',
  'AGV',
  '传感器',
  'PLC',
  '工业平板',
  '数据采集终端',
] as const;
export type EcoCategory = (typeof ECO_CATEGORIES)[number];

export const ECO_NETWORKS = ['5G SA', '5G NSA', 'LTE'] as const;
export type EcoNetwork = (typeof ECO_NETWORKS)[number];

export const ECO_CERT_STATES = ['certified', 'testing', 'expired'] as const;
export type EcoCertState = (typeof ECO_CERT_STATES)[number];
export const ECO_CERT_STATE_LABELS: Readonly<Record<EcoCertState, string>> = {
  certified: '已认证',
  testing: '认证中',
  expired: '认证过期',
};

export const SAAS_LIMITS = {
  keywordMax: DEVICE_LIMITS.keywordMax,
  vendorMax: 40,
  firmwareMax: 32,
  /** Devices one access request may announce. */
  applyQuantityMax: 100_000,
  applyRemarkMax: 200,
  contactMax: 20,
  /** Months in the devices-added chart of the vendor statistics. */
  statMonths: 12,
  /** Upgrade tasks the overview lists. */
  overviewTasks: 5,
} as const;

export const SaasMessages = {
  MODEL_NOT_FOUND: '型号不存在',
  CLIENT_NOT_FOUND: '接入终端不存在',
  ECO_NOT_FOUND: '生态设备不存在',
  ECO_APPLIED: '已提交接入申请，客户经理将在3个工作日内联系您',
  ECO_DUPLICATE: '贵企业已申请接入该设备，请勿重复申请',
  ECO_NOT_CERTIFIED: '该设备未处于已认证状态，暂不能申请接入',
  CUSTOMER_ONLY: '仅企业客户账号可申请接入',
  QUANTITY_INVALID: '预计接入数量须为1~100000的整数',
  REMARK_TOO_LONG: `需求说明不能超过${SAAS_LIMITS.applyRemarkMax}个字符`,
  CONTACT_REQUIRED: '请输入联系人',
  CONTACT_TOO_LONG: `联系人不能超过${SAAS_LIMITS.contactMax}个字符`,
  PHONE_INVALID: '联系电话格式不正确',
  PROVINCE_INVALID: '省份编码不正确',
} as const;

// ---------------------------------------------------------------------------------------
// Field builders

const blankToUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '参数必须是数字' })
    .int('参数必须是整数')
    .positive('参数不正确')
    .max(DB_INT_MAX, '参数不正确')
    .optional(),
);
const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(DB_INT_MAX, message);
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max, `${label}不能超过${max}个字符`).optional(),
  );
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
const optionalBool = z.preprocess(
  (v) =>
    v === '' || v === null
      ? undefined
      : v === 'true' || v === '1'
        ? true
        : v === 'false' || v === '0'
          ? false
          : v,
  z.boolean({ error: '在线状态不正确' }).optional(),
);

export const SaasIdQuerySchema = z.object({ id: requiredId('参数id不正确') });

// ---------------------------------------------------------------------------------------
// Overview

const CountSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  inactive: z.number().int(),
});

export const SaasOverviewSchema = z.object({
  devices: CountSchema,
  byKind: z.array(CountSchema.extend({ kind: z.enum(DEVICE_KINDS) })),
  byModel: z.array(
    CountSchema.extend({
      modelId: z.number().int(),
      vendor: z.string(),
      model: z.string(),
      kind: z.enum(DEVICE_KINDS),
      latestFirmware: z.string(),
      /** On the model's latest firmware. */
      upToDate: z.number().int(),
      /** On an older firmware. */
      lagging: z.number().int(),
      /** No version reported yet. */
      unknown: z.number().int(),
    }),
  ),
  firmware: z.object({
    upToDate: z.number().int(),
    lagging: z.number().int(),
    unknown: z.number().int(),
  }),
  clients: z.object({ total: z.number().int(), online: z.number().int() }),
  /** The latest running upgrade tasks. */
  runningTasks: z.array(UpgradeTaskSchema),
  /** Running tasks in all (the list shows the latest few). */
  runningTaskCount: z.number().int(),
});
export type SaasOverview = z.infer<typeof SaasOverviewSchema>;

// ---------------------------------------------------------------------------------------
// Vendor statistics

export const SaasStatisticQuerySchema = z.object({
  kind: optionalEnum(DEVICE_KINDS, '设备类型不正确'),
  /** Administrators above a province: one province's devices. */
  beId: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,8}$/, SaasMessages.PROVINCE_INVALID)
      .optional(),
  ),
});
export type SaasStatisticQuery = z.output<typeof SaasStatisticQuerySchema>;

export const VendorStatSchema = z.object({
  vendor: z.string(),
  models: z.number().int(),
  devices: z.number().int(),
  online: z.number().int(),
  /** Percent, one decimal; 0 without devices. */
  onlineRate: z.number(),
  upToDate: z.number().int(),
  lagging: z.number().int(),
  unknown: z.number().int(),
});
export type VendorStat = z.infer<typeof VendorStatSchema>;

export const SaasStatisticSchema = z.object({
  vendors: z.array(VendorStatSchema),
  /** YYYY-MM, oldest first (China time). */
  months: z.array(z.string()),
  /** Devices added per vendor and month, aligned with `months`. */
  added: z.array(z.object({ vendor: z.string(), counts: z.array(z.number().int()) })),
  /** Firmware versions per vendor: devices on each. */
  versions: z.array(
    z.object({ vendor: z.string(), version: z.string(), devices: z.number().int() }),
  ),
});
export type SaasStatistic = z.infer<typeof SaasStatisticSchema>;

// ---------------------------------------------------------------------------------------
// Vendors and models

export const ModelListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  vendor: optionalText(SAAS_LIMITS.vendorMax, '厂商'),
  kind: optionalEnum(DEVICE_KINDS, '设备类型不正确'),
  /** Part of the model's or the vendor's name. */
  keyword: optionalText(SAAS_LIMITS.keywordMax, '关键字'),
});
export type ModelListQuery = z.output<typeof ModelListQuerySchema>;

export const ModelItemSchema = DeviceModelSchema.extend({
  /** 1 supplied, 0 withdrawn. */
  status: z.number().int(),
  /** The caller's devices of the model. */
  devices: z.number().int(),
  online: z.number().int(),
  lagging: z.number().int(),
});
export type ModelItem = z.infer<typeof ModelItemSchema>;
export const ModelPageSchema = pageResult(ModelItemSchema);

export const ModelDetailSchema = z.object({
  model: ModelItemSchema,
  /** Firmware packages uploaded for it (the caller's, newest first, up to 50). */
  firmware: z.array(
    z.object({
      id: z.number().int(),
      version: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      releaseNotes: z.string(),
      customerName: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The caller's devices of the model per firmware version ('' unreported). */
  versions: z.array(z.object({ version: z.string(), devices: z.number().int() })),
});
export type ModelDetail = z.infer<typeof ModelDetailSchema>;

export const VendorListSchema = z.array(z.string());

// ---------------------------------------------------------------------------------------
// Devices of every kind

export const SaasDeviceListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  kind: optionalEnum(DEVICE_KINDS, '设备类型不正确'),
  vendor: optionalText(SAAS_LIMITS.vendorMax, '厂商'),
  modelId: optionalId,
  firmware: optionalText(SAAS_LIMITS.firmwareMax, '固件版本'),
  onlineState: optionalEnum(DEVICE_ONLINE_STATES, '在线状态不正确'),
  groupId: optionalId,
  /** Serial prefix or part of the name. */
  keyword: optionalText(SAAS_LIMITS.keywordMax, '关键字'),
});
export type SaasDeviceListQuery = z.output<typeof SaasDeviceListQuerySchema>;
export const SaasDeviceFilterSchema = SaasDeviceListQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type SaasDeviceFilter = z.output<typeof SaasDeviceFilterSchema>;

/** The kind of one device, for the detail route that shows either kind's detail. */
export const SaasDeviceBriefSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEVICE_KINDS),
  serial: z.string(),
  name: z.string(),
  modelId: z.number().int(),
});
export type SaasDeviceBrief = z.infer<typeof SaasDeviceBriefSchema>;

// ---------------------------------------------------------------------------------------
// Terminals behind the gateways

export const ClientListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  deviceId: optionalId,
  online: optionalBool,
  /** MAC prefix, IP prefix or part of the host name. */
  keyword: optionalText(SAAS_LIMITS.keywordMax, '关键字'),
});
export type ClientListQuery = z.output<typeof ClientListQuerySchema>;

export const SaasClientSchema = DeviceClientSchema.extend({
  vendor: z.string(),
  model: z.string(),
  gatewayOnline: z.enum(DEVICE_ONLINE_STATES),
});
export type SaasClient = z.infer<typeof SaasClientSchema>;
export const SaasClientPageSchema = pageResult(SaasClientSchema);

export const ClientDetailSchema = z.object({
  client: SaasClientSchema,
  gateway: DeviceItemSchema,
  /** The gateway's traffic over the last 24 hours (per-terminal history is not recorded). */
  gatewayTraffic: z.array(DeviceMetricPointSchema),
});
export type ClientDetail = z.infer<typeof ClientDetailSchema>;

// ---------------------------------------------------------------------------------------
// Ecosystem devices

export const EcoListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  category: optionalEnum(ECO_CATEGORIES, '设备类别不正确'),
  network: optionalEnum(ECO_NETWORKS, '支持网络不正确'),
  certState: optionalEnum(ECO_CERT_STATES, '认证状态不正确'),
  vendor: optionalText(SAAS_LIMITS.vendorMax, '厂商'),
  /** Part of the product name, vendor or protocol. */
  keyword: optionalText(SAAS_LIMITS.keywordMax, '关键字'),
});
export type EcoListQuery = z.output<typeof EcoListQuerySchema>;

export const EcoRequestSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  contact: z.string(),
  phone: z.string(),
  remark: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** The customer work order the request opened, where operator staff take it up. */
  workOrder: z
    .object({ id: z.number().int(), orderNo: z.string(), status: z.enum(WORK_ORDER_STATUSES) })
    .nullable(),
});
export type EcoRequest = z.infer<typeof EcoRequestSchema>;

export const EcoItemSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  productName: z.string(),
  productModel: z.string(),
  category: z.enum(ECO_CATEGORIES),
  protocol: z.string(),
  networks: z.array(z.enum(ECO_NETWORKS)),
  certState: z.enum(ECO_CERT_STATES),
  certNo: z.string(),
  /** YYYY-MM-DD. */
  certDate: z.string().nullable(),
  picture: z.string(),
  summary: z.string(),
  /** When the caller's enterprise applied for access; null if it has not. */
  appliedAt: z.string().nullable(),
});
export type EcoItem = z.infer<typeof EcoItemSchema>;
export const EcoPageSchema = pageResult(EcoItemSchema);

export const EcoDetailSchema = EcoItemSchema.extend({
  description: z.string(),
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The caller's enterprise's request (customers). */
  request: EcoRequestSchema.nullable(),
  /** Requests in the caller's scope (administrators see how many enterprises applied). */
  requests: z.number().int(),
});
export type EcoDetail = z.infer<typeof EcoDetailSchema>;

export const EcoApplySchema = z.object({
  id: requiredId('参数id不正确'),
  quantity: z.coerce
    .number({ error: SaasMessages.QUANTITY_INVALID })
    .int(SaasMessages.QUANTITY_INVALID)
    .min(1, SaasMessages.QUANTITY_INVALID)
    .max(SAAS_LIMITS.applyQuantityMax, SaasMessages.QUANTITY_INVALID),
  contact: z
    .string({ error: SaasMessages.CONTACT_REQUIRED })
    .trim()
    .min(1, SaasMessages.CONTACT_REQUIRED)
    .max(SAAS_LIMITS.contactMax, SaasMessages.CONTACT_TOO_LONG),
  phone: z
    .string({ error: SaasMessages.PHONE_INVALID })
    .trim()
    .regex(/^(1\d{10}|0\d{2,3}-?\d{7,8})$/, SaasMessages.PHONE_INVALID),
  remark: z
    .string()
    .trim()
    .max(SAAS_LIMITS.applyRemarkMax, SaasMessages.REMARK_TOO_LONG)
    .default(''),
});
export type EcoApplyInput = z.input<typeof EcoApplySchema>;
export type EcoApply = z.output<typeof EcoApplySchema>;
