import { sql, type Kysely } from 'kysely';

/**
 * Creating an upgrade task inserts one upgrade_task_device row per target device (100,000 in
 * one statement). Its two foreign keys checked each of those rows on its own, a lookup in
 * upgrade_task and one in device per row: about 40 % of the statement. The rows come from a
 * select on device inside the transaction that created the task, so the checks found nothing
 * new; what the keys gave beyond that was the cascade when a device or a task goes, which
 * two statement-level triggers now do (one delete per statement, however many rows).
 *
 * The indexes are one fewer to fill per row. The unique key leads with device_id, so it
 * also serves what device_idx did (a device's unfinished upgrades, the cascade). A task's
 * rows are listed by phase and then in device order (ids are given in device order when the
 * task is created): (task_id, phase, id) serves the whole list and a phase's, and
 * (task_id, state, phase, id) a state's, a phase's devices in a state and what a phase
 * still has to hand over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table upgrade_task_device drop constraint upgrade_task_device_task_id_fkey`.execute(
    db,
  );
  await sql`alter table upgrade_task_device drop constraint upgrade_task_device_device_id_fkey`.execute(
    db,
  );
  await sql`alter table upgrade_task_device drop constraint upgrade_task_device_uq`.execute(db);
  await sql`alter table upgrade_task_device add constraint upgrade_task_device_uq
    unique (device_id, task_id)`.execute(db);
  await sql`drop index upgrade_task_device_device_idx`.execute(db);
  await sql`drop index upgrade_task_device_state_idx`.execute(db);
  await sql`drop index upgrade_task_device_phase_idx`.execute(db);
  await sql`create index upgrade_task_device_state_idx on upgrade_task_device (task_id, state, phase, id)`.execute(
    db,
  );
  await sql`create index upgrade_task_device_phase_idx on upgrade_task_device (task_id, phase, id)`.execute(
    db,
  );
  await sql`create function upgrade_task_device_owner_deleted() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'device' then
        delete from upgrade_task_device where device_id in (select id from old_rows);
      else
        delete from upgrade_task_device where task_id in (select id from old_rows);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger device_upgrade_rows_deleted after delete on device
    referencing old table as old_rows for each statement
    execute function upgrade_task_device_owner_deleted()`.execute(db);
  await sql`create trigger upgrade_task_rows_deleted after delete on upgrade_task
    referencing old table as old_rows for each statement
    execute function upgrade_task_device_owner_deleted()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger upgrade_task_rows_deleted on upgrade_task`.execute(db);
  await sql`drop trigger device_upgrade_rows_deleted on device`.execute(db);
  await sql`drop function upgrade_task_device_owner_deleted()`.execute(db);
  await sql`drop index upgrade_task_device_state_idx`.execute(db);
  await sql`drop index upgrade_task_device_phase_idx`.execute(db);
  await sql`create index upgrade_task_device_state_idx on upgrade_task_device (task_id, state, id)`.execute(
    db,
  );
  await sql`create index upgrade_task_device_phase_idx on upgrade_task_device (task_id, phase, state, id)`.execute(
    db,
  );
  await sql`create index upgrade_task_device_device_idx on upgrade_task_device (device_id)`.execute(
    db,
  );
  await sql`alter table upgrade_task_device drop constraint upgrade_task_device_uq`.execute(db);
  await sql`alter table upgrade_task_device add constraint upgrade_task_device_uq
    unique (task_id, device_id)`.execute(db);
  await sql`alter table upgrade_task_device add constraint upgrade_task_device_task_id_fkey
    foreign key (task_id) references upgrade_task (id) on delete cascade`.execute(db);
  await sql`alter table upgrade_task_device add constraint upgrade_task_device_device_id_fkey
    foreign key (device_id) references device (id) on delete cascade`.execute(db);
}
