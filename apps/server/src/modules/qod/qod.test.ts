import { randomUUID } from 'node:crypto';
import {
  formatDateTime,
  Messages,
  QodMessages,
  type PageResult,
  type QodInstance,
  type QodInstanceDetail,
  type QodSession,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../../app.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { visitorToken } from '../sms/sms.test-support.js';
import { sweepSessions } from './qod.service.js';

const BASE = '/unionmallmanage/network/qod/v1';

describe('A1 acceleration sessions (QoD)', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let gd: string;
  let visitor: string;
  let inst: QodInstance;
  let cards: string[];
  /** The demo AVAILABLE session's device and the expired one's. */
  let liveDevice: string;
  let freeDevice: string;

  const call = <T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    token: string,
    url: string,
    payload?: object,
  ) =>
    t.call<T>({
      method,
      url: `${BASE}${url}`,
      headers: authed(token),
      ...(payload ? { payload } : {}),
    });
  const get = <T = unknown>(token: string, url: string) => call<T>('GET', token, url);
  const post = <T = unknown>(token: string, url: string, payload: object = {}) =>
    call<T>('POST', token, url, payload);
  const del = <T = unknown>(token: string, url: string) => call<T>('DELETE', token, url);

  const body = (over: Record<string, unknown> = {}) => ({
    instanceId: inst.id,
    msisdn: freeDevice,
    applicationServer: '10.20.1.0/24',
    qosProfile: 'DOWNLINK_M_UPLINK_L',
    bandwidthMbps: 50,
    duration: 3600,
    ...over,
  });

  const sessionCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('qodSession')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    // The tests drive the sweep themselves.
    await jobRunnerOf(t.database)!.stop();
    [tokenA, tokenB, gd, visitor] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'gd_admin'),
      visitorToken(t),
    ]);
    const list = await get<QodInstance[]>(tokenA, '/instances');
    expect(list.statusCode).toBe(200);
    inst = list.body.result.find((i) => i.status === 1)!;
    const detail = await get<QodInstanceDetail>(tokenA, `/instances/${inst.id}`);
    cards = detail.body.result.cards.map((c) => c.msisdn);
    liveDevice = detail.body.result.cards.find((c) => c.liveSessionId)!.msisdn;
    freeDevice = cards.find((c) => c !== liveDevice && c !== cards[1])!;
  });
  afterAll(() => t.close());

  it("lists the customer's A1 instances with ordered bandwidth, tiers, cards and live sessions", async () => {
    expect(inst).toMatchObject({
      bandwidthMbps: 50,
      tiers: [10, 20, 50, 100, 200, 500],
      cardCount: 4,
      liveSessions: 1,
      status: 1,
    });
    expect(inst.orderNo).toMatch(/^DD\d+/);
    expect(inst.endAt).not.toBeNull();
    const detail = await get<QodInstanceDetail>(tokenA, `/instances/${inst.id}`);
    expect(detail.body.result.cards).toHaveLength(4);
    const statuses = detail.body.result.sessions.map((s) => [s.status, s.statusInfo]);
    expect(statuses).toEqual([
      ['AVAILABLE', ''],
      ['UNAVAILABLE', 'DURATION_EXPIRED'],
    ]);
    // Another enterprise sees none of them and may not open the instance.
    const other = await get<QodInstance[]>(tokenB, '/instances');
    expect(other.body.result.map((i) => i.id)).not.toContain(inst.id);
    expect((await get(tokenB, `/instances/${inst.id}`)).statusCode).toBe(403);
    expect((await get(tokenA, '/instances/999999')).statusCode).toBe(404);
    // The province administrator sees the instances of the province.
    const admin = await get<QodInstance[]>(gd, '/instances');
    expect(admin.body.result.map((i) => i.id)).toContain(inst.id);
  });

  it('creates a session AVAILABLE at once, bounded by the instance, and refuses an overlap', async () => {
    const before = await sessionCount();
    const res = await post<QodSession>(tokenA, '/sessions', body());
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(QodMessages.CREATED);
    const s = res.body.result;
    expect(s).toMatchObject({
      msisdn: freeDevice,
      status: 'AVAILABLE',
      statusInfo: '',
      bandwidthMbps: 50,
      duration: 3600,
      applicationServer: '10.20.1.0/24',
    });
    expect(s.remainingSeconds).toBeGreaterThan(3590);
    expect(Date.parse(s.expiresAt) - Date.parse(s.startedAt)).toBe(3_600_000);
    expect(await sessionCount()).toBe(before + 1);

    // A second live session for the same device names it and the other session's end.
    const again = await post(tokenA, '/sessions', body({ bandwidthMbps: 20 }));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(
      QodMessages.overlap(freeDevice, formatDateTime(new Date(s.expiresAt))),
    );
    expect(await sessionCount()).toBe(before + 1);

    const read = await get<QodSession>(tokenA, `/sessions/${s.sessionId}`);
    expect(read.body.result.sessionId).toBe(s.sessionId);
    const byDevice = await get<QodSession[]>(tokenA, `/sessions?msisdn=${freeDevice}`);
    expect(byDevice.body.result[0]!.sessionId).toBe(s.sessionId);
    const list = await get<QodInstance[]>(tokenA, '/instances');
    expect(list.body.result.find((i) => i.id === inst.id)!.liveSessions).toBe(2);
    await del(tokenA, `/sessions/${s.sessionId}`);
  });

  it('refuses a bandwidth over the ordered tier, off the tiers, or a device not ordered', async () => {
    const before = await sessionCount();
    const over = await post(tokenA, '/sessions', body({ bandwidthMbps: 100 }));
    expect(over.statusCode).toBe(422);
    expect(over.body.message).toBe(QodMessages.bandwidthOverOrdered(50));
    const offTier = await post(tokenA, '/sessions', body({ bandwidthMbps: 30 }));
    expect(offTier.statusCode).toBe(422);
    expect(offTier.body.message).toBe(QodMessages.bandwidthNotTier(30));
    const stranger = await post(tokenA, '/sessions', body({ msisdn: '19900000000' }));
    expect(stranger.statusCode).toBe(422);
    expect(stranger.body.message).toBe(QodMessages.deviceNotInInstance('19900000000'));
    expect(await sessionCount()).toBe(before);
  });

  it('validates the request with Chinese messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ applicationServer: '10.20.1.300' }, QodMessages.SERVER_INVALID],
      [{ applicationServer: '10.20.1.0/33' }, QodMessages.SERVER_INVALID],
      [{ duration: 60 }, QodMessages.DURATION_RANGE],
      [{ duration: 86_401 }, QodMessages.DURATION_RANGE],
      [{ msisdn: '1380013' }, QodMessages.DEVICE_INVALID],
      [{ qosProfile: 'FAST' }, QodMessages.PROFILE_REQUIRED],
    ];
    for (const [over, message] of cases) {
      const res = await post(tokenA, '/sessions', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const single = await post<QodSession>(
      tokenA,
      '/sessions',
      body({ applicationServer: '192.168.10.8', duration: 300, bandwidthMbps: 10 }),
    );
    expect(single.statusCode).toBe(200);
    await del(tokenA, `/sessions/${single.body.result.sessionId}`);
  });

  it("refuses a window past the instance's end", async () => {
    const db = t.database.db;
    const { endAt } = await db
      .selectFrom('businessInstance')
      .select('endAt')
      .where('id', '=', inst.id)
      .executeTakeFirstOrThrow();
    const soon = new Date(Date.now() + 3_600_000);
    await db
      .updateTable('businessInstance')
      .set({ endAt: soon })
      .where('id', '=', inst.id)
      .execute();
    try {
      const res = await post(tokenA, '/sessions', body({ duration: 2 * 3600 }));
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe(QodMessages.pastInstanceEnd(formatDateTime(soon)));
      // Extending the demo live session past the end is refused too.
      const live = (await get<QodSession[]>(tokenA, `/sessions?msisdn=${liveDevice}`)).body
        .result[0]!;
      const ext = await post(tokenA, `/sessions/${live.sessionId}/extend`, {
        requestedAdditionalDuration: 4 * 3600,
      });
      expect(ext.statusCode).toBe(422);
      expect(ext.body.message).toBe(QodMessages.pastInstanceEnd(formatDateTime(soon)));
    } finally {
      await db.updateTable('businessInstance').set({ endAt }).where('id', '=', inst.id).execute();
    }
  });

  it('extends a live session, within 24 hours in all', async () => {
    const s = (await post<QodSession>(tokenA, '/sessions', body({ duration: 1800 }))).body.result;
    const res = await post<QodSession>(tokenA, `/sessions/${s.sessionId}/extend`, {
      requestedAdditionalDuration: 900,
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(QodMessages.EXTENDED);
    expect(res.body.result.duration).toBe(2700);
    expect(Date.parse(res.body.result.expiresAt) - Date.parse(s.expiresAt)).toBe(900_000);
    const tooLong = await post(tokenA, `/sessions/${s.sessionId}/extend`, {
      requestedAdditionalDuration: 86_400 - 2700 + 60,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.body.message).toBe(QodMessages.EXTEND_OVER_MAX);
    const tooShort = await post(tokenA, `/sessions/${s.sessionId}/extend`, {
      requestedAdditionalDuration: 30,
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body.message).toBe(QodMessages.EXTEND_RANGE);
    await del(tokenA, `/sessions/${s.sessionId}`);
  });

  it('ends a session by hand; an ended session cannot be extended or ended again', async () => {
    const s = (await post<QodSession>(tokenA, '/sessions', body())).body.result;
    const res = await del(tokenA, `/sessions/${s.sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(QodMessages.DELETED);
    const ended = (await get<QodSession>(tokenA, `/sessions/${s.sessionId}`)).body.result;
    expect(ended).toMatchObject({
      status: 'UNAVAILABLE',
      statusInfo: 'DELETE_REQUESTED',
      remainingSeconds: 0,
    });
    expect(Date.parse(ended.expiresAt)).toBeLessThanOrEqual(Date.now());
    const ext = await post(tokenA, `/sessions/${s.sessionId}/extend`, {
      requestedAdditionalDuration: 600,
    });
    expect(ext.statusCode).toBe(422);
    expect(ext.body.message).toBe(QodMessages.SESSION_ENDED_EXTEND);
    const again = await del(tokenA, `/sessions/${s.sessionId}`);
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toBe(QodMessages.SESSION_ENDED_DELETE);
    // The device is free again.
    const next = await post<QodSession>(tokenA, '/sessions', body());
    expect(next.statusCode).toBe(200);
    await del(tokenA, `/sessions/${next.body.result.sessionId}`);
  });

  it('keeps another enterprise out of the instance and its sessions, and visitors read-only', async () => {
    const s = (await post<QodSession>(tokenA, '/sessions', body())).body.result;
    expect((await get(tokenB, `/sessions/${s.sessionId}`)).statusCode).toBe(403);
    expect(
      (await post(tokenB, `/sessions/${s.sessionId}/extend`, { requestedAdditionalDuration: 600 }))
        .statusCode,
    ).toBe(403);
    expect((await del(tokenB, `/sessions/${s.sessionId}`)).statusCode).toBe(403);
    const create = await post(tokenB, '/sessions', body({ msisdn: cards[2] }));
    expect(create.statusCode).toBe(403);
    const mine = await get<QodSession[]>(tokenB, `/sessions?msisdn=${freeDevice}`);
    expect(mine.body.result).toEqual([]);
    const page = await get<PageResult<QodSession>>(tokenB, '/session-list');
    expect(page.body.result.data.map((r) => r.sessionId)).not.toContain(s.sessionId);
    expect((await get(tokenA, `/sessions/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(tokenA, '/sessions/not-a-uuid')).statusCode).toBe(400);

    const denied = await post(visitor, '/sessions', body());
    expect(denied.statusCode).toBe(403);
    expect(denied.body.message).toBe(Messages.VISITOR_READ_ONLY);
    const vdel = await del(visitor, `/sessions/${s.sessionId}`);
    expect(vdel.statusCode).toBe(403);
    expect(vdel.body.message).toBe(Messages.VISITOR_READ_ONLY);
    expect((await get<QodSession>(tokenA, `/sessions/${s.sessionId}`)).body.result.status).toBe(
      'AVAILABLE',
    );
    await del(tokenA, `/sessions/${s.sessionId}`);
  });

  it('pages the console list with filters, live sessions first', async () => {
    const all = await get<PageResult<QodSession>>(tokenA, '/session-list?pageSize=50');
    expect(all.statusCode).toBe(200);
    const rows = all.body.result.data;
    expect(all.body.result.total).toBe(rows.length);
    const firstEnded = rows.findIndex((r) => r.status === 'UNAVAILABLE');
    expect(rows.slice(firstEnded).every((r) => r.status === 'UNAVAILABLE')).toBe(true);
    const live = await get<PageResult<QodSession>>(tokenA, '/session-list?status=AVAILABLE');
    expect(live.body.result.data.every((r) => r.status === 'AVAILABLE')).toBe(true);
    expect(live.body.result.total).toBe(1);
    const one = await get<PageResult<QodSession>>(
      tokenA,
      `/session-list?msisdn=${freeDevice}&instanceId=${inst.id}&pageSize=1&page=2`,
    );
    expect(one.body.result.data).toHaveLength(1);
    expect(one.body.result.page).toBe(2);
    expect(one.body.result.data[0]!.msisdn).toBe(freeDevice);
    const bad = await get(tokenA, '/session-list?status=GONE');
    expect(bad.statusCode).toBe(400);
  });

  it('the sweep ends sessions on time and those of an ended instance, once, on several runners', async () => {
    const db = t.database.db;
    const s = (await post<QodSession>(tokenA, '/sessions', body())).body.result;
    // Its time ran out.
    await db
      .updateTable('qodSession')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where('sessionId', '=', s.sessionId)
      .execute();
    const [n1, n2] = await Promise.all([sweepSessions(db, 1), sweepSessions(db, 1)]);
    expect(n1 + n2).toBe(1);
    expect((await get<QodSession>(tokenA, `/sessions/${s.sessionId}`)).body.result).toMatchObject({
      status: 'UNAVAILABLE',
      statusInfo: 'DURATION_EXPIRED',
    });
    expect(await sweepSessions(db)).toBe(0);

    // The instance ends (expiry or refund): its live sessions are terminated by the network.
    const live = (await get<QodSession[]>(tokenA, `/sessions?msisdn=${liveDevice}`)).body
      .result[0]!;
    expect(live.status).toBe('AVAILABLE');
    await db
      .updateTable('businessInstance')
      .set({ status: 2, endAt: new Date() })
      .where('id', '=', inst.id)
      .execute();
    expect(await sweepSessions(db)).toBe(1);
    const ended = (await get<QodSession>(tokenA, `/sessions/${live.sessionId}`)).body.result;
    expect(ended).toMatchObject({ status: 'UNAVAILABLE', statusInfo: 'NETWORK_TERMINATED' });
    const refused = await post(tokenA, '/sessions', body());
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe(QodMessages.INSTANCE_ENDED);
  });
});
