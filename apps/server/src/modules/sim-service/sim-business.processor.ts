import {
  MSISDN_PATTERN,
  NATIONAL_BE_ID,
  SIM_ACTION_LABELS,
  SimMessages,
  SimStatus,
  SimTariffKind,
  type SimAction,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import {
  holdLease,
  JOB_LEASE_MS,
  JOB_RENEW_MS,
  type LeaseOptions,
  type WorkSource,
} from '../../lib/jobs.js';
import { isInScope, type DataScope } from '../../lib/scope.js';
import * as repo from './sim-business.repository.js';
import type {
  ClaimedRequest,
  LockedCard,
  ResultUpdate,
  StatDelta,
} from './sim-business.repository.js';

/** Cards handled in one transaction. */
export const BATCH_SIZE = 500;
/** A batch's processor lost its claim (another took the request over): nothing is committed. */
export class LeaseLost extends Error {
  constructor() {
    super('lease lost');
  }
}

export const BusinessMessages = {
  DEACTIVATED: '该卡已销户，无法办理业务',
  ALREADY_SUSPENDED: '该卡已是停机状态，无需重复停机',
  INVENTORY_NOT_ACTIVE: '库存卡尚未激活，无需停机',
  NOT_SUSPENDED: '该卡不是停机状态，无需复机',
  CURRENT_TARIFF_MISMATCH: '该卡当前资费与所选的当前资费不一致',
  GROUP_OTHER_CUSTOMER: '该卡与目标群组不属于同一企业',
  ALREADY_IN_GROUP: '该卡已在该群组中',
  IN_OTHER_GROUP: '该卡已加入其他群组，请先退出原群组',
  NOT_IN_GROUP: '该卡未加入任何群组',
  NOT_IN_THIS_GROUP: '该卡不在所选群组中',
  DUPLICATE: '号码重复，已按首次出现办理',
} as const;

/** What a request may touch: the scope of whoever submitted it, kept on the request row. */
export function scopeOfRequest(
  r: {
    customerId: number | null;
    beId: string;
    areaCode: string;
  },
  orgIds: readonly number[] | null = null,
): DataScope {
  if (r.customerId !== null) {
    return orgIds
      ? { level: 'customer', customerId: r.customerId, orgIds }
      : { level: 'customer', customerId: r.customerId };
  }
  if (r.beId === NATIONAL_BE_ID) return { level: 'all' };
  if (r.areaCode) return { level: 'city', beId: r.beId, areaCode: r.areaCode };
  return { level: 'province', beId: r.beId };
}

interface Params {
  tariffId?: number;
  currentTariffId?: number;
  groupId?: number;
  dataCapMb?: number;
}
function paramsOf(raw: unknown): Params {
  const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const num = (k: string) => (typeof p[k] === 'number' ? (p[k] as number) : undefined);
  const out: Params = {};
  for (const k of ['tariffId', 'currentTariffId', 'groupId', 'dataCapMb'] as const) {
    const v = num(k);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

interface BatchContext {
  action: SimAction;
  params: Params;
  /** Target card tariff, when still on sale (changeTariff). */
  tariffOk: boolean;
  /** The group to join, when it still exists (joinGroup). */
  group: { id: number; customerId: number } | undefined;
}

/** Why this card cannot take the action, or null when it can. */
export function refusalOf(card: LockedCard, ctx: BatchContext): string | null {
  if (card.status === SimStatus.DEACTIVATED) return BusinessMessages.DEACTIVATED;
  const p = ctx.params;
  switch (ctx.action) {
    case 'suspend':
      if (card.status === SimStatus.SUSPENDED) return BusinessMessages.ALREADY_SUSPENDED;
      if (card.status === SimStatus.INVENTORY) return BusinessMessages.INVENTORY_NOT_ACTIVE;
      return null;
    case 'resume':
      return card.status === SimStatus.SUSPENDED ? null : BusinessMessages.NOT_SUSPENDED;
    case 'changeTariff':
      if (!ctx.tariffOk) return SimMessages.TARIFF_NOT_FOUND;
      if (card.tariffId === p.tariffId) return SimMessages.TARIFF_SAME;
      if (p.currentTariffId !== undefined && card.tariffId !== p.currentTariffId)
        return BusinessMessages.CURRENT_TARIFF_MISMATCH;
      return null;
    case 'joinGroup':
      if (!ctx.group) return SimMessages.GROUP_NOT_FOUND;
      if (card.customerId !== ctx.group.customerId) return BusinessMessages.GROUP_OTHER_CUSTOMER;
      if (card.groupId === ctx.group.id) return BusinessMessages.ALREADY_IN_GROUP;
      if (card.groupId !== null) return BusinessMessages.IN_OTHER_GROUP;
      return null;
    case 'leaveGroup':
      if (card.groupId === null) return BusinessMessages.NOT_IN_GROUP;
      if (p.groupId !== undefined && card.groupId !== p.groupId)
        return BusinessMessages.NOT_IN_THIS_GROUP;
      return null;
    case 'setDataCap':
      return null;
  }
}

function successMessage(ctx: BatchContext): string {
  if (ctx.action === 'setDataCap') return `流量上限已设置为${ctx.params.dataCapMb} MB`;
  return `${SIM_ACTION_LABELS[ctx.action]}成功`;
}

const statKey = (d: Omit<StatDelta, 'cards' | 'monthDataKb'>) =>
  `${d.customerId}|${d.beId}|${d.areaCode}|${d.kind}|${d.status}`;

/** Moves cards from their status cell to another in the statistics. */
function statusMoves(cards: readonly LockedCard[], to: number): StatDelta[] {
  const cells = new Map<string, StatDelta>();
  const add = (c: LockedCard, status: number, sign: number) => {
    const cell = {
      customerId: c.customerId,
      beId: c.beId,
      areaCode: c.areaCode,
      kind: c.kind,
      status,
    };
    const key = statKey(cell);
    const d = cells.get(key) ?? { ...cell, cards: 0, monthDataKb: 0 };
    d.cards += sign;
    d.monthDataKb += sign * Number(c.monthDataKb);
    cells.set(key, d);
  };
  for (const c of cards) {
    if (c.status === to) continue;
    add(c, c.status, -1);
    add(c, to, 1);
  }
  return [...cells.values()];
}

/** Applies the action to the accepted cards of a batch. */
async function applyAction(trx: Database, ctx: BatchContext, cards: LockedCard[]): Promise<void> {
  if (cards.length === 0) return;
  const ids = cards.map((c) => c.id);
  const update = trx.updateTable('simCard').where('id', 'in', ids);
  switch (ctx.action) {
    case 'suspend':
    case 'resume': {
      const to = ctx.action === 'suspend' ? SimStatus.SUSPENDED : SimStatus.ACTIVE;
      await update
        .set((eb) => ({
          status: to,
          updatedAt: new Date(),
          // A test card resumed for the first time becomes active from now on.
          ...(to === SimStatus.ACTIVE
            ? { activatedAt: eb.fn.coalesce('activatedAt', eb.val(new Date())) }
            : {}),
        }))
        .execute();
      await repo.applyStatDeltas(trx, statusMoves(cards, to));
      return;
    }
    case 'changeTariff':
      await update.set({ tariffId: ctx.params.tariffId!, updatedAt: new Date() }).execute();
      return;
    case 'joinGroup':
      await update.set({ groupId: ctx.group!.id, updatedAt: new Date() }).execute();
      return;
    case 'leaveGroup':
      await update.set({ groupId: null, updatedAt: new Date() }).execute();
      return;
    case 'setDataCap':
      await update.set({ dataCapMb: ctx.params.dataCapMb!, updatedAt: new Date() }).execute();
      return;
  }
}

/**
 * Handles the next batch of a request's pending cards in one transaction: every MSISDN
 * is judged on its own, accepted cards change together with the statistics, and the
 * results and the request's counters are written before the commit. Answers how many
 * results it settled (0: nothing left that another processor is not already holding).
 * Throws LeaseLost, committing nothing, when the request is no longer `req`'s claim.
 */
export async function processBatch(
  db: Database,
  req: ClaimedRequest,
  batchSize = BATCH_SIZE,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const pending = await repo.lockPendingResults(trx, req.id, batchSize);
    if (pending.length === 0) return 0;
    const valid = [...new Set(pending.map((r) => r.msisdn).filter((m) => MSISDN_PATTERN.test(m)))];
    const firstSeq = await repo.firstSeqOf(trx, req.id, valid);
    const cards = await repo.lockCards(trx, valid);
    const byMsisdn = new Map(cards.map((c) => [c.msisdn, c]));

    const action = req.action as SimAction;
    const params = paramsOf(req.params);
    let tariffOk = false;
    if (action === 'changeTariff' && params.tariffId !== undefined) {
      const t = await repo.findTariff(trx, params.tariffId);
      tariffOk = !!t && t.kind === SimTariffKind.CARD && t.status === 1;
    }
    const group =
      action === 'joinGroup' && params.groupId !== undefined
        ? await repo.lockGroup(trx, params.groupId)
        : undefined;
    const ctx: BatchContext = {
      action,
      params,
      tariffOk,
      group: group ? { id: Number(group.id), customerId: group.customerId } : undefined,
    };
    const scope = scopeOfRequest(
      req,
      req.customerId !== null ? await repo.submitterOrgIds(trx, req.accountId) : null,
    );

    const accepted: LockedCard[] = [];
    const results: ResultUpdate[] = [];
    const okMessage = successMessage(ctx);
    for (const row of pending) {
      const fail = (message: string, iccid: string | null = null) =>
        results.push({ id: row.id, success: false, message, iccid });
      if (!MSISDN_PATTERN.test(row.msisdn)) {
        fail(SimMessages.MSISDN_INVALID);
        continue;
      }
      if ((firstSeq.get(row.msisdn) ?? row.seq) < row.seq) {
        fail(BusinessMessages.DUPLICATE);
        continue;
      }
      const card = byMsisdn.get(row.msisdn);
      if (!card || !isInScope(scope, card)) {
        fail(SimMessages.NOT_YOUR_CARD);
        continue;
      }
      const refusal = refusalOf(card, ctx);
      if (refusal) {
        fail(refusal, card.iccid);
        continue;
      }
      accepted.push(card);
      results.push({ id: row.id, success: true, message: okMessage, iccid: card.iccid });
    }

    await applyAction(trx, ctx, accepted);
    await repo.writeResults(trx, results);
    if (!(await repo.addCounts(trx, req, accepted.length, results.length - accepted.length)))
      throw new LeaseLost();
    return pending.length;
  });
}

const RETRYABLE = new Set(['40001', '40P01']);
const isRetryable = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  RETRYABLE.has(String((err as { code?: unknown }).code));

export interface DrainOptions extends LeaseOptions {
  batchSize?: number;
  /** Checked between batches; true stops and hands the current request back to the queue. */
  shouldStop?: () => boolean;
}

/**
 * Works through the queue until it is empty: claims a request, settles its cards batch by
 * batch, marks it done, and claims the next. Safe to run in several processes at once.
 * Answers how many requests it finished and how many cards it settled.
 */
export async function drainQueue(
  db: Database,
  opts: DrainOptions = {},
): Promise<{ requests: number; cards: number }> {
  const stop = opts.shouldStop ?? (() => false);
  let requests = 0;
  let cards = 0;
  const leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
  while (!stop()) {
    const req = await repo.claimNext(db, leaseMs);
    if (!req) break;
    const lease = holdLease(() => repo.renewLease(db, req, leaseMs), opts.renewMs ?? JOB_RENEW_MS);
    let lost = false;
    try {
      for (;;) {
        if (stop()) {
          await repo.releaseRequest(db, req);
          return { requests, cards };
        }
        if (lease.lost) {
          lost = true;
          break;
        }
        let settled = 0;
        for (let attempt = 1; ; attempt++) {
          try {
            settled = await processBatch(db, req, opts.batchSize ?? BATCH_SIZE);
            break;
          } catch (err) {
            if (err instanceof LeaseLost) {
              lost = true;
              break;
            }
            // A deadlock or serialisation failure is retried; anything else leaves the
            // request to be claimed again once its lease has run out.
            if (!isRetryable(err) || attempt >= 3) throw err;
          }
        }
        if (lost || settled === 0) break;
        cards += settled;
      }
    } finally {
      await lease.stop();
    }
    // Taken over: the new holder finishes it.
    if (lost) continue;
    if (await repo.finishIfComplete(db, req.id)) requests++;
  }
  return { requests, cards };
}

/**
 * The SIM business requests as a work source of the shared job runner: they keep their
 * own table because their cards are settled in batches with a result each, but they are
 * claimed, reclaimed and polled like every other background job.
 */
export function simBusinessSource(db: Database): WorkSource {
  return {
    name: 'sim_business',
    drain: async (shouldStop, lease) => {
      await drainQueue(db, { shouldStop, ...lease });
    },
  };
}
