import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import * as sourceAndRef from '../../db/migrations/2026_11_24_000100_add_market_demand_source_and_ref.js';
import * as followUps from '../../db/migrations/2026_11_24_000101_create_market_demand_follow_up.js';
import { chinaDay, nextDailyNumber } from '../../lib/daily-number.js';
import { refNoOf } from './market-demand.service.js';

describe('numbering the demands left before reference numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('numbers them by China-time day in the order they came, and the days go on from there', async () => {
    const db = t.database.db;
    // Two demands either side of midnight in China (16:00 UTC).
    for (const [i, createdAt] of ['2026-11-20T23:30:00+08:00', '2026-11-20T16:00:00Z'].entries()) {
      await db
        .insertInto('marketDemand')
        .values({
          // Replaced by the migration.
          refNo: `TMP${i}`,
          companyName: '迁移测试企业',
          companyProvince: '广东省',
          companyProvinceId: '440000',
          companyCity: '深圳市',
          companyCityId: '440300',
          companyDistrict: '南山区',
          companyDistrictId: '440305',
          userName: '测试',
          userTel: '13500000000',
          userEmail: 'm@example.com',
          userMarketDemand: '迁移前的需求',
          clientIp: '',
          createdAt,
          updatedAt: createdAt,
        })
        .execute();
    }
    const raw = db as unknown as Kysely<unknown>;
    await followUps.down(raw);
    await sourceAndRef.down(raw);
    await sourceAndRef.up(raw);
    await followUps.up(raw);

    const rows = await db
      .selectFrom('marketDemand')
      .select(['id', 'refNo', 'createdAt'])
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const seen = new Map<string, number>();
    for (const r of rows) {
      const day = chinaDay(new Date(r.createdAt));
      const n = (seen.get(day) ?? 0) + 1;
      seen.set(day, n);
      expect(r.refNo, String(r.createdAt)).toBe(refNoOf(day, n));
    }
    expect(seen.get('20261120')).toBeGreaterThan(1);
    expect(seen.get('20261121')).toBeGreaterThan(0);

    const counters = await db
      .selectFrom('dailySequence')
      .selectAll()
      .where('prefix', '=', 'XQ')
      .execute();
    expect(Object.fromEntries(counters.map((c) => [c.day, c.lastValue]))).toEqual(
      Object.fromEntries(seen),
    );
    await db.transaction().execute(async (trx) => {
      expect(await nextDailyNumber(trx, 'XQ', new Date('2026-11-20T04:00:00Z'))).toBe(
        refNoOf('20261120', seen.get('20261120')! + 1),
      );
    });
  });
});
