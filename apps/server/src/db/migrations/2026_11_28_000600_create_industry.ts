import { sql, type Kysely } from 'kysely';

/**
 * 行业终端 and 行业专网 monitoring: an enterprise's industry terminals (credential stored as
 * a SHA-256 like gateways', see docs/decisions/0010) and the data points they report; its
 * private-network links, business applications and the probes measuring them on the shared
 * job runner. The alarm centre gains four sources over these tables.
 */
const OLD_SOURCES = sql`('simUsage', 'deviceOffline', 'lineLatency', 'qodUnavailable')`;
const SOURCES = sql`('simUsage', 'deviceOffline', 'lineLatency', 'qodUnavailable', 'linkLatency', 'linkLoss', 'appUnavailable', 'industryOffline')`;
const OLD_TARGETS = sql`('card', 'device', 'line', 'qod')`;
const TARGETS = sql`('card', 'device', 'line', 'qod', 'link', 'app', 'terminal')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('industry_link')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('site', 'varchar(40)', (c) => c.notNull())
    .addColumn('dnn', 'varchar(63)', (c) => c.notNull())
    .addColumn('slice', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('latency_target_ms', 'double precision', (c) => c.notNull())
    .addColumn('loss_target_pct', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('industry_link_name_uq', ['customer_id', 'name'])
    .execute();

  await db.schema
    .createTable('industry_app')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('site', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('host', 'varchar(253)', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('protocol', 'varchar(8)', (c) => c.notNull())
    .addColumn('response_target_ms', 'integer', (c) => c.notNull().defaultTo(200))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('industry_app_name_uq', ['customer_id', 'name'])
    .execute();

  await db.schema
    .createTable('industry_device')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('category', 'varchar(8)', (c) => c.notNull())
    .addColumn('product_key', 'varchar(32)', (c) => c.notNull())
    // Issued by the platform; the identifier in `Authorization: Device <key>:<secret>`.
    .addColumn('device_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('protocol', 'varchar(8)', (c) => c.notNull().defaultTo('HTTP'))
    .addColumn('site', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('link_id', 'bigint', (c) => c.references('industry_link.id').onDelete('set null'))
    .addColumn('report_interval_s', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('metrics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('last_values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('online_state', 'varchar(8)', (c) =>
      c
        .notNull()
        .defaultTo('inactive')
        .check(sql`online_state in ('online', 'offline', 'inactive')`),
    )
    .addColumn('last_report_at', 'timestamptz')
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('credential_hash', 'varchar(64)')
    .addColumn('credential_issued_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('industry_device_name_uq', ['customer_id', 'name'])
    .execute();
  await db.schema
    .createIndex('industry_device_customer_idx')
    .on('industry_device')
    .columns(['customer_id', 'id'])
    .execute();
  // The offline sweep: online terminals by last report.
  await db.schema
    .createIndex('industry_device_online_idx')
    .on('industry_device')
    .column('last_report_at')
    .where(sql.ref('online_state'), '=', 'online')
    .execute();

  // One value of one metric at one time; a resent point replaces the earlier value. The key
  // leads with the device and the time and carries the value, so a device's chart is one
  // index-only range scan.
  await sql`
    create table industry_data_point (
      device_id bigint not null references industry_device(id) on delete cascade,
      ts timestamptz not null,
      metric varchar(32) not null,
      value double precision not null,
      primary key (device_id, ts, metric) include (value)
    )`.execute(db);

  await db.schema
    .createTable('industry_probe')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('site', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('target_kind', 'varchar(8)', (c) =>
      c.notNull().check(sql`target_kind in ('link', 'app')`),
    )
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('interval_s', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('last_ok', 'boolean')
    .addColumn('last_result', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('industry_probe_name_uq', ['customer_id', 'name'])
    .execute();
  await db.schema
    .createIndex('industry_probe_due_idx')
    .on('industry_probe')
    .column('next_run_at')
    .where(sql.ref('enabled'), '=', true)
    .execute();
  await db.schema
    .createIndex('industry_probe_target_idx')
    .on('industry_probe')
    .columns(['target_kind', 'target_id'])
    .execute();

  // What the probes measured: links (latency, loss), applications (availability, response).
  await db.schema
    .createTable('industry_measurement')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('probe_id', 'bigint', (c) => c.references('industry_probe.id').onDelete('set null'))
    .addColumn('target_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('latency_ms', 'double precision')
    .addColumn('loss_pct', 'double precision')
    .addColumn('available', 'boolean')
    .addColumn('response_ms', 'double precision')
    .execute();
  await db.schema
    .createIndex('industry_measurement_target_idx')
    .on('industry_measurement')
    .columns(['target_kind', 'target_id', 'ts'])
    .execute();

  // The alarm centre's new sources and target kinds.
  await sql`alter table alarm_rule drop constraint alarm_rule_source_check,
    add constraint alarm_rule_source_check check (source in ${SOURCES})`.execute(db);
  await sql`alter table alarm_record drop constraint alarm_record_source_check,
    add constraint alarm_record_source_check check (source in ${SOURCES}),
    drop constraint alarm_record_target_kind_check,
    add constraint alarm_record_target_kind_check check (target_kind in ${TARGETS})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from alarm_record where source not in ${OLD_SOURCES}`.execute(db);
  await sql`delete from alarm_rule where source not in ${OLD_SOURCES}`.execute(db);
  await sql`alter table alarm_rule drop constraint alarm_rule_source_check,
    add constraint alarm_rule_source_check check (source in ${OLD_SOURCES})`.execute(db);
  await sql`alter table alarm_record drop constraint alarm_record_source_check,
    add constraint alarm_record_source_check check (source in ${OLD_SOURCES}),
    drop constraint alarm_record_target_kind_check,
    add constraint alarm_record_target_kind_check check (target_kind in ${OLD_TARGETS})`.execute(
    db,
  );
  for (const t of [
    'industry_measurement',
    'industry_probe',
    'industry_data_point',
    'industry_device',
    'industry_app',
    'industry_link',
  ])
    await db.schema.dropTable(t).execute();
}
