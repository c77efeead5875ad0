import { sql, type Kysely } from 'kysely';

/**
 * The private-network business an enterprise holds: DNN instances with their slices and
 * bound cards, isolation cases, acceleration (QoD) sessions, private lines, and the
 * statistics over time of DNNs and lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dnn_instance')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // The business instance (A2 isolation, A4 on-site data, B3…) it was provisioned for.
    .addColumn('instance_id', 'bigint', (c) =>
      c.references('business_instance.id').onDelete('set null'),
    )
    .addColumn('dnn', 'varchar(63)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('upf_site', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_pool', 'varchar(43)', (c) => c.notNull().defaultTo(''))
    .addColumn('bandwidth_mbps', 'integer', (c) => c.notNull().defaultTo(0))
    // Whether a private line (A7) runs over it.
    .addColumn('line_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    // 1 active, 2 suspended, 3 ended.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('dnn_instance_customer_dnn_uq', ['customer_id', 'dnn'])
    .execute();
  await db.schema
    .createIndex('dnn_instance_scope_idx')
    .on('dnn_instance')
    .columns(['be_id', 'area_code', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('dnn_instance_customer_idx')
    .on('dnn_instance')
    .columns(['customer_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('network_slice')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('dnn_id', 'bigint', (c) =>
      c.notNull().references('dnn_instance.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    // S-NSSAI: SST 1 eMBB, 2 URLLC, 3 MIoT; SD six hex digits or empty.
    .addColumn('sst', 'smallint', (c) => c.notNull())
    .addColumn('sd', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('network_slice_snssai_uq', ['dnn_id', 'sst', 'sd'])
    .execute();

  // Cards bound to a DNN (a card sits in at most one DNN of its enterprise).
  await db.schema
    .createTable('dnn_card')
    .addColumn('dnn_id', 'bigint', (c) =>
      c.notNull().references('dnn_instance.id').onDelete('cascade'),
    )
    .addColumn('card_id', 'bigint', (c) =>
      c.notNull().references('sim_card.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dnn_card_pk', ['dnn_id', 'card_id'])
    .addUniqueConstraint('dnn_card_card_uq', ['card_id'])
    .execute();

  await db.schema
    .createTable('isolation_case')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('dnn_id', 'bigint', (c) =>
      c.notNull().references('dnn_instance.id').onDelete('cascade'),
    )
    .addColumn('slice_id', 'bigint', (c) => c.references('network_slice.id').onDelete('set null'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    // dnn (logical, own DNN), slice (own slice), upf (physical, own UPF).
    .addColumn('level', 'varchar(8)', (c) =>
      c.notNull().check(sql`level in ('dnn', 'slice', 'upf')`),
    )
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('isolation_case_customer_idx')
    .on('isolation_case')
    .columns(['customer_id', 'created_at', 'id'])
    .execute();

  // Quality-on-demand (A1 acceleration) sessions, shaped like CAMARA QoD.
  await db.schema
    .createTable('qod_session')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // The A1 business instance whose ordered tier and term bound the session.
    .addColumn('instance_id', 'bigint', (c) =>
      c.notNull().references('business_instance.id').onDelete('cascade'),
    )
    .addColumn('msisdn', 'varchar(11)', (c) => c.notNull())
    .addColumn('app_server', 'varchar(43)', (c) => c.notNull())
    .addColumn('qos_profile', 'varchar(32)', (c) => c.notNull())
    .addColumn('bandwidth_mbps', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // REQUESTED, AVAILABLE, UNAVAILABLE; with the reason once it ended.
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('status_info', 'varchar(24)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('qod_session_customer_idx')
    .on('qod_session')
    .columns(['customer_id', 'created_at', 'id'])
    .execute();
  await sql`create index qod_session_live_idx on qod_session (expires_at) where status in ('REQUESTED', 'AVAILABLE')`.execute(
    db,
  );
  await sql`create index qod_session_device_idx on qod_session (msisdn, expires_at) where status in ('REQUESTED', 'AVAILABLE')`.execute(
    db,
  );

  await db.schema
    .createTable('private_line')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('dnn_id', 'bigint', (c) =>
      c.notNull().references('dnn_instance.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('a_end', 'varchar(60)', (c) => c.notNull())
    .addColumn('z_end', 'varchar(60)', (c) => c.notNull())
    .addColumn('bandwidth_mbps', 'integer', (c) => c.notNull())
    // 1 up, 2 degraded, 3 down.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('private_line_customer_idx')
    .on('private_line')
    .columns(['customer_id', 'dnn_id'])
    .execute();
  await db.schema
    .createIndex('private_line_scope_idx')
    .on('private_line')
    .columns(['be_id', 'area_code'])
    .execute();

  // One point per hour of a DNN (kind 'dnn') or a line (kind 'line').
  await db.schema
    .createTable('network_stat')
    .addColumn('kind', 'varchar(4)', (c) => c.notNull().check(sql`kind in ('dnn', 'line')`))
    .addColumn('ref_id', 'bigint', (c) => c.notNull())
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('up_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('down_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
    // Per cent of the hour the DNN or line was up, and the mean latency and loss.
    .addColumn('availability', 'real', (c) => c.notNull().defaultTo(100))
    .addColumn('latency_ms', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('loss_pct', 'real', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('network_stat_pk', ['kind', 'ref_id', 'ts'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'network_stat',
    'private_line',
    'qod_session',
    'isolation_case',
    'dnn_card',
    'network_slice',
    'dnn_instance',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
