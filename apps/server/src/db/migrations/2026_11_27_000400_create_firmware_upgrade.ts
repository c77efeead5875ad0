import { sql, type Kysely } from 'kysely';

/**
 * 设备管理: firmware an enterprise uploads for one of the operator's device models, upgrade
 * tasks rolling it out in phases, and one row per device of a task. Devices receive the
 * firmware through the one device command mechanism (device_command with kind
 * firmwareUpgrade / firmwareRollback); a command item may now carry parameters of its own
 * (the task-device row it belongs to, the version to roll back to) merged over the
 * command's.
 *
 * Counts per (task, phase, state) live in upgrade_task_count, kept by statement-level
 * triggers on upgrade_task_device: a task detail over 100,000 devices reads a few dozen
 * rows instead of counting, and a bulk change (creating a task, cancelling it) updates the
 * counters once per statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_command_item').addColumn('params', 'jsonb').execute();

  await db.schema
    .createTable('firmware')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('device_model.id'))
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    // Relative to ${DATA_DIR}/firmware; made by the server.
    .addColumn('file_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'char(64)', (c) => c.notNull())
    .addColumn('release_notes', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('firmware_customer_model_version_uq', [
      'customer_id',
      'model_id',
      'version',
    ])
    .execute();
  await db.schema
    .createIndex('firmware_scope_idx')
    .on('firmware')
    .columns(['be_id', 'area_code', 'id'])
    .execute();

  await db.schema
    .createTable('upgrade_task')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    // The firmware may be deleted once no unfinished task uses it; the task keeps its version.
    .addColumn('firmware_id', 'bigint', (c) => c.references('firmware.id').onDelete('set null'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('device_model.id'))
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('target', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('target_label', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // Cumulative percentages of the target, e.g. [1, 10, 50, 100].
    .addColumn('phases', 'jsonb', (c) => c.notNull())
    .addColumn('phase_index', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('phase_started_at', 'timestamptz')
    // When the current phase had no device left to finish (the soak time counts from here).
    .addColumn('phase_done_at', 'timestamptz')
    .addColumn('advance_mode', 'varchar(8)', (c) =>
      c.notNull().check(sql`advance_mode in ('manual', 'auto')`),
    )
    .addColumn('soak_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_threshold', 'smallint', (c) => c.notNull())
    .addColumn('min_sample', 'integer', (c) => c.notNull().defaultTo(5))
    // Failures of the current phase an operator accepted by resuming after an automatic pause.
    .addColumn('ack_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(12)', (c) =>
      c
        .notNull()
        .check(
          sql`state in ('running', 'paused', 'completed', 'cancelled', 'rolling_back', 'rolled_back')`,
        ),
    )
    .addColumn('pause_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    // The device command of the current phase (or of the rollback).
    .addColumn('command_id', 'bigint', (c) =>
      c.references('device_command.id').onDelete('set null'),
    )
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('upgrade_task_customer_idx')
    .on('upgrade_task')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('upgrade_task_scope_idx')
    .on('upgrade_task')
    .columns(['be_id', 'area_code', 'id'])
    .execute();
  await db.schema
    .createIndex('upgrade_task_firmware_idx')
    .on('upgrade_task')
    .column('firmware_id')
    .execute();
  // What the rollout engine walks.
  await sql`create index upgrade_task_active_idx on upgrade_task (id) where state in ('running', 'rolling_back')`.execute(
    db,
  );

  await db.schema
    .createTable('upgrade_task_device')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('task_id', 'bigint', (c) =>
      c.notNull().references('upgrade_task.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'bigint', (c) =>
      c.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('phase', 'smallint', (c) => c.notNull())
    .addColumn('from_version', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(
          sql`state in ('pending', 'downloading', 'installing', 'succeeded', 'failed', 'rolled_back', 'cancelled')`,
        ),
    )
    .addColumn('progress', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('upgrade_task_device_uq', ['task_id', 'device_id'])
    .execute();
  await db.schema
    .createIndex('upgrade_task_device_state_idx')
    .on('upgrade_task_device')
    .columns(['task_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('upgrade_task_device_phase_idx')
    .on('upgrade_task_device')
    .columns(['task_id', 'phase', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('upgrade_task_device_device_idx')
    .on('upgrade_task_device')
    .column('device_id')
    .execute();

  await db.schema
    .createTable('upgrade_task_count')
    .addColumn('task_id', 'bigint', (c) =>
      c.notNull().references('upgrade_task.id').onDelete('cascade'),
    )
    .addColumn('phase', 'smallint', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('upgrade_task_count_pk', ['task_id', 'phase', 'state'])
    .execute();

  // Counter rows are touched in key order, so two statements never wait on each other in a
  // circle.
  await sql`create function upgrade_task_device_counted() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into upgrade_task_count (task_id, phase, state, n)
        select task_id, phase, state, count(*) from new_rows
        group by task_id, phase, state order by task_id, phase, state
        on conflict (task_id, phase, state) do update set n = upgrade_task_count.n + excluded.n;
      elsif tg_op = 'UPDATE' then
        insert into upgrade_task_count (task_id, phase, state, n)
        select task_id, phase, state, sum(d) from (
          select task_id, phase, state, -1 as d from old_rows
          union all
          select task_id, phase, state, 1 as d from new_rows) x
        group by task_id, phase, state having sum(d) <> 0
        order by task_id, phase, state
        on conflict (task_id, phase, state) do update set n = upgrade_task_count.n + excluded.n;
      else
        -- A device deleted (its task's rows go with the task, counters included).
        update upgrade_task_count c set n = c.n - x.k
        from (select task_id, phase, state, count(*) as k from old_rows
              group by task_id, phase, state order by task_id, phase, state) x
        where c.task_id = x.task_id and c.phase = x.phase and c.state = x.state;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger upgrade_task_device_count_ins after insert on upgrade_task_device
    referencing new table as new_rows for each statement execute function upgrade_task_device_counted()`.execute(
    db,
  );
  await sql`create trigger upgrade_task_device_count_upd after update on upgrade_task_device
    referencing old table as old_rows new table as new_rows
    for each statement execute function upgrade_task_device_counted()`.execute(db);
  await sql`create trigger upgrade_task_device_count_del after delete on upgrade_task_device
    referencing old table as old_rows for each statement execute function upgrade_task_device_counted()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upgrade_task_count').ifExists().execute();
  await db.schema.dropTable('upgrade_task_device').ifExists().execute();
  await sql`drop function if exists upgrade_task_device_counted()`.execute(db);
  await db.schema.dropTable('upgrade_task').ifExists().execute();
  await db.schema.dropTable('firmware').ifExists().execute();
  await db.schema.alterTable('device_command_item').dropColumn('params').execute();
}
