import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import type { TimeRange } from '../../lib/time-range.js';
import { containsPattern } from '../account/account.repository.js';

/** 告警中心 queries: rules, records and their history, fault scenes, receivers. */

const nameOf = (alias: string) =>
  sql<string>`coalesce(nullif(${sql.ref(`${alias}.real_name`)}, ''), ${sql.ref(`${alias}.login_account`)}, '')`;

// ---- Receivers (accounts that can be notified or assigned) ----

export interface ReceiverRow {
  id: number;
  loginAccount: string;
  realName: string;
  kind: string;
  adminLevel: number | null;
  beId: string;
  areaCode: string;
  areaName: string;
}

function activeStaff(db: Database) {
  return db
    .selectFrom('account as a')
    .select([
      'a.id',
      'a.loginAccount',
      'a.realName',
      'a.kind',
      'a.adminLevel',
      'a.beId',
      'a.areaCode',
      'a.areaName',
    ])
    .where('a.status', '=', 1)
    .where('a.kind', 'in', ['admin', 'operator']);
}

/** Accounts holding a role that grants the alarm centre (administrators of some level). */
function withAlarmMenu(db: Database) {
  return activeStaff(db).where(({ exists, selectFrom }) =>
    exists(
      selectFrom('accountRole as ar')
        .innerJoin('roleMenu as rm', 'rm.roleId', 'ar.roleId')
        .select('ar.accountId')
        .whereRef('ar.accountId', '=', 'a.id')
        .where('rm.menuId', '=', 'admin.alarm.record'),
    ),
  );
}

/** The accounts named, and the holders of the roles named: who a rule notifies. */
export async function alarmReceivers(
  db: Database,
  who: { accountIds: readonly number[]; roles: readonly string[] },
): Promise<ReceiverRow[]> {
  if (who.accountIds.length === 0 && who.roles.length === 0) return [];
  return withAlarmMenu(db)
    .where((eb) =>
      eb.or([
        ...(who.accountIds.length ? [eb('a.id', 'in', [...who.accountIds])] : []),
        ...(who.roles.length
          ? [
              eb.exists(
                eb
                  .selectFrom('accountRole as rr')
                  .innerJoin('role as r', 'r.id', 'rr.roleId')
                  .select('rr.accountId')
                  .whereRef('rr.accountId', '=', 'a.id')
                  .where('r.code', 'in', [...who.roles]),
              ),
            ]
          : []),
      ]),
    )
    .execute();
}

/**
 * Administrators who may see alarms of province `beId` (national ones too), or of every
 * province when `beId` is the national code.
 */
export function staffForProvince(db: Database, beId: string | 'all', ids?: readonly number[]) {
  let q = withAlarmMenu(db);
  if (beId !== 'all') {
    q = q.where((eb) =>
      eb.or([eb('a.kind', '=', 'operator'), eb('a.adminLevel', '=', 0), eb('a.beId', '=', beId)]),
    );
  }
  if (ids) q = q.where('a.id', 'in', ids.length ? [...ids] : [0]);
  return q.orderBy('a.adminLevel').orderBy('a.id').limit(500).execute();
}

export function accountsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as ReceiverRow[]);
  return activeStaff(db)
    .where('a.id', 'in', [...ids])
    .execute();
}

// ---- Rules ----

export interface RuleFilter {
  page: number;
  pageSize: number;
  source?: string | undefined;
  severity?: string | undefined;
  beId?: string | undefined;
  enabled?: 'true' | 'false' | undefined;
  keyword?: string | undefined;
}

function rulesWithCounts(db: Database) {
  return db
    .selectFrom('alarmRule as r')
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('alarmRecord as x')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('x.ruleId', '=', 'r.id')
        .where('x.state', '<>', 'resolved')
        .as('openRecords'),
    );
}
export type RuleRow = NonNullable<Awaited<ReturnType<typeof findRule>>>;

export async function listRules(db: Database, provinces: readonly string[] | 'all', f: RuleFilter) {
  let q = rulesWithCounts(db);
  if (provinces !== 'all') q = q.where('r.beId', 'in', [...provinces]);
  if (f.source) q = q.where('r.source', '=', f.source);
  if (f.severity) q = q.where('r.severity', '=', f.severity);
  if (f.beId) q = q.where('r.beId', '=', f.beId);
  if (f.enabled) q = q.where('r.enabled', '=', f.enabled === 'true');
  if (f.keyword) q = q.where('r.name', 'ilike', containsPattern(f.keyword));
  const [rows, count] = await Promise.all([
    q.orderBy('r.beId').orderBy('r.id').limit(f.pageSize).offset(offsetOf(f)).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findRule(db: Database, id: number) {
  return rulesWithCounts(db).where('r.id', '=', id).executeTakeFirst();
}

export async function ruleNameTaken(db: Database, beId: string, name: string, exceptId?: number) {
  let q = db.selectFrom('alarmRule').select('id').where('beId', '=', beId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Resolves every open record of a rule by hand of `accountId` (the rule was disabled,
 * deleted or its condition changed), each with an event saying why.
 */
export async function resolveOpenOfRule(
  db: Database,
  ruleId: number,
  accountId: number | null,
  note: string,
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with gone as (
      select id, state from alarm_record
      where rule_id = ${ruleId} and state <> 'resolved'
      for update
    ),
    moved as (
      update alarm_record r set state = 'resolved', resolved_at = now(), resolved_by = ${accountId}
      from gone where r.id = gone.id
      returning r.id, gone.state as from_state
    )
    insert into alarm_event (record_id, from_state, to_state, account_id, note)
    select id, from_state, 'resolved', ${accountId}::bigint, ${note}::text from moved
    returning record_id as id`.execute(db);
  return rows.length;
}

// ---- Records ----

const RECORD_SCOPE = { beId: 'r.beId', areaCode: 'r.areaCode', customerId: 'r.customerId' };

function recordsWithNames(db: Database) {
  return db
    .selectFrom('alarmRecord as r')
    .leftJoin('enterpriseCustomer as c', 'c.id', 'r.customerId')
    .leftJoin('account as ack', 'ack.id', 'r.ackedBy')
    .leftJoin('opsWorkOrder as w', 'w.alarmRecordId', 'r.id')
    .selectAll('r')
    .select([
      sql<string>`coalesce(c.name, '')`.as('custName'),
      nameOf('ack').as('ackedByName'),
      'w.id as workOrderId',
      sql<string>`coalesce(w.order_no, '')`.as('workOrderNo'),
    ]);
}
export type RecordRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;

export interface RecordFilter {
  page: number;
  pageSize: number;
  state?: string | undefined;
  severity?: string | undefined;
  source?: string | undefined;
  beId?: string | undefined;
  ruleId?: number | undefined;
  keyword?: string | undefined;
  range: TimeRange;
}

export async function listRecords(db: Database, scope: DataScope, f: RecordFilter) {
  let q = recordsWithNames(db).where((eb) => inScope(eb, scope, RECORD_SCOPE));
  if (f.state === 'open') q = q.where('r.state', '<>', 'resolved');
  else if (f.state) q = q.where('r.state', '=', f.state);
  if (f.severity) q = q.where('r.severity', '=', f.severity);
  if (f.source) q = q.where('r.source', '=', f.source);
  if (f.beId) q = q.where('r.beId', '=', f.beId);
  if (f.ruleId !== undefined) q = q.where('r.ruleId', '=', f.ruleId);
  if (f.range.from) q = q.where('r.firstSeenAt', '>=', f.range.from);
  if (f.range.to) q = q.where('r.firstSeenAt', '<', f.range.to);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('r.targetLabel', 'ilike', like),
        eb('r.ruleName', 'ilike', like),
        eb('c.name', 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .orderBy('r.firstSeenAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findRecord(db: Database, id: number) {
  return recordsWithNames(db).where('r.id', '=', id).executeTakeFirst();
}

export function recordEvents(db: Database, recordId: number) {
  return db
    .selectFrom('alarmEvent as e')
    .leftJoin('account as a', 'a.id', 'e.accountId')
    .select([
      'e.id',
      'e.fromState',
      'e.toState',
      'e.note',
      'e.createdAt',
      'e.accountId',
      nameOf('a').as('operator'),
    ])
    .where('e.recordId', '=', recordId)
    .orderBy('e.id')
    .execute();
}

/**
 * Moves a record from one of `from` to `to` by `accountId`, with its event; false when
 * another request (or the evaluation) moved it first.
 */
export async function moveRecord(
  db: Database,
  id: number,
  from: readonly string[],
  to: 'acknowledged' | 'resolved',
  accountId: number,
  note: string,
): Promise<boolean> {
  const set =
    to === 'acknowledged'
      ? sql`state = 'acknowledged', acked_by = ${accountId}, acked_at = now(), ack_note = ${note}`
      : sql`state = 'resolved', resolved_by = ${accountId}, resolved_at = now()`;
  const { rows } = await sql<{ id: number }>`
    with cur as (
      select id, state from alarm_record
      where id = ${id} and state in (${sql.join([...from])})
      for update
    ),
    moved as (
      update alarm_record r set ${set}
      from cur where r.id = cur.id
      returning r.id, cur.state as from_state
    )
    insert into alarm_event (record_id, from_state, to_state, account_id, note)
    select id, from_state, ${to}::text, ${accountId}::bigint, ${note}::text from moved
    returning record_id as id`.execute(db);
  return rows.length === 1;
}

export function insertRecordEvent(
  db: Database,
  e: {
    recordId: number;
    fromState: string | null;
    toState: string;
    accountId: number | null;
    note: string;
  },
) {
  return db.insertInto('alarmEvent').values(e).execute();
}

// ---- Fault scenes ----

export interface SceneFilter {
  page: number;
  pageSize: number;
  source?: string | undefined;
  keyword?: string | undefined;
}

export async function listScenes(db: Database, f: SceneFilter) {
  let q = db.selectFrom('faultScene').selectAll();
  if (f.source) q = q.where('source', '=', f.source);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('description', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    q.orderBy('source').orderBy('id').limit(f.pageSize).offset(offsetOf(f)).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findScene(db: Database, id: number) {
  return db.selectFrom('faultScene').selectAll().where('id', '=', id).executeTakeFirst();
}

export function scenesOfSource(db: Database, source: string) {
  return db
    .selectFrom('faultScene')
    .select(['id', 'name', 'steps'])
    .where('source', '=', source)
    .orderBy('id')
    .limit(5)
    .execute();
}

export async function sceneNameTaken(db: Database, name: string, exceptId?: number) {
  let q = db.selectFrom('faultScene').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
