import { sql, type Kysely } from 'kysely';

/**
 * IoT SIM card management: tariffs, groups, cards, usage, sessions, business handling
 * requests with per-card results, and risk rules with the events they raise.
 *
 * Sized for millions of cards per enterprise: every list filter has an index that leads
 * with the scope column (customer, province or city) and ends with the default sort
 * (newest card first, `id desc`), and the counts the overview and the pager need are kept
 * in `sim_card_stat` instead of being counted over the card table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sim_tariff')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // 1 card tariff (SIMCardFee), 2 group tariff (groupFee).
    .addColumn('kind', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`kind in (1, 2)`),
    )
    .addColumn('monthly_fee', sql`numeric(10, 2)`, (c) => c.notNull())
    // Included per card and month (card tariffs) or per group pool (group tariffs).
    .addColumn('data_mb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 on sale, 0 withdrawn (cards keep it, nobody can change to it).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('sim_group')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('tariff_id', 'integer', (c) => c.notNull())
    // The shared data pool of the group for the month.
    .addColumn('pool_data_mb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sim_group_customer_name_uq', ['customer_id', 'name'])
    .execute();

  await db.schema
    .createTable('sim_card')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('iccid', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('msisdn', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('imsi', 'varchar(15)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    // Where the card was opened: province (beId) and city (phone area code).
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    // 0 ordinary card, 1 probe card.
    .addColumn('kind', 'smallint', (c) => c.notNull().defaultTo(0))
    // 0 inventory, 1 test, 2 active, 3 suspended, 4 deactivated.
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status between 0 and 4`),
    )
    .addColumn('tariff_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'bigint')
    .addColumn('activated_at', 'timestamptz')
    // Usage of the current month.
    .addColumn('month_data_kb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('month_sms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_voice_min', 'integer', (c) => c.notNull().defaultTo(0))
    // Monthly data cap set through business handling; null = no cap.
    .addColumn('data_cap_mb', 'integer')
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('imei', 'varchar(16)')
    .addColumn('imei_bound', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('apn', 'varchar(32)', (c) => c.notNull().defaultTo('cmiot'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  const cardIndexes = [
    // Customer scope: default list, each single filter, top usage, prefix searches.
    'sim_card_cust_idx on sim_card (customer_id, kind, id desc)',
    'sim_card_cust_status_idx on sim_card (customer_id, kind, status, id desc)',
    'sim_card_cust_tariff_idx on sim_card (customer_id, kind, tariff_id, id desc)',
    'sim_card_cust_group_idx on sim_card (customer_id, kind, group_id, id desc)',
    // Date sorts read these forwards (newest first, undated last) or backwards; the
    // activation range filter reads the matching ids from it alone.
    'sim_card_cust_activated_idx on sim_card (customer_id, kind, activated_at desc nulls last, id desc)',
    'sim_card_cust_seen_idx on sim_card (customer_id, kind, last_seen_at desc nulls last, id desc)',
    'sim_card_cust_usage_idx on sim_card (customer_id, kind, month_data_kb desc, id desc)',
    // The overview's data included by the active cards' tariffs: counted per tariff from
    // the index alone.
    'sim_card_cust_pool_idx on sim_card (customer_id, kind, status, tariff_id)',
    // Prefix searches count and collect their matches from these alone.
    'sim_card_cust_iccid_idx on sim_card (customer_id, iccid) include (kind, id)',
    'sim_card_cust_msisdn_idx on sim_card (customer_id, msisdn) include (kind, id)',
    'sim_card_cust_imsi_idx on sim_card (customer_id, imsi) include (kind, id)',
    // Administrator scopes: a province, or one city of it.
    'sim_card_be_idx on sim_card (be_id, kind, id desc)',
    'sim_card_be_status_idx on sim_card (be_id, kind, status, id desc)',
    'sim_card_be_usage_idx on sim_card (be_id, kind, month_data_kb desc, id desc)',
    'sim_card_be_pool_idx on sim_card (be_id, kind, status, tariff_id, area_code)',
    'sim_card_city_idx on sim_card (be_id, area_code, kind, id desc)',
    'sim_card_city_status_idx on sim_card (be_id, area_code, kind, status, id desc)',
  ];
  for (const def of cardIndexes) await sql.raw(`create index ${def}`).execute(db);

  // Card counts and month usage per scope cell: the overview and list totals read these.
  await db.schema
    .createTable('sim_card_stat')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('cards', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('month_data_kb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sim_card_stat_pk', [
      'customer_id',
      'be_id',
      'area_code',
      'kind',
      'status',
    ])
    .execute();
  await sql`create index sim_card_stat_be_idx on sim_card_stat (be_id, area_code)`.execute(db);

  // Six months of per-card usage (detail page, anomaly check).
  await db.schema
    .createTable('sim_usage_monthly')
    .addColumn('card_id', 'bigint', (c) => c.notNull())
    .addColumn('month', 'date', (c) => c.notNull())
    .addColumn('data_kb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sim_usage_monthly_pk', ['card_id', 'month'])
    .execute();

  // Daily usage per scope cell (overview trends).
  await db.schema
    .createTable('sim_usage_daily')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('data_kb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_min', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sim_usage_daily_pk', ['customer_id', 'be_id', 'area_code', 'day'])
    .execute();
  await sql`create index sim_usage_daily_be_idx on sim_usage_daily (be_id, area_code, day)`.execute(
    db,
  );

  // Recent data sessions of a card (diagnosis).
  await db.schema
    .createTable('sim_session')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('card_id', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('data_kb', 'bigint', (c) => c.notNull().defaultTo(0))
    // Radio access: 5G SA, 5G NSA, 4G, NB-IoT, Cat.1...
    .addColumn('rat', 'varchar(12)', (c) => c.notNull())
    .addColumn('apn', 'varchar(32)', (c) => c.notNull())
    .addColumn('cell_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('imei', 'varchar(16)')
    .execute();
  await sql`create index sim_session_card_idx on sim_session (card_id, started_at desc)`.execute(
    db,
  );

  // Business handling: one request for many cards, processed asynchronously.
  await db.schema
    .createTable('sim_business_request')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('request_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer')
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    // suspend, resume, changeTariff, joinGroup, leaveGroup, setDataCap.
    .addColumn('action', 'varchar(24)', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 queued, 1 processing, 2 done.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index sim_business_request_cust_idx on sim_business_request (customer_id, created_at desc)`.execute(
    db,
  );
  await sql`create index sim_business_request_be_idx on sim_business_request (be_id, area_code, created_at desc)`.execute(
    db,
  );
  await sql`create index sim_business_request_queue_idx on sim_business_request (status, created_at) where status < 2`.execute(
    db,
  );

  await db.schema
    .createTable('sim_business_result')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('request_pk', 'bigint', (c) => c.notNull())
    // Position in the submitted list.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('iccid', 'varchar(20)')
    // null while pending.
    .addColumn('success', 'boolean')
    .addColumn('message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await sql`create index sim_business_result_req_idx on sim_business_result (request_pk, seq)`.execute(
    db,
  );

  await db.schema
    .createTable('sim_risk_rule')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    // usageSpike, imeiChange, locationChange, silent.
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    // Spike: percent over the 3-month average; silent: days without traffic.
    .addColumn('threshold', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 notice, 2 warning, 3 serious.
    .addColumn('level', 'smallint', (c) => c.notNull().defaultTo(2))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sim_risk_rule_customer_kind_uq', ['customer_id', 'kind'])
    .execute();

  await db.schema
    .createTable('sim_risk_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('rule_id', 'integer')
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('card_id', 'bigint', (c) => c.notNull())
    .addColumn('iccid', 'varchar(20)', (c) => c.notNull())
    .addColumn('msisdn', 'varchar(11)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull())
    // 0 open, 1 handled, 2 ignored.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'timestamptz')
    .execute();
  await sql`create index sim_risk_event_cust_idx on sim_risk_event (customer_id, occurred_at desc, id desc)`.execute(
    db,
  );
  await sql`create index sim_risk_event_cust_status_idx on sim_risk_event (customer_id, status, occurred_at desc, id desc)`.execute(
    db,
  );
  await sql`create index sim_risk_event_be_idx on sim_risk_event (be_id, area_code, occurred_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'sim_risk_event',
    'sim_risk_rule',
    'sim_business_result',
    'sim_business_request',
    'sim_session',
    'sim_usage_daily',
    'sim_usage_monthly',
    'sim_card_stat',
    'sim_card',
    'sim_group',
    'sim_tariff',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
