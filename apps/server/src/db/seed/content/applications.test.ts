import fs from 'node:fs';
import path from 'node:path';
import { MarketApplicationFormSchema, MarketApplicationState } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { SEED_APPLICATIONS, seedMarketApplications } from './applications.js';

/** Where the web app serves `/images/...` from. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../../web/public');
const HINT = 'run `node scripts/generate-portal-images.mjs` and check the pictures in';

describe('market application seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = () =>
    t.database.db.selectFrom('marketApplication').selectAll().orderBy('id').execute();

  it('publishes two valid applications in each of three industries, under their scenes', async () => {
    const apps = await rows();
    expect(apps).toHaveLength(SEED_APPLICATIONS.length);
    const perIndustry = new Map<string, number>();
    for (const a of apps) perIndustry.set(a.industryId!, (perIndustry.get(a.industryId!) ?? 0) + 1);
    expect([...perIndustry.values()]).toEqual([2, 2, 2]);

    const scenes = await t.database.db.selectFrom('applicationScene').selectAll().execute();
    for (const a of apps) {
      expect(a.state, a.applicationName).toBe(MarketApplicationState.PUBLISHED);
      expect(scenes.find((s) => s.id === a.sceneId)?.industryId, a.applicationName).toBe(
        a.industryId,
      );
      // What the editor would accept, so an edit of a demo record saves without changes.
      const parsed = MarketApplicationFormSchema.safeParse({ ...a, id: a.id });
      expect(parsed.error?.issues ?? [], a.applicationName).toEqual([]);
      for (const tab of [a.details, a.instructions, a.configuration, a.updateLog]) {
        expect(tab.length, a.applicationName).toBeGreaterThan(20);
      }
    }
  });

  it('has every logo and scene picture as a self-contained SVG in the web app', async () => {
    const apps = await rows();
    const scenes = await t.database.db
      .selectFrom('applicationScene')
      .select('picture')
      .where('picture', 'like', '/images/applications/%')
      .execute();
    const pictures = [
      ...apps.flatMap((a) => [a.logoAddress, a.enterpriseLogoAddress]),
      ...scenes.map((s) => s.picture),
    ];
    expect(pictures.length).toBe(apps.length * 2 + 6);
    const problems: string[] = [];
    for (const url of pictures) {
      const file = path.join(PUBLIC_DIR, url);
      if (!fs.existsSync(file)) {
        problems.push(`${url}: missing`);
        continue;
      }
      const text = fs.readFileSync(file, 'utf8');
      if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/.test(text)) {
        problems.push(`${url}: no <svg xmlns viewBox> root`);
      }
      if (!/<title>[^<]+<\/title>/.test(text)) problems.push(`${url}: no <title>`);
      if (/<script|\son\w+\s*=/i.test(text)) problems.push(`${url}: script or event handler`);
    }
    expect(problems, HINT).toEqual([]);
  });

  it('re-running adds nothing and leaves edited applications as they are', async () => {
    const first = SEED_APPLICATIONS[0]!;
    await t.database.db
      .updateTable('marketApplication')
      .set({ description: '编辑改过的简介' })
      .where('applicationName', '=', first.applicationName)
      .execute();
    const before = await rows();
    const sceneCount = async () =>
      (await t.database.db.selectFrom('applicationScene').select('id').execute()).length;
    const scenesBefore = await sceneCount();
    await seedMarketApplications(t.database.db);
    await seedMarketApplications(t.database.db);
    expect(await rows()).toEqual(before);
    expect(await sceneCount()).toBe(scenesBefore);
    expect(before.find((a) => a.applicationName === first.applicationName)?.description).toBe(
      '编辑改过的简介',
    );
  });
});
