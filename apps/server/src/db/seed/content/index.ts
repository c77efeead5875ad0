import { INDUSTRIES } from '@pn/shared';
import type { Database } from '../../database.js';
import { seedMarketApplications } from './applications.js';
import { casePictures, SEED_CASES } from './cases.js';
import { SEED_NEWS } from './news.js';
import { net5gItems, SEED_SOLUTIONS, solutionPictures } from './solutions.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo records are dated back from here, one day apart, so lists keep the seed's order. */
const CONTENT_BASE_TIME = Date.parse('2026-11-01T10:00:00+08:00');
const stamp = (i: number) => new Date(CONTENT_BASE_TIME - i * DAY_MS);

/** Industries are reference data: every installation needs them, demo or not. */
export async function seedIndustries(db: Database): Promise<void> {
  await db
    .insertInto('industry')
    .values(
      INDUSTRIES.map((d, i) => ({
        id: d.id,
        name: d.name,
        sortNum: (i + 1) * 10,
        icon: d.icon,
        description: d.description,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Portal content: industries, success cases, solutions, news and market applications (with
 * their scenes). Idempotent by natural keys (industry id, case and solution type, draft case
 * name, news title, scene and application name); records that already exist are left as
 * editors changed them.
 */
export async function seedContent(db: Database, now: Date = new Date()): Promise<void> {
  await seedIndustries(db);
  await db.transaction().execute(async (trx) => {
    const caseRows = SEED_CASES.map((c, i) => ({
      type: c.type,
      name: c.name,
      trade: c.trade,
      ...casePictures(c.type ?? `draft-${i}`),
      background: c.background,
      businessNeeds: JSON.stringify(c.businessNeeds),
      resolveTitle: c.resolveTitle,
      resolveDesc: c.resolveDesc,
      serviceContent: JSON.stringify(c.serviceContent),
      serviceDesc: c.serviceDesc,
      value: c.value,
      state: c.state,
      publishedAt: c.state === 1 ? stamp(i) : null,
      createdAt: stamp(i),
      updatedAt: stamp(i),
    }));
    const builtIn = caseRows.filter((c) => c.type !== null);
    await trx
      .insertInto('successCase')
      .values(builtIn)
      .onConflict((oc) => oc.column('type').doNothing())
      .execute();
    const untyped = caseRows.filter((c) => c.type === null);
    if (untyped.length) {
      const existing = new Set(
        (
          await trx
            .selectFrom('successCase')
            .select('name')
            .where('type', 'is', null)
            .where(
              'name',
              'in',
              untyped.map((c) => c.name),
            )
            .execute()
        ).map((r) => r.name),
      );
      const missing = untyped.filter((c) => !existing.has(c.name));
      if (missing.length) await trx.insertInto('successCase').values(missing).execute();
    }

    await trx
      .insertInto('solution')
      .values(
        SEED_SOLUTIONS.map((s, i) => ({
          type: s.type,
          methodName: s.methodName,
          methodDesc: s.methodDesc,
          ...solutionPictures(s.type),
          trade: s.trade,
          businessNeeds: JSON.stringify(s.businessNeeds),
          appScenes: JSON.stringify(s.appScenes),
          customerCases: JSON.stringify(s.customerCases),
          net5gContent: JSON.stringify(net5gItems(s.net5g)),
          net5gDesc: s.net5gDesc,
          resolveTitle: s.resolveTitle,
          resolveDesc: s.resolveDesc,
          sceneContent: s.sceneContent,
          state: s.state,
          authorized: s.state === 1,
          publishedAt: s.state === 1 ? stamp(i) : null,
          createdAt: stamp(i),
          updatedAt: stamp(i),
        })),
      )
      .onConflict((oc) => oc.column('type').doNothing())
      .execute();

    const titles = new Set(
      (
        await trx
          .selectFrom('newsInsight')
          .select('title')
          .where(
            'title',
            'in',
            SEED_NEWS.map((n) => n.title),
          )
          .execute()
      ).map((r) => r.title),
    );
    const news = SEED_NEWS.filter((n) => !titles.has(n.title)).map((n) => {
      const releaseTime =
        typeof n.releaseTime === 'function' ? n.releaseTime(now) : new Date(n.releaseTime);
      return {
        title: n.title,
        summary: n.summary,
        content: n.content,
        cover: n.cover,
        source: n.source,
        status: n.status,
        releaseTime,
        createdAt: releaseTime < now ? releaseTime : now,
        updatedAt: releaseTime < now ? releaseTime : now,
      };
    });
    if (news.length) await trx.insertInto('newsInsight').values(news).execute();
  });
  await seedMarketApplications(db);
}
