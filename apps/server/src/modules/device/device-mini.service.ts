import {
  MINI_SERVICE_STATES,
  MiniMessages,
  type MiniGroup,
  type MiniPackage,
  type MiniPanel,
  type MiniService,
  type MiniServiceDetail,
  type MiniServiceQuery,
  type MiniServiceState,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { nextDailyNumber } from '../../lib/daily-number.js';
import { badRequest, forbidden, notFound, warning } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { isInScope, OUT_OF_SCOPE_MESSAGE, scopeOf } from '../../lib/scope.js';
import { assertIn, iso, requireCustomer, scopeFor } from './device.access.js';
import * as repo from './device-mini.repository.js';
import { findGroup } from './device-org.repository.js';
import * as org from './device-org.service.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

/**
 * 5G快线 小微业务: a shop or branch served by one of the enterprise's gateways under one of
 * the operator's packages for a term. Reads follow the caller's scope; writes belong to a
 * customer account and touch only its enterprise's records. A gateway carries at most one
 * running subscription (a partial unique index); terms end on time through a sweep.
 */

/** Readable number prefix of a subscription (XW + China day + sequence). */
export const MINI_SERVICE_NUMBER_PREFIX = 'XW';

const yuan = (fen: number | string | null | undefined) => Number(fen ?? 0) / 100;

export function toPackage(p: Awaited<ReturnType<typeof repo.packagesOnSale>>[number]): MiniPackage {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    downMbps: p.downMbps,
    upMbps: p.upMbps,
    monthlyGb: p.monthlyGb,
    monthlyFee: yuan(p.monthlyFeeFen),
    clientMax: p.clientMax,
  };
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.serviceById>>>;

function toService(r: Row): MiniService {
  return {
    id: r.id,
    serviceNo: r.serviceNo,
    shopName: r.shopName,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    address: r.address,
    packageId: r.packageId,
    packageName: r.packageName,
    downMbps: r.downMbps,
    upMbps: r.upMbps,
    monthlyGb: r.monthlyGb,
    monthlyFee: yuan(r.monthlyFeeFen),
    deviceId: r.deviceId,
    serial: r.serial,
    deviceName: r.deviceName,
    onlineState: (r.onlineState as MiniService['onlineState']) ?? null,
    groupId: r.groupId,
    groupName: r.groupName,
    state: r.state as MiniServiceState,
    startDate: r.startDate,
    endDate: r.endDate,
    daysLeft: Number(r.daysLeft),
    remark: r.remark,
    custName: r.custName,
    createdAt: iso(r.createdAt)!,
  };
}

export async function packages(db: Database): Promise<MiniPackage[]> {
  return (await repo.packagesOnSale(db)).map(toPackage);
}

export async function servicePage(
  db: Database,
  user: AuthUser,
  q: MiniServiceQuery,
): Promise<PageResult<MiniService>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.servicePage(db, scope, q);
  return pageOf(rows.map(toService), total, q);
}

export async function serviceDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<MiniServiceDetail> {
  const scope = await scopeFor(db, user);
  const r = await repo.serviceById(db, id);
  if (!r) throw notFound(MiniMessages.SERVICE_NOT_FOUND);
  assertIn(scope, r);
  return {
    ...toService(r),
    monthBytes: r.deviceId === null ? 0 : await repo.monthBytesOf(db, r.deviceId),
    rsrp: r.rsrp,
    sinr: r.sinr,
    upKbps: Number(r.upKbps ?? 0),
    downKbps: Number(r.downKbps ?? 0),
    clients: Number(r.clients ?? 0),
    lastHeartbeatAt: iso(r.lastHeartbeatAt),
  };
}

export async function panel(db: Database, user: AuthUser): Promise<MiniPanel> {
  const scope = await scopeFor(db, user);
  const { states, figures, byPackage, byGroup, expiring } = await repo.panelFigures(db, scope);
  const counts = Object.fromEntries(MINI_SERVICE_STATES.map((s) => [s, 0])) as Record<
    MiniServiceState,
    number
  >;
  for (const s of states) counts[s.state as MiniServiceState] = Number(s.n);
  return {
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    states: counts,
    expiringSoon: Number(figures.expiringSoon ?? 0),
    online: Number(figures.online ?? 0),
    withGateway: Number(figures.withGateway ?? 0),
    monthlyFee: yuan(figures.feeFen),
    byPackage: byPackage.map((r) => ({ name: r.name, count: Number(r.n) })),
    byGroup: byGroup.map((r) => ({ name: r.name, count: Number(r.n) })),
    expiring: expiring.map(toService),
  };
}

// Writes -----------------------------------------------------------------------------------

interface ServiceFields {
  shopName: string;
  contactName: string;
  contactPhone: string;
  address: string;
  packageId: number;
  deviceId: number;
  groupId: number | null;
  remark: string;
}

/** The package, gateway and group of a write, each the caller's to use. */
async function checkRefs(
  db: Database,
  user: AuthUser,
  customerId: number,
  input: ServiceFields,
  serviceId: number | null,
  currentPackageId: number | null,
): Promise<void> {
  const pkg = await repo.findPackage(db, input.packageId);
  // A withdrawn package stays on the subscriptions that have it, but is not chosen anew.
  if (!pkg || (pkg.status !== 1 && pkg.id !== currentPackageId))
    throw badRequest(MiniMessages.PACKAGE_UNKNOWN);
  const device = await db
    .selectFrom('device')
    .select(['id', 'customerId', 'kind', 'orgId'])
    .where('id', '=', input.deviceId)
    .executeTakeFirst();
  // The caller's enterprise's gateways; a node sub-account's, of its node only.
  if (!device || device.kind !== 'cpe' || !isInScope(scopeOf(user), device))
    throw badRequest(MiniMessages.DEVICE_NOT_OWN);
  const taken = await repo.runningOnDevice(db, input.deviceId, serviceId);
  if (taken) throw warning(`${MiniMessages.DEVICE_TAKEN}（${taken.serviceNo}）`);
  if (input.groupId !== null) {
    const g = await findGroup(db, 'cpeMiniGroup', input.groupId);
    if (!g || g.customerId !== customerId) throw badRequest(MiniMessages.GROUP_NOT_FOUND);
  }
}

/** A write that lost the gateway to a concurrent one gets the same message as the check. */
async function guardDevice<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'cpe_mini_service_device_uq'))
      throw warning(MiniMessages.DEVICE_TAKEN);
    throw err;
  }
}

export async function createService(
  db: Database,
  user: AuthUser,
  input: ServiceFields & { startDate: string; termMonths: number },
): Promise<{ id: number; serviceNo: string }> {
  const customerId = requireCustomer(user);
  await checkRefs(db, user, customerId, input, null, null);
  return guardDevice(() =>
    db.transaction().execute(async (trx) => {
      const serviceNo = await nextDailyNumber(trx, MINI_SERVICE_NUMBER_PREFIX);
      const row = await trx
        .insertInto('cpeMiniService')
        .values({
          serviceNo,
          customerId,
          beId: user.beId,
          areaCode: user.areaCode,
          packageId: input.packageId,
          deviceId: input.deviceId,
          groupId: input.groupId,
          shopName: input.shopName,
          contactName: input.contactName,
          contactPhone: input.contactPhone,
          address: input.address,
          remark: input.remark,
          startDate: input.startDate,
          // The term runs through the day before the same date N months on.
          endDate: sql<string>`((${input.startDate}::date + make_interval(months => ${input.termMonths}))::date - 1)`,
          // A term whose end has already passed starts life expired (back-dated records).
          state: sql<string>`case when ((${input.startDate}::date + make_interval(months => ${input.termMonths}))::date - 1) < ${repo.CHINA_TODAY} then 'expired' else 'active' end`,
        })
        .returning(['id', 'serviceNo'])
        .executeTakeFirstOrThrow();
      return row;
    }),
  );
}

/** A subscription the caller may change: its enterprise's, on a gateway of its node. */
async function ownService(db: Database, user: AuthUser, id: number) {
  const customerId = requireCustomer(user);
  const row = await repo.findService(db, id);
  if (!row) throw notFound(MiniMessages.SERVICE_NOT_FOUND);
  if (!isInScope(scopeOf(user), row)) throw forbidden(OUT_OF_SCOPE_MESSAGE);
  return { customerId, row };
}

export async function updateService(
  db: Database,
  user: AuthUser,
  id: number,
  input: ServiceFields,
): Promise<void> {
  const { customerId, row } = await ownService(db, user, id);
  const current = await db
    .selectFrom('cpeMiniService')
    .select('packageId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  // An ended subscription keeps its gateway on record but does not hold it.
  if (row.state === 'expired' && input.deviceId !== row.deviceId)
    throw warning(MiniMessages.EXPIRED_RESUME);
  await checkRefs(db, user, customerId, input, id, current.packageId);
  await guardDevice(() =>
    db
      .updateTable('cpeMiniService')
      .set({
        shopName: input.shopName,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        address: input.address,
        packageId: input.packageId,
        deviceId: input.deviceId,
        groupId: input.groupId,
        remark: input.remark,
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute(),
  );
}

export async function suspendService(db: Database, user: AuthUser, id: number): Promise<void> {
  await ownService(db, user, id);
  if (!(await repo.moveState(db, id, 'active', 'suspended')))
    throw warning(MiniMessages.NOT_ACTIVE);
}

export async function resumeService(db: Database, user: AuthUser, id: number): Promise<void> {
  const { row } = await ownService(db, user, id);
  if (row.state === 'expired' || Number(row.daysLeft) < 0)
    throw warning(MiniMessages.EXPIRED_RESUME);
  if (!(await repo.moveState(db, id, 'suspended', 'active')))
    throw warning(MiniMessages.NOT_SUSPENDED);
}

/**
 * Lengthens the term by `termMonths`: from the current end while it runs, from today once it
 * has ended (and the subscription runs again, if its gateway is still free).
 */
export async function renewService(
  db: Database,
  user: AuthUser,
  id: number,
  termMonths: number,
): Promise<{ endDate: string }> {
  await ownService(db, user, id);
  const row = await guardDevice(() =>
    db
      .updateTable('cpeMiniService')
      .set({
        endDate: sql<string>`(greatest(end_date, ${repo.CHINA_TODAY} - 1) + make_interval(months => ${termMonths}))::date`,
        state: sql<string>`case when state = 'expired' then 'active' else state end`,
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returning(sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate'))
      .executeTakeFirstOrThrow(),
  );
  return { endDate: row.endDate };
}

// Groups -----------------------------------------------------------------------------------

export async function groupPage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<PageResult<MiniGroup>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.groupPage(db, scope, q);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      services: Number(r.services ?? 0),
      active: Number(r.active ?? 0),
      createdAt: iso(r.createdAt)!,
    })),
    total,
    q,
  );
}

export async function groupOptions(db: Database, user: AuthUser) {
  return repo.groupOptions(db, await scopeFor(db, user));
}

export async function saveGroup(
  db: Database,
  user: AuthUser,
  id: number | null,
  input: { name: string; description: string },
): Promise<{ id: number }> {
  return { id: await org.saveGroup(db, user, 'cpeMiniGroup', id, input) };
}

/** Deletes a group holding no subscription (of any state). */
export async function deleteGroup(db: Database, user: AuthUser, id: number): Promise<void> {
  await org.ownGroup(db, user, 'cpeMiniGroup', id);
  const member = await db
    .selectFrom('cpeMiniService')
    .select('id')
    .where('groupId', '=', id)
    .executeTakeFirst();
  if (member) throw warning(MiniMessages.GROUP_NOT_EMPTY);
  await db.deleteFrom('cpeMiniGroup').where('id', '=', id).execute();
}
