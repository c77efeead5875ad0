import {
  SaasMessages,
  type DeviceKind,
  type DevicePage,
  type ModelDetail,
  type ModelItem,
  type ModelListQuery,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { DEVICE_COLS, scopeFor, type Scope } from '../device/device.access.js';
import { escapeLike, rowsByIds } from '../device/device.repository.js';
import { toDeviceItem } from '../device/device.service.js';
import { firmwarePage } from '../ota/ota.service.js';
import { inScope } from '../../lib/scope.js';

/**
 * 型号管理: the operator's vendors and models with the caller's devices of each, one
 * model's properties, firmware packages, firmware spread and devices.
 */

type ModelRow = {
  id: number;
  vendor: string;
  model: string;
  kind: string;
  maxClients: number;
  simSlots: number;
  firmwareVersions: string[];
  latestFirmware: string;
  status: number;
  devices: unknown;
  online: unknown;
  lagging: unknown;
};

function toModel(r: ModelRow): ModelItem {
  return {
    id: r.id,
    vendor: r.vendor,
    model: r.model,
    kind: r.kind as DeviceKind,
    maxClients: r.maxClients,
    simSlots: r.simSlots,
    firmwareVersions: r.firmwareVersions,
    latestFirmware: r.latestFirmware,
    status: r.status,
    devices: Number(r.devices ?? 0),
    online: Number(r.online ?? 0),
    lagging: Number(r.lagging ?? 0),
  };
}

/** Models with the counts of the caller's devices (a lateral count per model row). */
function modelsWithCounts(db: Database, scope: Scope) {
  return db
    .selectFrom('deviceModel as m')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('device as d')
          .whereRef('d.modelId', '=', 'm.id')
          .where((e) => inScope(e, scope, DEVICE_COLS))
          .select((e) => [
            e.fn.countAll<number>().as('devices'),
            e.fn.countAll<number>().filterWhere('d.onlineState', '=', 'online').as('online'),
            e.fn
              .countAll<number>()
              .filterWhere((w) =>
                w.and([
                  w('d.firmware', '<>', ''),
                  w('d.firmware', '<>', w.ref('m.latestFirmware')),
                ]),
              )
              .as('lagging'),
          ])
          .as('c'),
      (join) => join.onTrue(),
    )
    .select([
      'm.id',
      'm.vendor',
      'm.model',
      'm.kind',
      'm.maxClients',
      'm.simSlots',
      'm.firmwareVersions',
      'm.latestFirmware',
      'm.status',
      'c.devices',
      'c.online',
      'c.lagging',
    ]);
}

export async function modelPage(
  db: Database,
  user: AuthUser,
  q: ModelListQuery,
): Promise<PageResult<ModelItem>> {
  const scope = await scopeFor(db, user);
  let base = db.selectFrom('deviceModel as m');
  if (q.vendor) base = base.where('m.vendor', '=', q.vendor);
  if (q.kind) base = base.where('m.kind', '=', q.kind);
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    base = base.where((eb) => eb.or([eb('m.model', 'ilike', like), eb('m.vendor', 'ilike', like)]));
  }
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select('m.id')
      .orderBy('m.status', 'desc')
      .orderBy('m.vendor')
      .orderBy('m.model')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  const idList = ids.map((r) => r.id);
  const rows = idList.length
    ? await modelsWithCounts(db, scope).where('m.id', 'in', idList).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(
    idList.flatMap((id) => (byId.has(id) ? [toModel(byId.get(id)!)] : [])),
    Number(count.n),
    q,
  );
}

/** Every vendor of the operator's models, for the filters. */
export async function vendors(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('deviceModel').select('vendor').distinct().execute();
  return rows.map((r) => r.vendor).sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

export async function modelDetail(db: Database, user: AuthUser, id: number): Promise<ModelDetail> {
  const scope = await scopeFor(db, user);
  const row = await modelsWithCounts(db, scope).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SaasMessages.MODEL_NOT_FOUND);
  const [firmware, versions] = await Promise.all([
    firmwarePage(db, user, { page: 1, pageSize: 50, modelId: id }),
    db
      .selectFrom('device as d')
      .where('d.modelId', '=', id)
      .where((eb) => inScope(eb, scope, DEVICE_COLS))
      .select(['d.firmware', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('d.firmware')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('d.firmware')
      .execute(),
  ]);
  return {
    model: toModel(row),
    firmware: firmware.data.map((f) => ({
      id: f.id,
      version: f.version,
      size: f.size,
      sha256: f.sha256,
      releaseNotes: f.releaseNotes,
      customerName: f.customerName,
      createdAt: f.createdAt,
    })),
    versions: versions.map((v) => ({ version: v.firmware, devices: Number(v.n) })),
  };
}

/** The caller's devices of one model, newest first. */
export async function modelDevices(
  db: Database,
  user: AuthUser,
  q: { id: number; page: number; pageSize: number },
): Promise<DevicePage> {
  const scope = await scopeFor(db, user);
  const model = await db
    .selectFrom('deviceModel')
    .select('id')
    .where('id', '=', q.id)
    .executeTakeFirst();
  if (!model) throw notFound(SaasMessages.MODEL_NOT_FOUND);
  const base = db
    .selectFrom('device as d')
    .where('d.modelId', '=', q.id)
    .where((eb) => inScope(eb, scope, DEVICE_COLS));
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select('d.id').orderBy('d.id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
  ]);
  const rows = await rowsByIds(
    db,
    ids.map((r) => r.id),
  );
  return { ...pageOf(rows.map(toDeviceItem), Number(count.n), q), totalExact: true };
}
