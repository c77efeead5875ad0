import { type Kysely, sql } from 'kysely';

/**
 * Slow page loads the web client reports go to the client-reported log (client_error_log,
 * which gains a kind) instead of the operation log, which only the server writes. The rows
 * clients already put in the operation log (operator_type 1; the server writes 0) move
 * there too, so no client claim is left reading as an operation the server saw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table client_error_log
      add column kind varchar(16) not null default 'error',
      add column page_url varchar(500) not null default '',
      add column title varchar(100) not null default '',
      add column time_delay integer,
      add constraint client_error_log_kind_check check (kind in ('error', 'page_load'))
  `.execute(db);
  await sql`comment on table client_error_log is '前端上报：网页客户端自行上报的错误与页面加载耗时，未经服务端核实，不是操作日志'`.execute(
    db,
  );
  await sql`
    insert into client_error_log (kind, status, page_url, title, time_delay, account_id, ip, created_at)
    select 'page_load', status, oper_url, title, time_delay, account_id, ip, created_at
    from oper_log where operator_type = 1
    order by id
  `.execute(db);
  await sql`delete from oper_log where operator_type = 1`.execute(db);
  await db.schema
    .createIndex('client_error_log_kind_created_idx')
    .on('client_error_log')
    .columns(['kind', 'created_at'])
    .execute();
}

/** Page loads are not put back into the operation log: the server never saw them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('client_error_log_kind_created_idx').ifExists().execute();
  await sql`delete from client_error_log where kind <> 'error'`.execute(db);
  await sql`comment on table client_error_log is null`.execute(db);
  await sql`
    alter table client_error_log
      drop constraint client_error_log_kind_check,
      drop column time_delay,
      drop column title,
      drop column page_url,
      drop column kind
  `.execute(db);
}
