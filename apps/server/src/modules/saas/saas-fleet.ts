import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { DeviceModelTable, DeviceTable } from '../../db/schema-device.js';
import type { Database } from '../../db/database.js';
import { inScope } from '../../lib/scope.js';
import { DEVICE_COLS, type Scope } from '../device/device.access.js';

/**
 * Pieces every 设备管理 read shares: the caller's devices with their model (aliases `d`
 * and `m`), and the firmware standing of a device against its model's latest firmware.
 */

export type FleetEB = ExpressionBuilder<DB & { d: DeviceTable; m: DeviceModelTable }, 'd' | 'm'>;

/** Devices in scope (`d`) with their model (`m`). */
export function fleet(db: Database, scope: Scope) {
  return db
    .selectFrom('device as d')
    .innerJoin('deviceModel as m', 'm.id', 'd.modelId')
    .where((eb) => inScope(eb, scope, DEVICE_COLS));
}

/** Counts by online state and firmware standing, as aggregate selections. */
export function standingCounts(eb: FleetEB) {
  const n = () => eb.fn.countAll<number>();
  return [
    n().as('total'),
    n().filterWhere('d.onlineState', '=', 'online').as('online'),
    n().filterWhere('d.onlineState', '=', 'offline').as('offline'),
    n().filterWhere('d.onlineState', '=', 'inactive').as('inactive'),
    n()
      .filterWhere((e) =>
        e.and([e('d.firmware', '<>', ''), e('d.firmware', '=', e.ref('m.latestFirmware'))]),
      )
      .as('upToDate'),
    n()
      .filterWhere((e) =>
        e.and([e('d.firmware', '<>', ''), e('d.firmware', '<>', e.ref('m.latestFirmware'))]),
      )
      .as('lagging'),
    n().filterWhere('d.firmware', '=', '').as('unknown'),
  ] as const;
}

export interface Standing {
  total: number;
  online: number;
  offline: number;
  inactive: number;
  upToDate: number;
  lagging: number;
  unknown: number;
}

/** The counts of a row selected with standingCounts, as numbers. */
export function standingOf(r: Record<keyof Standing, unknown>): Standing {
  return {
    total: Number(r.total),
    online: Number(r.online),
    offline: Number(r.offline),
    inactive: Number(r.inactive),
    upToDate: Number(r.upToDate),
    lagging: Number(r.lagging),
    unknown: Number(r.unknown),
  };
}

/** Percent with one decimal. */
export const rate = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** A YYYY-MM month of a timestamp column, China time. */
export const chinaMonth = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Shanghai', 'YYYY-MM')`;

export type Cond = Expression<SqlBool>;
