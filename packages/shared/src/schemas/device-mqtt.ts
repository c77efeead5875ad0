import { z } from 'zod';
import { DeviceCommandResultSchema } from './device.js';
import { UpgradeProgressSchema } from './ota.js';

/**
 * The devices' MQTT contract, version 1 (decision 0021): every topic of a device lies under
 * `pn/v1/<identifier>/`, where the identifier is a gateway's serial or an industry
 * terminal's device key, the same as its client id and its user name. The payloads are the
 * HTTP device API's own bodies (same schemas), as JSON.
 */
export const MQTT_TOPIC_ROOT = 'pn/v1';

/** What a device publishes (QoS 1 unless noted). */
export const MQTT_UP_CHANNELS = {
  /** A heartbeat: state, throughput, clients, results (HeartbeatSchema). */
  telemetry: 'telemetry',
  /** One command item's result (DeviceResultMessageSchema). */
  result: 'result',
  /** Firmware progress (DeviceUpgradeMessageSchema). */
  upgrade: 'upgrade',
  /** Birth `{"online":true}` after connecting; the last will `{"online":false}` (retained). */
  state: 'state',
  /** An industry terminal's batch of points (IndustryReportSchema). */
  report: 'report',
} as const;
export type MqttUpChannel = (typeof MQTT_UP_CHANNELS)[keyof typeof MQTT_UP_CHANNELS];

/** What the platform publishes to a device. */
export const MQTT_DOWN_CHANNELS = {
  /** One command to run (DeviceCommandSchema), QoS 1: run it once per itemId. */
  command: 'command',
  /** The answer to each message the device sent (MqttAckSchema), QoS 0. */
  ack: 'ack',
} as const;
export type MqttDownChannel = (typeof MQTT_DOWN_CHANNELS)[keyof typeof MQTT_DOWN_CHANNELS];

const UP = new Set<string>(Object.values(MQTT_UP_CHANNELS));
const DOWN = new Set<string>(Object.values(MQTT_DOWN_CHANNELS));

/** `pn/v1/<identifier>/<channel>`. */
export const deviceTopic = (identifier: string, channel: MqttUpChannel | MqttDownChannel) =>
  `${MQTT_TOPIC_ROOT}/${identifier}/${channel}`;

/** A device's identifier as in its credential: 6–32 letters, digits and hyphens. */
export const DEVICE_IDENTIFIER = /^[A-Za-z0-9-]{6,32}$/;

/** The identifier and channel of a device topic; null for anything else. */
export function parseDeviceTopic(
  topic: string,
): { identifier: string; channel: string; up: boolean; down: boolean } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || `${parts[0]}/${parts[1]}` !== MQTT_TOPIC_ROOT) return null;
  const identifier = parts[2]!;
  const channel = parts[3]!;
  if (!DEVICE_IDENTIFIER.test(identifier)) return null;
  return { identifier, channel, up: UP.has(channel), down: DOWN.has(channel) };
}

export const MQTT_LIMITS = {
  /** The largest message a device may publish (a heartbeat with 64 clients is ~10 KB). */
  payloadMaxBytes: 64 * 1024,
  /** Messages one device may publish in a burst, and per second after it. */
  burst: 20,
  perSecond: 2,
  /** The keep-alive the platform asks of devices, seconds. */
  keepaliveSeconds: 60,
} as const;

/** `pn/v1/<serial>/result`: a command item's result on its own. */
export const DeviceResultMessageSchema = DeviceCommandResultSchema.extend({
  itemId: z.number({ error: '请给出指令条目编号' }).int().positive('指令条目编号不正确'),
});
export type DeviceResultMessage = z.input<typeof DeviceResultMessageSchema>;

/** `pn/v1/<serial>/upgrade`: downloading or installing a firmware task's package. */
export const DeviceUpgradeMessageSchema = UpgradeProgressSchema.extend({
  taskDeviceId: z.number({ error: '请给出升级记录编号' }).int().positive('升级记录编号不正确'),
});
export type DeviceUpgradeMessage = z.input<typeof DeviceUpgradeMessageSchema>;

/** `pn/v1/<id>/state`: the birth message and the last will. */
export const DeviceStateMessageSchema = z.object({
  online: z.boolean({ error: 'online 须为 true 或 false' }),
});
export type DeviceStateMessage = z.infer<typeof DeviceStateMessageSchema>;

/** `pn/v1/<id>/ack`: how the platform took a message (the HTTP answer's envelope). */
export const MqttAckSchema = z.object({
  /** The channel of the message answered. */
  channel: z.string(),
  status: z.string(),
  message: z.string(),
  result: z.unknown().optional(),
});
export type MqttAck = z.infer<typeof MqttAckSchema>;

/** Why a message was dropped (also kept as the device's last refusal). */
export const MqttMessages = {
  NOT_JSON: '消息不是有效的JSON',
  TOO_LARGE: `消息超过${MQTT_LIMITS.payloadMaxBytes / 1024}KB，已丢弃`,
  FOREIGN_TOPIC: '只能在本设备的主题下发布和订阅',
  UNKNOWN_CHANNEL: '未知的上报主题',
  FLOOD: '上报过于频繁，消息已丢弃',
  NOT_FOR_KIND: '该类设备不能使用此主题',
  CLIENT_ID_MISMATCH: '客户端标识须与设备序列号（用户名）一致',
  CUSTOMER_SUSPENDED: '设备所属企业已停用',
} as const;

/**
 * The broker hooks (EMQX HTTP authentication and authorisation) answer in the platform's
 * envelope whose `result` is what EMQX reads.
 */
export const MqttAuthRequestSchema = z.object({
  clientid: z.string().max(128).default(''),
  username: z.string().max(128).default(''),
  password: z.string().max(512).default(''),
  peerhost: z.string().max(64).default(''),
});
export const MqttAclRequestSchema = z.object({
  clientid: z.string().max(128).default(''),
  username: z.string().max(128).default(''),
  topic: z.string().max(512),
  action: z.enum(['publish', 'subscribe']),
  peerhost: z.string().max(64).default(''),
});
export const MqttHookReplySchema = z.object({
  status: z.string(),
  message: z.string(),
  result: z.enum(['allow', 'deny', 'ignore']),
  is_superuser: z.boolean().optional(),
});
