import { sql, type Kysely } from 'kysely';

/**
 * 统计分析 counts money by the month it moved: an order is paid when it is approved (the
 * 审核中 → 开通中 step of its trail) and a refund when it is approved. These partial indexes
 * read a period's payments and refunds without scanning every order event or refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index biz_order_event_paid_idx on biz_order_event (created_at, order_id) where from_status = 1 and to_status = 2`.execute(
    db,
  );
  await sql`create index order_refund_approved_idx on order_refund (reviewed_at) where status = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_refund_approved_idx').ifExists().execute();
  await db.schema.dropIndex('biz_order_event_paid_idx').ifExists().execute();
}
