import { type Kysely, sql } from 'kysely';

/**
 * The outbox keeps codes and passwords masked from now on (only the gateway gets them in
 * clear). Messages already in it are masked the same way: the 6-digit code after 验证码为,
 * and the password after 密码为 / 重置为 up to the comma that ends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update sms_outbox
    set content = regexp_replace(
      regexp_replace(content, '验证码为[0-9]{6}', '验证码为******', 'g'),
      '(密码为|重置为)[^，]+', '\\1******', 'g')
    where content ~ '验证码为[0-9]{6}|密码为|重置为'
  `.execute(db);
}

/** Masked text cannot be unmasked. */
export async function down(): Promise<void> {}
