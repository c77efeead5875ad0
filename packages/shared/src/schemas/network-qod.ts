import { z } from 'zod';
import { pageQuery, pageResult } from './common.js';
import { MSISDN_PATTERN } from './sim.js';

/**
 * A1 业务加速: acceleration sessions shaped like CAMARA Quality-on-Demand. A session raises
 * one device's (card's) traffic towards an application server to a QoS profile and a
 * bandwidth for a while; the A1 business instance it runs under bounds its bandwidth (the
 * ordered tier) and its window (the instance's term).
 */

/** QoS profiles a session can ask for (CAMARA QoD profile names). */
export const QOS_PROFILES = [
  'DOWNLINK_S_UPLINK_S',
  'DOWNLINK_S_UPLINK_L',
  'DOWNLINK_M_UPLINK_L',
  'DOWNLINK_L_UPLINK_M',
  'DOWNLINK_L_UPLINK_L',
] as const;
export type QosProfile = (typeof QOS_PROFILES)[number];
export const QOS_PROFILE_LABELS: Readonly<Record<QosProfile, string>> = {
  DOWNLINK_S_UPLINK_S: '低时延（上下行小流量）',
  DOWNLINK_S_UPLINK_L: '上行优先（视频回传）',
  DOWNLINK_M_UPLINK_L: '上行增强（上行大、下行中）',
  DOWNLINK_L_UPLINK_M: '下行增强（下行大、上行中）',
  DOWNLINK_L_UPLINK_L: '上下行均衡增强',
};

export const QOD_STATUSES = ['REQUESTED', 'AVAILABLE', 'UNAVAILABLE'] as const;
export type QodStatus = (typeof QOD_STATUSES)[number];
export const QOD_STATUS_LABELS: Readonly<Record<QodStatus, string>> = {
  REQUESTED: '开通中',
  AVAILABLE: '生效中',
  UNAVAILABLE: '已结束',
};
/** Statuses of a session still running (or about to): at most one per device. */
export const QOD_LIVE_STATUSES: readonly QodStatus[] = ['REQUESTED', 'AVAILABLE'];

/** Why a session ended ('' while it runs). */
export const QOD_STATUS_INFOS = [
  'DURATION_EXPIRED',
  'NETWORK_TERMINATED',
  'DELETE_REQUESTED',
] as const;
export type QodStatusInfo = (typeof QOD_STATUS_INFOS)[number];
export const QOD_STATUS_INFO_LABELS: Readonly<Record<QodStatusInfo, string>> = {
  DURATION_EXPIRED: '到期结束',
  DELETE_REQUESTED: '手动结束',
  NETWORK_TERMINATED: '网络终止',
};

/** Duration limits of a session, in seconds: 5 minutes to 24 hours. */
export const QOD_MIN_DURATION = 300;
export const QOD_MAX_DURATION = 86_400;
/** Durations the console offers, in seconds. */
export const QOD_DURATION_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 300, label: '5分钟' },
  { value: 900, label: '15分钟' },
  { value: 1800, label: '30分钟' },
  { value: 3600, label: '1小时' },
  { value: 7200, label: '2小时' },
  { value: 14_400, label: '4小时' },
  { value: 28_800, label: '8小时' },
  { value: 43_200, label: '12小时' },
  { value: 86_400, label: '24小时' },
];
/** The six tiers of the A1 SKU sold per card, for an instance whose SKU has none. */
export const QOD_DEFAULT_TIERS: readonly number[] = [10, 20, 50, 100, 200, 500];

/** A1 instance status: 1 active, 2 ended. */
export const QodInstanceStatus = { ACTIVE: 1, ENDED: 2 } as const;
export const QOD_INSTANCE_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: '生效中',
  2: '已结束',
};

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** An IPv4 address, or an IPv4 range in CIDR notation (10.20.1.0/24). */
export const IPV4_OR_CIDR_PATTERN = new RegExp(`^${OCTET}(\\.${OCTET}){3}(\\/(3[0-2]|[12]?\\d))?$`);

/** Seconds as 1小时30分钟 (days for longer spans), for durations and remaining time. */
export function formatQodDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [d ? `${d}天` : '', h ? `${h}小时` : '', m ? `${m}分钟` : ''].filter(Boolean);
  if (parts.length === 0) return s > 0 ? `${s}秒` : '0分钟';
  return parts.join('');
}

export const QodMessages = {
  INSTANCE_REQUIRED: '请选择加速实例',
  DEVICE_REQUIRED: '请选择加速设备（卡号）',
  DEVICE_INVALID: '设备卡号须为11位数字',
  SERVER_REQUIRED: '请输入应用服务器地址',
  SERVER_INVALID: '应用服务器地址须为IPv4地址或IPv4网段（如 10.20.1.0/24）',
  PROFILE_REQUIRED: '请选择QoS模板',
  BANDWIDTH_REQUIRED: '请选择加速带宽',
  DURATION_REQUIRED: '请选择加速时长',
  DURATION_RANGE: '加速时长为5分钟至24小时',
  EXTEND_REQUIRED: '请选择延长时长',
  EXTEND_RANGE: '延长时长为5分钟至24小时',
  INSTANCE_NOT_FOUND: '加速实例不存在',
  INSTANCE_NOT_A1: '该业务实例不是业务加速实例',
  INSTANCE_ENDED: '该加速实例已结束，不能新建加速',
  INSTANCE_NOT_STARTED: '该加速实例尚未开始服务',
  SESSION_NOT_FOUND: '加速会话不存在',
  /** `设备{msisdn}不在该加速实例订购的卡号中` */
  deviceNotInInstance: (msisdn: string) => `设备${msisdn}不在该加速实例订购的卡号中`,
  /** `加速带宽{mbps} Mbps不在该实例的带宽档位中` */
  bandwidthNotTier: (mbps: number) => `加速带宽${mbps} Mbps不在该实例的带宽档位中`,
  /** `加速带宽不能超过订购带宽{ordered} Mbps` */
  bandwidthOverOrdered: (ordered: number) => `加速带宽不能超过订购带宽${ordered} Mbps`,
  /** `加速结束时间不能晚于实例服务期结束时间{end}` */
  pastInstanceEnd: (end: string) => `加速结束时间不能晚于实例服务期结束时间${end}`,
  /** `设备{msisdn}已有生效中的加速会话（至{end}结束），请结束该会话或待其到期后再新建` */
  overlap: (msisdn: string, end: string) =>
    `设备${msisdn}已有生效中的加速会话（至${end}结束），请结束该会话或待其到期后再新建`,
  SESSION_ENDED_EXTEND: '该加速会话已结束，不能延长',
  SESSION_ENDED_DELETE: '该加速会话已结束',
  EXTEND_OVER_MAX: '延长后的加速总时长不能超过24小时',
  CREATED: '加速已生效',
  EXTENDED: '加速已延长',
  DELETED: '加速已结束',
} as const;

const durationField = (required: string, range: string) =>
  z
    .number({ error: required })
    .int(range)
    .min(QOD_MIN_DURATION, range)
    .max(QOD_MAX_DURATION, range);

/** POST network/qod/v1/sessions: a new acceleration session. */
export const QodCreateSchema = z.object({
  /** The A1 business instance the session runs under. */
  instanceId: z
    .number({ error: QodMessages.INSTANCE_REQUIRED })
    .int(QodMessages.INSTANCE_REQUIRED)
    .positive(QodMessages.INSTANCE_REQUIRED),
  /** The device: one of the instance's cards (11 digits). */
  msisdn: z
    .string({ error: QodMessages.DEVICE_REQUIRED })
    .trim()
    .min(1, QodMessages.DEVICE_REQUIRED)
    .regex(MSISDN_PATTERN, QodMessages.DEVICE_INVALID),
  /** The application server: an IPv4 address or CIDR range. */
  applicationServer: z
    .string({ error: QodMessages.SERVER_REQUIRED })
    .trim()
    .min(1, QodMessages.SERVER_REQUIRED)
    .max(43, QodMessages.SERVER_INVALID)
    .regex(IPV4_OR_CIDR_PATTERN, QodMessages.SERVER_INVALID),
  qosProfile: z.enum(QOS_PROFILES, { error: QodMessages.PROFILE_REQUIRED }),
  /** One of the instance's six tiers, at most the ordered bandwidth. */
  bandwidthMbps: z
    .number({ error: QodMessages.BANDWIDTH_REQUIRED })
    .int(QodMessages.BANDWIDTH_REQUIRED)
    .positive(QodMessages.BANDWIDTH_REQUIRED),
  /** Seconds, 5 minutes to 24 hours. */
  duration: durationField(QodMessages.DURATION_REQUIRED, QodMessages.DURATION_RANGE),
});
export type QodCreateInput = z.input<typeof QodCreateSchema>;

/** POST network/qod/v1/sessions/:sessionId/extend. */
export const QodExtendSchema = z.object({
  requestedAdditionalDuration: durationField(QodMessages.EXTEND_REQUIRED, QodMessages.EXTEND_RANGE),
});
export type QodExtendInput = z.input<typeof QodExtendSchema>;

export const QodSessionIdParamsSchema = z.object({
  sessionId: z.uuid({ error: QodMessages.SESSION_NOT_FOUND }),
});

/** GET network/qod/v1/sessions?msisdn=: the sessions of one device. */
export const QodDeviceQuerySchema = z.object({
  msisdn: z
    .string({ error: QodMessages.DEVICE_REQUIRED })
    .trim()
    .regex(MSISDN_PATTERN, QodMessages.DEVICE_INVALID),
});

/** The console's paged list of sessions. */
export const QodSessionQuerySchema = pageQuery().extend({
  status: z.enum(QOD_STATUSES, { error: '会话状态不正确' }).optional(),
  msisdn: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/, '卡号须为数字')
    .optional(),
  instanceId: z.coerce.number({ error: '加速实例不正确' }).int().positive().optional(),
});
export type QodSessionQuery = z.infer<typeof QodSessionQuerySchema>;

export const QodSessionSchema = z.object({
  sessionId: z.string(),
  instanceId: z.number().int(),
  instanceName: z.string(),
  msisdn: z.string(),
  applicationServer: z.string(),
  qosProfile: z.string(),
  bandwidthMbps: z.number().int(),
  /** Seconds the session was asked for, extensions included. */
  duration: z.number().int(),
  /** ISO 8601. */
  startedAt: z.string(),
  /** ISO 8601: when it ends (or ended, for one ended early). */
  expiresAt: z.string(),
  status: z.enum(QOD_STATUSES),
  /** Why it ended: one of QOD_STATUS_INFOS, or '' while it runs. */
  statusInfo: z.string(),
  /** Seconds left when answered; 0 once it ended. */
  remainingSeconds: z.number().int(),
  createdBy: z.string(),
  createTime: z.string(),
});
export type QodSession = z.infer<typeof QodSessionSchema>;
export const QodSessionPageSchema = pageResult(QodSessionSchema);

/** An A1 business instance as the acceleration screens show it. */
export const QodInstanceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orderId: z.number().int().nullable(),
  orderNo: z.string(),
  custName: z.string(),
  /** The ordered tier: no session may go above it. */
  bandwidthMbps: z.number().int(),
  /** The SKU's six tiers, in Mbps, lowest first. */
  tiers: z.array(z.number().int()),
  cardCount: z.number().int(),
  liveSessions: z.number().int(),
  /** 1 active, 2 ended. */
  status: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** ISO 8601 end of the term, or null when open-ended. */
  endAt: z.string().nullable(),
});
export type QodInstance = z.infer<typeof QodInstanceSchema>;

export const QodInstanceCardSchema = z.object({
  msisdn: z.string(),
  iccid: z.string(),
  /** SIM status (SimStatus), or null for a number no longer among the enterprise's cards. */
  simStatus: z.number().int().nullable(),
  /** The device's live session, if any. */
  liveSessionId: z.string().nullable(),
  liveUntil: z.string().nullable(),
});
export type QodInstanceCard = z.infer<typeof QodInstanceCardSchema>;

export const QodInstanceDetailSchema = z.object({
  instance: QodInstanceSchema,
  cards: z.array(QodInstanceCardSchema),
  /** The newest sessions of the instance (live ones first). */
  sessions: z.array(QodSessionSchema),
});
export type QodInstanceDetail = z.infer<typeof QodInstanceDetailSchema>;

/** The reason label of an ended session, or ''. */
export function qodStatusInfoLabel(info: string): string {
  return (QOD_STATUS_INFO_LABELS as Record<string, string>)[info] ?? '';
}

/** The Chinese label of a QoS profile (the code itself for an unknown one). */
export function qosProfileLabel(profile: string): string {
  return (QOS_PROFILE_LABELS as Record<string, string>)[profile] ?? profile;
}

/** The tiers a session of this instance may use: those at or below the ordered bandwidth. */
export function qodAllowedTiers(instance: Pick<QodInstance, 'tiers' | 'bandwidthMbps'>): number[] {
  return instance.tiers.filter((t) => t <= instance.bandwidthMbps);
}
