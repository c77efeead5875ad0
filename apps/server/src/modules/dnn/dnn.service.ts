import {
  DNN_LIMITS,
  DnnMessages,
  DnnStatus,
  snssaiTaken,
  type DnnCardItem,
  type DnnCardQuery,
  type DnnDetail,
  type DnnEntry,
  type DnnItem,
  type DnnListQuery,
  type IsolationCaseItem,
  type IsolationCaseSave,
  type IsolationLevel,
  type IsolationListQuery,
  type PageResult,
  type SliceCreate,
  type SliceItem,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound, warning } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { isInScope, OUT_OF_SCOPE_MESSAGE, type DataScope } from '../../lib/scope.js';
import { readScopeOf } from '../../lib/visitor-scope.js';
import * as repo from './dnn.repository.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

/**
 * A2 业务隔离: who sees which DNN (a customer its enterprise's, province and city
 * administrators their area's, national staff all), and the rules of its slices, cards
 * and isolation cases. Every change of a DNN's slices, cards or cases locks the DNN row,
 * so two changes of one DNN never interleave (a slice is never deleted under a new case).
 */

type Scope = Exclude<DataScope, { level: 'none' }>;

/** Days the detail's traffic summary covers. */
export const TRAFFIC_DAYS = 7;

const iso = (v: Date | string) => new Date(v).toISOString();

async function requireScope(db: Database, user: AuthUser): Promise<Scope> {
  const scope = await readScopeOf(db, user);
  if (scope.level === 'none') throw forbidden();
  return scope;
}

/** A DNN the scope holds: 404 when there is none, 403 when it is someone else's. */
function assertDnnInScope<T extends { customerId: number; beId: string; areaCode: string }>(
  scope: Scope,
  dnn: T | undefined,
): T {
  if (!dnn) throw notFound(DnnMessages.DNN_NOT_FOUND);
  // A DNN is in no organisation node (orgId null): a node sub-account is refused.
  if (!isInScope(scope, { ...dnn, orgId: null })) throw forbidden(OUT_OF_SCOPE_MESSAGE);
  return dnn;
}

function assertChangeable(dnn: { status: number }) {
  if (dnn.status === DnnStatus.ENDED) throw warning(DnnMessages.DNN_ENDED);
}

function toDnnItem(row: repo.DnnRow): DnnItem {
  return {
    id: row.id,
    dnn: row.dnn,
    description: row.description,
    upfSite: row.upfSite,
    ipPool: row.ipPool,
    bandwidthMbps: row.bandwidthMbps,
    lineEnabled: row.lineEnabled,
    status: row.status,
    instanceId: row.instanceId,
    customerName: row.customerName,
    sliceCount: Number(row.sliceCount ?? 0),
    cardCount: Number(row.cardCount ?? 0),
    caseCount: Number(row.caseCount ?? 0),
    createdAt: iso(row.createdAt),
  };
}

function toSlice(row: repo.SliceRow): SliceItem {
  return {
    id: row.id,
    dnnId: row.dnnId,
    name: row.name,
    sst: row.sst,
    sd: row.sd,
    status: row.status,
    caseCount: Number(row.caseCount ?? 0),
    createdAt: iso(row.createdAt),
  };
}

function toCase(row: repo.CaseRow): IsolationCaseItem {
  return {
    id: row.id,
    name: row.name,
    level: row.level as IsolationLevel,
    description: row.description,
    status: row.status,
    dnnId: row.dnnId,
    dnn: row.dnn,
    sliceId: row.sliceId,
    sliceName: row.sliceName,
    sst: row.sst,
    sd: row.sd,
    customerName: row.customerName,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

// DNN instances ---------------------------------------------------------------------------

export async function dnnPage(
  db: Database,
  user: AuthUser,
  q: DnnListQuery,
): Promise<PageResult<DnnItem>> {
  const { rows, total } = await repo.dnnPage(db, await requireScope(db, user), q);
  return pageOf(rows.map(toDnnItem), total, q);
}

export async function dnnEntries(db: Database, user: AuthUser): Promise<DnnEntry[]> {
  return repo.dnnEntries(db, await requireScope(db, user));
}

export async function dnnDetail(db: Database, user: AuthUser, id: number): Promise<DnnDetail> {
  const row = assertDnnInScope(await requireScope(db, user), await repo.findDnn(db, id));
  const since = new Date(Date.now() - TRAFFIC_DAYS * 24 * 3_600_000);
  const [slices, cases, traffic] = await Promise.all([
    repo.slicesOf(db, id),
    repo.casesOfDnn(db, id),
    repo.trafficOf(db, id, since),
  ]);
  const t = traffic.totals;
  const hasPoints = Number(t.points) > 0;
  const avg = (v: number | string | null) => (hasPoints && v !== null ? Number(v) : null);
  return {
    ...toDnnItem(row),
    slices: slices.map(toSlice),
    cases: cases.map(toCase),
    traffic: {
      days: TRAFFIC_DAYS,
      upBytes: Number(t.upBytes),
      downBytes: Number(t.downBytes),
      peakSessions: Number(t.peakSessions),
      availability: avg(t.availability),
      latencyMs: avg(t.latencyMs),
      lossPct: avg(t.lossPct),
      daily: traffic.daily.map((d) => ({
        date: d.date,
        upBytes: Number(d.upBytes),
        downBytes: Number(d.downBytes),
      })),
    },
  };
}

// Slices ----------------------------------------------------------------------------------

export async function addSlice(
  db: Database,
  user: AuthUser,
  dnnId: number,
  form: SliceCreate,
): Promise<SliceItem> {
  const scope = await requireScope(db, user);
  try {
    return await db.transaction().execute(async (trx) => {
      const dnn = assertDnnInScope(scope, await repo.lockDnn(trx, dnnId));
      assertChangeable(dnn);
      const existing = await repo.slicesOf(trx, dnnId);
      if (snssaiTaken(existing, form.sst, form.sd))
        throw conflict(DnnMessages.snssaiTaken(form.sst, form.sd));
      if (existing.length >= DNN_LIMITS.slicesPerDnn) throw warning(DnnMessages.SLICES_FULL);
      const { id } = await repo.insertSlice(trx, dnn, form);
      const created = (await repo.slicesOf(trx, dnnId)).find((s) => s.id === id)!;
      return toSlice(created);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DnnMessages.snssaiTaken(form.sst, form.sd));
    throw err;
  }
}

export async function removeSlice(
  db: Database,
  user: AuthUser,
  dnnId: number,
  sliceId: number,
): Promise<{ id: number }> {
  const scope = await requireScope(db, user);
  await db.transaction().execute(async (trx) => {
    const dnn = assertDnnInScope(scope, await repo.lockDnn(trx, dnnId));
    assertChangeable(dnn);
    const slice = await repo.findSlice(trx, sliceId);
    if (!slice || slice.dnnId !== dnnId) throw notFound(DnnMessages.SLICE_NOT_FOUND);
    const cases = await repo.casesUsingSlice(trx, sliceId);
    if (cases > 0) throw warning(DnnMessages.sliceInUse(cases));
    await repo.deleteSlice(trx, sliceId);
  });
  return { id: sliceId };
}

// Cards -----------------------------------------------------------------------------------

export async function cardPage(
  db: Database,
  user: AuthUser,
  dnnId: number,
  q: DnnCardQuery,
): Promise<PageResult<DnnCardItem>> {
  assertDnnInScope(await requireScope(db, user), await repo.findDnn(db, dnnId));
  const { rows, total } = await repo.cardPage(db, dnnId, q);
  return pageOf(
    rows.map((r) => ({ ...r, boundAt: iso(r.boundAt) })),
    total,
    q,
  );
}

const unique = (msisdns: readonly string[]) => [...new Set(msisdns)];

/**
 * A sub-account placed in an organisation node changes only the cards of its subtree
 * (the DNN itself belongs to the enterprise as a whole).
 */
function assertCardOfCaller(
  scope: Scope,
  msisdn: string,
  card: { customerId: number; orgId: number | null },
) {
  if (scope.level === 'customer' && !isInScope(scope, card))
    throw forbidden(`号码${msisdn}不在您的管理范围内`);
}

/**
 * Binds cards of the DNN's enterprise to it, all or none: a number that is unknown, of
 * another enterprise, outside a sub-account's organisation or bound to another DNN refuses
 * the whole request, naming that number. Cards already on this DNN are left as they are.
 */
export async function bindCards(
  db: Database,
  user: AuthUser,
  dnnId: number,
  msisdns: readonly string[],
): Promise<{ count: number }> {
  const scope = await requireScope(db, user);
  const wanted = unique(msisdns);
  try {
    return await db.transaction().execute(async (trx) => {
      const dnn = assertDnnInScope(scope, await repo.lockDnn(trx, dnnId));
      assertChangeable(dnn);
      const cards = new Map((await repo.cardsByMsisdn(trx, wanted)).map((c) => [c.msisdn, c]));
      const toBind: number[] = [];
      for (const msisdn of wanted) {
        const card = cards.get(msisdn);
        if (!card) throw warning(DnnMessages.cardNotFound(msisdn));
        if (card.customerId !== dnn.customerId)
          throw warning(DnnMessages.cardOfOtherEnterprise(msisdn));
        assertCardOfCaller(scope, msisdn, card);
        if (card.boundDnnId === dnnId) continue;
        if (card.boundDnnId !== null)
          throw warning(DnnMessages.cardBoundElsewhere(msisdn, card.boundDnn ?? ''));
        toBind.push(card.id);
      }
      if (toBind.length > 0) await repo.bindCards(trx, dnnId, toBind);
      return { count: toBind.length };
    });
  } catch (err) {
    // A card bound to another DNN at the same moment: the unique card constraint decides.
    if (isUniqueViolation(err)) throw conflict('所选号码刚被绑定到其他DNN，请刷新后重试');
    throw err;
  }
}

/** Unbinds cards from the DNN, all or none: each must be bound to it. */
export async function unbindCards(
  db: Database,
  user: AuthUser,
  dnnId: number,
  msisdns: readonly string[],
): Promise<{ count: number }> {
  const scope = await requireScope(db, user);
  const wanted = unique(msisdns);
  return db.transaction().execute(async (trx) => {
    const dnn = assertDnnInScope(scope, await repo.lockDnn(trx, dnnId));
    assertChangeable(dnn);
    const cards = new Map((await repo.cardsByMsisdn(trx, wanted)).map((c) => [c.msisdn, c]));
    const ids: number[] = [];
    for (const msisdn of wanted) {
      const card = cards.get(msisdn);
      if (!card || card.boundDnnId !== dnnId) throw warning(DnnMessages.cardNotBound(msisdn));
      assertCardOfCaller(scope, msisdn, card);
      ids.push(card.id);
    }
    await repo.unbindCards(trx, dnnId, ids);
    return { count: ids.length };
  });
}

// Isolation cases -------------------------------------------------------------------------

export async function casePage(
  db: Database,
  user: AuthUser,
  q: IsolationListQuery,
): Promise<PageResult<IsolationCaseItem>> {
  const { rows, total } = await repo.casePage(db, await requireScope(db, user), q);
  return pageOf(rows.map(toCase), total, q);
}

/** The DNN a case form names (locked, in scope, not ended) and the slice it keeps. */
async function caseTarget(trx: Database, scope: Scope, form: IsolationCaseSave) {
  const dnn = assertDnnInScope(scope, await repo.lockDnn(trx, form.dnnId));
  assertChangeable(dnn);
  if (form.level !== 'slice') return { dnn, sliceId: null };
  const slice = form.sliceId ? await repo.findSlice(trx, form.sliceId) : undefined;
  if (!slice) throw badRequest(DnnMessages.SLICE_REQUIRED);
  if (slice.dnnId !== dnn.id) throw badRequest(DnnMessages.SLICE_OF_OTHER_DNN);
  return { dnn, sliceId: slice.id };
}

async function caseInScope(db: Database, scope: Scope, id: number) {
  const row = await repo.findCase(db, id);
  if (!row) throw notFound(DnnMessages.CASE_NOT_FOUND);
  if (!isInScope(scope, { ...row, orgId: null })) throw forbidden(OUT_OF_SCOPE_MESSAGE);
  return row;
}

export async function createCase(
  db: Database,
  user: AuthUser,
  form: IsolationCaseSave,
): Promise<IsolationCaseItem> {
  const scope = await requireScope(db, user);
  const id = await db.transaction().execute(async (trx) => {
    const { dnn, sliceId } = await caseTarget(trx, scope, form);
    return (await repo.insertCase(trx, dnn, form, sliceId)).id;
  });
  return toCase((await repo.findCase(db, id))!);
}

export async function updateCase(
  db: Database,
  user: AuthUser,
  id: number,
  form: IsolationCaseSave,
): Promise<IsolationCaseItem> {
  const scope = await requireScope(db, user);
  await caseInScope(db, scope, id);
  await db.transaction().execute(async (trx) => {
    const { dnn, sliceId } = await caseTarget(trx, scope, form);
    await repo.updateCase(trx, id, dnn, form, sliceId);
  });
  return toCase((await repo.findCase(db, id))!);
}

export async function deleteCase(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<{ id: number }> {
  const scope = await requireScope(db, user);
  await caseInScope(db, scope, id);
  await repo.deleteCase(db, id);
  return { id };
}
