import {
  DEVICE_KINDS,
  SAAS_LIMITS,
  type DeviceKind,
  type SaasOverview,
  type SaasStatistic,
  type SaasStatisticQuery,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { inScope } from '../../lib/scope.js';
import { DEVICE_COLS, scopeFor } from '../device/device.access.js';
import { taskPage } from '../ota/ota.service.js';
import { chinaMonth, fleet, rate, standingCounts, standingOf } from './saas-fleet.js';

/** 设备概览 and 厂商统计: figures of the caller's devices, read from the device tables. */

export async function overview(db: Database, user: AuthUser): Promise<SaasOverview> {
  const scope = await scopeFor(db, user);
  const [models, clients, tasks] = await Promise.all([
    fleet(db, scope)
      .select(['d.modelId', 'm.vendor', 'm.model', 'm.kind', 'm.latestFirmware'])
      .select((eb) => standingCounts(eb))
      .groupBy(['d.modelId', 'm.vendor', 'm.model', 'm.kind', 'm.latestFirmware'])
      .orderBy('total', 'desc')
      .orderBy('d.modelId')
      .execute(),
    db
      .selectFrom('deviceClient as k')
      .innerJoin('device as d', 'd.id', 'k.deviceId')
      .where((eb) => inScope(eb, scope, { ...DEVICE_COLS, customerId: 'k.customerId' }))
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('k.online', '=', true).as('online'),
      ])
      .executeTakeFirstOrThrow(),
    taskPage(db, user, { page: 1, pageSize: SAAS_LIMITS.overviewTasks, state: 'running' }),
  ]);
  const byModel = models.map((r) => ({
    modelId: r.modelId,
    vendor: r.vendor,
    model: r.model,
    kind: r.kind as DeviceKind,
    latestFirmware: r.latestFirmware,
    ...standingOf(r),
  }));
  const sum = (rows: typeof byModel) => ({
    total: rows.reduce((a, r) => a + r.total, 0),
    online: rows.reduce((a, r) => a + r.online, 0),
    offline: rows.reduce((a, r) => a + r.offline, 0),
    inactive: rows.reduce((a, r) => a + r.inactive, 0),
  });
  return {
    devices: sum(byModel),
    byKind: DEVICE_KINDS.map((kind) => ({
      kind,
      ...sum(byModel.filter((r) => r.kind === kind)),
    })),
    byModel,
    firmware: {
      upToDate: byModel.reduce((a, r) => a + r.upToDate, 0),
      lagging: byModel.reduce((a, r) => a + r.lagging, 0),
      unknown: byModel.reduce((a, r) => a + r.unknown, 0),
    },
    clients: { total: Number(clients.total), online: Number(clients.online) },
    runningTasks: tasks.data,
    runningTaskCount: tasks.total,
  };
}

/** The last `n` months as YYYY-MM (China time), oldest first. */
function lastMonths(n: number, now = new Date()): string[] {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

export async function statistic(
  db: Database,
  user: AuthUser,
  q: SaasStatisticQuery,
): Promise<SaasStatistic> {
  const scope = await scopeFor(db, user);
  let devices = fleet(db, scope);
  if (q.kind) devices = devices.where('m.kind', '=', q.kind);
  if (q.beId) devices = devices.where('d.beId', '=', q.beId);
  let catalogue = db
    .selectFrom('deviceModel')
    .select(['vendor', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 1)
    .groupBy('vendor');
  if (q.kind) catalogue = catalogue.where('kind', '=', q.kind);
  const months = lastMonths(SAAS_LIMITS.statMonths);
  const month = chinaMonth('d.createdAt');
  const [models, vendors, added, versions] = await Promise.all([
    catalogue.execute(),
    devices
      .select('m.vendor')
      .select((eb) => standingCounts(eb))
      .groupBy('m.vendor')
      .execute(),
    devices
      .select(['m.vendor', month.as('month'), (eb) => eb.fn.countAll<number>().as('n')])
      .where(sql<boolean>`${month} >= ${months[0]!}`)
      .groupBy(['m.vendor', month])
      .execute(),
    devices
      .select(['m.vendor', 'd.firmware', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['m.vendor', 'd.firmware'])
      .orderBy('m.vendor')
      .orderBy('d.firmware')
      .execute(),
  ]);
  const modelCount = new Map(models.map((r) => [r.vendor, Number(r.n)]));
  const deviceStats = new Map(vendors.map((r) => [r.vendor, standingOf(r)]));
  const names = [...new Set([...modelCount.keys(), ...deviceStats.keys()])].sort((a, b) =>
    a.localeCompare(b, 'zh-CN'),
  );
  const stats = names
    .map((vendor) => {
      const s = deviceStats.get(vendor);
      return {
        vendor,
        models: modelCount.get(vendor) ?? 0,
        devices: s?.total ?? 0,
        online: s?.online ?? 0,
        onlineRate: rate(s?.online ?? 0, s?.total ?? 0),
        upToDate: s?.upToDate ?? 0,
        lagging: s?.lagging ?? 0,
        unknown: s?.unknown ?? 0,
      };
    })
    .sort((a, b) => b.devices - a.devices || a.vendor.localeCompare(b.vendor, 'zh-CN'));
  return {
    vendors: stats,
    months,
    added: stats.map((v) => ({
      vendor: v.vendor,
      counts: months.map((mo) =>
        Number(added.find((r) => r.vendor === v.vendor && r.month === mo)?.n ?? 0),
      ),
    })),
    versions: versions.map((r) => ({
      vendor: r.vendor,
      version: r.firmware,
      devices: Number(r.n),
    })),
  };
}
