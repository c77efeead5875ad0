import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, inScopeVia, type DataScope } from '../../lib/scope.js';
import { DEVICE_COLS, OWNED_COLS } from './device.access.js';

/**
 * Enterprise-level device records: groups, card groups, the DNNs gateways dial, IP access
 * rules, notice rules and the SMS log. Queries only; the service checks who may do what.
 */

const like = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function groupPage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined },
) {
  let base = db.selectFrom('deviceGroup as t').where((eb) => inScope(eb, scope, OWNED_COLS));
  if (q.keyword) base = base.where('t.name', 'like', like(q.keyword));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['t.id', 't.name', 't.description', 't.createdAt'])
      .select((eb) => [
        // Counted over the scope's devices: a node sub-account counts its node's only.
        eb
          .selectFrom('device as d')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('d.groupId', '=', 't.id')
          .where((e) => inScope(e, scope, DEVICE_COLS))
          .as('devices'),
        eb
          .selectFrom('device as d')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('d.groupId', '=', 't.id')
          .where('d.onlineState', '=', 'online')
          .where((e) => inScope(e, scope, DEVICE_COLS))
          .as('online'),
      ])
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The enterprise-owned group tables (same columns): device groups, card groups, 小微分组. */
export type GroupTable = 'deviceGroup' | 'cardGroup' | 'cpeMiniGroup';

export function findGroup(db: Database, table: GroupTable, id: number) {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function cardGroupPage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined },
) {
  let base = db.selectFrom('cardGroup as t').where((eb) => inScope(eb, scope, OWNED_COLS));
  if (q.keyword) base = base.where('t.name', 'like', like(q.keyword));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['t.id', 't.name', 't.description', 't.createdAt'])
      .select((eb) =>
        eb
          .selectFrom('cardGroupMember as m')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.groupId', '=', 't.id')
          .where((w) => inScopeVia(w, scope, 'simCard', 'm.cardId'))
          .as('cards'),
      )
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A card group's members the scope sees (a node sub-account: its node's cards only). */
export async function cardGroupMembers(
  db: Database,
  scope: DataScope,
  groupId: number,
  q: { page: number; pageSize: number },
) {
  const base = db
    .selectFrom('cardGroupMember as m')
    .innerJoin('simCard as s', 's.id', 'm.cardId')
    .where('m.groupId', '=', groupId)
    .where((eb) => inScopeVia(eb, scope, 'simCard', 'm.cardId'));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['s.iccid', 's.msisdn', 's.status', 'm.createdAt'])
      .select((eb) =>
        eb
          .selectFrom('device as d')
          .select('d.serial')
          .whereRef('d.simCardId', '=', 's.id')
          .limit(1)
          .as('deviceSerial'),
      )
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.cardId', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The enterprise's DNN instances with the gateways dialling each. */
export async function dnnPage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined; id?: number },
) {
  // A DNN serves every node of the enterprise: a node sub-account reads none.
  let base = db
    .selectFrom('dnnInstance as t')
    .where((eb) => inScope(eb, scope, { ...OWNED_COLS, orgId: false }));
  if (q.keyword) base = base.where('t.dnn', 'like', like(q.keyword));
  if (q.id) base = base.where('t.id', '=', q.id);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        't.id',
        't.customerId',
        't.beId',
        't.areaCode',
        't.dnn',
        't.description',
        't.ipPool',
        't.bandwidthMbps',
        't.status',
        't.createdAt',
      ])
      .select((eb) => [
        eb
          .selectFrom('device as d')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('d.dnnId', '=', 't.id')
          .as('devices'),
        eb
          .selectFrom('device as d')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('d.dnnId', '=', 't.id')
          .where('d.onlineState', '=', 'online')
          .as('online'),
      ])
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

const ipRuleColumns = [
  't.id',
  't.customerId',
  't.beId',
  't.areaCode',
  't.name',
  't.groupId',
  'g.name as groupName',
  't.target',
  't.protocol',
  't.port',
  't.action',
  't.priority',
  't.enabled',
  't.remark',
  't.updatedAt',
] as const;

export async function ipRulePage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined; groupId?: number | undefined },
) {
  let base = db
    .selectFrom('deviceIpRule as t')
    .leftJoin('deviceGroup as g', 'g.id', 't.groupId')
    .where((eb) => inScope(eb, scope, OWNED_COLS));
  if (q.keyword)
    base = base.where((eb) =>
      eb.or([eb('t.name', 'like', like(q.keyword!)), eb('t.target', 'like', `${q.keyword}%`)]),
    );
  if (q.groupId) base = base.where('t.groupId', '=', q.groupId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(ipRuleColumns)
      .orderBy('t.priority')
      .orderBy('t.id')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}
export type IpRuleRow = Awaited<ReturnType<typeof ipRulePage>>['rows'][number];

export function findIpRule(db: Database, id: number) {
  return db
    .selectFrom('deviceIpRule as t')
    .leftJoin('deviceGroup as g', 'g.id', 't.groupId')
    .select(ipRuleColumns)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export async function smsLogPage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined; status?: string | undefined },
) {
  let base = db
    .selectFrom('deviceSmsLog as t')
    .leftJoin('device as d', 'd.id', 't.deviceId')
    // Placed by its device: a node sub-account reads its node's devices' messages only.
    .where((eb) => inScope(eb, scope, { ...OWNED_COLS, orgId: 'd.orgId' }));
  if (q.status) base = base.where('t.status', '=', q.status);
  if (q.keyword)
    base = base.where((eb) =>
      eb.or([
        eb('t.tel', 'like', `${q.keyword}%`),
        eb('d.serial', 'like', `${q.keyword!.toUpperCase()}%`),
        eb('t.content', 'like', like(q.keyword!)),
      ]),
    );
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        't.id',
        't.deviceId',
        'd.serial',
        't.tel',
        't.event',
        't.content',
        't.status',
        't.sentAt',
      ])
      .orderBy('t.sentAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

const noticeColumns = [
  't.id',
  't.customerId',
  't.beId',
  't.areaCode',
  't.name',
  't.event',
  't.channel',
  't.receivers',
  't.enabled',
  't.updatedAt',
] as const;

export async function noticePage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined },
) {
  let base = db.selectFrom('deviceNoticeRule as t').where((eb) => inScope(eb, scope, OWNED_COLS));
  if (q.keyword) base = base.where('t.name', 'like', like(q.keyword));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(noticeColumns)
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}
export type NoticeRow = Awaited<ReturnType<typeof noticePage>>['rows'][number];

export function findNotice(db: Database, id: number) {
  return db
    .selectFrom('deviceNoticeRule as t')
    .select(noticeColumns)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export const touch = () => sql<Date>`now()`;
