import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.js';

/** IoT SIM card management tables (migration 000011). */

/** bigint columns: read as numbers (the int8 parser in database.ts), default 0. */
type BigInt = ColumnType<number, number | undefined, number>;
type BigIntId = Generated<number>;
/** numeric columns come back as strings. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface SimTariffTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** 1 card tariff (SIMCardFee), 2 group tariff (groupFee). */
  kind: Generated<number>;
  monthlyFee: Numeric;
  dataMb: BigInt;
  sms: Generated<number>;
  voiceMin: Generated<number>;
  description: Generated<string>;
  sortNum: Generated<number>;
  status: Generated<number>;
}

export interface SimGroupTable {
  id: BigIntId;
  customerId: number;
  name: string;
  tariffId: number;
  poolDataMb: BigInt;
  description: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SimCardTable {
  id: BigIntId;
  iccid: string;
  msisdn: string;
  imsi: string;
  customerId: number;
  beId: string;
  areaCode: string;
  /** 0 ordinary, 1 probe card. */
  kind: Generated<number>;
  /** 0 inventory, 1 test, 2 active, 3 suspended, 4 deactivated. */
  status: Generated<number>;
  tariffId: number;
  groupId: number | null;
  /** The enterprise's organisation node the card is assigned to (null: none). */
  orgId: Generated<number | null>;
  activatedAt: NullableTimestamp;
  /** End of the current tariff package (next activation anniversary); null when none. */
  tariffExpiresAt: NullableTimestamp;
  monthDataKb: BigInt;
  monthSms: Generated<number>;
  monthVoiceMin: Generated<number>;
  dataCapMb: number | null;
  lastSeenAt: NullableTimestamp;
  imei: string | null;
  imeiBound: Generated<boolean>;
  apn: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SimCardStatTable {
  customerId: number;
  beId: string;
  areaCode: string;
  kind: number;
  status: number;
  cards: BigInt;
  monthDataKb: BigInt;
}

export interface SimUsageMonthlyTable {
  cardId: number;
  /** First day of the month. */
  month: ColumnType<Date, Date | string, Date | string>;
  dataKb: BigInt;
  sms: Generated<number>;
  voiceMin: Generated<number>;
}

export interface SimUsageDailyTable {
  customerId: number;
  beId: string;
  areaCode: string;
  day: ColumnType<Date, Date | string, Date | string>;
  dataKb: BigInt;
  sms: BigInt;
  voiceMin: BigInt;
  activeCards: Generated<number>;
}

export interface SimSessionTable {
  id: BigIntId;
  cardId: number;
  startedAt: Timestamp;
  endedAt: NullableTimestamp;
  dataKb: BigInt;
  rat: string;
  apn: string;
  cellId: Generated<string>;
  areaCode: Generated<string>;
  imei: string | null;
}

export interface SimBusinessRequestTable {
  id: BigIntId;
  requestId: string;
  customerId: number | null;
  beId: string;
  areaCode: Generated<string>;
  accountId: number;
  action: string;
  params: ColumnType<unknown, string | undefined, string>;
  total: number;
  succeeded: Generated<number>;
  failed: Generated<number>;
  /** 0 queued, 1 processing, 2 done. */
  status: Generated<number>;
  createdAt: Timestamp;
  startedAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  /** The processor holding the request (one name per claim), as for background jobs. */
  leaseOwner: Generated<string>;
  leaseExpiresAt: NullableTimestamp;
}

export interface SimBusinessResultTable {
  id: BigIntId;
  requestPk: number;
  seq: number;
  msisdn: string;
  iccid: string | null;
  success: boolean | null;
  message: Generated<string>;
  processedAt: NullableTimestamp;
}

export interface SimRiskRuleTable {
  id: Generated<number>;
  customerId: number;
  kind: string;
  name: string;
  threshold: Generated<number>;
  level: Generated<number>;
  enabled: Generated<boolean>;
  updatedBy: number | null;
  updatedAt: Timestamp;
}

export interface SimRiskEventTable {
  id: BigIntId;
  customerId: number;
  beId: string;
  areaCode: string;
  ruleId: number | null;
  kind: string;
  level: number;
  cardId: number;
  iccid: string;
  msisdn: string;
  detail: string;
  /** 0 open, 1 handled, 2 ignored. */
  status: Generated<number>;
  occurredAt: Timestamp;
  handledBy: number | null;
  handledAt: NullableTimestamp;
}

export interface SimTables {
  simTariff: SimTariffTable;
  simGroup: SimGroupTable;
  simCard: SimCardTable;
  simCardStat: SimCardStatTable;
  simUsageMonthly: SimUsageMonthlyTable;
  simUsageDaily: SimUsageDailyTable;
  simSession: SimSessionTable;
  simBusinessRequest: SimBusinessRequestTable;
  simBusinessResult: SimBusinessResultTable;
  simRiskRule: SimRiskRuleTable;
  simRiskEvent: SimRiskEventTable;
}
