import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema.js';

/** The private-network business (migration 2026_11_25_000100). */

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DnnInstanceTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  instanceId: number | null;
  dnn: string;
  description: Generated<string>;
  upfSite: Generated<string>;
  ipPool: Generated<string>;
  bandwidthMbps: Generated<number>;
  lineEnabled: Generated<boolean>;
  /** 1 active, 2 suspended, 3 ended. */
  status: Generated<number>;
  createdAt: Stamp;
  updatedAt: Timestamp;
}

export interface NetworkSliceTable {
  id: Generated<number>;
  dnnId: number;
  customerId: number;
  name: string;
  /** 1 eMBB, 2 URLLC, 3 MIoT. */
  sst: number;
  sd: Generated<string>;
  status: Generated<number>;
  createdAt: Stamp;
}

export interface DnnCardTable {
  dnnId: number;
  cardId: number;
  createdAt: Stamp;
}

export interface IsolationCaseTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  dnnId: number;
  sliceId: number | null;
  name: string;
  /** dnn, slice or upf. */
  level: string;
  description: Generated<string>;
  status: Generated<number>;
  createdAt: Stamp;
  updatedAt: Timestamp;
}

export interface QodSessionTable {
  id: Generated<number>;
  sessionId: string;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  instanceId: number;
  msisdn: string;
  appServer: string;
  qosProfile: string;
  bandwidthMbps: number;
  durationSeconds: number;
  startedAt: Timestamp;
  expiresAt: Timestamp;
  /** REQUESTED, AVAILABLE, UNAVAILABLE. */
  status: string;
  /** DURATION_EXPIRED, NETWORK_TERMINATED, DELETE_REQUESTED, or ''. */
  statusInfo: Generated<string>;
  createdBy: number | null;
  createdAt: Stamp;
  updatedAt: Timestamp;
}

export interface PrivateLineTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  dnnId: number;
  name: string;
  aEnd: string;
  zEnd: string;
  bandwidthMbps: number;
  /** 1 up, 2 degraded, 3 down. */
  status: Generated<number>;
  createdAt: Stamp;
}

export interface NetworkStatTable {
  kind: string;
  refId: number;
  ts: Timestamp;
  upBytes: ColumnType<number, number | undefined, number>;
  downBytes: ColumnType<number, number | undefined, number>;
  sessions: Generated<number>;
  availability: Generated<number>;
  latencyMs: Generated<number>;
  lossPct: Generated<number>;
}

/** network_stat summed per China-time day (see the network.rollup sweep). */
export interface NetworkStatDailyTable {
  kind: string;
  refId: number;
  day: ColumnType<string, string, string>;
  upBytes: number;
  downBytes: number;
  points: number;
}

/** DNN traffic per owner (enterprise, province, city) and China-time day (network.rollup). */
export interface DnnUsageDailyTable {
  customerId: number;
  beId: string;
  areaCode: string;
  day: ColumnType<string, string, string>;
  upBytes: number;
  downBytes: number;
}

/** Each DNN's traffic over the B1 window starting on `fromDay` (network.rollup). */
export interface DnnUsageWindowTable {
  dnnId: number;
  fromDay: ColumnType<string, string, string>;
  upBytes: number;
  downBytes: number;
}

export interface NetworkTables {
  dnnInstance: DnnInstanceTable;
  networkSlice: NetworkSliceTable;
  dnnCard: DnnCardTable;
  isolationCase: IsolationCaseTable;
  qodSession: QodSessionTable;
  privateLine: PrivateLineTable;
  networkStat: NetworkStatTable;
  networkStatDaily: NetworkStatDailyTable;
  dnnUsageDaily: DnnUsageDailyTable;
  dnnUsageWindow: DnnUsageWindowTable;
}
