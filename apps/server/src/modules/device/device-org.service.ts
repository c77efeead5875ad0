import {
  DeviceMessages,
  MiniMessages,
  type CardGroup,
  type CpeDnn,
  type DeviceGroup,
  type IpRule,
  type NoticeEvent,
  type NoticeRule,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound, warning } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { assertAllInScope, inScopeVia, OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { assertIn, iso, requireCustomer, scopeFor } from './device.access.js';
import * as repo from './device-org.repository.js';
import { devicePage } from './device.service.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

/**
 * Enterprise-level device screens: groups, card groups, the DNNs gateways dial, IP access
 * control, internet-user notices and the SMS log. Reads follow the caller's scope; writes
 * belong to a customer account and touch only its enterprise's records.
 */

interface Owned {
  customerId: number;
}

/** A record of the caller's own enterprise for a write: 404 when missing, 403 when another's. */
function ownRecord<T extends Owned>(row: T | undefined, customerId: number, missing: string): T {
  if (!row) throw notFound(missing);
  if (row.customerId !== customerId) throw forbidden(OUT_OF_SCOPE_MESSAGE);
  return row;
}

// Groups -----------------------------------------------------------------------------------

export async function groupPage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<PageResult<DeviceGroup>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.groupPage(db, scope, q);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      devices: Number(r.devices ?? 0),
      online: Number(r.online ?? 0),
      createdAt: iso(r.createdAt)!,
    })),
    total,
    q,
  );
}

const GROUP_MISSING: Readonly<Record<repo.GroupTable, string>> = {
  deviceGroup: DeviceMessages.GROUP_NOT_FOUND,
  cardGroup: DeviceMessages.CARD_GROUP_NOT_FOUND,
  cpeMiniGroup: MiniMessages.GROUP_NOT_FOUND,
};

/** A group of the caller's own enterprise, for a write: 404 when missing, 403 when another's. */
export async function ownGroup(db: Database, user: AuthUser, table: repo.GroupTable, id: number) {
  return ownRecord(
    await repo.findGroup(db, table, id),
    requireCustomer(user),
    GROUP_MISSING[table],
  );
}

/** Adds (`id` null) or renames a group of the caller's enterprise; a taken name is refused. */
export async function saveGroup(
  db: Database,
  user: AuthUser,
  table: repo.GroupTable,
  id: number | null,
  input: { name: string; description: string },
): Promise<number> {
  const customerId = requireCustomer(user);
  try {
    if (id === null) {
      const row = await db
        .insertInto(table)
        .values({
          customerId,
          beId: user.beId,
          areaCode: user.areaCode,
          name: input.name,
          description: input.description,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }
    await ownGroup(db, user, table, id);
    await db
      .updateTable(table)
      .set({ name: input.name, description: input.description, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DeviceMessages.GROUP_NAME_TAKEN);
    throw err;
  }
}

async function groupById(db: Database, user: AuthUser, id: number): Promise<DeviceGroup> {
  const scope = await scopeFor(db, user);
  const r = await db
    .selectFrom('deviceGroup as t')
    .select([
      't.id',
      't.name',
      't.description',
      't.createdAt',
      't.customerId',
      't.beId',
      't.areaCode',
    ])
    .select((eb) => [
      eb
        .selectFrom('device as d')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('d.groupId', '=', 't.id')
        .as('devices'),
      eb
        .selectFrom('device as d')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('d.groupId', '=', 't.id')
        .where('d.onlineState', '=', 'online')
        .as('online'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
  assertIn(scope, r);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    devices: Number(r.devices ?? 0),
    online: Number(r.online ?? 0),
    createdAt: iso(r.createdAt)!,
  };
}

export async function saveDeviceGroup(
  db: Database,
  user: AuthUser,
  id: number | null,
  input: { name: string; description: string },
): Promise<DeviceGroup> {
  return groupById(db, user, await saveGroup(db, user, 'deviceGroup', id, input));
}

/** Deletes an empty group (one holding devices is refused). */
export async function deleteDeviceGroup(db: Database, user: AuthUser, id: number): Promise<void> {
  await ownGroup(db, user, 'deviceGroup', id);
  const member = await db
    .selectFrom('device')
    .select('id')
    .where('groupId', '=', id)
    .executeTakeFirst();
  if (member) throw warning(DeviceMessages.GROUP_NOT_EMPTY);
  await db.deleteFrom('deviceGroup').where('id', '=', id).execute();
}

// Card groups ------------------------------------------------------------------------------

export async function cardGroupPage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<PageResult<CardGroup>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.cardGroupPage(db, scope, q);
  return pageOf(rows.map(toCardGroup), total, q);
}

function toCardGroup(r: {
  id: number;
  name: string;
  description: string;
  createdAt: Date;
  cards: number | null;
}): CardGroup {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    cards: Number(r.cards ?? 0),
    createdAt: iso(r.createdAt)!,
  };
}

export async function saveCardGroup(
  db: Database,
  user: AuthUser,
  id: number | null,
  input: { name: string; description: string },
): Promise<CardGroup> {
  const gid = await saveGroup(db, user, 'cardGroup', id, input);
  const scope = await scopeFor(db, user);
  const r = await db
    .selectFrom('cardGroup as t')
    .select(['t.id', 't.name', 't.description', 't.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('cardGroupMember as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.groupId', '=', 't.id')
        .where((w) => inScopeVia(w, scope, 'simCard', 'm.cardId'))
        .as('cards'),
    )
    .where('t.id', '=', gid)
    .executeTakeFirstOrThrow();
  return toCardGroup(r);
}

export async function deleteCardGroup(db: Database, user: AuthUser, id: number): Promise<void> {
  await ownGroup(db, user, 'cardGroup', id);
  await db.deleteFrom('cardGroup').where('id', '=', id).execute();
}

export async function cardGroupMembers(
  db: Database,
  user: AuthUser,
  q: { id: number; page: number; pageSize: number },
) {
  const scope = await scopeFor(db, user);
  const g = await repo.findGroup(db, 'cardGroup', q.id);
  if (!g) throw notFound(DeviceMessages.CARD_GROUP_NOT_FOUND);
  assertIn(scope, g);
  const { rows, total } = await repo.cardGroupMembers(db, scope, g.id, q);
  return pageOf(
    rows.map((r) => ({
      iccid: r.iccid,
      msisdn: r.msisdn,
      status: r.status,
      deviceSerial: r.deviceSerial ?? null,
      addedAt: iso(r.createdAt)!,
    })),
    total,
    q,
  );
}

/** Adds or removes cards of the enterprise; each refused number says why. */
export async function changeCardGroupMembers(
  db: Database,
  user: AuthUser,
  input: { groupId: number; action: 'add' | 'remove'; msisdnList: string[] },
) {
  const customerId = requireCustomer(user);
  const g = ownRecord(
    await repo.findGroup(db, 'cardGroup', input.groupId),
    customerId,
    DeviceMessages.CARD_GROUP_NOT_FOUND,
  );
  const msisdns = [...new Set(input.msisdnList)];
  const cards = await db
    .selectFrom('simCard')
    .select(['id', 'msisdn', 'customerId', 'orgId'])
    .where('customerId', '=', customerId)
    .where('msisdn', 'in', msisdns)
    .execute();
  // A node sub-account neither adds nor removes a card outside its node.
  assertAllInScope(await scopeFor(db, user), cards);
  const found = new Map(cards.map((c) => [c.msisdn, c.id]));
  const refused = msisdns
    .filter((m) => !found.has(m))
    .map((msisdn) => ({ msisdn, reason: DeviceMessages.CARD_NOT_FOUND }));
  const ids = [...found.values()];
  let changed = 0;
  if (ids.length) {
    if (input.action === 'add') {
      const res = await db
        .insertInto('cardGroupMember')
        .values(ids.map((cardId) => ({ groupId: g.id, cardId })))
        .onConflict((oc) => oc.columns(['groupId', 'cardId']).doNothing())
        .executeTakeFirst();
      changed = Number(res.numInsertedOrUpdatedRows ?? 0);
    } else {
      const res = await db
        .deleteFrom('cardGroupMember')
        .where('groupId', '=', g.id)
        .where('cardId', 'in', ids)
        .executeTakeFirst();
      changed = Number(res.numDeletedRows);
    }
  }
  return { changed, refused };
}

// DNNs -------------------------------------------------------------------------------------

function toDnn(r: Awaited<ReturnType<typeof repo.dnnPage>>['rows'][number]): CpeDnn {
  return {
    id: r.id,
    dnn: r.dnn,
    description: r.description,
    ipPool: r.ipPool,
    bandwidthMbps: r.bandwidthMbps,
    status: r.status,
    devices: Number(r.devices ?? 0),
    online: Number(r.online ?? 0),
    createdAt: iso(r.createdAt)!,
  };
}

export async function dnnPage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<PageResult<CpeDnn>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.dnnPage(db, scope, q);
  return pageOf(rows.map(toDnn), total, q);
}

export async function dnnDetail(
  db: Database,
  user: AuthUser,
  q: { id: number; page: number; pageSize: number },
) {
  const scope = await scopeFor(db, user);
  const dnn = await db
    .selectFrom('dnnInstance')
    .select(['id', 'customerId', 'beId', 'areaCode'])
    .where('id', '=', q.id)
    .executeTakeFirst();
  if (!dnn) throw notFound('DNN不存在');
  assertIn(scope, dnn);
  const { rows } = await repo.dnnPage(db, scope, { page: 1, pageSize: 1, id: q.id });
  const devices = await devicePage(db, user, 'cpe', {
    page: q.page,
    pageSize: q.pageSize,
    dnnId: q.id,
    sortField: 'id',
    sortOrder: 'desc',
  });
  return { dnn: toDnn(rows[0]!), devices };
}

// IP access control ------------------------------------------------------------------------

function toIpRule(r: repo.IpRuleRow): IpRule {
  return {
    id: r.id,
    name: r.name,
    groupId: r.groupId,
    groupName: r.groupName,
    target: r.target,
    protocol: r.protocol as IpRule['protocol'],
    port: r.port,
    action: r.action as IpRule['action'],
    priority: r.priority,
    enabled: r.enabled,
    remark: r.remark,
    updatedAt: iso(r.updatedAt)!,
  };
}

export async function ipRulePage(
  db: Database,
  user: AuthUser,
  q: Parameters<typeof repo.ipRulePage>[2],
): Promise<PageResult<IpRule>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.ipRulePage(db, scope, q);
  return pageOf(rows.map(toIpRule), total, q);
}

export interface IpRuleForm {
  name: string;
  groupId: number | null;
  target: string;
  protocol: string;
  port: string;
  action: string;
  priority: number;
  enabled: boolean;
  remark: string;
}

export async function saveIpRule(
  db: Database,
  user: AuthUser,
  id: number | null,
  input: IpRuleForm,
): Promise<IpRule> {
  const customerId = requireCustomer(user);
  if (input.groupId !== null) {
    const g = await repo.findGroup(db, 'deviceGroup', input.groupId);
    if (!g || g.customerId !== customerId) throw badRequest(DeviceMessages.GROUP_NOT_FOUND);
  }
  let ruleId = id;
  if (id === null) {
    ruleId = (
      await db
        .insertInto('deviceIpRule')
        .values({ ...input, customerId, beId: user.beId, areaCode: user.areaCode })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    ownRecord(await repo.findIpRule(db, id), customerId, DeviceMessages.RULE_NOT_FOUND);
    await db
      .updateTable('deviceIpRule')
      .set({ ...input, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }
  return toIpRule((await repo.findIpRule(db, ruleId!))!);
}

export async function deleteIpRule(db: Database, user: AuthUser, id: number): Promise<void> {
  const customerId = requireCustomer(user);
  ownRecord(await repo.findIpRule(db, id), customerId, DeviceMessages.RULE_NOT_FOUND);
  await db.deleteFrom('deviceIpRule').where('id', '=', id).execute();
}

// SMS log and notice rules -----------------------------------------------------------------

export async function smsLogPage(
  db: Database,
  user: AuthUser,
  q: Parameters<typeof repo.smsLogPage>[2],
) {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.smsLogPage(db, scope, q);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      deviceId: r.deviceId,
      serial: r.serial ?? null,
      tel: r.tel,
      event: r.event,
      content: r.content,
      status: r.status as 'sent' | 'failed',
      sentAt: iso(r.sentAt)!,
    })),
    total,
    q,
  );
}

function toNotice(r: repo.NoticeRow): NoticeRule {
  return {
    id: r.id,
    name: r.name,
    event: r.event as NoticeEvent,
    channel: r.channel as NoticeRule['channel'],
    receivers: Array.isArray(r.receivers) ? r.receivers : [],
    enabled: r.enabled,
    updatedAt: iso(r.updatedAt)!,
  };
}

export async function noticePage(
  db: Database,
  user: AuthUser,
  q: Parameters<typeof repo.noticePage>[2],
): Promise<PageResult<NoticeRule>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.noticePage(db, scope, q);
  return pageOf(rows.map(toNotice), total, q);
}

export async function saveNotice(
  db: Database,
  user: AuthUser,
  id: number | null,
  input: { name: string; event: string; channel: string; receivers: string[]; enabled: boolean },
): Promise<NoticeRule> {
  const customerId = requireCustomer(user);
  const values = { ...input, receivers: JSON.stringify([...new Set(input.receivers)]) };
  let ruleId = id;
  if (id === null) {
    ruleId = (
      await db
        .insertInto('deviceNoticeRule')
        .values({ ...values, customerId, beId: user.beId, areaCode: user.areaCode })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    ownRecord(await repo.findNotice(db, id), customerId, DeviceMessages.NOTICE_NOT_FOUND);
    await db
      .updateTable('deviceNoticeRule')
      .set({ ...values, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }
  return toNotice((await repo.findNotice(db, ruleId!))!);
}

export async function deleteNotice(db: Database, user: AuthUser, id: number): Promise<void> {
  const customerId = requireCustomer(user);
  ownRecord(await repo.findNotice(db, id), customerId, DeviceMessages.NOTICE_NOT_FOUND);
  await db.deleteFrom('deviceNoticeRule').where('id', '=', id).execute();
}
