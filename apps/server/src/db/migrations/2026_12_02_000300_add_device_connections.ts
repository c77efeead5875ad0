import { sql, type Kysely } from 'kysely';

const TABLES = ['device', 'industry_device'] as const;

/**
 * How each gateway, multi-SIM device and industry terminal reaches the platform (decision
 * 0021): over MQTT or the HTTP device API, the client address and the time its MQTT
 * connection came up, when its last will was heard, and what the platform refused of it
 * (a count and the last reason, for 设备详情).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)}
        add column transport varchar(8),
        add column mqtt_connected boolean not null default false,
        add column connected_at timestamptz,
        add column client_address varchar(64) not null default '',
        add column last_will_at timestamptz,
        add column rejected_messages integer not null default 0,
        add column last_rejected_reason varchar(200) not null default '',
        add column last_rejected_at timestamptz,
        add constraint ${sql.raw(`${table}_transport_check`)} check (transport in ('mqtt', 'http'))
    `.execute(db);
    await sql`comment on column ${sql.raw(`${table}.transport`)} is '最近一次上报的通道：mqtt 或 http；空表示从未上报'`.execute(
      db,
    );
  }
  // The command push looks for open items of devices connected over MQTT.
  await sql`create index device_mqtt_connected_idx on device (id) where mqtt_connected`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists device_mqtt_connected_idx`.execute(db);
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)}
        drop constraint if exists ${sql.raw(`${table}_transport_check`)},
        drop column if exists transport,
        drop column if exists mqtt_connected,
        drop column if exists connected_at,
        drop column if exists client_address,
        drop column if exists last_will_at,
        drop column if exists rejected_messages,
        drop column if exists last_rejected_reason,
        drop column if exists last_rejected_at
    `.execute(db);
  }
}
