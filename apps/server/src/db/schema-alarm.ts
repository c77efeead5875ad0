import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './schema.js';

/** 告警中心: rules, records with their history, fault scenes, operator work orders (migration 2026_11_27_000200). */

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface AlarmRuleTable {
  id: Generated<number>;
  name: string;
  /** simUsage, deviceOffline, lineLatency, qodUnavailable, linkLatency, linkLoss, appUnavailable, industryOffline. */
  source: string;
  /** gt, gte, lt, lte. */
  comparison: Generated<string>;
  threshold: Generated<number>;
  /** percent, gb, ms, minute. */
  unit: string;
  forSeconds: Generated<number>;
  /** critical, major, minor, warning. */
  severity: string;
  /** 000 for every province. */
  beId: string;
  notifyRoles: Json<string[]>;
  notifyAccountIds: Json<number[]>;
  description: Generated<string>;
  enabled: Generated<boolean>;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface AlarmRecordTable {
  id: Generated<number>;
  ruleId: number | null;
  dedupeKey: string;
  ruleName: string;
  source: string;
  severity: string;
  comparison: string;
  threshold: number;
  unit: string;
  forSeconds: number;
  /** card, device, line, qod. */
  targetKind: string;
  targetId: number;
  targetLabel: string;
  customerId: number | null;
  beId: string;
  areaCode: Generated<string>;
  /** pending, firing, acknowledged, resolved. */
  state: Generated<string>;
  value: number;
  firstSeenAt: Stamp;
  lastSeenAt: Stamp;
  firedAt: NullableTimestamp;
  ackedBy: number | null;
  ackedAt: NullableTimestamp;
  ackNote: Generated<string>;
  resolvedAt: NullableTimestamp;
  resolvedBy: number | null;
  createdAt: Stamp;
}

export interface AlarmEventTable {
  id: Generated<number>;
  recordId: number;
  fromState: string | null;
  toState: string;
  accountId: number | null;
  note: Generated<string>;
  createdAt: Stamp;
}

export interface FaultSceneTable {
  id: Generated<number>;
  name: string;
  source: string;
  description: Generated<string>;
  steps: Json<string[]>;
  updatedBy: number | null;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface OpsWorkOrderTable {
  id: Generated<number>;
  orderNo: string;
  /** alarm or customer. */
  source: string;
  alarmRecordId: number | null;
  customerWorkOrderId: number | null;
  title: string;
  description: Generated<string>;
  severity: string;
  /** open, processing, resolved, closed. */
  state: Generated<string>;
  customerId: number | null;
  beId: string;
  areaCode: Generated<string>;
  assigneeId: number | null;
  createdBy: number | null;
  resolution: Generated<string>;
  createdAt: Stamp;
  updatedAt: Stamp;
  resolvedAt: NullableTimestamp;
  closedAt: NullableTimestamp;
}

export interface OpsWorkOrderEventTable {
  id: Generated<number>;
  workOrderId: number;
  /** create, assign, process, resolve, close. */
  action: string;
  fromState: string | null;
  toState: string;
  accountId: number | null;
  note: Generated<string>;
  createdAt: Stamp;
}

export interface AlarmTables {
  alarmRule: AlarmRuleTable;
  alarmRecord: AlarmRecordTable;
  alarmEvent: AlarmEventTable;
  faultScene: FaultSceneTable;
  opsWorkOrder: OpsWorkOrderTable;
  opsWorkOrderEvent: OpsWorkOrderEventTable;
}
