import { MarketApplicationState, type ApplicationSortField, type ListSort } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf, sortedBy } from '../../lib/paging.js';
import { containsPattern } from '../content/content-access.js';

/** Applications with the names of their industry, scene and last editor. */
const withNames = (db: Database) =>
  db
    .selectFrom('marketApplication as a')
    .leftJoin('industry as i', 'i.id', 'a.industryId')
    .leftJoin('applicationScene as s', 's.id', 'a.sceneId')
    .leftJoin('account as u', 'u.id', 'a.updatedBy');

/** Every column a list shows: no rich text. */
const listColumns = [
  'a.id',
  'a.industryId',
  'i.name as industryName',
  'a.sceneId',
  's.name as sceneName',
  'a.applicationName',
  'a.logoAddress',
  'a.description',
  'a.enterpriseName',
  'a.enterpriseLogoAddress',
  'a.phoneNum',
  'a.state',
  'a.publishedAt',
  'a.createdAt',
  'a.updatedAt',
  'u.loginAccount as updatedByAccount',
] as const;

const detailColumns = [
  ...listColumns,
  'a.details',
  'a.instructions',
  'a.configuration',
  'a.updateLog',
] as const;

export interface ApplicationFilter extends ListSort<ApplicationSortField> {
  page: number;
  pageSize: number;
  /** Only what the public may see. */
  publishedOnly: boolean;
  state?: number | undefined;
  industryId?: string | undefined;
  /** Matches the application or the enterprise name. */
  keyword?: string | undefined;
}

/** A page of applications, latest change first. */
export async function listApplications(db: Database, f: ApplicationFilter) {
  let q = withNames(db);
  if (f.publishedOnly) q = q.where('a.state', '=', MarketApplicationState.PUBLISHED);
  else if (f.state !== undefined) q = q.where('a.state', '=', f.state);
  if (f.industryId !== undefined) q = q.where('a.industryId', '=', f.industryId);
  if (f.keyword !== undefined) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([eb('a.applicationName', 'ilike', pattern), eb('a.enterpriseName', 'ilike', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select(listColumns)
      .$call((page) =>
        sortedBy(page, f, { updateTime: 'a.updatedAt' }, 'a.id', (byDefault) =>
          byDefault.orderBy('a.updatedAt', 'desc').orderBy('a.id', 'desc'),
        ),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Industries with published applications and their counts, in the industries' order. */
export async function publishedIndustries(db: Database) {
  return db
    .selectFrom('marketApplication as a')
    .innerJoin('industry as i', 'i.id', 'a.industryId')
    .where('a.state', '=', MarketApplicationState.PUBLISHED)
    .groupBy(['i.id', 'i.name', 'i.sortNum'])
    .select((eb) => ['i.id', 'i.name', eb.fn.countAll<number>().as('count')])
    .orderBy('i.sortNum')
    .orderBy('i.id')
    .execute();
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>['rows'][number];

/** One application whatever its state, with its four tabs. */
export async function findApplication(db: Database, id: number) {
  return withNames(db).select(detailColumns).where('a.id', '=', id).executeTakeFirst();
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Whether the application exists; locks it until the transaction ends. */
export async function lockApplication(db: Database, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('marketApplication')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function industryExists(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('industry').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether the scene is shown under the industry: its own or linked to it. */
export async function sceneOfIndustry(
  db: Database,
  sceneId: number,
  industryId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('applicationScene as s')
    .select('s.id')
    .where('s.id', '=', sceneId)
    .where((eb) =>
      eb.or([
        eb('s.industryId', '=', industryId),
        eb.exists(
          eb
            .selectFrom('industryScene as l')
            .select('l.sceneId')
            .whereRef('l.sceneId', '=', 's.id')
            .where('l.industryId', '=', industryId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns the application form writes. */
export interface ApplicationValues {
  industryId: string;
  sceneId: number;
  applicationName: string;
  logoAddress: string;
  description: string;
  enterpriseName: string;
  enterpriseLogoAddress: string;
  phoneNum: string;
  details: string;
  instructions: string;
  configuration: string;
  updateLog: string;
}

/** A new draft. */
export async function insertApplication(
  db: Database,
  values: ApplicationValues,
  accountId: number,
): Promise<number> {
  const row = await db
    .insertInto('marketApplication')
    .values({
      ...values,
      state: MarketApplicationState.DRAFT,
      createdBy: accountId,
      updatedBy: accountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateApplication(
  db: Database,
  id: number,
  values: ApplicationValues,
  accountId: number,
) {
  await db
    .updateTable('marketApplication')
    .set({ ...values, updatedBy: accountId, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Publishes (from now on) or withdraws; the content and its update time stay as they are. */
export async function setApplicationState(db: Database, id: number, state: number) {
  await db
    .updateTable('marketApplication')
    .set(
      state === MarketApplicationState.PUBLISHED
        ? { state, publishedAt: sql<Date>`now()` }
        : { state },
    )
    .where('id', '=', id)
    .execute();
}

export async function deleteApplication(db: Database, id: number) {
  await db.deleteFrom('marketApplication').where('id', '=', id).execute();
}

// Versions ----------------------------------------------------------------------------------

export async function lastVersion(db: Database, applicationId: number): Promise<number> {
  const row = await db
    .selectFrom('marketApplicationVersion')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('applicationId', '=', applicationId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export interface VersionValues {
  applicationId: number;
  version: number;
  action: string;
  snapshot: string;
  operCode?: string;
  operatorId?: number | null;
  operatorAccount?: string;
  createdAt?: Date;
}

export async function insertVersions(db: Database, rows: VersionValues[]) {
  if (rows.length) await db.insertInto('marketApplicationVersion').values(rows).execute();
}

/** A page of one application's versions, newest first. */
export async function listVersions(
  db: Database,
  f: { id: number; page: number; pageSize: number },
) {
  const q = db.selectFrom('marketApplicationVersion').where('applicationId', '=', f.id);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('version', 'desc').limit(f.pageSize).offset(offsetOf(f)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
