import {
  DeviceMessages,
  type BindLog,
  type BindingAction,
  type PageResult,
  type SxDeviceDetail,
  type SxPanel,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, warning } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { inScope } from '../../lib/scope.js';
import {
  DEVICE_COLS,
  iso,
  OWNED_COLS,
  scopeFor,
  verifyIdentity,
  type Scope,
} from './device.access.js';
import {
  assertCardFree,
  deviceInScope,
  hourlyTraffic,
  stateCounts,
  toDeviceItem,
} from './device.service.js';

/**
 * 5G 多卡: multi-SIM devices, binding and unbinding their cards (after identity
 * verification, like the SIM business handling), the binding log and the overview.
 */

async function detailOf(db: Database, scope: Scope, id: number): Promise<SxDeviceDetail> {
  const row = await deviceInScope(db, scope, id, 'multiSim');
  const bindings = await db
    .selectFrom('deviceSimBinding as b')
    .innerJoin('simCard as s', 's.id', 'b.cardId')
    .select(['b.slot', 's.iccid', 's.msisdn', 's.status', 'b.boundAt'])
    .where('b.deviceId', '=', id)
    .orderBy('b.slot')
    .execute();
  return {
    device: toDeviceItem(row),
    slots: row.simSlots,
    bindings: bindings.map((b) => ({ ...b, boundAt: iso(b.boundAt)! })),
  };
}

export async function sxDetail(db: Database, user: AuthUser, id: number) {
  return detailOf(db, await scopeFor(db, user), id);
}

async function log(
  db: Database,
  device: { id: number; customerId: number; beId: string; areaCode: string },
  slot: number,
  action: BindingAction,
  card: { iccid: string; msisdn: string },
  operatorId: number,
) {
  await db
    .insertInto('deviceBindingLog')
    .values({
      customerId: device.customerId,
      beId: device.beId,
      areaCode: device.areaCode,
      deviceId: device.id,
      slot,
      action,
      iccid: card.iccid,
      msisdn: card.msisdn,
      operatorId,
    })
    .execute();
}

/**
 * Binds an active card of the device's enterprise to a free slot. The checks that need no
 * code come first (so a typo does not burn the code), then identity, then the binding and
 * its log in one transaction (a concurrent bind of the same card or slot is refused by the
 * table's keys).
 */
export async function bindCard(
  db: Database,
  user: AuthUser,
  input: { deviceId: number; slot: number; msisdn: string; verifyCode: string },
): Promise<SxDeviceDetail> {
  const scope = await scopeFor(db, user);
  const device = await deviceInScope(db, scope, input.deviceId, 'multiSim');
  if (input.slot > device.simSlots) throw badRequest(DeviceMessages.SLOT_INVALID);
  const card = await db
    .selectFrom('simCard')
    .select(['id', 'iccid', 'msisdn', 'status'])
    .where('msisdn', '=', input.msisdn)
    .where('customerId', '=', device.customerId)
    .executeTakeFirst();
  if (!card) throw badRequest(DeviceMessages.CARD_NOT_FOUND);
  if (card.status !== 2) throw warning(DeviceMessages.CARD_NOT_ACTIVE);
  const taken = await db
    .selectFrom('deviceSimBinding')
    .select('cardId')
    .where('deviceId', '=', device.id)
    .where('slot', '=', input.slot)
    .executeTakeFirst();
  if (taken) throw conflict(DeviceMessages.SLOT_TAKEN);
  await assertCardFree(db, card.id);
  await verifyIdentity(db, user, input.verifyCode);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('deviceSimBinding')
        .values({ deviceId: device.id, slot: input.slot, cardId: card.id, boundBy: user.accountId })
        .execute();
      await log(trx, device, input.slot, 'bind', card, user.accountId);
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw conflict(DeviceMessages.CARD_BOUND_ELSEWHERE);
    throw err;
  }
  return detailOf(db, scope, device.id);
}

export async function unbindCard(
  db: Database,
  user: AuthUser,
  input: { deviceId: number; slot: number; verifyCode: string },
): Promise<SxDeviceDetail> {
  const scope = await scopeFor(db, user);
  const device = await deviceInScope(db, scope, input.deviceId, 'multiSim');
  const bound = await db
    .selectFrom('deviceSimBinding as b')
    .innerJoin('simCard as s', 's.id', 'b.cardId')
    .select(['s.iccid', 's.msisdn'])
    .where('b.deviceId', '=', device.id)
    .where('b.slot', '=', input.slot)
    .executeTakeFirst();
  if (!bound) throw warning(DeviceMessages.SLOT_EMPTY);
  await verifyIdentity(db, user, input.verifyCode);
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('deviceSimBinding')
      .where('deviceId', '=', device.id)
      .where('slot', '=', input.slot)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw warning(DeviceMessages.SLOT_EMPTY);
    await log(trx, device, input.slot, 'unbind', bound, user.accountId);
  });
  return detailOf(db, scope, device.id);
}

export async function bindLogPage(
  db: Database,
  user: AuthUser,
  q: {
    page: number;
    pageSize: number;
    deviceId?: number | undefined;
    keyword?: string | undefined;
    action?: string | undefined;
  },
): Promise<PageResult<BindLog>> {
  const scope = await scopeFor(db, user);
  let base = db
    .selectFrom('deviceBindingLog as t')
    .innerJoin('device as d', 'd.id', 't.deviceId')
    .leftJoin('account as a', 'a.id', 't.operatorId')
    .where((eb) => inScope(eb, scope, { ...OWNED_COLS, orgId: 'd.orgId' }));
  if (q.deviceId) base = base.where('t.deviceId', '=', q.deviceId);
  if (q.action) base = base.where('t.action', '=', q.action);
  if (q.keyword) {
    const kw = q.keyword;
    base = base.where((eb) =>
      eb.or([
        eb('d.serial', 'like', `${kw.toUpperCase()}%`),
        eb('t.msisdn', 'like', `${kw}%`),
        eb('t.iccid', 'like', `${kw}%`),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        't.id',
        't.deviceId',
        'd.serial',
        'd.name as deviceName',
        't.slot',
        't.action',
        't.iccid',
        't.msisdn',
        'a.realName as operator',
        't.createdAt',
      ])
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return pageOf(
    rows.map((r) => ({
      ...r,
      action: r.action as BindingAction,
      operator: r.operator ?? '',
      createdAt: iso(r.createdAt)!,
    })),
    Number(count.n),
    q,
  );
}

export async function sxPanel(db: Database, user: AuthUser): Promise<SxPanel> {
  const scope = await scopeFor(db, user);
  const [states, traffic, slots, logs] = await Promise.all([
    stateCounts(db, scope, 'multiSim'),
    hourlyTraffic(db, scope, 'multiSim'),
    Promise.all([
      db
        .selectFrom('device as d')
        .innerJoin('deviceModel as m', 'm.id', 'd.modelId')
        .select((eb) => eb.fn.sum<number>('m.simSlots').as('n'))
        .where((eb) => inScope(eb, scope, DEVICE_COLS))
        .where('d.kind', '=', 'multiSim')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('deviceSimBinding as b')
        .innerJoin('device as d', 'd.id', 'b.deviceId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => inScope(eb, scope, DEVICE_COLS))
        .executeTakeFirstOrThrow(),
    ]).then(([all, used]) => ({ slots: Number(all.n ?? 0), bound: Number(used.n) })),
    db
      .selectFrom('deviceBindingLog as t')
      .select([
        sql<number>`count(*) filter (where t.action = 'bind')`.as('binds'),
        sql<number>`count(*) filter (where t.action = 'unbind')`.as('unbinds'),
      ])
      .where((eb) => inScope(eb, scope, OWNED_COLS))
      .where('t.createdAt', '>=', sql<Date>`now() - interval '30 days'`)
      .executeTakeFirstOrThrow(),
  ]);
  const bound = slots.bound;
  return {
    ...states,
    ...traffic,
    boundCards: bound,
    freeSlots: Math.max(0, slots.slots - bound),
    binds30d: Number(logs.binds),
    unbinds30d: Number(logs.unbinds),
  };
}
