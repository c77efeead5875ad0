import { sql, type Kysely } from 'kysely';

/**
 * 5G fast-line gateways (CPE) and 5G multi-SIM devices: the operator's model list, the
 * devices with their latest state, metrics over time, attached clients, Wi-Fi settings,
 * blacklists, groups and card groups, IP access control, SMS log and notice rules, the
 * multi-SIM card bindings with their log, and remote commands with one item per device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_model')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('vendor', 'varchar(40)', (c) => c.notNull())
    .addColumn('model', 'varchar(40)', (c) => c.notNull())
    // cpe or multiSim.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('cpe', 'multiSim')`))
    .addColumn('max_clients', 'integer', (c) => c.notNull().defaultTo(32))
    .addColumn('sim_slots', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('firmware_versions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('latest_firmware', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // 1 supplied, 0 withdrawn (existing devices keep it).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('device_model_vendor_model_uq', ['vendor', 'model'])
    .execute();

  for (const table of ['device_group', 'card_group']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('customer_id', 'bigint', (c) =>
        c.notNull().references('enterprise_customer.id').onDelete('cascade'),
      )
      .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint(`${table}_customer_name_uq`, ['customer_id', 'name'])
      .execute();
    await db.schema
      .createIndex(`${table}_scope_idx`)
      .on(table)
      .columns(['be_id', 'area_code', 'id'])
      .execute();
  }

  await db.schema
    .createTable('card_group_member')
    .addColumn('group_id', 'bigint', (c) =>
      c.notNull().references('card_group.id').onDelete('cascade'),
    )
    .addColumn('card_id', 'bigint', (c) =>
      c.notNull().references('sim_card.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('card_group_member_pk', ['group_id', 'card_id'])
    .execute();
  await db.schema
    .createIndex('card_group_member_card_idx')
    .on('card_group_member')
    .column('card_id')
    .execute();

  await db.schema
    .createTable('device')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('serial', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // The organisation node it is assigned to, like sim_card.org_id (null: none).
    .addColumn('org_id', 'bigint')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('cpe', 'multiSim')`))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('device_model.id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('firmware', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('imei', 'varchar(15)', (c) => c.notNull().defaultTo(''))
    // A gateway's card (multi-SIM devices bind theirs in device_sim_binding).
    .addColumn('sim_card_id', 'bigint', (c) => c.references('sim_card.id').onDelete('set null'))
    // The enterprise DNN it dials (null: the public internet DNN).
    .addColumn('dnn_id', 'bigint', (c) => c.references('dnn_instance.id').onDelete('set null'))
    .addColumn('dnn', 'varchar(63)', (c) => c.notNull().defaultTo('cmnet'))
    .addColumn('group_id', 'bigint', (c) => c.references('device_group.id').onDelete('set null'))
    // online, offline, inactive (never reported).
    .addColumn('online_state', 'varchar(8)', (c) =>
      c
        .notNull()
        .defaultTo('inactive')
        .check(sql`online_state in ('online', 'offline', 'inactive')`),
    )
    .addColumn('rsrp', 'real')
    .addColumn('sinr', 'real')
    .addColumn('up_kbps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('down_kbps', 'integer', (c) => c.notNull().defaultTo(0))
    // Clients the device last reported (the list keeps at most 15).
    .addColumn('clients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('heartbeat_interval_s', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('last_heartbeat_at', 'timestamptz')
    .addColumn('location', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('lng', 'real')
    .addColumn('lat', 'real')
    // SHA-256 of the device secret; the secret itself is shown once and never stored.
    .addColumn('credential_hash', 'varchar(64)')
    .addColumn('credential_issued_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Each list filter leads with the scope column and ends with the default order (id desc).
  for (const [name, cols] of [
    ['device_customer_idx', ['customer_id', 'kind', 'id']],
    ['device_customer_state_idx', ['customer_id', 'kind', 'online_state', 'id']],
    ['device_customer_group_idx', ['customer_id', 'group_id', 'id']],
    ['device_customer_model_idx', ['customer_id', 'model_id', 'id']],
    ['device_customer_dnn_idx', ['customer_id', 'dnn_id', 'id']],
    ['device_customer_serial_idx', ['customer_id', 'serial']],
    ['device_customer_imei_idx', ['customer_id', 'imei']],
    ['device_scope_idx', ['be_id', 'area_code', 'kind', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('device')
      .columns([...cols])
      .execute();
  }
  await sql`create unique index device_sim_card_uq on device (sim_card_id) where sim_card_id is not null`.execute(
    db,
  );
  // The offline sweep reads only online devices by their last heartbeat.
  await sql`create index device_online_idx on device (last_heartbeat_at) where online_state = 'online'`.execute(
    db,
  );

  await db.schema
    .createTable('device_metric')
    .addColumn('device_id', 'bigint', (c) =>
      c.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('rsrp', 'real')
    .addColumn('sinr', 'real')
    .addColumn('up_kbps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('down_kbps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('up_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('down_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clients', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Not unique: two heartbeats may share a timestamp.
  await db.schema
    .createIndex('device_metric_device_ts_idx')
    .on('device_metric')
    .columns(['device_id', 'ts'])
    .execute();
  await db.schema.createIndex('device_metric_ts_idx').on('device_metric').column('ts').execute();

  await db.schema
    .createTable('device_client')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('device_id', 'bigint', (c) =>
      c.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('mac', 'varchar(17)', (c) => c.notNull())
    .addColumn('ip', 'varchar(39)', (c) => c.notNull().defaultTo(''))
    .addColumn('hostname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('connection', 'varchar(4)', (c) => c.notNull().defaultTo('wifi'))
    .addColumn('up_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('down_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('blacklisted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('device_client_device_mac_uq', ['device_id', 'mac'])
    .execute();
  await db.schema
    .createIndex('device_client_customer_idx')
    .on('device_client')
    .columns(['customer_id', 'last_seen_at', 'id'])
    .execute();

  await db.schema
    .createTable('device_wifi')
    .addColumn('device_id', 'bigint', (c) =>
      c.primaryKey().references('device.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('ssid', 'varchar(96)', (c) => c.notNull())
    // Kept to hand to the device again (as the gateway itself keeps it); never answered.
    .addColumn('password', 'varchar(63)', (c) => c.notNull().defaultTo(''))
    .addColumn('encryption', 'varchar(12)', (c) => c.notNull().defaultTo('WPA2-PSK'))
    .addColumn('band', 'varchar(4)', (c) => c.notNull().defaultTo('dual'))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('channel', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('device_wifi_customer_idx')
    .on('device_wifi')
    .columns(['customer_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('device_blacklist')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('device_id', 'bigint', (c) =>
      c.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('mac', 'varchar(17)', (c) => c.notNull())
    .addColumn('remark', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // adding (command under way), active, removing.
    .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo('adding'))
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('device_blacklist_device_mac_uq', ['device_id', 'mac'])
    .execute();
  await db.schema
    .createIndex('device_blacklist_customer_idx')
    .on('device_blacklist')
    .columns(['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('device_ip_rule')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('group_id', 'bigint', (c) => c.references('device_group.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('target', 'varchar(18)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(4)', (c) => c.notNull().defaultTo('any'))
    .addColumn('port', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(5)', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('remark', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('device_ip_rule_customer_idx')
    .on('device_ip_rule')
    .columns(['customer_id', 'priority', 'id'])
    .execute();
  await db.schema
    .createIndex('device_ip_rule_scope_idx')
    .on('device_ip_rule')
    .columns(['be_id', 'area_code', 'id'])
    .execute();

  await db.schema
    .createTable('device_sms_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('device_id', 'bigint', (c) => c.references('device.id').onDelete('set null'))
    .addColumn('tel', 'varchar(11)', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(6)', (c) => c.notNull().defaultTo('sent'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('device_sms_log_customer_idx')
    .on('device_sms_log')
    .columns(['customer_id', 'sent_at', 'id'])
    .execute();
  await db.schema
    .createIndex('device_sms_log_scope_idx')
    .on('device_sms_log')
    .columns(['be_id', 'area_code', 'sent_at'])
    .execute();

  await db.schema
    .createTable('device_notice_rule')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('channel', 'varchar(4)', (c) => c.notNull())
    .addColumn('receivers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('device_notice_rule_customer_idx')
    .on('device_notice_rule')
    .columns(['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('device_sim_binding')
    .addColumn('device_id', 'bigint', (c) =>
      c.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('slot', 'smallint', (c) => c.notNull())
    .addColumn('card_id', 'bigint', (c) =>
      c.notNull().references('sim_card.id').onDelete('cascade'),
    )
    .addColumn('bound_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('device_sim_binding_pk', ['device_id', 'slot'])
    .addUniqueConstraint('device_sim_binding_card_uq', ['card_id'])
    .execute();

  await db.schema
    .createTable('device_binding_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('device_id', 'bigint', (c) =>
      c.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('slot', 'smallint', (c) => c.notNull())
    .addColumn('action', 'varchar(6)', (c) => c.notNull().check(sql`action in ('bind', 'unbind')`))
    // Copied: the log outlives the card's later changes.
    .addColumn('iccid', 'varchar(20)', (c) => c.notNull())
    .addColumn('msisdn', 'varchar(11)', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('device_binding_log_customer_idx')
    .on('device_binding_log')
    .columns(['customer_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('device_binding_log_device_idx')
    .on('device_binding_log')
    .columns(['device_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('device_binding_log_scope_idx')
    .on('device_binding_log')
    .columns(['be_id', 'area_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('device_command')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('group_id', 'bigint', (c) => c.references('device_group.id').onDelete('set null'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_command_customer_idx')
    .on('device_command')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('device_command_scope_idx')
    .on('device_command')
    .columns(['be_id', 'area_code', 'id'])
    .execute();

  await db.schema
    .createTable('device_command_item')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('command_id', 'bigint', (c) =>
      c.notNull().references('device_command.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'bigint', (c) =>
      c.notNull().references('device.id').onDelete('cascade'),
    )
    .addColumn('state', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'delivered', 'succeeded', 'failed', 'timedOut')`),
    )
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('result', 'jsonb')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('device_command_item_uq', ['command_id', 'device_id'])
    .execute();
  await db.schema
    .createIndex('device_command_item_state_idx')
    .on('device_command_item')
    .columns(['command_id', 'state'])
    .execute();
  // What a heartbeat hands over, and what the sweeps time out: open items only.
  await sql`create index device_command_item_open_idx on device_command_item (device_id, id) where state in ('pending', 'delivered')`.execute(
    db,
  );
  await sql`create index device_command_item_pending_idx on device_command_item (expires_at) where state = 'pending'`.execute(
    db,
  );
  await sql`create index device_command_item_delivered_idx on device_command_item (delivered_at) where state = 'delivered'`.execute(
    db,
  );
  await db.schema
    .createIndex('device_command_item_device_idx')
    .on('device_command_item')
    .columns(['device_id', 'command_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'device_command_item',
    'device_command',
    'device_binding_log',
    'device_sim_binding',
    'device_notice_rule',
    'device_sms_log',
    'device_ip_rule',
    'device_blacklist',
    'device_wifi',
    'device_client',
    'device_metric',
    'device',
    'card_group_member',
    'card_group',
    'device_group',
    'device_model',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
