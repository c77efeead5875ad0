import type { ColumnType, Generated } from 'kysely';
import type { IndustryMetricDef } from '@pn/shared';
import type { NullableTimestamp } from './schema.js';
import type { DeviceConnectionColumns } from './schema-device.js';

/** 行业终端 and 行业专网 monitoring (migration 2026_11_28_000600). */

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

interface Owned {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  createdAt: Stamp;
  updatedAt: Stamp;
}

export interface IndustryDeviceTable extends Owned, DeviceConnectionColumns {
  name: string;
  category: string;
  productKey: string;
  deviceKey: string;
  protocol: Generated<string>;
  site: Generated<string>;
  linkId: number | null;
  reportIntervalS: Generated<number>;
  metrics: Json<IndustryMetricDef[]>;
  lastValues: Json<Record<string, number>>;
  /** online, offline, inactive (never reported). */
  onlineState: Generated<string>;
  lastReportAt: NullableTimestamp;
  description: Generated<string>;
  credentialHash: string | null;
  credentialIssuedAt: NullableTimestamp;
}

export interface IndustryDataPointTable {
  deviceId: number;
  ts: Stamp;
  metric: string;
  value: number;
}

export interface IndustryLinkTable extends Owned {
  name: string;
  site: string;
  dnn: string;
  slice: Generated<string>;
  latencyTargetMs: number;
  lossTargetPct: number;
}

export interface IndustryAppTable extends Owned {
  name: string;
  site: Generated<string>;
  host: string;
  port: number;
  protocol: string;
  responseTargetMs: Generated<number>;
}

export interface IndustryProbeTable extends Owned {
  name: string;
  site: Generated<string>;
  /** link or app. */
  targetKind: string;
  targetId: number;
  intervalS: Generated<number>;
  enabled: Generated<boolean>;
  nextRunAt: Stamp;
  lastRunAt: NullableTimestamp;
  lastOk: boolean | null;
  lastResult: Generated<string>;
}

export interface IndustryMeasurementTable {
  id: Generated<number>;
  probeId: number | null;
  targetKind: string;
  targetId: number;
  ts: Stamp;
  latencyMs: number | null;
  lossPct: number | null;
  available: boolean | null;
  responseMs: number | null;
}

export interface IndustryTables {
  industryDevice: IndustryDeviceTable;
  industryDataPoint: IndustryDataPointTable;
  industryLink: IndustryLinkTable;
  industryApp: IndustryAppTable;
  industryProbe: IndustryProbeTable;
  industryMeasurement: IndustryMeasurementTable;
}
