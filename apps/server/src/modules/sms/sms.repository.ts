import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';

/** Seconds until a number may be sent another code for `purpose`; 0 when it may now. */
export async function resendWaitSeconds(
  db: Database,
  tel: string,
  purpose: string,
  resendSeconds: number,
): Promise<number> {
  const row = await db
    .selectFrom('smsCode')
    .select(
      sql<number>`ceil(extract(epoch from (max(created_at) + make_interval(secs => ${resendSeconds}) - now())))::int`.as(
        'wait',
      ),
    )
    .where('tel', '=', tel)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', sql<Date>`now() - make_interval(secs => ${resendSeconds})`)
    .executeTakeFirst();
  return Math.max(Number(row?.wait ?? 0), 0);
}

/** Codes sent to a number since `since`, whatever their purpose. */
export async function countCodesSince(db: Database, tel: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('smsCode')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tel', '=', tel)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCode(
  db: Database,
  row: { tel: string; purpose: string; codeHash: string; validMinutes: number; ip: string },
): Promise<number> {
  const inserted = await db
    .insertInto('smsCode')
    .values({
      tel: row.tel,
      purpose: row.purpose,
      codeHash: row.codeHash,
      ip: row.ip.slice(0, 64),
      expiresAt: sql<Date>`now() + make_interval(mins => ${row.validMinutes})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function deleteCode(db: Database, id: number) {
  return db.deleteFrom('smsCode').where('id', '=', id).execute();
}

/** The newest code of a number and purpose: only it counts, older ones are void. */
export function latestCode(db: Database, tel: string, purpose: string) {
  return db
    .selectFrom('smsCode')
    .select([
      'id',
      'codeHash',
      'attempts',
      'consumedAt',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('tel', '=', tel)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function countWrongAttempt(db: Database, id: number) {
  return db
    .updateTable('smsCode')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks a code used; false when it was used, voided or expired meanwhile. */
export async function markConsumed(db: Database, id: number, maxAttempts: number) {
  const row = await db
    .updateTable('smsCode')
    .set({ consumedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An account other than `exceptId` holding the number (the shared visitor account never
 * counts); with `activeOnly`, only an enabled one.
 */
export function findAccountWithTel(
  db: Database,
  tel: string,
  opts: { activeOnly?: boolean; exceptId?: number } = {},
) {
  let q = db
    .selectFrom('account')
    .select(['id', 'loginAccount', 'status'])
    .where('tel', '=', tel)
    .where('kind', '!=', 'visitor');
  if (opts.activeOnly) q = q.where('status', '=', 1);
  if (opts.exceptId !== undefined) q = q.where('id', '!=', opts.exceptId);
  return q.orderBy('id').limit(1).executeTakeFirst();
}

export async function listOutbox(
  db: Database,
  f: {
    tel?: string | undefined;
    purpose?: string | undefined;
    /** Sent at or after. */
    from?: Date | undefined;
    /** Sent before (exclusive). */
    to?: Date | undefined;
    page: number;
    pageSize: number;
  },
) {
  let q = db.selectFrom('smsOutbox');
  if (f.tel) q = q.where('tel', '=', f.tel);
  if (f.purpose) q = q.where('purpose', '=', f.purpose);
  if (f.from) q = q.where('createdAt', '>=', f.from);
  if (f.to) q = q.where('createdAt', '<', f.to);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'tel', 'content', 'purpose', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
