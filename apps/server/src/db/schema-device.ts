import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.js';

/** 5G fast-line gateways and multi-SIM devices (migration 2026_11_25_000200). */

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns: read as numbers (the int8 parser in database.ts), default 0. */
type BigInt = ColumnType<number, number | undefined, number>;
/** jsonb written as JSON text or a value, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface DeviceModelTable {
  id: Generated<number>;
  vendor: string;
  model: string;
  /** cpe or multiSim. */
  kind: string;
  maxClients: Generated<number>;
  simSlots: Generated<number>;
  firmwareVersions: Json<string[]>;
  latestFirmware: Generated<string>;
  /** 1 supplied, 0 withdrawn. */
  status: Generated<number>;
}

export interface DeviceGroupTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  name: string;
  description: Generated<string>;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface CardGroupMemberTable {
  groupId: number;
  cardId: number;
  createdAt: Stamp;
}

/** How a device (gateway or industry terminal) is connected: migration 2026_12_02_000300. */
export interface DeviceConnectionColumns {
  /** mqtt or http: the channel of its latest report; null before the first. */
  transport: Generated<string | null>;
  /** Connected to the broker now (birth seen, no last will since). */
  mqttConnected: Generated<boolean>;
  connectedAt: NullableTimestamp;
  clientAddress: Generated<string>;
  lastWillAt: NullableTimestamp;
  /** Messages the platform refused (bad payload, foreign topic, flood…) and the last reason. */
  rejectedMessages: Generated<number>;
  lastRejectedReason: Generated<string>;
  lastRejectedAt: NullableTimestamp;
}

export interface DeviceTable extends DeviceConnectionColumns {
  id: Generated<number>;
  serial: string;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  orgId: Generated<number | null>;
  kind: string;
  modelId: number;
  name: Generated<string>;
  firmware: Generated<string>;
  imei: Generated<string>;
  simCardId: Generated<number | null>;
  dnnId: Generated<number | null>;
  dnn: Generated<string>;
  groupId: Generated<number | null>;
  /** online, offline, inactive. */
  onlineState: Generated<string>;
  rsrp: Generated<number | null>;
  sinr: Generated<number | null>;
  upKbps: Generated<number>;
  downKbps: Generated<number>;
  clients: Generated<number>;
  heartbeatIntervalS: Generated<number>;
  lastHeartbeatAt: NullableTimestamp;
  location: Generated<string>;
  lng: Generated<number | null>;
  lat: Generated<number | null>;
  credentialHash: Generated<string | null>;
  credentialIssuedAt: NullableTimestamp;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface DeviceMetricTable {
  deviceId: number;
  ts: Timestamp;
  rsrp: number | null;
  sinr: number | null;
  upKbps: Generated<number>;
  downKbps: Generated<number>;
  upBytes: BigInt;
  downBytes: BigInt;
  clients: Generated<number>;
}

export interface DeviceClientTable {
  id: Generated<number>;
  deviceId: number;
  customerId: number;
  mac: string;
  ip: Generated<string>;
  hostname: Generated<string>;
  /** wifi or lan. */
  connection: Generated<string>;
  upBytes: BigInt;
  downBytes: BigInt;
  online: Generated<boolean>;
  blacklisted: Generated<boolean>;
  firstSeenAt: Stamp;
  lastSeenAt: Stamp;
}

export interface DeviceWifiTable {
  deviceId: number;
  customerId: number;
  ssid: string;
  password: Generated<string>;
  encryption: Generated<string>;
  band: Generated<string>;
  hidden: Generated<boolean>;
  enabled: Generated<boolean>;
  channel: Generated<number>;
  updatedAt: Stamp;
}

export interface DeviceBlacklistTable {
  id: Generated<number>;
  deviceId: number;
  customerId: number;
  mac: string;
  remark: Generated<string>;
  /** adding, active, removing. */
  state: Generated<string>;
  createdBy: number | null;
  createdAt: Stamp;
}

export interface DeviceIpRuleTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  groupId: number | null;
  name: string;
  target: string;
  protocol: Generated<string>;
  port: Generated<string>;
  action: string;
  priority: Generated<number>;
  enabled: Generated<boolean>;
  remark: Generated<string>;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface DeviceSmsLogTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  deviceId: number | null;
  tel: string;
  event: string;
  content: string;
  /** sent or failed. */
  status: Generated<string>;
  sentAt: Stamp;
}

export interface DeviceNoticeRuleTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  name: string;
  event: string;
  channel: string;
  receivers: Json<string[]>;
  enabled: Generated<boolean>;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface DeviceSimBindingTable {
  deviceId: number;
  slot: number;
  cardId: number;
  boundBy: number | null;
  boundAt: Stamp;
}

export interface DeviceBindingLogTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  deviceId: number;
  slot: number;
  /** bind or unbind. */
  action: string;
  iccid: string;
  msisdn: string;
  operatorId: number | null;
  createdAt: Stamp;
}

export interface DeviceCommandTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  kind: string;
  params: Json<Record<string, unknown>>;
  groupId: number | null;
  total: number;
  createdBy: number | null;
  createdAt: Stamp;
  expiresAt: Timestamp;
}

export interface DeviceCommandItemTable {
  id: Generated<number>;
  commandId: number;
  deviceId: number;
  /** pending, delivered, succeeded, failed, timedOut. */
  state: Generated<string>;
  reason: Generated<string>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Parameters of this device's run, merged over the command's (upgrade tasks). */
  params: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  deliveredAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  /** The command's expiry, copied so the sweep reads one index. */
  expiresAt: Timestamp;
}

/** 5G快线 小微业务 (migration 2026_11_25_000220). */
export interface CpeMiniPackageTable {
  id: Generated<number>;
  code: string;
  name: string;
  downMbps: number;
  upMbps: number;
  /** GB a month; null is unlimited. */
  monthlyGb: number | null;
  monthlyFeeFen: number;
  clientMax: Generated<number>;
  /** 1 on sale, 0 withdrawn. */
  status: Generated<number>;
  orderId: Generated<number>;
}

/** A date column: written as YYYY-MM-DD; read it with to_char (drivers differ). */
type DateText = ColumnType<Date | string, string, string>;

export interface CpeMiniServiceTable {
  id: Generated<number>;
  serviceNo: string;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  packageId: number;
  deviceId: number | null;
  groupId: number | null;
  shopName: string;
  contactName: string;
  contactPhone: string;
  address: Generated<string>;
  /** active, suspended, expired. */
  state: Generated<string>;
  startDate: DateText;
  endDate: DateText;
  remark: Generated<string>;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface DeviceTables {
  deviceModel: DeviceModelTable;
  deviceGroup: DeviceGroupTable;
  cardGroup: DeviceGroupTable;
  cardGroupMember: CardGroupMemberTable;
  device: DeviceTable;
  deviceMetric: DeviceMetricTable;
  deviceClient: DeviceClientTable;
  deviceWifi: DeviceWifiTable;
  deviceBlacklist: DeviceBlacklistTable;
  deviceIpRule: DeviceIpRuleTable;
  deviceSmsLog: DeviceSmsLogTable;
  deviceNoticeRule: DeviceNoticeRuleTable;
  deviceSimBinding: DeviceSimBindingTable;
  deviceBindingLog: DeviceBindingLogTable;
  deviceCommand: DeviceCommandTable;
  deviceCommandItem: DeviceCommandItemTable;
  cpeMiniPackage: CpeMiniPackageTable;
  cpeMiniGroup: DeviceGroupTable;
  cpeMiniService: CpeMiniServiceTable;
}
