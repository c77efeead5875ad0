import {
  DnnMessages,
  type DnnCardItem,
  type DnnDetail,
  type DnnEntry,
  type DnnItem,
  type IsolationCaseItem,
  type PageResult,
  type SliceItem,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { visitorToken } from '../sms/sms.test-support.js';

const BASE = '/unionmallmanage';

describe('A2 DNN instances, slices, cards and isolation cases', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let gd: string;
  let factory: DnnItem;
  let office: DnnItem;
  let port: DnnItem;
  /** Cards of enterprise A bound to no DNN. */
  let freeA: string[];
  /** A card of enterprise B. */
  let cardB: string;
  /** A card of enterprise A bound to office.sz.5gpn. */
  let officeCard: string;

  const call = <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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
  const detail = async (token: string, id: number) =>
    (await get<DnnDetail>(token, `/network/dnn/${id}`)).body.result;
  const boundTotal = async (id: number) =>
    (await get<PageResult<DnnCardItem>>(tokenA, `/network/dnn/${id}/cards`)).body.result.total;

  beforeAll(async () => {
    t = await createTestApp();
    [tokenA, tokenB, gd] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'gd_admin'),
    ]);
    const listA = await get<PageResult<DnnItem>>(tokenA, '/network/dnn/list');
    factory = listA.body.result.data.find((d) => d.dnn === 'factory.sz.5gpn')!;
    office = listA.body.result.data.find((d) => d.dnn === 'office.sz.5gpn')!;
    const listB = await get<PageResult<DnnItem>>(tokenB, '/network/dnn/list');
    port = listB.body.result.data.find((d) => d.dnn === 'port.hz.5gpn')!;

    const db = t.database.db;
    const customerOf = async (custCode: string) =>
      (
        await db
          .selectFrom('enterpriseCustomer')
          .select('id')
          .where('custCode', '=', custCode)
          .executeTakeFirstOrThrow()
      ).id;
    const [a, b] = await Promise.all([customerOf('C2000755000001'), customerOf('C5710571000001')]);
    freeA = (
      await db
        .selectFrom('simCard as s')
        .leftJoin('dnnCard as dc', 'dc.cardId', 's.id')
        .select('s.msisdn')
        .where('s.customerId', '=', a)
        .where('dc.cardId', 'is', null)
        .orderBy('s.id')
        .limit(3)
        .execute()
    ).map((r) => r.msisdn);
    cardB = (
      await db
        .selectFrom('simCard')
        .select('msisdn')
        .where('customerId', '=', b)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).msisdn;
    officeCard = (
      await db
        .selectFrom('dnnCard as dc')
        .innerJoin('simCard as s', 's.id', 'dc.cardId')
        .select('s.msisdn')
        .where('dc.dnnId', '=', office.id)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).msisdn;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists the enterprise’s own DNN instances with their counts, filtered', async () => {
    const res = await get<PageResult<DnnItem>>(tokenA, '/network/dnn/list');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.data.map((d) => d.dnn).sort()).toEqual([
      'factory.sz.5gpn',
      'office.sz.5gpn',
    ]);
    expect(factory).toMatchObject({ sliceCount: 2, cardCount: 24, caseCount: 1, status: 1 });
    expect(port).toBeDefined();

    const byKeyword = await get<PageResult<DnnItem>>(tokenA, '/network/dnn/list?keyword=FACTORY');
    expect(byKeyword.body.result.data.map((d) => d.dnn)).toEqual(['factory.sz.5gpn']);
    const ended = await get<PageResult<DnnItem>>(tokenA, '/network/dnn/list?status=3');
    expect(ended.body.result).toMatchObject({ data: [], total: 0 });
    const bad = await get(tokenA, '/network/dnn/list?status=9');
    expect(bad.statusCode).toBe(400);
  });

  it('answers the DNN entry list of the caller', async () => {
    const res = await get<DnnEntry[]>(tokenA, '/network/dnn/entries');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.map((e) => e.dnn)).toEqual(['factory.sz.5gpn', 'office.sz.5gpn']);
  });

  it('shows a DNN’s slices, cases, card count and 7-day traffic', async () => {
    const d = await detail(tokenA, factory.id);
    expect(d.slices.map((s) => [s.name, s.sst, s.sd])).toEqual([
      ['视频回传切片', 1, '000101'],
      ['生产控制切片', 2, '000102'],
    ]);
    expect(d.cases).toHaveLength(1);
    expect(d.cases[0]).toMatchObject({ level: 'slice', sliceName: '生产控制切片' });
    expect(d.slices.find((s) => s.sst === 2)!.caseCount).toBe(1);
    expect(d.cardCount).toBe(24);
    expect(d.traffic.days).toBe(7);
    expect(d.traffic.upBytes).toBeGreaterThan(0);
    expect(d.traffic.downBytes).toBeGreaterThan(d.traffic.upBytes);
    expect(d.traffic.daily.length).toBeGreaterThanOrEqual(7);
    expect(d.traffic.availability).toBeGreaterThan(90);
  });

  it('refuses another enterprise’s DNN and answers 404 for none', async () => {
    expect((await get(tokenB, `/network/dnn/${factory.id}`)).statusCode).toBe(403);
    expect((await get(tokenB, `/network/dnn/${factory.id}/cards`)).statusCode).toBe(403);
    const slice = await call('POST', tokenB, `/network/dnn/${factory.id}/slices`, {
      name: '越权切片',
      sst: 1,
      sd: '00AAAA',
    });
    expect(slice.statusCode).toBe(403);
    const bind = await call('POST', tokenB, `/network/dnn/${factory.id}/cards`, {
      msisdns: [cardB],
    });
    expect(bind.statusCode).toBe(403);
    const missing = await get(tokenA, '/network/dnn/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(DnnMessages.DNN_NOT_FOUND);
  });

  it('adds a slice, refuses the same S-NSSAI and bad input, and removes it', async () => {
    const url = `/network/dnn/${factory.id}/slices`;
    const created = await call<SliceItem>('POST', tokenA, url, {
      name: '海量感知切片',
      sst: 3,
      sd: 'a0b1c2',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.result).toMatchObject({ sst: 3, sd: 'A0B1C2', caseCount: 0 });

    const dup = await call('POST', tokenA, url, { name: '重复切片', sst: 3, sd: 'A0B1C2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(DnnMessages.snssaiTaken(3, 'A0B1C2'));
    // The same S-NSSAI on another DNN is fine.
    const elsewhere = await call<SliceItem>('POST', tokenA, `/network/dnn/${office.id}/slices`, {
      name: '海量感知切片',
      sst: 3,
      sd: 'A0B1C2',
    });
    expect(elsewhere.statusCode).toBe(200);

    const badSd = await call('POST', tokenA, url, { name: '坏SD', sst: 1, sd: '12345' });
    expect(badSd.statusCode).toBe(400);
    expect(badSd.body.message).toContain('SD须为6位十六进制数字');
    const badSst = await call('POST', tokenA, url, { name: '坏SST', sst: 4 });
    expect(badSst.statusCode).toBe(400);
    const noName = await call('POST', tokenA, url, { name: ' ', sst: 1 });
    expect(noName.statusCode).toBe(400);

    expect((await detail(tokenA, factory.id)).slices).toHaveLength(3);
    const removed = await call(
      'DELETE',
      tokenA,
      `/network/dnn/${factory.id}/slices/${created.body.result.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await detail(tokenA, factory.id)).slices).toHaveLength(2);
    // A slice of another DNN is not found under this one.
    const wrongDnn = await call(
      'DELETE',
      tokenA,
      `/network/dnn/${factory.id}/slices/${elsewhere.body.result.id}`,
    );
    expect(wrongDnn.statusCode).toBe(404);
  });

  it('refuses to delete a slice an isolation case uses', async () => {
    const d = await detail(tokenA, factory.id);
    const used = d.slices.find((s) => s.caseCount > 0)!;
    const res = await call('DELETE', tokenA, `/network/dnn/${factory.id}/slices/${used.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe(DnnMessages.sliceInUse(1));
    expect((await detail(tokenA, factory.id)).slices).toHaveLength(2);
  });

  it('binds and unbinds the enterprise’s cards, all or nothing', async () => {
    const url = `/network/dnn/${factory.id}/cards`;
    expect(await boundTotal(factory.id)).toBe(24);

    const bound = await call<{ count: number }>('POST', tokenA, url, { msisdns: [freeA[0]] });
    expect(bound.statusCode).toBe(200);
    expect(bound.body.result.count).toBe(1);
    expect(await boundTotal(factory.id)).toBe(25);
    const page = await get<PageResult<DnnCardItem>>(tokenA, `${url}?keyword=${freeA[0]}`);
    expect(page.body.result.data.map((c) => c.msisdn)).toEqual([freeA[0]]);

    // A card of another enterprise refuses the whole request, naming the number.
    const foreign = await call('POST', tokenA, url, { msisdns: [freeA[1], cardB] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body.message).toBe(DnnMessages.cardOfOtherEnterprise(cardB));
    expect(await boundTotal(factory.id)).toBe(25);

    // A card bound to another DNN is refused with that DNN's name.
    const elsewhere = await call('POST', tokenA, url, { msisdns: [freeA[1], officeCard] });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.body.message).toBe(
      DnnMessages.cardBoundElsewhere(officeCard, 'office.sz.5gpn'),
    );
    expect(await boundTotal(factory.id)).toBe(25);

    const unknown = await call('POST', tokenA, url, { msisdns: ['19999999999'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.message).toBe(DnnMessages.cardNotFound('19999999999'));
    const malformed = await call('POST', tokenA, url, { msisdns: ['1380013'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toContain(DnnMessages.MSISDN_INVALID);
    const tooMany = await call('POST', tokenA, url, {
      msisdns: Array.from({ length: 201 }, (_, i) => String(13900000000 + i)),
    });
    expect(tooMany.statusCode).toBe(400);

    // Unbinding a card this DNN does not hold refuses the whole request.
    const notBound = await call('DELETE', tokenA, `${url}?msisdns=${freeA[0]},${freeA[2]}`);
    expect(notBound.statusCode).toBe(422);
    expect(notBound.body.message).toBe(DnnMessages.cardNotBound(freeA[2]!));
    expect(await boundTotal(factory.id)).toBe(25);

    const unbound = await call<{ count: number }>('DELETE', tokenA, `${url}?msisdns=${freeA[0]}`);
    expect(unbound.statusCode).toBe(200);
    expect(unbound.body.result.count).toBe(1);
    expect(await boundTotal(factory.id)).toBe(24);
  });

  it('creates, edits and deletes isolation cases with their rules', async () => {
    const list = async (token: string, query = '') =>
      (await get<PageResult<IsolationCaseItem>>(token, `/network/isolation/list${query}`)).body
        .result;
    const before = await list(tokenA);
    expect(before.data.map((c) => c.dnn).sort()).toEqual(['factory.sz.5gpn', 'office.sz.5gpn']);
    expect((await list(tokenB)).data.map((c) => c.dnn)).toEqual(['port.hz.5gpn']);

    const noSlice = await call('POST', tokenA, '/network/isolation', {
      name: '视频切片隔离',
      level: 'slice',
      dnnId: factory.id,
    });
    expect(noSlice.statusCode).toBe(400);
    expect(noSlice.body.message).toContain(DnnMessages.SLICE_REQUIRED);

    const officeSlice = (await detail(tokenA, office.id)).slices[0]!;
    const wrongSlice = await call('POST', tokenA, '/network/isolation', {
      name: '视频切片隔离',
      level: 'slice',
      dnnId: factory.id,
      sliceId: officeSlice.id,
    });
    expect(wrongSlice.statusCode).toBe(400);
    expect(wrongSlice.body.message).toBe(DnnMessages.SLICE_OF_OTHER_DNN);

    const foreignDnn = await call('POST', tokenA, '/network/isolation', {
      name: '越权方案',
      level: 'upf',
      dnnId: port.id,
    });
    expect(foreignDnn.statusCode).toBe(403);

    const video = (await detail(tokenA, factory.id)).slices.find((s) => s.sst === 1)!;
    const created = await call<IsolationCaseItem>('POST', tokenA, '/network/isolation', {
      name: '视频切片隔离',
      level: 'slice',
      dnnId: factory.id,
      sliceId: video.id,
      description: '视频回传独占eMBB切片',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.result).toMatchObject({
      level: 'slice',
      sliceId: video.id,
      sliceName: '视频回传切片',
      dnn: 'factory.sz.5gpn',
    });
    const id = created.body.result.id;
    expect((await list(tokenA, '?level=slice')).total).toBe(2);
    expect(
      (await list(tokenA, `?keyword=视频切片&dnnId=${factory.id}`)).data.map((c) => c.id),
    ).toEqual([id]);

    // Now in use, the slice stays.
    const inUse = await call('DELETE', tokenA, `/network/dnn/${factory.id}/slices/${video.id}`);
    expect(inUse.statusCode).toBe(422);

    // Moving the case to a physical level drops its slice.
    const updated = await call<IsolationCaseItem>('PUT', tokenA, `/network/isolation/${id}`, {
      name: '工厂专用UPF',
      level: 'upf',
      dnnId: factory.id,
      sliceId: video.id,
      description: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.result).toMatchObject({ name: '工厂专用UPF', level: 'upf', sliceId: null });

    const longDescription = await call('PUT', tokenA, `/network/isolation/${id}`, {
      name: '工厂专用UPF',
      level: 'upf',
      dnnId: factory.id,
      description: '长'.repeat(201),
    });
    expect(longDescription.statusCode).toBe(400);

    const foreignEdit = await call('PUT', tokenB, `/network/isolation/${id}`, {
      name: '越权',
      level: 'upf',
      dnnId: factory.id,
    });
    expect(foreignEdit.statusCode).toBe(403);
    expect((await call('DELETE', tokenB, `/network/isolation/${id}`)).statusCode).toBe(403);

    const removed = await call('DELETE', tokenA, `/network/isolation/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await list(tokenA)).total).toBe(before.total);
    expect((await call('DELETE', tokenA, `/network/isolation/${id}`)).statusCode).toBe(404);
  });

  it('shows a province administrator the DNNs of its province only', async () => {
    const res = await get<PageResult<DnnItem>>(gd, '/network/dnn/list?pageSize=50');
    expect(res.statusCode).toBe(200);
    const names = res.body.result.data.map((d) => d.dnn);
    expect(names).toEqual(expect.arrayContaining(['factory.sz.5gpn', 'office.sz.5gpn']));
    expect(names).not.toContain('port.hz.5gpn');
    expect(res.body.result.data.find((d) => d.dnn === 'factory.sz.5gpn')!.customerName).toBe(
      (await detail(tokenA, factory.id)).customerName,
    );
    expect((await detail(gd, factory.id)).slices).toHaveLength(2);
    expect((await get(gd, `/network/dnn/${port.id}`)).statusCode).toBe(403);
    const cases = await get<PageResult<IsolationCaseItem>>(gd, '/network/isolation/list');
    expect(cases.body.result.data.map((c) => c.dnn)).not.toContain('port.hz.5gpn');
    const slice = await call('POST', gd, `/network/dnn/${port.id}/slices`, {
      name: '越权切片',
      sst: 1,
    });
    expect(slice.statusCode).toBe(403);
  });

  it('refuses a visitor’s writes as read-only', async () => {
    const visitor = await visitorToken(t);
    const res = await call('POST', visitor, `/network/dnn/${factory.id}/slices`, {
      name: '访客切片',
      sst: 1,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(DnnMessages.VISITOR_READ_ONLY);
    const del = await call('DELETE', visitor, `/network/isolation/1`);
    expect(del.statusCode).toBe(403);
    expect(del.body.message).toBe(DnnMessages.VISITOR_READ_ONLY);
    expect((await detail(tokenA, factory.id)).slices).toHaveLength(2);
  });

  it('refuses callers without login', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}/network/dnn/list` });
    expect(res.statusCode).toBe(401);
  });
});
