import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX } from '../constants.js';
import { MOBILE_PATTERN } from '../format.js';
import { pageQuery, pageResult, visibleName } from './common.js';
import { IPV4_OR_CIDR_PATTERN } from './network-qod.js';
import { MSISDN_PATTERN } from './sim.js';

/**
 * 5G 快线 (CPE gateways, console /control/5g-cpe) and 5G 多卡 (multi-SIM devices, console
 * /control/sx): the one contract of the console API under /unionmallmanage/cpe/v1 and
 * /unionmallmanage/sx/v1, of the device-facing API under /unionmallmanage/device/v1, and of
 * the screens and the device simulator that call them.
 */

// ---------------------------------------------------------------------------------------
// Kinds, states and limits

export const DEVICE_KINDS = ['cpe', 'multiSim'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_KIND_LABELS: Readonly<Record<DeviceKind, string>> = {
  cpe: '5G快线网关',
  multiSim: '5G多卡设备',
};

/** online: heartbeats arrive; offline: 3 intervals missed; inactive: never reported. */
export const DEVICE_ONLINE_STATES = ['online', 'offline', 'inactive'] as const;
export type DeviceOnlineState = (typeof DEVICE_ONLINE_STATES)[number];
export const DEVICE_ONLINE_STATE_LABELS: Readonly<Record<DeviceOnlineState, string>> = {
  online: '在线',
  offline: '离线',
  inactive: '未激活',
};

export const DEVICE_COMMAND_KINDS = [
  'reboot',
  'wifi',
  'blacklistAdd',
  'blacklistRemove',
  'firmwareQuery',
  // Issued only by upgrade tasks (saas/v1/upgrade, schemas/ota.ts), never through
  // cpe/v1/command: the task checks the firmware fits each device's model.
  'firmwareUpgrade',
  'firmwareRollback',
] as const;
export type DeviceCommandKind = (typeof DEVICE_COMMAND_KINDS)[number];
export const DEVICE_COMMAND_KIND_LABELS: Readonly<Record<DeviceCommandKind, string>> = {
  reboot: '远程重启',
  wifi: 'Wi-Fi设置',
  blacklistAdd: '加入黑名单',
  blacklistRemove: '移出黑名单',
  firmwareQuery: '固件版本查询',
  firmwareUpgrade: '固件升级',
  firmwareRollback: '固件回滚',
};

/**
 * A command's state on one device: pending (waiting for the device's next heartbeat),
 * delivered (handed over, no result yet), then succeeded, failed (with the device's reason)
 * or timedOut (no result in time, or still pending when the command expired).
 */
export const COMMAND_ITEM_STATES = [
  'pending',
  'delivered',
  'succeeded',
  'failed',
  'timedOut',
] as const;
export type CommandItemState = (typeof COMMAND_ITEM_STATES)[number];
export const COMMAND_ITEM_STATE_LABELS: Readonly<Record<CommandItemState, string>> = {
  pending: '等待下发',
  delivered: '已下发',
  succeeded: '执行成功',
  failed: '执行失败',
  timedOut: '已超时',
};
/** States an item leaves no more (a late result may still replace timedOut). */
export const COMMAND_ITEM_FINAL_STATES: readonly CommandItemState[] = [
  'succeeded',
  'failed',
  'timedOut',
];

/** Wi-Fi encryption modes a gateway accepts. */
export const WIFI_ENCRYPTIONS = ['WPA2-PSK', 'WPA2/WPA3', 'WPA3-SAE'] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];
export const WIFI_BANDS = ['2.4G', '5G', 'dual'] as const;
export type WifiBand = (typeof WIFI_BANDS)[number];
export const WIFI_BAND_LABELS: Readonly<Record<WifiBand, string>> = {
  '2.4G': '2.4GHz',
  '5G': '5GHz',
  dual: '双频合一',
};

/** Signal quality buckets of the overview (RSRP in dBm, the usual 5G NR bands). */
export const RSRP_BUCKETS = [
  { key: 'excellent', label: '极好(≥-80)', min: -80 },
  { key: 'good', label: '好(-90~-80)', min: -90 },
  { key: 'fair', label: '中(-100~-90)', min: -100 },
  { key: 'poor', label: '差(-110~-100)', min: -110 },
  { key: 'bad', label: '极差(<-110)', min: -1000 },
] as const;
export type RsrpBucket = (typeof RSRP_BUCKETS)[number]['key'];

/** Connection of a client to its gateway. */
export const CLIENT_CONNECTIONS = ['wifi', 'lan'] as const;
export type ClientConnection = (typeof CLIENT_CONNECTIONS)[number];

export const IP_RULE_ACTIONS = ['allow', 'deny'] as const;
export const IP_RULE_ACTION_LABELS = { allow: '允许', deny: '禁止' } as const;
export const IP_RULE_PROTOCOLS = ['any', 'tcp', 'udp', 'icmp'] as const;

/** Events a notice rule watches. */
export const NOTICE_EVENTS = ['offline', 'weakSignal', 'clientsOver', 'commandFailed'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
export const NOTICE_EVENT_LABELS: Readonly<Record<NoticeEvent, string>> = {
  offline: '设备离线',
  weakSignal: '信号弱',
  clientsOver: '接入终端超限',
  commandFailed: '远程指令失败',
};
export const NOTICE_CHANNELS = ['sms', 'site'] as const;
export const NOTICE_CHANNEL_LABELS = { sms: '短信', site: '站内消息' } as const;

export const SMS_LOG_STATUSES = ['sent', 'failed'] as const;
export const SMS_LOG_STATUS_LABELS = { sent: '发送成功', failed: '发送失败' } as const;

export const BINDING_ACTIONS = ['bind', 'unbind'] as const;
export type BindingAction = (typeof BINDING_ACTIONS)[number];
export const BINDING_ACTION_LABELS: Readonly<Record<BindingAction, string>> = {
  bind: '绑定',
  unbind: '解绑',
};

export const DEVICE_LIMITS = {
  /** FAQ: a 5G fast-line gateway is suggested for at most 15 small-data devices. */
  smallDataClientsMax: 15,
  /** FAQ: theoretical peak rates of the gateway. */
  downlinkMbpsMax: 1000,
  uplinkMbpsMax: 100,
  /** Clients one heartbeat may list at all (larger payloads are refused). */
  heartbeatClientsMax: 64,
  /** Results one heartbeat may carry. */
  heartbeatResultsMax: 50,
  /** Commands handed to a device in one heartbeat answer. */
  commandsPerHeartbeat: 20,
  /** Seconds between heartbeats the server expects unless the device says otherwise. */
  heartbeatIntervalSeconds: 60,
  /** A device missing this many intervals is marked offline. */
  offlineAfterIntervals: 3,
  /** A delivered item without a result after this many minutes times out. */
  resultTimeoutMinutes: 10,
  /** A delivered item without a result is handed over again after this many seconds. */
  redeliverAfterSeconds: 120,
  /** Default and longest life of a command waiting for offline devices, in hours. */
  commandExpiryHoursDefault: 24,
  commandExpiryHoursMax: 72,
  /** Devices one command may target. */
  commandDevicesMax: 10_000,
  /** Device lists stop counting here and show "N+" (a count over 100,000 rows costs more than the page). */
  countCap: 10_000,
  /** Metrics series in the device detail: the last 24 hours. */
  metricHours: 24,
  /** Bound cards of one multi-SIM device. */
  multiSimSlotsMax: 4,
  ssidMin: 1,
  ssidMax: 32,
  wifiPasswordMin: 8,
  wifiPasswordMax: 63,
  groupNameMax: 40,
  descriptionMax: 200,
  keywordMax: 40,
  remarkMax: 100,
  /** Rows in one export. */
  exportMax: 100_000,
} as const;

/** MAC addresses as the console writes them: AA:BB:CC:DD:EE:FF (upper case after input). */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
/** A device serial number: letters, digits and dashes. */
export const DEVICE_SERIAL_PATTERN = /^[A-Za-z0-9-]{6,32}$/;
export const IMEI_PATTERN = /^\d{15}$/;
/** WPA2 passphrases: 8–63 printable ASCII characters. */
export const WIFI_PASSWORD_PATTERN = /^[\x20-\x7E]{8,63}$/;
/** A port or a range (80, 8000-8080); empty for any. */
export const PORT_RANGE_PATTERN = /^(\d{1,5}(-\d{1,5})?)?$/;

/** The device-facing API authenticates with `Authorization: Device <serial>:<secret>`. */
export const DEVICE_AUTH_SCHEME = 'Device';

export const DeviceMessages = {
  DEVICE_NOT_FOUND: '终端不存在',
  MODEL_UNKNOWN: '终端型号不在运营商提供的型号列表中',
  MODEL_KIND_MISMATCH: '该型号不是此类终端',
  SERIAL_INVALID: '终端序列号为6~32位字母、数字或短横线',
  SERIAL_TAKEN: '该序列号的终端已存在',
  IMEI_INVALID: 'IMEI须为15位数字',
  NAME_TOO_LONG: `终端名称不能超过${DEVICE_LIMITS.groupNameMax}个字符`,
  MAC_REQUIRED: '请输入MAC地址',
  MAC_INVALID: 'MAC地址格式不正确，应为AA:BB:CC:DD:EE:FF',
  SSID_REQUIRED: '请输入Wi-Fi名称(SSID)',
  SSID_LENGTH: `Wi-Fi名称(SSID)长度为${DEVICE_LIMITS.ssidMin}~${DEVICE_LIMITS.ssidMax}个字符`,
  SSID_INVALID: 'Wi-Fi名称(SSID)不能包含控制字符',
  WIFI_PASSWORD_REQUIRED: '请输入Wi-Fi密码',
  WIFI_PASSWORD_INVALID: `Wi-Fi密码须为${DEVICE_LIMITS.wifiPasswordMin}~${DEVICE_LIMITS.wifiPasswordMax}位可打印ASCII字符（WPA2）`,
  ENCRYPTION_INVALID: '不支持的加密方式',
  BAND_INVALID: '不支持的频段',
  GROUP_NAME_REQUIRED: '请输入分组名称',
  GROUP_NAME_TOO_LONG: `分组名称不能超过${DEVICE_LIMITS.groupNameMax}个字符`,
  GROUP_NAME_TAKEN: '已有同名分组',
  GROUP_NOT_FOUND: '分组不存在',
  GROUP_NOT_EMPTY: '该分组下还有终端，请先移出终端再删除',
  CARD_GROUP_NOT_FOUND: '卡组不存在',
  DESCRIPTION_TOO_LONG: `描述不能超过${DEVICE_LIMITS.descriptionMax}个字符`,
  REMARK_TOO_LONG: `备注不能超过${DEVICE_LIMITS.remarkMax}个字符`,
  KIND_INVALID: '不支持的指令类型',
  TARGET_REQUIRED: '请选择终端或分组',
  TARGET_TOO_MANY: `单次指令最多下发${DEVICE_LIMITS.commandDevicesMax}台终端`,
  TARGET_EMPTY: '所选范围内没有可下发指令的终端',
  TARGET_NOT_CPE: '远程指令只能下发给5G快线网关',
  EXPIRY_RANGE: `指令有效期为1~${DEVICE_LIMITS.commandExpiryHoursMax}小时`,
  COMMAND_NOT_FOUND: '指令不存在',
  VERIFY_REQUIRED: '请先完成身份验证',
  BLACKLIST_EXISTS: '该MAC地址已在黑名单中',
  BLACKLIST_NOT_FOUND: '该MAC地址不在黑名单中',
  CARD_REQUIRED: '请输入要绑定的卡号',
  CARD_INVALID: '卡号须为11位数字',
  CARD_NOT_FOUND: '该卡号不存在或不属于本企业',
  CARD_NOT_ACTIVE: '只能绑定已激活的卡',
  CARD_BOUND_ELSEWHERE: '该卡已绑定其他终端，请先解绑',
  SLOT_INVALID: `卡槽编号为1~${DEVICE_LIMITS.multiSimSlotsMax}`,
  SLOT_TAKEN: '该卡槽已绑定卡，请先解绑',
  SLOT_EMPTY: '该卡槽未绑定卡',
  NOT_MULTI_SIM: '只有5G多卡设备可以绑定多张卡',
  IP_TARGET_INVALID: '目标地址须为IPv4地址或网段（如 10.20.1.0/24）',
  PORT_INVALID: '端口须为1~65535，或形如8000-8080的范围，留空表示全部',
  RULE_NAME_REQUIRED: '请输入规则名称',
  RULE_NOT_FOUND: 'IP访问控制规则不存在',
  NOTICE_NOT_FOUND: '通知规则不存在',
  NOTICE_RECEIVERS_INVALID: '请填写1~10个11位手机号作为接收人',
  HOURS_INVALID: '时间范围为1~168小时',
  VISITOR_READ_ONLY: '访客模式仅可查看，不能操作终端',
  // Device-facing API
  DEVICE_AUTH_REQUIRED: '缺少设备凭证',
  DEVICE_AUTH_INVALID: '设备凭证无效',
  USER_TOKEN_REFUSED: '设备接口不接受用户令牌',
  NOT_YOUR_COMMAND: '不能上报其他设备的指令结果',
  COMMAND_ITEM_NOT_FOUND: '指令不存在',
  /** `接入终端{n}台，超过小数据终端上限15台，仅记录前15台` */
  clientsClipped: (n: number) =>
    `接入终端${n}台，超过小数据终端上限${DEVICE_LIMITS.smallDataClientsMax}台，仅记录前${DEVICE_LIMITS.smallDataClientsMax}台`,
  // Reasons of timed-out items
  EXPIRED_OFFLINE: '设备离线，指令已过期',
  RESULT_TIMEOUT: '设备未在规定时间内返回执行结果',
  // Success messages
  COMMAND_ACCEPTED: '指令已受理，将在终端在线时下发',
  SAVED: '保存成功',
  DELETED: '删除成功',
  ADDED: '终端已添加，设备密钥仅显示一次，请妥善保存',
  CREDENTIAL_ISSUED: '设备密钥已重新生成，仅显示一次，请妥善保存',
  BOUND: '绑定成功',
  UNBOUND: '解绑成功',
  MOVED: '分组已调整',
} as const;

// ---------------------------------------------------------------------------------------
// Field builders

const blankToUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: '参数必须是数字' }).int().positive().max(DB_INT_MAX).optional(),
);
const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(DB_INT_MAX, message);
const optionalKeyword = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z
    .string()
    .max(DEVICE_LIMITS.keywordMax, `关键字不能超过${DEVICE_LIMITS.keywordMax}个字符`)
    .optional(),
);
const optionalBool = z.preprocess(
  (v) =>
    v === '' || v === null
      ? undefined
      : v === 'true' || v === '1'
        ? true
        : v === 'false' || v === '0'
          ? false
          : v,
  z.boolean().optional(),
);

/** MAC address, upper-cased. */
export const MacAddressSchema = z
  .string({ error: DeviceMessages.MAC_REQUIRED })
  .trim()
  .min(1, DeviceMessages.MAC_REQUIRED)
  .regex(MAC_PATTERN, DeviceMessages.MAC_INVALID)
  .transform((v) => v.toUpperCase());

/** SSID: 1–32 characters, no control characters. */
export const SsidSchema = z
  .string({ error: DeviceMessages.SSID_REQUIRED })
  .min(1, DeviceMessages.SSID_REQUIRED)
  .refine((v) => new TextEncoder().encode(v).length <= DEVICE_LIMITS.ssidMax, {
    message: DeviceMessages.SSID_LENGTH,
  })
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\x00-\x1F\x7F]/.test(v), { message: DeviceMessages.SSID_INVALID });

/** WPA2 passphrase: 8–63 printable ASCII characters. */
export const WifiPasswordSchema = z
  .string({ error: DeviceMessages.WIFI_PASSWORD_REQUIRED })
  .min(1, DeviceMessages.WIFI_PASSWORD_REQUIRED)
  .regex(WIFI_PASSWORD_PATTERN, DeviceMessages.WIFI_PASSWORD_INVALID);

const verifyCodeField = z
  .string({ error: DeviceMessages.VERIFY_REQUIRED })
  .trim()
  .min(1, DeviceMessages.VERIFY_REQUIRED)
  .max(8);

const nameField = (label: string, max: number) =>
  visibleName(
    z
      .string({ error: `请输入${label}` })
      .trim()
      .min(1, `请输入${label}`)
      .max(max, `${label}不能超过${max}个字符`),
  );
const descriptionField = z
  .string()
  .trim()
  .max(DEVICE_LIMITS.descriptionMax, DeviceMessages.DESCRIPTION_TOO_LONG)
  .default('');

export const DeviceIdQuerySchema = z.object({ id: requiredId('参数id不正确') });
export const DeviceIdParamsSchema = DeviceIdQuerySchema;

// ---------------------------------------------------------------------------------------
// Models

export const DeviceModelSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  model: z.string(),
  kind: z.enum(DEVICE_KINDS),
  /** Clients the hardware accepts (the 15 small-data rule applies on top). */
  maxClients: z.number().int(),
  /** SIM slots (1 for a CPE). */
  simSlots: z.number().int(),
  firmwareVersions: z.array(z.string()),
  latestFirmware: z.string(),
});
export type DeviceModel = z.infer<typeof DeviceModelSchema>;
export const DeviceModelQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(DEVICE_KINDS).optional()),
});

// ---------------------------------------------------------------------------------------
// Devices

export const DEVICE_SORT_FIELDS = ['id', 'lastHeartbeatAt', 'rsrp', 'downKbps'] as const;

export const DeviceListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  /** Serial or IMEI prefix, or part of the name. */
  keyword: optionalKeyword,
  modelId: optionalId,
  onlineState: z.preprocess(
    blankToUndefined,
    z.enum(DEVICE_ONLINE_STATES, { error: '在线状态不正确' }).optional(),
  ),
  groupId: optionalId,
  dnnId: optionalId,
  sortField: z.preprocess(blankToUndefined, z.enum(DEVICE_SORT_FIELDS).default('id')),
  sortOrder: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
});
export type DeviceListQuery = z.output<typeof DeviceListQuerySchema>;
/** The filters of the list, for its export. */
export const DeviceFilterSchema = DeviceListQuerySchema.omit({ page: true, pageSize: true });
export type DeviceFilter = z.output<typeof DeviceFilterSchema>;

export const DeviceItemSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  kind: z.enum(DEVICE_KINDS),
  modelId: z.number().int(),
  vendor: z.string(),
  model: z.string(),
  firmware: z.string(),
  imei: z.string(),
  onlineState: z.enum(DEVICE_ONLINE_STATES),
  /** dBm; null before the first heartbeat. */
  rsrp: z.number().nullable(),
  /** dB. */
  sinr: z.number().nullable(),
  upKbps: z.number(),
  downKbps: z.number(),
  /** Clients the device last reported (may exceed the 15 stored). */
  clients: z.number().int(),
  lastHeartbeatAt: z.string().nullable(),
  location: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** The bound card (CPE: its one card; multi-SIM: the first slot's). */
  msisdn: z.string().nullable(),
  iccid: z.string().nullable(),
  dnnId: z.number().int().nullable(),
  dnn: z.string(),
  /** Multi-SIM: cards bound. */
  boundCards: z.number().int(),
  custName: z.string(),
  createdAt: z.string(),
});
export type DeviceItem = z.infer<typeof DeviceItemSchema>;
export const DevicePageSchema = pageResult(DeviceItemSchema).extend({
  /** false when `total` stopped at DEVICE_LIMITS.countCap (show "N+"). */
  totalExact: z.boolean(),
});
export type DevicePage = z.infer<typeof DevicePageSchema>;

export const WifiConfigSchema = z.object({
  deviceId: z.number().int(),
  serial: z.string(),
  deviceName: z.string(),
  ssid: z.string(),
  encryption: z.enum(WIFI_ENCRYPTIONS),
  band: z.enum(WIFI_BANDS),
  hidden: z.boolean(),
  enabled: z.boolean(),
  channel: z.number().int(),
  /** The password itself is never answered. */
  hasPassword: z.boolean(),
  updatedAt: z.string(),
});
export type WifiConfig = z.infer<typeof WifiConfigSchema>;

export const DeviceClientSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  serial: z.string(),
  deviceName: z.string(),
  mac: z.string(),
  ip: z.string(),
  hostname: z.string(),
  connection: z.enum(CLIENT_CONNECTIONS),
  upBytes: z.number(),
  downBytes: z.number(),
  online: z.boolean(),
  blacklisted: z.boolean(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type DeviceClient = z.infer<typeof DeviceClientSchema>;

export const DeviceSimBriefSchema = z.object({
  iccid: z.string(),
  msisdn: z.string(),
  status: z.number().int(),
  tariffName: z.string(),
  monthDataKb: z.number(),
});
export const DeviceAccelerationSchema = z.object({
  sessionId: z.string(),
  bandwidthMbps: z.number(),
  qosProfile: z.string(),
  expiresAt: z.string(),
});

export const DeviceDetailSchema = z.object({
  device: DeviceItemSchema,
  /** The bound card, linking to the SIM screens. */
  sim: DeviceSimBriefSchema.nullable(),
  /** The DNN, linking to the private-network screens (null: public internet, cmnet). */
  dnn: z
    .object({ id: z.number().int(), dnn: z.string(), description: z.string(), status: z.number() })
    .nullable(),
  /** A live A1 acceleration session of the bound card, if any. */
  acceleration: DeviceAccelerationSchema.nullable(),
  wifi: WifiConfigSchema.nullable(),
  heartbeatIntervalSeconds: z.number().int(),
  /** Commands still waiting for or running on this device. */
  openCommands: z.number().int(),
  clientsLimit: z.number().int(),
});
export type DeviceDetail = z.infer<typeof DeviceDetailSchema>;

export const DeviceMetricQuerySchema = z.object({
  id: requiredId('参数id不正确'),
  hours: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: DeviceMessages.HOURS_INVALID })
      .int(DeviceMessages.HOURS_INVALID)
      .min(1, DeviceMessages.HOURS_INVALID)
      .max(168, DeviceMessages.HOURS_INVALID)
      .default(DEVICE_LIMITS.metricHours),
  ),
});
export const DeviceMetricPointSchema = z.object({
  ts: z.string(),
  rsrp: z.number().nullable(),
  sinr: z.number().nullable(),
  upKbps: z.number(),
  downKbps: z.number(),
  upBytes: z.number(),
  downBytes: z.number(),
  clients: z.number().int(),
});
export type DeviceMetricPoint = z.infer<typeof DeviceMetricPointSchema>;

/** POST cpe/v1/device/add: registers a gateway of an operator-supplied model. */
export const DeviceCreateSchema = z.object({
  serial: z
    .string({ error: DeviceMessages.SERIAL_INVALID })
    .trim()
    .regex(DEVICE_SERIAL_PATTERN, DeviceMessages.SERIAL_INVALID)
    .transform((v) => v.toUpperCase()),
  modelId: requiredId(DeviceMessages.MODEL_UNKNOWN),
  name: visibleName(
    z.string().trim().max(DEVICE_LIMITS.groupNameMax, DeviceMessages.NAME_TOO_LONG).default(''),
  ),
  imei: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(IMEI_PATTERN, DeviceMessages.IMEI_INVALID).optional(),
  ),
  /** The card to bind (an active card of the enterprise), optional. */
  msisdn: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(MSISDN_PATTERN, DeviceMessages.CARD_INVALID).optional(),
  ),
  groupId: optionalId,
  location: z.string().trim().max(80, '安装位置不能超过80个字符').default(''),
});
export type DeviceCreateInput = z.input<typeof DeviceCreateSchema>;

export const DeviceCredentialSchema = z.object({
  deviceId: z.number().int(),
  serial: z.string(),
  /** Shown once; only its hash is kept. */
  secret: z.string(),
});
export type DeviceCredential = z.infer<typeof DeviceCredentialSchema>;

export const CredentialReissueSchema = z.object({
  id: requiredId('参数id不正确'),
  verifyCode: verifyCodeField,
});

export const DeviceGroupMoveSchema = z.object({
  deviceIds: z
    .array(z.number().int().positive(), { error: DeviceMessages.TARGET_REQUIRED })
    .min(1, DeviceMessages.TARGET_REQUIRED)
    .max(DEVICE_LIMITS.commandDevicesMax, DeviceMessages.TARGET_TOO_MANY),
  /** null: out of any group. */
  groupId: z.number().int().positive().nullable(),
});

// ---------------------------------------------------------------------------------------
// Wi-Fi and blacklist lists

export const WifiListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  keyword: optionalKeyword,
  groupId: optionalId,
});
export const WifiFilterSchema = WifiListQuerySchema.omit({ page: true, pageSize: true });
export const WifiPageSchema = pageResult(WifiConfigSchema);

export const BLACKLIST_STATES = ['adding', 'active', 'removing'] as const;
export type BlacklistState = (typeof BLACKLIST_STATES)[number];
export const BLACKLIST_STATE_LABELS: Readonly<Record<BlacklistState, string>> = {
  adding: '下发中',
  active: '已生效',
  removing: '移除中',
};

export const BlacklistListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  deviceId: optionalId,
  /** MAC prefix or part of the remark. */
  keyword: optionalKeyword,
});
export const BlacklistFilterSchema = BlacklistListQuerySchema.omit({ page: true, pageSize: true });
export const BlacklistItemSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  serial: z.string(),
  deviceName: z.string(),
  mac: z.string(),
  remark: z.string(),
  state: z.enum(BLACKLIST_STATES),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type BlacklistItem = z.infer<typeof BlacklistItemSchema>;
export const BlacklistPageSchema = pageResult(BlacklistItemSchema);

// ---------------------------------------------------------------------------------------
// Commands

/** Which devices a command goes to: a selection, or every gateway of a group. */
export const CommandTargetSchema = z
  .object({
    deviceIds: z
      .array(z.number().int().positive())
      .max(DEVICE_LIMITS.commandDevicesMax, DeviceMessages.TARGET_TOO_MANY)
      .optional(),
    groupId: z.number().int().positive().optional(),
  })
  .refine((t) => (t.deviceIds?.length ?? 0) > 0 || t.groupId !== undefined, {
    message: DeviceMessages.TARGET_REQUIRED,
  });

export const WifiParamsSchema = z.object({
  ssid: SsidSchema,
  password: WifiPasswordSchema,
  encryption: z
    .enum(WIFI_ENCRYPTIONS, { error: DeviceMessages.ENCRYPTION_INVALID })
    .default('WPA2-PSK'),
  band: z.enum(WIFI_BANDS, { error: DeviceMessages.BAND_INVALID }).default('dual'),
  hidden: z.boolean().default(false),
});
export type WifiParams = z.output<typeof WifiParamsSchema>;

export const BlacklistParamsSchema = z.object({
  mac: MacAddressSchema,
  remark: z
    .string()
    .trim()
    .max(DEVICE_LIMITS.remarkMax, DeviceMessages.REMARK_TOO_LONG)
    .default(''),
});

const expiryField = z
  .number({ error: DeviceMessages.EXPIRY_RANGE })
  .int(DeviceMessages.EXPIRY_RANGE)
  .min(1, DeviceMessages.EXPIRY_RANGE)
  .max(DEVICE_LIMITS.commandExpiryHoursMax, DeviceMessages.EXPIRY_RANGE)
  .default(DEVICE_LIMITS.commandExpiryHoursDefault);

/**
 * POST cpe/v1/command: one command to a selection or a group. Wi-Fi changes carry the
 * identity-verification code (`verifyCode`), the other kinds do not need one.
 */
export const CommandCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('reboot'),
      target: CommandTargetSchema,
      expiresInHours: expiryField,
    }),
    z.object({
      kind: z.literal('firmwareQuery'),
      target: CommandTargetSchema,
      expiresInHours: expiryField,
    }),
    z.object({
      kind: z.literal('wifi'),
      target: CommandTargetSchema,
      params: WifiParamsSchema,
      verifyCode: verifyCodeField,
      expiresInHours: expiryField,
    }),
    z.object({
      kind: z.literal('blacklistAdd'),
      target: CommandTargetSchema,
      params: BlacklistParamsSchema,
      expiresInHours: expiryField,
    }),
    z.object({
      kind: z.literal('blacklistRemove'),
      target: CommandTargetSchema,
      params: BlacklistParamsSchema,
      expiresInHours: expiryField,
    }),
  ],
  { error: DeviceMessages.KIND_INVALID },
);

/** POST cpe/v1/wifi/update: the Wi-Fi command without its kind (identity verified). */
export const WifiUpdateSchema = z.object({
  target: CommandTargetSchema,
  params: WifiParamsSchema,
  verifyCode: verifyCodeField,
  expiresInHours: expiryField,
});
export type WifiUpdateInput = z.input<typeof WifiUpdateSchema>;

/** POST cpe/v1/blacklist/add and /remove: the blacklist command without its kind. */
export const BlacklistChangeSchema = z.object({
  target: CommandTargetSchema,
  params: BlacklistParamsSchema,
  expiresInHours: expiryField,
});
export type BlacklistChangeInput = z.input<typeof BlacklistChangeSchema>;
export type CommandCreateInput = z.input<typeof CommandCreateSchema>;
export type CommandCreate = z.output<typeof CommandCreateSchema>;

export const CommandAcceptedSchema = z.object({
  commandId: z.number().int(),
  total: z.number().int(),
});
export type CommandAccepted = z.infer<typeof CommandAcceptedSchema>;

export const CommandCountsSchema = z.object(
  Object.fromEntries(COMMAND_ITEM_STATES.map((s) => [s, z.number().int()])) as Record<
    CommandItemState,
    z.ZodNumber
  >,
);
export type CommandCounts = Record<CommandItemState, number>;

export const CommandSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEVICE_COMMAND_KINDS),
  /** Parameters as sent (a Wi-Fi password is masked). */
  params: z.record(z.string(), z.unknown()),
  total: z.number().int(),
  counts: CommandCountsSchema,
  /** True once no item is pending or delivered. */
  finished: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Command = z.infer<typeof CommandSchema>;

export const CommandListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  kind: z.preprocess(blankToUndefined, z.enum(DEVICE_COMMAND_KINDS).optional()),
  /** Commands that include this device. */
  deviceId: optionalId,
});
export const CommandPageSchema = pageResult(CommandSchema);

export const CommandItemQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  id: requiredId('参数id不正确'),
  state: z.preprocess(blankToUndefined, z.enum(COMMAND_ITEM_STATES).optional()),
});
export const CommandItemSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  serial: z.string(),
  deviceName: z.string(),
  state: z.enum(COMMAND_ITEM_STATES),
  reason: z.string(),
  result: z.record(z.string(), z.unknown()).nullable(),
  deliveredAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type CommandItem = z.infer<typeof CommandItemSchema>;
export const CommandDetailSchema = z.object({
  command: CommandSchema,
  items: pageResult(CommandItemSchema),
});
export type CommandDetail = z.infer<typeof CommandDetailSchema>;

// ---------------------------------------------------------------------------------------
// Groups and card groups

export const DeviceGroupListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  keyword: optionalKeyword,
});
export const DeviceGroupFormSchema = z.object({
  name: nameField('分组名称', DEVICE_LIMITS.groupNameMax),
  description: descriptionField,
});
export type DeviceGroupFormInput = z.input<typeof DeviceGroupFormSchema>;
export const DeviceGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  devices: z.number().int(),
  online: z.number().int(),
  createdAt: z.string(),
});
export type DeviceGroup = z.infer<typeof DeviceGroupSchema>;
export const DeviceGroupPageSchema = pageResult(DeviceGroupSchema);

export const CardGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cards: z.number().int(),
  createdAt: z.string(),
});
export type CardGroup = z.infer<typeof CardGroupSchema>;
export const CardGroupPageSchema = pageResult(CardGroupSchema);
export const CardGroupMembersSchema = z.object({
  groupId: requiredId(DeviceMessages.CARD_GROUP_NOT_FOUND),
  action: z.enum(['add', 'remove'], { error: '操作类型不正确' }),
  msisdnList: z
    .array(z.string().trim().regex(MSISDN_PATTERN, DeviceMessages.CARD_INVALID), {
      error: DeviceMessages.CARD_REQUIRED,
    })
    .min(1, DeviceMessages.CARD_REQUIRED)
    .max(500, '单次最多500张卡'),
});
export const CardGroupMemberQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  id: requiredId('参数id不正确'),
});
export const CardGroupMemberSchema = z.object({
  iccid: z.string(),
  msisdn: z.string(),
  status: z.number().int(),
  deviceSerial: z.string().nullable(),
  addedAt: z.string(),
});
export const CardGroupMemberPageSchema = pageResult(CardGroupMemberSchema);
export const CardGroupMemberResultSchema = z.object({
  changed: z.number().int(),
  /** Numbers refused, each with the reason. */
  refused: z.array(z.object({ msisdn: z.string(), reason: z.string() })),
});

// ---------------------------------------------------------------------------------------
// CPE DNNs

export const CpeDnnQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({ keyword: optionalKeyword });
export const CpeDnnSchema = z.object({
  id: z.number().int(),
  dnn: z.string(),
  description: z.string(),
  ipPool: z.string(),
  bandwidthMbps: z.number(),
  status: z.number().int(),
  devices: z.number().int(),
  online: z.number().int(),
  createdAt: z.string(),
});
export type CpeDnn = z.infer<typeof CpeDnnSchema>;
export const CpeDnnPageSchema = pageResult(CpeDnnSchema);
export const CpeDnnDetailQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  id: requiredId('参数id不正确'),
});
export const CpeDnnDetailSchema = z.object({
  dnn: CpeDnnSchema,
  devices: DevicePageSchema,
});

// ---------------------------------------------------------------------------------------
// IP access control

export const IpRuleQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  keyword: optionalKeyword,
  groupId: optionalId,
});
export const IpRuleFormSchema = z.object({
  name: nameField('规则名称', DEVICE_LIMITS.groupNameMax),
  /** The gateways it applies to: a group, or every gateway of the enterprise (null). */
  groupId: z.number().int().positive().nullable().default(null),
  target: z
    .string({ error: DeviceMessages.IP_TARGET_INVALID })
    .trim()
    .regex(IPV4_OR_CIDR_PATTERN, DeviceMessages.IP_TARGET_INVALID),
  protocol: z.enum(IP_RULE_PROTOCOLS, { error: '协议不正确' }).default('any'),
  port: z
    .string()
    .trim()
    .regex(PORT_RANGE_PATTERN, DeviceMessages.PORT_INVALID)
    .refine(
      (v) =>
        v === '' ||
        (v.split('-').every((p) => Number(p) >= 1 && Number(p) <= 65_535) &&
          (!v.includes('-') || Number(v.split('-')[0]) <= Number(v.split('-')[1]))),
      { message: DeviceMessages.PORT_INVALID },
    )
    .default(''),
  action: z.enum(IP_RULE_ACTIONS, { error: '动作不正确' }),
  priority: z.coerce
    .number()
    .int()
    .min(1, '优先级为1~1000')
    .max(1000, '优先级为1~1000')
    .default(100),
  enabled: z.boolean().default(true),
  remark: z
    .string()
    .trim()
    .max(DEVICE_LIMITS.remarkMax, DeviceMessages.REMARK_TOO_LONG)
    .default(''),
});
export type IpRuleFormInput = z.input<typeof IpRuleFormSchema>;
export const IpRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  target: z.string(),
  protocol: z.enum(IP_RULE_PROTOCOLS),
  port: z.string(),
  action: z.enum(IP_RULE_ACTIONS),
  priority: z.number().int(),
  enabled: z.boolean(),
  remark: z.string(),
  updatedAt: z.string(),
});
export type IpRule = z.infer<typeof IpRuleSchema>;
export const IpRulePageSchema = pageResult(IpRuleSchema);

// ---------------------------------------------------------------------------------------
// Internet users (clients), SMS log, notices

export const DeviceClientQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  deviceId: optionalId,
  /** MAC prefix, IP prefix or part of the host name. */
  keyword: optionalKeyword,
  online: optionalBool,
  blacklisted: optionalBool,
});
export const DeviceClientPageSchema = pageResult(DeviceClientSchema);

export const DeviceSmsLogQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  keyword: optionalKeyword,
  status: z.preprocess(blankToUndefined, z.enum(SMS_LOG_STATUSES).optional()),
});
export const DeviceSmsLogSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int().nullable(),
  serial: z.string().nullable(),
  tel: z.string(),
  event: z.string(),
  content: z.string(),
  status: z.enum(SMS_LOG_STATUSES),
  sentAt: z.string(),
});
export const DeviceSmsLogPageSchema = pageResult(DeviceSmsLogSchema);

export const NoticeRuleQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({ keyword: optionalKeyword });
export const NoticeRuleFormSchema = z.object({
  name: nameField('规则名称', DEVICE_LIMITS.groupNameMax),
  event: z.enum(NOTICE_EVENTS, { error: '请选择通知事件' }),
  channel: z.enum(NOTICE_CHANNELS, { error: '请选择通知方式' }),
  receivers: z
    .array(z.string().trim().regex(MSISDN_PATTERN, DeviceMessages.NOTICE_RECEIVERS_INVALID), {
      error: DeviceMessages.NOTICE_RECEIVERS_INVALID,
    })
    .min(1, DeviceMessages.NOTICE_RECEIVERS_INVALID)
    .max(10, DeviceMessages.NOTICE_RECEIVERS_INVALID),
  enabled: z.boolean().default(true),
});
export type NoticeRuleFormInput = z.input<typeof NoticeRuleFormSchema>;
export const NoticeRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  event: z.enum(NOTICE_EVENTS),
  channel: z.enum(NOTICE_CHANNELS),
  receivers: z.array(z.string()),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type NoticeRule = z.infer<typeof NoticeRuleSchema>;
export const NoticeRulePageSchema = pageResult(NoticeRuleSchema);

// ---------------------------------------------------------------------------------------
// Overviews

export const CpePanelSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  inactive: z.number().int(),
  /** Per cent of activated devices online, one decimal. */
  onlineRate: z.number(),
  /** Traffic of the last 24 hours. */
  upBytes24h: z.number(),
  downBytes24h: z.number(),
  /** Hourly traffic of the last 24 hours (oldest first). */
  traffic: z.array(z.object({ ts: z.string(), upBytes: z.number(), downBytes: z.number() })),
  signal: z.array(z.object({ key: z.string(), label: z.string(), devices: z.number().int() })),
  alarms: z.object({
    offline: z.number().int(),
    weakSignal: z.number().int(),
    clientsOver: z.number().int(),
    commandsFailed24h: z.number().int(),
  }),
  models: z.array(z.object({ model: z.string(), devices: z.number().int() })),
  clientsOnline: z.number().int(),
});
export type CpePanel = z.infer<typeof CpePanelSchema>;

export const SxPanelSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  inactive: z.number().int(),
  onlineRate: z.number(),
  boundCards: z.number().int(),
  freeSlots: z.number().int(),
  binds30d: z.number().int(),
  unbinds30d: z.number().int(),
  upBytes24h: z.number(),
  downBytes24h: z.number(),
  traffic: z.array(z.object({ ts: z.string(), upBytes: z.number(), downBytes: z.number() })),
});
export type SxPanel = z.infer<typeof SxPanelSchema>;

// ---------------------------------------------------------------------------------------
// Multi-SIM binding

export const SxBindingSchema = z.object({
  slot: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  status: z.number().int(),
  boundAt: z.string(),
});
export const SxDeviceDetailSchema = z.object({
  device: DeviceItemSchema,
  slots: z.number().int(),
  bindings: z.array(SxBindingSchema),
});
export type SxDeviceDetail = z.infer<typeof SxDeviceDetailSchema>;

const slotField = z
  .number({ error: DeviceMessages.SLOT_INVALID })
  .int(DeviceMessages.SLOT_INVALID)
  .min(1, DeviceMessages.SLOT_INVALID)
  .max(DEVICE_LIMITS.multiSimSlotsMax, DeviceMessages.SLOT_INVALID);

/** POST sx/v1/device/bind: binds a card to a slot, after identity verification. */
export const SxBindSchema = z.object({
  deviceId: requiredId(DeviceMessages.DEVICE_NOT_FOUND),
  slot: slotField,
  msisdn: z
    .string({ error: DeviceMessages.CARD_REQUIRED })
    .trim()
    .min(1, DeviceMessages.CARD_REQUIRED)
    .regex(MSISDN_PATTERN, DeviceMessages.CARD_INVALID),
  verifyCode: verifyCodeField,
});
export type SxBindInput = z.input<typeof SxBindSchema>;
export const SxUnbindSchema = z.object({
  deviceId: requiredId(DeviceMessages.DEVICE_NOT_FOUND),
  slot: slotField,
  verifyCode: verifyCodeField,
});
export type SxUnbindInput = z.input<typeof SxUnbindSchema>;

export const BindLogQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  deviceId: optionalId,
  /** Serial prefix, or MSISDN/ICCID prefix. */
  keyword: optionalKeyword,
  action: z.preprocess(blankToUndefined, z.enum(BINDING_ACTIONS).optional()),
});
export const BindLogSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  serial: z.string(),
  deviceName: z.string(),
  slot: z.number().int(),
  action: z.enum(BINDING_ACTIONS),
  iccid: z.string(),
  msisdn: z.string(),
  operator: z.string(),
  createdAt: z.string(),
});
export type BindLog = z.infer<typeof BindLogSchema>;
export const BindLogPageSchema = pageResult(BindLogSchema);

// ---------------------------------------------------------------------------------------
// Device-facing API (/device/v1, Authorization: Device <serial>:<secret>)

export const HeartbeatClientSchema = z.object({
  mac: MacAddressSchema,
  ip: z.string().trim().max(39).default(''),
  hostname: z.string().trim().max(64).default(''),
  connection: z.enum(CLIENT_CONNECTIONS).default('wifi'),
  /** Bytes since the client joined (the device's counters). */
  upBytes: z.number().int().min(0).default(0),
  downBytes: z.number().int().min(0).default(0),
});
export type HeartbeatClient = z.input<typeof HeartbeatClientSchema>;

/** The result of one command item, in a heartbeat or on its own. */
export const DeviceCommandResultSchema = z.object({
  success: z.boolean({ error: '请给出执行结果' }),
  /** Why it failed (shown to the console). */
  reason: z.string().trim().max(200).default(''),
  /** Firmware query: `{ firmware: "V1.2.3" }`; other kinds: anything small. */
  data: z.record(z.string(), z.unknown()).default({}),
});
export type DeviceCommandResultInput = z.input<typeof DeviceCommandResultSchema>;

export const HeartbeatSchema = z.object({
  /** dBm, -156..-31. */
  rsrp: z.number().min(-156).max(-31).nullable().default(null),
  /** dB, -23..40. */
  sinr: z.number().min(-23).max(40).nullable().default(null),
  /** Current throughput (at most the theoretical 1000 down / 100 up Mbps). */
  upKbps: z
    .number()
    .int()
    .min(0)
    .max(DEVICE_LIMITS.uplinkMbpsMax * 1000)
    .default(0),
  downKbps: z
    .number()
    .int()
    .min(0)
    .max(DEVICE_LIMITS.downlinkMbpsMax * 1000)
    .default(0),
  /** Bytes since the previous heartbeat. */
  upBytes: z.number().int().min(0).default(0),
  downBytes: z.number().int().min(0).default(0),
  firmware: z.string().trim().max(32).optional(),
  /** Seconds until the next heartbeat (default 60). */
  intervalSeconds: z.number().int().min(10).max(3600).optional(),
  /** Every attached client (LAN and Wi-Fi); at most 15 are kept, see DeviceMessages.clientsClipped. */
  clients: z
    .array(HeartbeatClientSchema)
    .max(
      DEVICE_LIMITS.heartbeatClientsMax,
      `单次心跳最多上报${DEVICE_LIMITS.heartbeatClientsMax}个终端`,
    )
    .default([]),
  /** Results of commands run since the last heartbeat. */
  results: z
    .array(DeviceCommandResultSchema.extend({ itemId: z.number().int().positive() }))
    .max(DEVICE_LIMITS.heartbeatResultsMax)
    .default([]),
});
export type HeartbeatInput = z.input<typeof HeartbeatSchema>;
export type Heartbeat = z.output<typeof HeartbeatSchema>;

/** A command handed to a device: run it once per `itemId` (a redelivery repeats the id). */
export const DeviceCommandSchema = z.object({
  itemId: z.number().int(),
  kind: z.enum(DEVICE_COMMAND_KINDS),
  params: z.record(z.string(), z.unknown()),
  redelivery: z.boolean(),
  expiresAt: z.string(),
});
export type DeviceCommand = z.infer<typeof DeviceCommandSchema>;

export const HeartbeatReplySchema = z.object({
  serverTime: z.string(),
  intervalSeconds: z.number().int(),
  commands: z.array(DeviceCommandSchema),
  /** Item ids whose results were taken (results for unknown or foreign items are not). */
  acceptedResults: z.array(z.number().int()),
  /** Why part of the heartbeat was not kept (clients above 15, refused results). */
  warnings: z.array(z.string()),
});
export type HeartbeatReply = z.infer<typeof HeartbeatReplySchema>;

export const DeviceCommandResultParamsSchema = z.object({
  itemId: z.coerce.number({ error: '指令编号不正确' }).int().positive('指令编号不正确'),
});
export const DeviceCommandResultReplySchema = z.object({
  itemId: z.number().int(),
  state: z.enum(COMMAND_ITEM_STATES),
});

// ---------------------------------------------------------------------------------------
// 小微业务: small-business packages served on a gateway (mini-panel, mini-service, mini-group)

export const MINI_SERVICE_STATES = ['active', 'suspended', 'expired'] as const;
export type MiniServiceState = (typeof MINI_SERVICE_STATES)[number];
export const MINI_SERVICE_STATE_LABELS: Readonly<Record<MiniServiceState, string>> = {
  active: '使用中',
  suspended: '已暂停',
  expired: '已到期',
};
/** Terms a subscription or a renewal may take, in months. */
export const MINI_TERM_MONTHS = [1, 3, 6, 12, 24, 36] as const;
export const MINI_LIMITS = {
  shopNameMax: 40,
  contactNameMax: 20,
  addressMax: 100,
  /** A subscription ending within this many days is 即将到期. */
  expiringDays: 30,
} as const;

export const MiniMessages = {
  SERVICE_NOT_FOUND: '小微业务不存在',
  PACKAGE_REQUIRED: '请选择小微套餐',
  PACKAGE_UNKNOWN: '小微套餐不存在或已下架',
  DEVICE_REQUIRED: '请选择承载网关',
  DEVICE_NOT_OWN: '只能选择本企业的5G快线网关',
  DEVICE_TAKEN: '该网关已承载其他小微业务，请选择其他网关',
  CONTACT_PHONE_INVALID: '联系电话须为11位手机号码',
  START_DATE_INVALID: '请选择正确的生效日期（YYYY-MM-DD）',
  TERM_INVALID: `服务期限只能为${MINI_TERM_MONTHS.join('、')}个月`,
  GROUP_NOT_FOUND: '小微分组不存在',
  GROUP_NOT_EMPTY: '分组下还有小微业务，请先将业务移出分组再删除',
  NOT_ACTIVE: '只有使用中的业务可以暂停',
  NOT_SUSPENDED: '只有已暂停的业务可以恢复',
  EXPIRED_RESUME: '业务已到期，请先续期',
  SUSPENDED: '业务已暂停',
  RESUMED: '业务已恢复',
  RENEWED: '续期成功',
} as const;

export const MiniServiceQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  keyword: optionalKeyword,
  state: z.preprocess(
    blankToUndefined,
    z.enum(MINI_SERVICE_STATES, { error: '业务状态不正确' }).optional(),
  ),
  packageId: optionalId,
  groupId: optionalId,
  /** Only subscriptions running and ending within MINI_LIMITS.expiringDays. */
  expiring: optionalBool,
});
export type MiniServiceQuery = z.infer<typeof MiniServiceQuerySchema>;

const miniTerm = z.coerce
  .number({ error: MiniMessages.TERM_INVALID })
  .refine((n) => (MINI_TERM_MONTHS as readonly number[]).includes(n), MiniMessages.TERM_INVALID);
const optionalGroupId = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? null : v),
  z.coerce
    .number({ error: MiniMessages.GROUP_NOT_FOUND })
    .int()
    .positive()
    .max(DB_INT_MAX, MiniMessages.GROUP_NOT_FOUND)
    .nullable(),
);

/** Shop, contact, package, gateway and group: what 新增 and 编辑 both carry. */
const miniServiceFields = {
  shopName: nameField('商户名称', MINI_LIMITS.shopNameMax),
  contactName: nameField('联系人', MINI_LIMITS.contactNameMax),
  contactPhone: z
    .string({ error: MiniMessages.CONTACT_PHONE_INVALID })
    .trim()
    .regex(MOBILE_PATTERN, MiniMessages.CONTACT_PHONE_INVALID),
  address: z
    .string()
    .trim()
    .max(MINI_LIMITS.addressMax, `地址不能超过${MINI_LIMITS.addressMax}个字符`)
    .default(''),
  packageId: requiredId(MiniMessages.PACKAGE_REQUIRED),
  deviceId: requiredId(MiniMessages.DEVICE_REQUIRED),
  groupId: optionalGroupId.default(null),
  remark: descriptionField,
};
export const MiniServiceUpdateSchema = z.object(miniServiceFields);
export type MiniServiceUpdateInput = z.input<typeof MiniServiceUpdateSchema>;
export const MiniServiceCreateSchema = z.object({
  ...miniServiceFields,
  startDate: z
    .string({ error: MiniMessages.START_DATE_INVALID })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MiniMessages.START_DATE_INVALID)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), MiniMessages.START_DATE_INVALID),
  termMonths: miniTerm,
});
export type MiniServiceCreateInput = z.input<typeof MiniServiceCreateSchema>;
export const MiniRenewSchema = z.object({ termMonths: miniTerm });

export const MiniPackageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  downMbps: z.number().int(),
  upMbps: z.number().int(),
  /** null: unlimited. */
  monthlyGb: z.number().int().nullable(),
  /** Yuan a month. */
  monthlyFee: z.number(),
  clientMax: z.number().int(),
});
export type MiniPackage = z.infer<typeof MiniPackageSchema>;

export const MiniServiceSchema = z.object({
  id: z.number().int(),
  serviceNo: z.string(),
  shopName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  downMbps: z.number().int(),
  upMbps: z.number().int(),
  monthlyGb: z.number().int().nullable(),
  monthlyFee: z.number(),
  deviceId: z.number().int().nullable(),
  serial: z.string().nullable(),
  deviceName: z.string().nullable(),
  onlineState: z.enum(DEVICE_ONLINE_STATES).nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  state: z.enum(MINI_SERVICE_STATES),
  startDate: z.string(),
  endDate: z.string(),
  /** Days until the end date (negative once past). */
  daysLeft: z.number().int(),
  remark: z.string(),
  custName: z.string(),
  createdAt: z.string(),
});
export type MiniService = z.infer<typeof MiniServiceSchema>;
export const MiniServicePageSchema = pageResult(MiniServiceSchema);

export const MiniServiceDetailSchema = MiniServiceSchema.extend({
  /** This calendar month's traffic through the gateway, in bytes. */
  monthBytes: z.number(),
  rsrp: z.number().nullable(),
  sinr: z.number().nullable(),
  upKbps: z.number(),
  downKbps: z.number(),
  clients: z.number().int(),
  lastHeartbeatAt: z.string().nullable(),
});
export type MiniServiceDetail = z.infer<typeof MiniServiceDetailSchema>;

export const MiniGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  services: z.number().int(),
  active: z.number().int(),
  createdAt: z.string(),
});
export type MiniGroup = z.infer<typeof MiniGroupSchema>;
export const MiniGroupPageSchema = pageResult(MiniGroupSchema);

export const MiniPanelSchema = z.object({
  total: z.number().int(),
  states: z.record(z.enum(MINI_SERVICE_STATES), z.number().int()),
  expiringSoon: z.number().int(),
  /** Running subscriptions whose gateway is online now, and those with a gateway at all. */
  online: z.number().int(),
  withGateway: z.number().int(),
  /** Monthly fees of the running subscriptions, in yuan. */
  monthlyFee: z.number(),
  byPackage: z.array(z.object({ name: z.string(), count: z.number().int() })),
  byGroup: z.array(z.object({ name: z.string(), count: z.number().int() })),
  expiring: z.array(MiniServiceSchema),
});
export type MiniPanel = z.infer<typeof MiniPanelSchema>;
