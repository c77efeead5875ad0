import { SimMessages, type PageResult, type SimRiskEvent, type SimRiskRule } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { authed, type TestApp } from '../../../test/helpers.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { evaluateRiskRules } from './sim-risk.service.js';
import { CUSTOMER_ONLY_MESSAGE } from './sim-service.access.js';
import { API, useSimTestApp, type Who } from './sim-service.test-support.js';
import { addSessions, setMonthlyUsage, type SimFixture } from './testing.js';

describe('SIM risk prevention', () => {
  let t: TestApp;
  let f: SimFixture;
  let tokens: Record<Who, string>;
  useSimTestApp((app) => ({ t, f, tokens } = app));

  const rules = (who: Who) =>
    t.call<SimRiskRule[]>({
      method: 'GET',
      url: `${API}/risk/rules`,
      headers: authed(tokens[who]),
    });
  const putRule = (who: Who, id: number, body: object) =>
    t.call<SimRiskRule>({
      method: 'PUT',
      url: `${API}/risk/rules/${id}`,
      headers: authed(tokens[who]),
      payload: body,
    });
  const events = (who: Who, qs = '') =>
    t.call<PageResult<SimRiskEvent>>({
      method: 'GET',
      url: `${API}/risk/events?pageSize=50${qs}`,
      headers: authed(tokens[who]),
    });
  const patchEvent = (who: Who, id: number, status: number) =>
    t.call<SimRiskEvent>({
      method: 'PATCH',
      url: `${API}/risk/events/${id}`,
      headers: authed(tokens[who]),
      payload: { status },
    });
  /** Events raised today about fixture cards, by MSISDN. */
  const fixtureEvents = async () =>
    t.database.db
      .selectFrom('simRiskEvent')
      .select(['id', 'kind', 'msisdn', 'customerId', 'level', 'detail', 'ruleId'])
      .where('msisdn', 'like', '1999%')
      .orderBy('id')
      .execute();
  const ruleOf = async (who: Who, kind: string) =>
    (await rules(who)).body.result.find((r) => r.kind === kind)!;

  it('creates the four default rules on first read', async () => {
    await t.database.db.deleteFrom('simRiskRule').where('customerId', '=', f.customerB).execute();
    const res = await rules('OCB1000000002');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.map((r) => r.kind).sort()).toEqual([
      'imeiChange',
      'locationChange',
      'silent',
      'usageSpike',
    ]);
    expect(res.body.result.find((r) => r.kind === 'silent')).toMatchObject({
      threshold: 7,
      enabled: true,
    });
    // Reading again creates nothing more.
    expect((await rules('OCB1000000002')).body.result).toHaveLength(4);
    // Administrators have no rules of their own.
    expect((await rules('gd_admin')).body.result).toEqual([]);
  });

  it('changes a rule of its own enterprise only', async () => {
    const silent = await ruleOf('OCB1000000001', 'silent');
    const res = await putRule('OCB1000000001', silent.id, {
      threshold: 5,
      level: 3,
      enabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({ id: silent.id, threshold: 5, level: 3, enabled: true });
    const other = await putRule('OCB1000000002', silent.id, {
      threshold: 1,
      level: 1,
      enabled: false,
    });
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
    const admin = await putRule('admin', silent.id, { threshold: 1, level: 1, enabled: false });
    expect(admin.statusCode).toBe(403);
    expect(admin.body.message).toBe(CUSTOMER_ONLY_MESSAGE);
    const bad = await putRule('OCB1000000001', silent.id, {
      threshold: 0,
      level: 1,
      enabled: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('阈值最小为1');
    const visitor = await putRule('visitor', silent.id, { threshold: 3, level: 1, enabled: true });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body.message).toBe(SimMessages.VISITOR_READ_ONLY);
    expect(await ruleOf('OCB1000000001', 'silent')).toMatchObject({ threshold: 5, level: 3 });
    expect(
      (await putRule('OCB1000000001', 99_999, { threshold: 3, level: 1, enabled: true }))
        .statusCode,
    ).toBe(404);
  });

  it('raises one event per card and rule broken, and no more that day', async () => {
    const db = t.database.db;
    const c = f.cards;
    // Usage spike: 3 000 KB against an average of 500 KB (threshold 200 %).
    await setMonthlyUsage(db, c.a2.id, [
      { monthsAgo: 1, dataKb: 500 },
      { monthsAgo: 2, dataKb: 500 },
    ]);
    await db.updateTable('simCard').set({ monthDataKb: 3000 }).where('id', '=', c.a2.id).execute();
    // Not a spike: 1 200 KB against 1 000 KB.
    await setMonthlyUsage(db, c.a3.id, [{ monthsAgo: 1, dataKb: 1000 }]);
    await db.updateTable('simCard').set({ monthDataKb: 1200 }).where('id', '=', c.a3.id).execute();
    // IMEI change on a bound card; the same IMEI on a4 is no change.
    await addSessions(db, c.a1.id, [{ startedMinutesAgo: 5, imei: '860000000000099' }]);
    // Location: the latest session of a4 is in Guangzhou (020), an earlier one at home.
    await addSessions(db, c.a4.id, [
      { startedMinutesAgo: 5, areaCode: '020' },
      { startedMinutesAgo: 120, areaCode: '755' },
    ]);
    // Silent: active and unseen for 6 days (the rule now says 5).
    await db
      .updateTable('simCard')
      .set({ lastSeenAt: new Date(Date.now() - 6 * 86_400_000) })
      .where('id', '=', c.a5.id)
      .execute();

    const res = await t.call<{ raised: number; byKind: Record<string, number> }>({
      method: 'POST',
      url: `${API}/risk/evaluate`,
      headers: authed(tokens.OCB1000000001),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.raised).toBeGreaterThanOrEqual(4);
    const raised = await fixtureEvents();
    const kindsOf = (msisdn: string) =>
      raised.filter((e) => e.msisdn === msisdn).map((e) => e.kind);
    expect(kindsOf(c.a2.msisdn)).toEqual(['usageSpike']);
    expect(kindsOf(c.a3.msisdn)).toEqual([]);
    expect(kindsOf(c.a1.msisdn)).toEqual(['imeiChange']);
    expect(kindsOf(c.a4.msisdn)).toEqual(['locationChange']);
    expect(kindsOf(c.a5.msisdn)).toEqual(['silent']);
    expect(raised.every((e) => e.customerId === f.customerA)).toBe(true);
    const silent = raised.find((e) => e.kind === 'silent')!;
    expect(silent).toMatchObject({ level: 3 });
    expect(silent.detail).toContain('5天');
    expect(raised.find((e) => e.kind === 'imeiChange')!.detail).toContain('860000000000099');

    // Idempotent per card, kind and day, also when two evaluations run at once.
    const again = await Promise.all([
      evaluateRiskRules(t.database.db, f.customerA),
      evaluateRiskRules(t.database.db, f.customerA),
    ]);
    expect(again.map((a) => a.raised)).toEqual([0, 0]);
    expect(await fixtureEvents()).toHaveLength(raised.length);
  });

  it('raises nothing for a disabled rule', async () => {
    const imei = await ruleOf('OCB1000000002', 'imeiChange');
    await putRule('OCB1000000002', imei.id, { threshold: 1, level: 3, enabled: false });
    await t.database.db
      .updateTable('simCard')
      .set({ imei: '860000000000077', imeiBound: true })
      .where('id', '=', f.cards.b1.id)
      .execute();
    await addSessions(t.database.db, f.cards.b1.id, [
      { startedMinutesAgo: 5, imei: '860000000000078', areaCode: '571' },
    ]);
    const before = (await fixtureEvents()).length;
    const res = await evaluateRiskRules(t.database.db, f.customerB);
    expect(res.byKind.imeiChange).toBe(0);
    const after = await fixtureEvents();
    expect(after.filter((e) => e.msisdn === f.cards.b1.msisdn && e.kind === 'imeiChange')).toEqual(
      [],
    );
    expect(after.length - before).toBeLessThanOrEqual(res.raised);
    // Only customers evaluate their own cards.
    const admin = await t.call({
      method: 'POST',
      url: `${API}/risk/evaluate`,
      headers: authed(tokens.admin),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('lists events in the scope and lets the owner handle or ignore them', async () => {
    const a = await events('OCB1000000001', '&kind=silent');
    expect(a.statusCode).toBe(200);
    expect(a.body.result.data.length).toBeGreaterThan(0);
    expect(a.body.result.data.every((e) => e.kind === 'silent')).toBe(true);
    const ours = (await fixtureEvents()).filter((e) => e.customerId === f.customerA);
    const event = ours[0]!;

    const bIds = (await events('OCB1000000002')).body.result.data.map((e) => e.id);
    expect(bIds).not.toContain(Number(event.id));
    const gd = await events('gd_admin', `&kind=${event.kind}`);
    expect(gd.body.result.total).toBeGreaterThan(0);

    const refused = await patchEvent('OCB1000000002', Number(event.id), 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
    expect((await patchEvent('OCB1000000001', Number(event.id), 3)).statusCode).toBe(400);
    const handled = await patchEvent('OCB1000000001', Number(event.id), 1);
    expect(handled.statusCode).toBe(200);
    expect(handled.body.result).toMatchObject({ id: Number(event.id), status: 1 });
    expect(handled.body.result.handledAt).not.toBeNull();
    const row = await t.database.db
      .selectFrom('simRiskEvent')
      .select(['status', 'handledBy'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    expect(row.handledBy).not.toBeNull();
    const handledOnly = await events('OCB1000000001', '&status=1');
    expect(handledOnly.body.result.data.map((e) => e.id)).toContain(Number(event.id));

    const ignored = await patchEvent('OCB1000000001', Number(ours[1]!.id), 2);
    expect(ignored.body.result.status).toBe(2);
    expect((await patchEvent('OCB1000000001', 99_999_999, 1)).statusCode).toBe(404);
    expect((await patchEvent('visitor', Number(event.id), 1)).body.message).toBe(
      SimMessages.VISITOR_READ_ONLY,
    );
  });
});
