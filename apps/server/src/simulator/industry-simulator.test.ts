import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { jobRunnerOf } from '../app.js';
import { loopbackUrl } from './demo.js';
import { demoTerminals, IndustrySimulator } from './industry-simulator.js';

describe('the simulator plays the demo industry terminals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    jobRunnerOf(t.database)?.stop();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports through the real endpoint with secrets it was issued, and the data is stored', async () => {
    const db = t.database.db;
    const terminals = await demoTerminals(db);
    // The demo terminals that report (not the stopped or never-installed ones).
    expect(terminals.length).toBeGreaterThan(5);
    const stored = await db
      .selectFrom('industryDevice')
      .select('credentialHash')
      .where('deviceKey', '=', terminals[0]!.deviceKey)
      .executeTakeFirstOrThrow();
    expect(stored.credentialHash).toMatch(/^[0-9a-f]{64}$/);

    const sim = new IndustrySimulator({
      baseUrl: loopbackUrl(t.app.server.address()),
      terminals,
      logger: { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as never,
    });
    const before = new Date(Date.now() - 1000);
    for (const terminal of terminals) expect(await sim.report(terminal)).toBe(true);
    await sim.stop();
    expect(sim.reports).toBe(terminals.length);
    const fresh = await db
      .selectFrom('industryDevice')
      .select(['deviceKey', 'onlineState', 'lastReportAt'])
      .where(
        'deviceKey',
        'in',
        terminals.map((x) => x.deviceKey),
      )
      .execute();
    for (const d of fresh) {
      expect(d.onlineState).toBe('online');
      expect(d.lastReportAt!.getTime()).toBeGreaterThan(before.getTime());
    }
  });
});
