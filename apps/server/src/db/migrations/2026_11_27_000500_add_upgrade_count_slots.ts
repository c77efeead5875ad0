import { sql, type Kysely } from 'kysely';

/**
 * Spreads each (task, phase, state) counter of upgrade_task_count over 16 slots (by device
 * id). Every device of a phase moving from downloading to installing to succeeded touched
 * the same few counter rows: under many concurrent progress reports they queued on those
 * rows' locks until each report committed, holding pool connections meanwhile. A reader sums
 * the slots (at most phases × states × 16 rows).
 */
const SLOTS = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('upgrade_task_count')
    .addColumn('slot', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('upgrade_task_count').dropConstraint('upgrade_task_count_pk').execute();
  await db.schema
    .alterTable('upgrade_task_count')
    .addPrimaryKeyConstraint('upgrade_task_count_pk', ['task_id', 'phase', 'state', 'slot'])
    .execute();
  await counter(db, sql.raw(`(device_id % ${SLOTS})::smallint`));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from upgrade_task_count where slot <> 0`.execute(db);
  await counter(db, sql.raw('0::smallint'));
  await db.schema.alterTable('upgrade_task_count').dropConstraint('upgrade_task_count_pk').execute();
  await db.schema
    .alterTable('upgrade_task_count')
    .addPrimaryKeyConstraint('upgrade_task_count_pk', ['task_id', 'phase', 'state'])
    .execute();
  await db.schema.alterTable('upgrade_task_count').dropColumn('slot').execute();
}

/**
 * The trigger function with `slot` computed from a row's device_id. Counter rows are still
 * touched in key order, so two statements never wait on each other in a circle.
 */
async function counter(db: Kysely<unknown>, slot: ReturnType<typeof sql.raw>) {
  await sql`create or replace function upgrade_task_device_counted() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into upgrade_task_count (task_id, phase, state, slot, n)
        select task_id, phase, state, ${slot}, count(*) from new_rows
        group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict (task_id, phase, state, slot) do update set n = upgrade_task_count.n + excluded.n;
      elsif tg_op = 'UPDATE' then
        insert into upgrade_task_count (task_id, phase, state, slot, n)
        select task_id, phase, state, slot, sum(d) from (
          select task_id, phase, state, ${slot} as slot, -1 as d from old_rows
          union all
          select task_id, phase, state, ${slot} as slot, 1 as d from new_rows) x
        group by 1, 2, 3, 4 having sum(d) <> 0
        order by 1, 2, 3, 4
        on conflict (task_id, phase, state, slot) do update set n = upgrade_task_count.n + excluded.n;
      else
        -- A device deleted (its task's rows go with the task, counters included).
        update upgrade_task_count c set n = c.n - x.k
        from (select task_id, phase, state, ${slot} as slot, count(*) as k from old_rows
              group by 1, 2, 3, 4 order by 1, 2, 3, 4) x
        where c.task_id = x.task_id and c.phase = x.phase and c.state = x.state and c.slot = x.slot;
      end if;
      return null;
    end $$`.execute(db);
}
