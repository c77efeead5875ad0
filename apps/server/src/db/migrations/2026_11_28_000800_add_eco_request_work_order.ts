import type { Kysely } from 'kysely';

/**
 * An ecosystem-device access request opens a customer work order (客户工单), so operator
 * staff receive it where they already handle customers' requests and the customer follows
 * it there; the request keeps which order that is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('eco_device_request')
    .addColumn('work_order_id', 'bigint', (c) => c.references('work_order.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('eco_device_request').dropColumn('work_order_id').execute();
}
