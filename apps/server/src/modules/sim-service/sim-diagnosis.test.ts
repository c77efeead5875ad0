import { SimMessages, type SimDiagnosis } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { authed, type TestApp } from '../../../test/helpers.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { API, useSimTestApp, type Who } from './sim-service.test-support.js';
import { addSessions, setMonthlyUsage, type SimFixture } from './testing.js';

describe('SIM smart diagnosis', () => {
  let t: TestApp;
  let f: SimFixture;
  let tokens: Record<Who, string>;
  useSimTestApp((app) => ({ t, f, tokens } = app));

  const diagnose = (msisdn: string, who: Who = 'OCB1000000001') =>
    t.call<SimDiagnosis>({
      method: 'GET',
      url: `${API}/diagnosis?msisdn=${msisdn}`,
      headers: authed(tokens[who]),
    });
  const checksOf = async (msisdn: string) => {
    const res = await diagnose(msisdn);
    expect(res.statusCode, res.body.message).toBe(200);
    return Object.fromEntries(res.body.result.checks.map((c) => [c.key, c]));
  };
  const setCard = (id: number, values: Record<string, unknown>) =>
    t.database.db.updateTable('simCard').set(values).where('id', '=', id).execute();
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

  it('passes every check of a healthy card and shows its recent sessions', async () => {
    await addSessions(t.database.db, f.cards.a3.id, [
      { startedMinutesAgo: 30 },
      { startedMinutesAgo: 300 },
    ]);
    await setMonthlyUsage(t.database.db, f.cards.a3.id, [
      { monthsAgo: 1, dataKb: 1000 },
      { monthsAgo: 2, dataKb: 1000 },
      { monthsAgo: 3, dataKb: 1000 },
    ]);
    const res = await diagnose(f.cards.a3.msisdn);
    expect(res.statusCode).toBe(200);
    const d = res.body.result;
    expect(d.card).toMatchObject({ msisdn: f.cards.a3.msisdn, iccid: f.cards.a3.iccid });
    expect(d.checks.map((c) => c.key)).toEqual([
      'status',
      'balance',
      'registration',
      'apn',
      'sessions',
      'usage',
    ]);
    expect(d.checks.map((c) => c.result)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'pass']);
    expect(d.checks.every((c) => c.name && c.detail)).toBe(true);
    expect(d.sessions).toHaveLength(2);
    expect(new Date(d.sessions[0]!.startedAt) > new Date(d.sessions[1]!.startedAt)).toBe(true);
  });

  it('fails suspended, deactivated and inventory cards with advice, warns on test cards', async () => {
    const susp = await checksOf(f.cards.aSusp2.msisdn);
    expect(susp.status).toMatchObject({ result: 'fail' });
    expect(susp.status!.advice).toContain('复机');
    expect((await checksOf(f.cards.aDead.msisdn)).status).toMatchObject({ result: 'fail' });
    const inv = await checksOf(f.cards.aInv.msisdn);
    expect(inv.status).toMatchObject({ result: 'fail' });
    expect(inv.registration).toMatchObject({ result: 'fail', detail: '卡片从未在网络中注册' });
    expect((await checksOf(f.cards.aTest.msisdn)).status).toMatchObject({ result: 'warn' });
  });

  it('judges the data allowance, the group pool and the data cap', async () => {
    const card = f.cards.a5; // 100 MB card tariff
    await setCard(card.id, { monthDataKb: 85 * 1024 });
    expect((await checksOf(card.msisdn)).balance).toMatchObject({ result: 'warn' });
    await setCard(card.id, { monthDataKb: 120 * 1024 });
    const over = (await checksOf(card.msisdn)).balance!;
    expect(over.result).toBe('fail');
    expect(over.advice).toContain('变更');
    await setCard(card.id, { monthDataKb: 10 * 1024, dataCapMb: 10 });
    const capped = (await checksOf(card.msisdn)).balance!;
    expect(capped.result).toBe('fail');
    expect(capped.detail).toContain('流量上限10 MB');
    // Group members share the pool: 10 GB pool, members use 5 MB.
    const pooled = (await checksOf(f.cards.aGroup1.msisdn)).balance!;
    expect(pooled).toMatchObject({ result: 'pass' });
    expect(pooled.detail).toContain('群组');
    await setCard(f.cards.aGroup2.id, { monthDataKb: 10_240 * 1024 });
    expect((await checksOf(f.cards.aGroup1.msisdn)).balance).toMatchObject({ result: 'fail' });
  });

  it('judges network registration by when the card was last seen', async () => {
    const card = f.cards.a6;
    await setCard(card.id, { lastSeenAt: hoursAgo(2) });
    expect((await checksOf(card.msisdn)).registration).toMatchObject({ result: 'pass' });
    await setCard(card.id, { lastSeenAt: hoursAgo(48) });
    expect((await checksOf(card.msisdn)).registration).toMatchObject({ result: 'warn' });
    await setCard(card.id, { lastSeenAt: hoursAgo(100) });
    const off = (await checksOf(card.msisdn)).registration!;
    expect(off.result).toBe('fail');
    expect(off.advice).toContain('检查终端供电与天线');
  });

  it('warns about an APN the terminal does not use or that is not a common one', async () => {
    await addSessions(t.database.db, f.cards.a4.id, [{ startedMinutesAgo: 10, apn: 'cmnet' }]);
    const apn = (await checksOf(f.cards.a4.msisdn)).apn!;
    expect(apn.result).toBe('warn');
    expect(apn.detail).toContain('cmnet');
    expect(apn.advice).toContain('cmiot');
    await setCard(f.cards.a2.id, { apn: 'pcim.gd' });
    await addSessions(t.database.db, f.cards.a2.id, [{ startedMinutesAgo: 10, apn: 'pcim.gd' }]);
    expect((await checksOf(f.cards.a2.msisdn)).apn).toMatchObject({ result: 'warn' });
  });

  it('warns when there are no recent sessions or many short ones', async () => {
    expect((await checksOf(f.cards.a1.msisdn)).sessions).toMatchObject({
      result: 'warn',
      detail: '近72小时无数据会话',
    });
    await addSessions(
      t.database.db,
      f.cards.a1.id,
      Array.from({ length: 6 }, (_, i) => ({
        startedMinutesAgo: 10 + i * 20,
        durationSeconds: 15,
      })),
    );
    const flappy = (await checksOf(f.cards.a1.msisdn)).sessions!;
    expect(flappy.result).toBe('warn');
    expect(flappy.detail).toContain('6次');
  });

  it('warns when this month’s data is far above the 3-month average', async () => {
    const card = f.cards.aDongguan;
    await setMonthlyUsage(t.database.db, card.id, [
      { monthsAgo: 1, dataKb: 1000 },
      { monthsAgo: 2, dataKb: 1000 },
      { monthsAgo: 3, dataKb: 1000 },
    ]);
    await setCard(card.id, { monthDataKb: 2500 });
    expect((await checksOf(card.msisdn)).usage).toMatchObject({ result: 'pass' });
    await setCard(card.id, { monthDataKb: 5000 });
    const spike = (await checksOf(card.msisdn)).usage!;
    expect(spike.result).toBe('warn');
    expect(spike.detail).toContain('500%');
    // The customer's own threshold counts.
    await t.database.db
      .updateTable('simRiskRule')
      .set({ threshold: 500 })
      .where('customerId', '=', f.customerA)
      .where('kind', '=', 'usageSpike')
      .execute();
    expect((await checksOf(card.msisdn)).usage).toMatchObject({ result: 'pass' });
  });

  it('answers 404 for an unknown number, 403 outside the scope, 400 for a bad one', async () => {
    const unknown = await diagnose(f.unknownMsisdn);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(SimMessages.CARD_NOT_FOUND);
    const other = await diagnose(f.cards.b1.msisdn);
    expect(other.statusCode).toBe(403);
    expect(other.body).toMatchObject({ message: SimMessages.NOT_YOUR_CARD, result: null });
    const province = await diagnose(f.cards.b1.msisdn, 'gd_admin');
    expect(province.statusCode).toBe(403);
    expect(province.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
    expect((await diagnose(f.cards.a1.msisdn, 'gd_admin')).statusCode).toBe(200);
    expect((await diagnose(f.cards.aDongguan.msisdn, 'sz_admin')).statusCode).toBe(403);
    const bad = await diagnose('1234');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(SimMessages.MSISDN_INVALID);
    expect((await diagnose(f.cards.a1.msisdn, 'visitor')).statusCode).toBe(403);
  });
});
