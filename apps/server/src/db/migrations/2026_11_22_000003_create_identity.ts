import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Name of the city an administrator or account is placed in (area_code is its code).
  await db.schema
    .alterTable('account')
    .addColumn('area_name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();

  // Menus are the permission model: console and back-office screens, and the actions
  // (kind 'action') that guard API endpoints without a screen of their own.
  await db.schema
    .createTable('menu')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(64)', (c) => c.references('menu.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('portal_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('navigate_method', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('is_border_bottom', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active_menu', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('menu_group', 'varchar(16)', (c) =>
      c.notNull().check(sql`menu_group in ('home', 'ordered', 'user', 'admin', 'tourist')`),
    )
    .addColumn('kind', 'varchar(8)', (c) =>
      c
        .notNull()
        .defaultTo('menu')
        .check(sql`kind in ('menu', 'action')`),
    )
    .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('menu_parent_idx').on('menu').column('parent_id').execute();

  await db.schema
    .createTable('role_menu')
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('menu_id', 'varchar(64)', (c) =>
      c.notNull().references('menu.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_menu_pk', ['role_id', 'menu_id'])
    .execute();

  // A sub-account's own menus, never more than its customer's main account holds.
  await db.schema
    .createTable('account_menu')
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('menu_id', 'varchar(64)', (c) =>
      c.notNull().references('menu.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('account_menu_pk', ['account_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('visitor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plat_id', 'varchar(64)')
    .addColumn('login_method', 'varchar(16)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_account_idx').on('session').column('account_id').execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('login_account', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempt_account_idx')
    .on('login_attempt')
    .columns(['login_account', 'created_at'])
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('uuid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'char(64)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('captcha_expires_idx').on('captcha').column('expires_at').execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tel', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sms_code_tel_idx')
    .on('sms_code')
    .columns(['tel', 'purpose', 'created_at'])
    .execute();

  // What the default SMS gateway "sends": operators read it in the back office.
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tel', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sms_outbox_created_idx')
    .on('sms_outbox')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('export_permission')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('admin_type', 'smallint')
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'varchar(32)', (c) => c.notNull())
    .addColumn('location', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_account', 'varchar(32)', (c) => c.notNull())
    // 0 pending, 1 approved, 2 rejected
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('approver_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('remark', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('export_permission_account_idx')
    .on('export_permission')
    .columns(['account_id', 'status'])
    .execute();
  await db.schema
    .createIndex('export_permission_scope_idx')
    .on('export_permission')
    .columns(['status', 'be_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'export_permission',
    'sms_outbox',
    'sms_code',
    'captcha',
    'login_attempt',
    'session',
    'account_menu',
    'role_menu',
    'menu',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('account').dropColumn('area_name').execute();
}
