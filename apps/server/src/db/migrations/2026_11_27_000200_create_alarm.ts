import { sql, type Kysely } from 'kysely';

const SOURCES = sql`('simUsage', 'deviceOffline', 'lineLatency', 'qodUnavailable')`;
const SEVERITIES = sql`('critical', 'major', 'minor', 'warning')`;
const ALARM_STATES = sql`('pending', 'firing', 'acknowledged', 'resolved')`;
const ORDER_STATES = sql`('open', 'processing', 'resolved', 'closed')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A condition over the platform's own tables, evaluated on the shared job runner.
  await db.schema
    .createTable('alarm_rule')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull().check(sql`source in ${SOURCES}`))
    .addColumn('comparison', 'varchar(4)', (c) =>
      c
        .notNull()
        .defaultTo('gt')
        .check(sql`comparison in ('gt', 'gte', 'lt', 'lte')`),
    )
    .addColumn('threshold', 'double precision', (c) => c.notNull().defaultTo(0))
    // percent or gb (SIM usage), ms (line latency), minute (sources without a threshold).
    .addColumn('unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('for_seconds', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`for_seconds >= 0`),
    )
    .addColumn('severity', 'varchar(8)', (c) => c.notNull().check(sql`severity in ${SEVERITIES}`))
    // 000: every province; otherwise the one province whose targets it watches.
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('notify_roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('notify_account_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('updated_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('alarm_rule_name_uq', ['be_id', 'name'])
    .execute();

  // One breach of a rule by one target. The rule's name, severity and condition are copied
  // in, so the record reads the same after the rule is edited or deleted.
  await db.schema
    .createTable('alarm_record')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('rule_id', 'bigint', (c) => c.references('alarm_rule.id').onDelete('set null'))
    // rule:kind:target: at most one record not yet resolved per key (index below).
    .addColumn('dedupe_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull().check(sql`source in ${SOURCES}`))
    .addColumn('severity', 'varchar(8)', (c) => c.notNull().check(sql`severity in ${SEVERITIES}`))
    .addColumn('comparison', 'varchar(4)', (c) => c.notNull())
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('for_seconds', 'integer', (c) => c.notNull())
    .addColumn('target_kind', 'varchar(8)', (c) =>
      c.notNull().check(sql`target_kind in ('card', 'device', 'line', 'qod')`),
    )
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('target_label', 'varchar(120)', (c) => c.notNull())
    .addColumn('customer_id', 'bigint', (c) =>
      c.references('enterprise_customer.id').onDelete('set null'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ${ALARM_STATES}`),
    )
    .addColumn('value', 'double precision', (c) => c.notNull())
    // When the breach began: the first evaluation that saw it, or earlier when the data says
    // so (a device's last heartbeat).
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('fired_at', 'timestamptz')
    .addColumn('acked_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('acked_at', 'timestamptz')
    .addColumn('ack_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('resolved_at', 'timestamptz')
    // Null when the evaluation resolved it (the condition cleared).
    .addColumn('resolved_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('alarm_record_open_uq')
    .on('alarm_record')
    .column('dedupe_key')
    .unique()
    .where(sql.ref('state'), '<>', 'resolved')
    .execute();
  // The evaluation's reads: a rule's records not yet resolved.
  await db.schema
    .createIndex('alarm_record_rule_open_idx')
    .on('alarm_record')
    .columns(['rule_id', 'state'])
    .where(sql.ref('state'), '<>', 'resolved')
    .execute();
  // The lists: newest first within a province (or city), and across provinces by state.
  await db.schema
    .createIndex('alarm_record_scope_idx')
    .on('alarm_record')
    .columns(['be_id', 'area_code', 'first_seen_at'])
    .execute();
  await db.schema
    .createIndex('alarm_record_state_idx')
    .on('alarm_record')
    .columns(['state', 'first_seen_at'])
    .execute();

  await db.schema
    .createTable('alarm_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('record_id', 'bigint', (c) =>
      c.notNull().references('alarm_record.id').onDelete('cascade'),
    )
    .addColumn('from_state', 'varchar(12)')
    .addColumn('to_state', 'varchar(12)', (c) => c.notNull())
    // Null for the evaluation.
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('alarm_event_record_idx')
    .on('alarm_event')
    .columns(['record_id', 'id'])
    .execute();

  // What a kind of fault usually is and what to check, shown beside alarms of its source.
  await db.schema
    .createTable('fault_scene')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('source', 'varchar(16)', (c) => c.notNull().check(sql`source in ${SOURCES}`))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('steps', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The operator's own work order, raised from an alarm or from a customer's work order.
  await db.schema
    .createTable('ops_work_order')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('source', 'varchar(8)', (c) =>
      c.notNull().check(sql`source in ('alarm', 'customer')`),
    )
    .addColumn('alarm_record_id', 'bigint', (c) =>
      c.references('alarm_record.id').onDelete('set null'),
    )
    .addColumn('customer_work_order_id', 'bigint', (c) =>
      c.references('work_order.id').onDelete('set null'),
    )
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('severity', 'varchar(8)', (c) => c.notNull().check(sql`severity in ${SEVERITIES}`))
    .addColumn('state', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ${ORDER_STATES}`),
    )
    .addColumn('customer_id', 'bigint', (c) =>
      c.references('enterprise_customer.id').onDelete('set null'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('assignee_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('resolution', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .execute();
  // One work order per alarm; one unfinished per customer work order.
  await db.schema
    .createIndex('ops_work_order_alarm_uq')
    .on('ops_work_order')
    .column('alarm_record_id')
    .unique()
    .where(sql.ref('alarm_record_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('ops_work_order_customer_uq')
    .on('ops_work_order')
    .column('customer_work_order_id')
    .unique()
    .where(sql<boolean>`customer_work_order_id is not null and state in ('open', 'processing')`)
    .execute();
  await db.schema
    .createIndex('ops_work_order_scope_idx')
    .on('ops_work_order')
    .columns(['be_id', 'area_code', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ops_work_order_state_idx')
    .on('ops_work_order')
    .columns(['state', 'created_at'])
    .execute();

  await db.schema
    .createTable('ops_work_order_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('work_order_id', 'bigint', (c) =>
      c.notNull().references('ops_work_order.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(12)')
    .addColumn('to_state', 'varchar(12)', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ops_work_order_event_order_idx')
    .on('ops_work_order_event')
    .columns(['work_order_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ops_work_order_event').ifExists().execute();
  await db.schema.dropTable('ops_work_order').ifExists().execute();
  await db.schema.dropTable('fault_scene').ifExists().execute();
  await db.schema.dropTable('alarm_event').ifExists().execute();
  await db.schema.dropTable('alarm_record').ifExists().execute();
  await db.schema.dropTable('alarm_rule').ifExists().execute();
}
