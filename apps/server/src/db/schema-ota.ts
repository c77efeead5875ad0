import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './schema.js';

/** Firmware and staged upgrade tasks (migration 2026_11_27_000400). */

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface FirmwareTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  modelId: number;
  version: string;
  /** Relative to ${DATA_DIR}/firmware. */
  fileKey: string;
  fileName: Generated<string>;
  size: number;
  sha256: string;
  releaseNotes: Generated<string>;
  createdBy: number | null;
  createdAt: Stamp;
}

export interface UpgradeTaskTable {
  id: Generated<number>;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  name: string;
  firmwareId: number | null;
  modelId: number;
  version: string;
  target: Json<Record<string, unknown>>;
  targetLabel: Generated<string>;
  /** Cumulative percentages. */
  phases: Json<number[]>;
  phaseIndex: Generated<number>;
  phaseStartedAt: NullableTimestamp;
  phaseDoneAt: NullableTimestamp;
  /** manual or auto. */
  advanceMode: string;
  soakMinutes: Generated<number>;
  failureThreshold: number;
  minSample: Generated<number>;
  ackFailed: Generated<number>;
  /** running, paused, completed, cancelled, rolling_back, rolled_back. */
  state: string;
  pauseReason: Generated<string>;
  total: Generated<number>;
  commandId: number | null;
  createdBy: number | null;
  createdAt: Stamp;
  updatedAt: Stamp;
  finishedAt: NullableTimestamp;
}

export interface UpgradeTaskDeviceTable {
  id: Generated<number>;
  taskId: number;
  deviceId: number;
  phase: number;
  fromVersion: Generated<string>;
  /** pending, downloading, installing, succeeded, failed, rolled_back, cancelled. */
  state: Generated<string>;
  progress: Generated<number>;
  reason: Generated<string>;
  updatedAt: Stamp;
}

/** Kept by triggers on upgrade_task_device; never written by the application. */
export interface UpgradeTaskCountTable {
  taskId: number;
  phase: number;
  state: string;
  /** Spread over slots by device id (see migration 000500); readers sum them. */
  slot: Generated<number>;
  n: number;
}

export interface OtaTables {
  firmware: FirmwareTable;
  upgradeTask: UpgradeTaskTable;
  upgradeTaskDevice: UpgradeTaskDeviceTable;
  upgradeTaskCount: UpgradeTaskCountTable;
}
