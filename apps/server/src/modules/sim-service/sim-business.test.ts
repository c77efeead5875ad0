import {
  Messages,
  SimMessages,
  SimStatus,
  Status,
  type PageResult,
  type SimBusinessItem,
} from '@pn/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { authed, type TestApp } from '../../../test/helpers.js';
import { chinaDay } from '../../lib/daily-number.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { BusinessMessages } from './sim-business.processor.js';
import {
  API,
  identityCode,
  useSimTestApp,
  waitDone,
  type Who,
} from './sim-service.test-support.js';
import { accountIdOf, insertAccount, loginWith } from '../sms/sms.test-support.js';
import { cardStatus, statDrift, type SimFixture } from './testing.js';

describe('SIM business handling', () => {
  let t: TestApp;
  let f: SimFixture;
  let tokens: Record<Who, string>;
  useSimTestApp((app) => ({ t, f, tokens } = app));

  const requestCount = async () => {
    const { n } = await t.database.db
      .selectFrom('simBusinessRequest')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { m } = await t.database.db
      .selectFrom('simBusinessResult')
      .select((eb) => eb.fn.countAll<number>().as('m'))
      .executeTakeFirstOrThrow();
    return Number(n) + Number(m);
  };
  const post = (who: Who, body: object, path = 'business') =>
    t.call<{ requestId: string }>({
      method: 'POST',
      url: `${API}/${path}`,
      headers: authed(tokens[who]),
      payload: body,
    });
  /** Submits with a fresh identity code and waits for the result. */
  const handle = async (
    who: Exclude<Who, 'visitor'>,
    action: string,
    msisdnList: string[],
    params: object = {},
  ) => {
    const verifyCode = await identityCode(t, tokens[who], who);
    const res = await post(who, { action, msisdnList, params, verifyCode });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(res.body.message).toBe(SimMessages.SUBMITTED);
    // A readable number: BL, today in China, the day's sequence.
    expect(res.body.result.requestId).toMatch(new RegExp(`^BL${chinaDay()}\\d{6}$`));
    return waitDone(t, tokens[who], res.body.result.requestId);
  };
  const byMsisdn = (r: Awaited<ReturnType<typeof handle>>) =>
    Object.fromEntries(r.items.data.map((i) => [i.msisdn, i]));
  const c = () => f.cards;
  const expectStatsAgree = async () =>
    expect(await statDrift(t.database.db, [f.customerA, f.customerB])).toEqual([]);

  it('suspends the valid cards and reports each failure on its own', async () => {
    const list = [
      c().a1.msisdn,
      c().a2.msisdn,
      c().aTest.msisdn,
      '1234',
      c().b1.msisdn,
      f.unknownMsisdn,
      c().aSusp1.msisdn,
      c().aDead.msisdn,
      c().aInv.msisdn,
      c().a1.msisdn,
    ];
    const r = await handle('OCB1000000001', 'suspend', list);
    expect(r.request).toMatchObject({
      action: 'suspend',
      status: 2,
      total: 10,
      succeeded: 3,
      failed: 7,
      operator: expect.any(String),
    });
    expect(r.request.operator.length).toBeGreaterThan(0);
    expect(r.items.data.map((i) => i.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const m = byMsisdn(r);
    expect(m['1234']).toMatchObject({ success: false, message: SimMessages.MSISDN_INVALID });
    expect(m[c().b1.msisdn]).toMatchObject({ success: false, message: SimMessages.NOT_YOUR_CARD });
    expect(m[f.unknownMsisdn]).toMatchObject({
      success: false,
      message: SimMessages.NOT_YOUR_CARD,
    });
    expect(m[c().aSusp1.msisdn]).toMatchObject({
      success: false,
      message: BusinessMessages.ALREADY_SUSPENDED,
      iccid: c().aSusp1.iccid,
    });
    expect(m[c().aDead.msisdn]?.message).toBe(BusinessMessages.DEACTIVATED);
    expect(m[c().aInv.msisdn]?.message).toBe(BusinessMessages.INVENTORY_NOT_ACTIVE);
    const first = r.items.data[0]!;
    expect(first).toMatchObject({ success: true, iccid: c().a1.iccid, message: '停机成功' });
    expect(r.items.data[9]).toMatchObject({ success: false, message: BusinessMessages.DUPLICATE });

    for (const card of [c().a1, c().a2, c().aTest])
      expect((await cardStatus(t.database.db, card.id)).status).toBe(SimStatus.SUSPENDED);
    expect((await cardStatus(t.database.db, c().b1.id)).status).toBe(SimStatus.ACTIVE);
    expect((await cardStatus(t.database.db, c().aInv.id)).status).toBe(SimStatus.INVENTORY);
    await expectStatsAgree();

    // The handling result filters by outcome.
    const failures = await waitDone(t, tokens.OCB1000000001, r.request.requestId, '&success=false');
    expect(failures.items.total).toBe(7);
    expect(failures.items.data.every((i) => i.success === false)).toBe(true);
    const successes = await waitDone(t, tokens.OCB1000000001, r.request.requestId, '&success=true');
    expect(successes.items.data.map((i) => i.msisdn)).toEqual([
      c().a1.msisdn,
      c().a2.msisdn,
      c().aTest.msisdn,
    ]);
  });

  it('resumes suspended cards only', async () => {
    const r = await handle('OCB1000000001', 'resume', [c().aSusp1.msisdn, c().a3.msisdn]);
    expect(r.request).toMatchObject({ succeeded: 1, failed: 1 });
    expect(byMsisdn(r)[c().a3.msisdn]?.message).toBe(BusinessMessages.NOT_SUSPENDED);
    expect((await cardStatus(t.database.db, c().aSusp1.id)).status).toBe(SimStatus.ACTIVE);
    await expectStatsAgree();
  });

  it('changes the tariff to an on-sale card tariff, never to the same one', async () => {
    const r = await handle('OCB1000000001', 'changeTariff', [c().a3.msisdn, c().a4.msisdn], {
      tariffId: f.tariffs.card2,
    });
    expect(r.request).toMatchObject({
      succeeded: 1,
      failed: 1,
      params: { tariffId: f.tariffs.card2 },
    });
    expect(byMsisdn(r)[c().a4.msisdn]?.message).toBe(SimMessages.TARIFF_SAME);
    expect((await cardStatus(t.database.db, c().a3.id)).tariffId).toBe(f.tariffs.card2);
  });

  it('refuses a withdrawn or group tariff as target before storing anything', async () => {
    for (const tariffId of [f.tariffs.withdrawn, f.tariffs.group1, 999_999]) {
      const before = await requestCount();
      const verifyCode = await identityCode(t, tokens.OCB1000000001, 'OCB1000000001');
      const res = await post('OCB1000000001', {
        action: 'changeTariff',
        msisdnList: [c().a5.msisdn],
        params: { tariffId },
        verifyCode,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(SimMessages.TARIFF_NOT_FOUND);
      expect(await requestCount()).toBe(before);
    }
    const res = await post('OCB1000000001', {
      action: 'changeTariff',
      msisdnList: [c().a5.msisdn],
      verifyCode: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(SimMessages.TARIFF_REQUIRED);
  });

  it('joins cards to a group of their own enterprise', async () => {
    const r = await handle(
      'OCB1000000001',
      'joinGroup',
      [c().a5.msisdn, c().aGroup1.msisdn, c().b1.msisdn],
      { groupId: f.groups.a },
    );
    expect(r.request).toMatchObject({ succeeded: 1, failed: 2 });
    const m = byMsisdn(r);
    expect(m[c().aGroup1.msisdn]?.message).toBe(BusinessMessages.ALREADY_IN_GROUP);
    expect(m[c().b1.msisdn]?.message).toBe(SimMessages.NOT_YOUR_CARD);
    expect((await cardStatus(t.database.db, c().a5.id)).groupId).toBe(f.groups.a);

    // Another enterprise's group is refused as a whole.
    const before = await requestCount();
    const verifyCode = await identityCode(t, tokens.OCB1000000001, 'OCB1000000001');
    const res = await post('OCB1000000001', {
      action: 'joinGroup',
      msisdnList: [c().a6.msisdn],
      params: { groupId: f.groups.b },
      verifyCode,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(SimMessages.GROUP_NOT_FOUND);
    expect(await requestCount()).toBe(before);
  });

  it('an administrator joins only cards of the group’s enterprise', async () => {
    const r = await handle('admin', 'joinGroup', [c().b2.msisdn, c().a6.msisdn], {
      groupId: f.groups.b,
    });
    expect(r.request).toMatchObject({ succeeded: 1, failed: 1 });
    expect(byMsisdn(r)[c().a6.msisdn]?.message).toBe(BusinessMessages.GROUP_OTHER_CUSTOMER);
    expect((await cardStatus(t.database.db, c().b2.id)).groupId).toBe(f.groups.b);
  });

  it('takes cards out of their group', async () => {
    const r = await handle('OCB1000000001', 'leaveGroup', [c().aGroup2.msisdn, c().a6.msisdn]);
    expect(r.request).toMatchObject({ succeeded: 1, failed: 1 });
    expect(byMsisdn(r)[c().a6.msisdn]?.message).toBe(BusinessMessages.NOT_IN_GROUP);
    expect((await cardStatus(t.database.db, c().aGroup2.id)).groupId).toBeNull();
  });

  it('sets a monthly data cap and checks its range', async () => {
    const r = await handle('OCB1000000001', 'setDataCap', [c().a6.msisdn], { dataCapMb: 500 });
    expect(r.request).toMatchObject({ succeeded: 1, failed: 0 });
    expect(r.items.data[0]?.message).toBe('流量上限已设置为500 MB');
    expect((await cardStatus(t.database.db, c().a6.id)).dataCapMb).toBe(500);

    for (const dataCapMb of [0, 1.5, 'x', undefined]) {
      const res = await post('OCB1000000001', {
        action: 'setDataCap',
        msisdnList: [c().a6.msisdn],
        params: { dataCapMb },
        verifyCode: '123456',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(SimMessages.DATA_CAP_INVALID);
    }
  });

  it('changes tariffs through tariff/change, checking the current tariff', async () => {
    const verifyCode = await identityCode(t, tokens.OCB1000000001, 'OCB1000000001');
    const res = await post(
      'OCB1000000001',
      {
        currentTariffId: f.tariffs.card1,
        targetTariffId: f.tariffs.card2,
        msisdnList: [c().a5.msisdn, c().a3.msisdn, 'abc'],
        verifyCode,
      },
      'tariff/change',
    );
    expect(res.statusCode).toBe(200);
    const r = await waitDone(t, tokens.OCB1000000001, res.body.result.requestId);
    expect(r.request).toMatchObject({ action: 'changeTariff', succeeded: 1, failed: 2 });
    const m = byMsisdn(r);
    expect(m[c().a5.msisdn]?.success).toBe(true);
    expect(m[c().a3.msisdn]?.message).toBe(SimMessages.TARIFF_SAME);
    expect(m.abc?.message).toBe(SimMessages.MSISDN_INVALID);
  });

  it('stores nothing when the identity code is wrong or missing', async () => {
    const before = await requestCount();
    const code = await identityCode(t, tokens.OCB1000000001, 'OCB1000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('OCB1000000001', {
      action: 'suspend',
      msisdnList: [c().a5.msisdn],
      verifyCode: wrong,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      status: Status.SMS_CODE_INVALID,
      message: Messages.SMS_CODE_INVALID,
    });
    const missing = await post('OCB1000000001', { action: 'suspend', msisdnList: [c().a5.msisdn] });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe(SimMessages.VERIFY_REQUIRED);
    const tariff = await post(
      'OCB1000000001',
      { targetTariffId: f.tariffs.card1, msisdnList: [c().a5.msisdn], verifyCode: wrong },
      'tariff/change',
    );
    expect(tariff.body.status).toBe(Status.SMS_CODE_INVALID);
    expect(await requestCount()).toBe(before);
    expect((await cardStatus(t.database.db, c().a5.id)).status).toBe(SimStatus.ACTIVE);
    // A code is good once.
    expect(
      (
        await post('OCB1000000001', {
          action: 'suspend',
          msisdnList: [c().a5.msisdn],
          verifyCode: code,
        })
      ).statusCode,
    ).toBe(200);
    const again = await post('OCB1000000001', {
      action: 'suspend',
      msisdnList: [c().a5.msisdn],
      verifyCode: code,
    });
    expect(again.body.status).toBe(Status.SMS_CODE_INVALID);
  });

  it('checks the list itself', async () => {
    const empty = await post('OCB1000000001', {
      action: 'suspend',
      msisdnList: [],
      verifyCode: '1',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe(SimMessages.MSISDN_LIST_EMPTY);
    const long = await post('OCB1000000001', {
      action: 'suspend',
      msisdnList: Array.from({ length: 10_001 }, (_, i) => String(13_000_000_000 + i)),
      verifyCode: '1',
    });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe(SimMessages.MSISDN_LIST_TOO_LONG);
    const bad = await post('OCB1000000001', {
      action: 'cancel',
      msisdnList: ['1'],
      verifyCode: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(SimMessages.ACTION_INVALID);
  });

  it('refuses visitors, anonymous callers and accounts without the menu', async () => {
    const before = await requestCount();
    for (const [path, body] of [
      ['business', { action: 'suspend', msisdnList: [c().a5.msisdn], verifyCode: '123456' }],
      ['tariff/change', { targetTariffId: 1, msisdnList: [c().a5.msisdn], verifyCode: '1' }],
      ['business', {}],
    ] as const) {
      const res = await post('visitor', body, path);
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({
        status: Status.FORBIDDEN,
        message: SimMessages.VISITOR_READ_ONLY,
      });
    }
    const anon = await t.call({
      method: 'POST',
      url: `${API}/business`,
      payload: { action: 'suspend', msisdnList: [c().a5.msisdn], verifyCode: '1' },
    });
    expect(anon.statusCode).toBe(401);
    const editor = await post('editor', {
      action: 'suspend',
      msisdnList: [c().a5.msisdn],
      verifyCode: '123456',
    });
    expect(editor.statusCode).toBe(403);
    const list = await t.call({
      method: 'GET',
      url: `${API}/business/list`,
      headers: authed(tokens.visitor),
    });
    // A visitor reads the demo enterprise's business requests only (none were filed).
    expect(list.statusCode).toBe(200);
    expect((list.body.result as { total: number }).total).toBe(0);
    expect(await requestCount()).toBe(before);
  });

  it('opens group actions to the group screen and tariff change to the tariff screen', async () => {
    const parentAccountId = await accountIdOf(t, 'OCB1000000001');
    const sub = async (loginAccount: string, tel: string, menus: string[]) => {
      await insertAccount(t, {
        loginAccount,
        password: 'Sub@12345678',
        tel,
        customerOf: 'OCB1000000001',
        parentAccountId,
        menus,
      });
      return loginWith(t, loginAccount, 'Sub@12345678');
    };
    const groupOnly = await sub('sim_group_sub', '13700001111', ['ordered', 'ordered.b1.groupFee']);
    const tariffOnly = await sub('sim_tariff_sub', '13700002222', ['sim', 'sim.tariff']);
    const send = async (token: string, login: string, body: object, path = 'business') =>
      t.call<{ requestId: string }>({
        method: 'POST',
        url: `${API}/${path}`,
        headers: authed(token),
        payload: { ...body, verifyCode: await identityCode(t, token, login) },
      });

    const suspend = await send(groupOnly, 'sim_group_sub', {
      action: 'suspend',
      msisdnList: [c().a6.msisdn],
    });
    expect(suspend.statusCode).toBe(403);
    const leave = await send(groupOnly, 'sim_group_sub', {
      action: 'leaveGroup',
      msisdnList: [c().a5.msisdn],
    });
    expect(leave.statusCode).toBe(200);
    const left = await waitDone(t, groupOnly, leave.body.result.requestId);
    expect(left.request).toMatchObject({ succeeded: 1 });

    const viaBusiness = await send(tariffOnly, 'sim_tariff_sub', {
      action: 'changeTariff',
      msisdnList: [c().a6.msisdn],
      params: { tariffId: f.tariffs.card2 },
    });
    expect(viaBusiness.statusCode).toBe(403);
    const change = await send(
      tariffOnly,
      'sim_tariff_sub',
      { targetTariffId: f.tariffs.card2, msisdnList: [c().a6.msisdn] },
      'tariff/change',
    );
    expect(change.statusCode).toBe(200);
    const changed = await waitDone(t, tariffOnly, change.body.result.requestId);
    expect(changed.request).toMatchObject({ succeeded: 1 });
    expect((await cardStatus(t.database.db, c().a6.id)).tariffId).toBe(f.tariffs.card2);
  });

  it('a province administrator handles cards of its province only', async () => {
    const r = await handle('gd_admin', 'setDataCap', [c().a4.msisdn, c().b1.msisdn], {
      dataCapMb: 100,
    });
    expect(r.request).toMatchObject({ succeeded: 1, failed: 1 });
    expect(byMsisdn(r)[c().b1.msisdn]?.message).toBe(SimMessages.NOT_YOUR_CARD);
    const city = await handle('sz_admin', 'setDataCap', [c().a4.msisdn, c().aDongguan.msisdn], {
      dataCapMb: 200,
    });
    expect(city.request).toMatchObject({ succeeded: 1, failed: 1 });
    expect(byMsisdn(city)[c().aDongguan.msisdn]?.message).toBe(SimMessages.NOT_YOUR_CARD);
  });

  describe('business query', () => {
    let bRequest: string;
    beforeAll(async () => {
      const r = await handle('OCB1000000002', 'suspend', [c().bSusp.msisdn, c().b1.msisdn]);
      bRequest = r.request.requestId;
      expect(r.request).toMatchObject({ succeeded: 1, failed: 1 });
    });
    const list = (who: Who, qs = '') =>
      t.call<PageResult<SimBusinessItem>>({
        method: 'GET',
        url: `${API}/business/list?pageSize=50${qs}`,
        headers: authed(tokens[who]),
      });
    const ids = async (who: Who, qs = '') =>
      (await list(who, qs)).body.result.data.map((i) => i.requestId);

    it('lists a customer’s own requests, newest first, with the operator', async () => {
      const res = await list('OCB1000000001');
      expect(res.statusCode).toBe(200);
      const data = res.body.result.data;
      expect(data.length).toBe(10);
      expect(data.map((d) => d.requestId)).not.toContain(bRequest);
      const times = data.map((d) => d.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(data.every((d) => d.operator.length > 0)).toBe(true);
      expect(res.body.result.total).toBe(data.length);
      const suspends = (await list('OCB1000000001', '&action=suspend')).body.result.data;
      expect(suspends.length).toBeGreaterThan(0);
      expect(suspends.every((d) => d.action === 'suspend')).toBe(true);
      expect(await ids('OCB1000000002')).toEqual([bRequest]);
    });

    it('scopes administrators: province and city see their area, the nation all', async () => {
      const aIds = await ids('OCB1000000001');
      const gd = await ids('gd_admin');
      expect(gd).toEqual(expect.arrayContaining(aIds));
      expect(gd).not.toContain(bRequest);
      const sz = await ids('sz_admin');
      expect(sz).toEqual(expect.arrayContaining(aIds));
      expect(sz).not.toContain(bRequest);
      expect(await ids('admin')).toEqual(expect.arrayContaining([...aIds, bRequest]));
    });

    it('refuses another enterprise’s or province’s request id without showing it', async () => {
      for (const who of ['OCB1000000001', 'gd_admin', 'sz_admin'] as const) {
        const res = await t.call({
          method: 'GET',
          url: `${API}/business/result?requestId=${bRequest}`,
          headers: authed(tokens[who]),
        });
        expect(res.statusCode).toBe(403);
        expect(res.body).toMatchObject({ message: OUT_OF_SCOPE_MESSAGE, result: null });
      }
      const missing = await t.call({
        method: 'GET',
        url: `${API}/business/result?requestId=00000000-0000-0000-0000-000000000000`,
        headers: authed(tokens.OCB1000000001),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.body.message).toBe(SimMessages.REQUEST_NOT_FOUND);
      const own = await waitDone(t, tokens.OCB1000000002, bRequest);
      expect(own.items.total).toBe(2);
    });
  });

  it('keeps the card statistics equal to a recount', async () => {
    await expectStatsAgree();
  });

  it('records business handling in the operation log without the code', async () => {
    await t.app.flushOperLog();
    const rows = await t.database.db
      .selectFrom('operLog')
      .select(['title', 'bodyParam', 'loginAccount', 'status'])
      .where('operUrl', '=', '/unionmallmanage/icm/sim/business')
      .where('status', '=', '0')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.title).toContain('业务办理');
    expect(rows[0]!.bodyParam).toContain('"verifyCode":"******"');
    expect(rows[0]!.bodyParam).toContain('"action"');
  });
});
