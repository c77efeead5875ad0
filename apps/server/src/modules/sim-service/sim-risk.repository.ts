import type { SimRiskKind } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { ensureRiskRules } from '../sim/sim.generate.js';

/**
 * Adds whichever of the four default rules the customer lacks (the same defaults the demo
 * data starts from; several callers at once are fine).
 */
export const ensureDefaultRules = ensureRiskRules;

export function listRules(db: Database, customerId: number) {
  return db
    .selectFrom('simRiskRule')
    .select(['id', 'customerId', 'kind', 'name', 'threshold', 'level', 'enabled', 'updatedAt'])
    .where('customerId', '=', customerId)
    .orderBy('id')
    .execute();
}
export type RuleRow = Awaited<ReturnType<typeof listRules>>[number];

export function findRule(db: Database, id: number) {
  return db
    .selectFrom('simRiskRule')
    .select(['id', 'customerId', 'kind', 'name', 'threshold', 'level', 'enabled', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function updateRule(
  db: Database,
  id: number,
  r: { threshold: number; level: number; enabled: boolean; updatedBy: number },
) {
  return db
    .updateTable('simRiskRule')
    .set({ ...r, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

const eventColumns = [
  'id',
  'customerId',
  'beId',
  'areaCode',
  'kind',
  'level',
  'iccid',
  'msisdn',
  'detail',
  'status',
  'occurredAt',
  'handledAt',
] as const;

/** Risk events in the scope, newest first. */
export async function listEvents(
  db: Database,
  scope: DataScope,
  q: {
    page: number;
    pageSize: number;
    kind?: SimRiskKind | undefined;
    status?: number | undefined;
    level?: number | undefined;
  },
) {
  let base = db
    .selectFrom('simRiskEvent')
    .where((eb) =>
      inScope(eb, scope, { customerId: 'customerId', beId: 'beId', areaCode: 'areaCode' }),
    );
  // An organisation node sees the events of its own cards.
  if (scope.level === 'customer' && scope.orgIds) {
    const orgIds = scope.orgIds;
    base = base.where('cardId', 'in', (eb) =>
      eb
        .selectFrom('simCard')
        .select('simCard.id')
        .where('simCard.customerId', '=', scope.customerId)
        .where('simCard.orgId', 'in', orgIds),
    );
  }
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.status !== undefined) base = base.where('status', '=', q.status);
  if (q.level !== undefined) base = base.where('level', '=', q.level);
  const rows = await base
    .select(eventColumns)
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
export type EventRow = Awaited<ReturnType<typeof listEvents>>['rows'][number];

/** One event, with the organisation node its card is assigned to. */
export function findEvent(db: Database, id: number) {
  return db
    .selectFrom('simRiskEvent')
    .leftJoin('simCard', 'simCard.id', 'simRiskEvent.cardId')
    .select(eventColumns.map((c) => `simRiskEvent.${c}` as const))
    .select('simCard.orgId')
    .where('simRiskEvent.id', '=', id)
    .executeTakeFirst();
}

export function setEventStatus(db: Database, id: number, status: number, accountId: number) {
  return db
    .updateTable('simRiskEvent')
    .set({ status, handledBy: accountId, handledAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** A card that broke a rule, with what the event says about it. */
export interface RiskCandidate {
  cardId: number;
  customerId: number;
  beId: string;
  areaCode: string;
  iccid: string;
  msisdn: string;
  detail: string;
}

interface CardCols {
  id: number;
  customerId: number;
  beId: string;
  areaCode: string;
  iccid: string;
  msisdn: string;
}

/** Cards whose data this month exceeds their 3-month average by more than `pct` percent. */
export async function usageSpikeCards(
  db: Database,
  customerId: number,
  pct: number,
  months: { from: string; to: string },
) {
  const { rows } = await sql<CardCols & { monthDataKb: number; avgKb: number }>`
    select c.id, c.customer_id, c.be_id, c.area_code, c.iccid, c.msisdn,
           c.month_data_kb, u.avg_kb
    from sim_card c
    join (
      select m.card_id, avg(m.data_kb)::float8 as avg_kb
      from sim_usage_monthly m
      join sim_card mc on mc.id = m.card_id and mc.customer_id = ${customerId}
      where m.month >= ${months.from}::date and m.month < ${months.to}::date
      group by m.card_id
    ) u on u.card_id = c.id
    where c.customer_id = ${customerId}
      and u.avg_kb > 0
      and c.month_data_kb > u.avg_kb * (1 + ${pct}::float8 / 100)
  `.execute(db);
  return rows;
}

/**
 * The latest data session (within `since`) of each of the customer's cards whose IMEI
 * differs from the bound one or whose area differs from the card's home area, with both:
 * the IMEI-change and location checks read these.
 */
export async function latestSessions(db: Database, customerId: number, since: Date) {
  const { rows } = await sql<
    CardCols & {
      imei: string | null;
      imeiBound: boolean;
      sessionImei: string | null;
      sessionArea: string;
      startedAt: Date;
    }
  >`
    select * from (
      select distinct on (s.card_id)
             c.id, c.customer_id, c.be_id, c.area_code, c.iccid, c.msisdn, c.imei, c.imei_bound,
             s.imei as session_imei, s.area_code as session_area, s.started_at
      from sim_session s
      join sim_card c on c.id = s.card_id
      where c.customer_id = ${customerId} and s.started_at >= ${since}
      order by s.card_id, s.started_at desc
    ) latest
    -- Only what one of the two checks could flag.
    where (imei_bound and session_imei is not null and session_imei is distinct from imei)
       or (session_area <> '' and session_area <> area_code)
  `.execute(db);
  return rows;
}

/** Active cards not seen for `days` days. */
export function silentCards(db: Database, customerId: number, days: number) {
  const before = new Date(Date.now() - days * 86_400_000);
  return db
    .selectFrom('simCard')
    .select(['id', 'customerId', 'beId', 'areaCode', 'iccid', 'msisdn', 'lastSeenAt'])
    .where('customerId', '=', customerId)
    .where('status', '=', 2)
    .where((eb) => eb.or([eb('lastSeenAt', 'is', null), eb('lastSeenAt', '<', before)]))
    .execute();
}

/** Cards that already have an event of this kind since `since` (one per card, kind and day). */
export async function cardsWithEventSince(
  db: Database,
  customerId: number,
  kind: SimRiskKind,
  since: Date,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('simRiskEvent')
    .select('cardId')
    .where('customerId', '=', customerId)
    .where('kind', '=', kind)
    .where('occurredAt', '>=', since)
    .execute();
  return new Set(rows.map((r) => Number(r.cardId)));
}

export async function insertEvents(
  db: Database,
  rule: { id: number; kind: string; level: number },
  events: readonly RiskCandidate[],
): Promise<void> {
  for (let i = 0; i < events.length; i += 1000) {
    await db
      .insertInto('simRiskEvent')
      .values(
        events.slice(i, i + 1000).map((e) => ({
          customerId: e.customerId,
          beId: e.beId,
          areaCode: e.areaCode,
          ruleId: rule.id,
          kind: rule.kind,
          level: rule.level,
          cardId: e.cardId,
          iccid: e.iccid,
          msisdn: e.msisdn,
          detail: e.detail.slice(0, 200),
        })),
      )
      .execute();
  }
}
