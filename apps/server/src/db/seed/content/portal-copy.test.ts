import { BUILT_IN_CASES, INDUSTRIES, PRODUCT_FAMILIES, PRODUCTS } from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { DEMO_NOTICES } from '../demo-data.js';
import { FAQ_SEED } from '../faq.js';
import { SEED_APP_SCENES, SEED_APPLICATIONS } from './applications.js';
import { SEED_CASES } from './cases.js';
import { SEED_NEWS } from './news.js';
import { SEED_SOLUTIONS } from './solutions.js';

/**
 * Per-item hedges the portal copy must not carry: the demo edition marks its content as
 * illustrative once, with the configured footer notice (DEMO_NOTICE), not line by line.
 */
const HEDGE = /示例|仅作示意|（典型）/;

/** Every string inside a value, with where it sits ("SEED_CASES[3].value"). */
function* stringsOf(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* stringsOf(item, `${at}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, `${at}.${key}`);
  }
}

const hedgedIn = (modules: Record<string, unknown>) =>
  Object.entries(modules).flatMap(([name, value]) =>
    [...stringsOf(value, name)].filter(([, text]) => HEDGE.test(text)).map(([at]) => at),
  );

describe('seeded portal copy', () => {
  it('carries no per-item 示例 hedges in the seed modules or the catalogue', () => {
    expect(
      hedgedIn({
        SEED_CASES,
        SEED_SOLUTIONS,
        SEED_NEWS,
        SEED_APPLICATIONS,
        SEED_APP_SCENES,
        FAQ_SEED,
        DEMO_NOTICES,
        PRODUCTS,
        PRODUCT_FAMILIES,
        INDUSTRIES,
        BUILT_IN_CASES,
      }),
    ).toEqual([]);
  });

  describe('in a seeded database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('has 示例 only in the configured demo notice', async () => {
      const tables = [
        'success_case',
        'solution',
        'news_insight',
        'announcement',
        'faq',
        'industry',
        'application_scene',
        'market_application',
      ];
      const hedged: string[] = [];
      for (const table of tables) {
        const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(
          table,
        )} t`.execute(t.database.db);
        expect(rows.length, table).toBeGreaterThan(0);
        hedged.push(
          ...rows.filter((r) => HEDGE.test(r.row)).map((r) => `${table}: ${r.row.slice(0, 80)}`),
        );
      }
      expect(hedged).toEqual([]);

      // The one place the demo edition says so: the footer line served with the contact info.
      const contact = await t.call<{ demoNotice: string | null }>({
        method: 'GET',
        url: '/unionmallmanage/user/platform/contactInfo',
      });
      expect(contact.body.result.demoNotice).toBe(t.config.demoNotice);
      expect(contact.body.result.demoNotice).toMatch(/演示/);
    });
  });
});
