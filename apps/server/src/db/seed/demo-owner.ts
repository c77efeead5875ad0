import type { Database } from '../database.js';

/** Who holds a demo enterprise's records: the enterprise and its main account, if any. */
export interface DemoOwner {
  id: number;
  beId: string;
  areaCode: string;
  /** The main account; the visitor mode's demo enterprise has none. */
  accountId: number | null;
  realName: string;
  tel: string;
}

/**
 * The demo enterprise `custCode` with its main account (the enterprise's city and contact
 * stand in where it has no account), or undefined when it is not seeded.
 */
export async function demoOwnerOf(db: Database, custCode: string): Promise<DemoOwner | undefined> {
  const row = await db
    .selectFrom('enterpriseCustomer as c')
    .leftJoin('account as a', (j) =>
      j.onRef('a.customerId', '=', 'c.id').on('a.parentAccountId', 'is', null),
    )
    .select([
      'c.id',
      'c.beId',
      'c.cityCode',
      'c.contactName',
      'c.contactTel',
      'a.id as accountId',
      'a.areaCode',
      'a.realName',
      'a.tel',
    ])
    .where('c.custCode', '=', custCode)
    .orderBy('a.id')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    beId: row.beId,
    areaCode: row.areaCode ?? row.cityCode,
    accountId: row.accountId,
    realName: row.realName ?? row.contactName,
    tel: row.tel ?? row.contactTel,
  };
}
