import {
  BUILT_IN_CASES,
  CaseFormSchema,
  INDUSTRIES,
  isProductCode,
  NewsStatus,
  parseServiceContent,
  SolutionFormSchema,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { seedContent } from './index.js';

describe('portal content seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const db = t.database.db;
    const n = async (table: 'industry' | 'successCase' | 'solution' | 'newsInsight') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      industry: await n('industry'),
      successCase: await n('successCase'),
      solution: await n('solution'),
      newsInsight: await n('newsInsight'),
    };
  };

  it('re-running changes nothing and leaves edited records as they are', async () => {
    const before = await counts();
    expect(before.industry).toBe(INDUSTRIES.length);
    await t.database.db
      .updateTable('successCase')
      .set({ name: '编辑改过的名称' })
      .where('type', '=', 'powerGrid')
      .execute();
    await seedContent(t.database.db);
    await seedContent(t.database.db);
    expect(await counts()).toEqual(before);
    const grid = await t.database.db
      .selectFrom('successCase')
      .select('name')
      .where('type', '=', 'powerGrid')
      .executeTakeFirstOrThrow();
    expect(grid.name).toBe('编辑改过的名称');
  });

  it('publishes every built-in case in its catalogue industry, valid for the case editor', async () => {
    const rows = await t.database.db.selectFrom('successCase').selectAll().execute();
    for (const def of BUILT_IN_CASES) {
      const row = rows.find((r) => r.type === def.type);
      expect(row, def.type).toBeDefined();
      expect(row!).toMatchObject({ state: 1, trade: def.industry });
      expect(row!.publishedAt).not.toBeNull();
      expect(row!.businessNeeds.length).toBeGreaterThanOrEqual(3);
      expect(row!.businessNeeds.length).toBeLessThanOrEqual(6);
      for (const s of parseServiceContent(row!.serviceContent)) {
        expect(isProductCode(s.code), `${def.type}: ${s.code}`).toBe(true);
      }
      const form = CaseFormSchema.safeParse({ ...row, pkId: row!.id });
      expect(form.error?.issues ?? [], def.type).toEqual([]);
    }
    expect(rows.filter((r) => r.state === 0)).toHaveLength(1);
  });

  it('has a published solution per industry and one draft, each valid for the solution editor', async () => {
    const rows = await t.database.db.selectFrom('solution').selectAll().execute();
    for (const industry of INDUSTRIES) {
      expect(
        rows.some((r) => r.trade === industry.id && r.state === 1),
        industry.id,
      ).toBe(true);
    }
    expect(rows.filter((r) => r.state === 0)).toHaveLength(1);
    for (const row of rows) {
      const form = SolutionFormSchema.safeParse({ ...row, pkId: row.id });
      expect(form.error?.issues ?? [], row.type ?? '').toEqual([]);
    }
  });

  it('seeds 8–12 news items with a draft, a withdrawn and a scheduled one', async () => {
    const rows = await t.database.db.selectFrom('newsInsight').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.length).toBeLessThanOrEqual(12);
    expect(rows.some((r) => r.status === NewsStatus.DRAFT)).toBe(true);
    expect(rows.some((r) => r.status === NewsStatus.WITHDRAWN)).toBe(true);
    expect(
      rows.some((r) => r.status === NewsStatus.PUBLISHED && r.releaseTime.getTime() > Date.now()),
    ).toBe(true);
  });
});
