import { ExportPermissionStatus, Messages, SIM_STATUS_LABELS, Status } from '@pn/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { accountIdOf, visitorToken } from '../sms/sms.test-support.js';
import { exportDisposition } from './sim.export.js';
import { simRoutes } from './sim.routes.js';
import { grantExportPermission, readSheet } from '../../../test/export-support.js';
import { API, countWhere, CUST_A, customerIdOf, iccidsWhere } from './sim.test-support.js';

/** The same routes exporting at most 3 rows, mounted under /capped. */
const cappedRoutes: FastifyPluginAsync = async (app) => {
  await app.register(simRoutes, { prefix: '/capped', exportMax: 3 });
};

describe('SIM card export', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let a: number;
  beforeAll(async () => {
    t = await createTestApp({}, cappedRoutes);
    for (const who of ['OCB1000000001', 'OCB1000000002', 'gd_admin'])
      tokens[who] = await loginAs(t, who);
    tokens.visitor = await visitorToken(t);
    a = await customerIdOf(t, CUST_A);
  });
  afterAll(() => t.close());

  const exportAs = (who: string | null, qs = '', base = '') =>
    t.app.inject({
      method: 'GET',
      url: `${API}${base}/icm/sim/export?${qs}`,
      headers: who ? authed(tokens[who]!) : {},
    });
  const grant = (who: string) => grantExportPermission(t, who);

  it('refuses without an approved export permission, and anonymous callers', async () => {
    for (const who of ['OCB1000000001', 'gd_admin', 'visitor']) {
      const res = await exportAs(who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toMatchObject({
        status: Status.FORBIDDEN,
        message: Messages.NO_PERMISSION,
      });
    }
    // A pending application is not enough.
    await t.database.db
      .insertInto('exportPermission')
      .values({
        accountId: await accountIdOf(t, 'OCB1000000002'),
        adminType: null,
        beId: '571',
        areaCode: '571',
        department: '网络运维部',
        location: '浙江杭州',
        applyAccount: 'wanglj',
        status: ExportPermissionStatus.PENDING,
      })
      .execute();
    expect((await exportAs('OCB1000000002')).statusCode).toBe(403);
    expect((await exportAs(null)).statusCode).toBe(401);
  });

  it('streams the filtered cards of the caller as a workbook', async () => {
    await grant('OCB1000000001');
    const res = await exportAs('OCB1000000001', 'status=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="sim-cards_\d{14}\.xlsx"; /);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(encoded)).toMatch(/^物联网卡列表_\d{14}\.xlsx$/);

    const where = sql`customer_id = ${a} and kind = 0 and status = 3`;
    const expected = await iccidsWhere(t, where, sql`id desc`);
    expect(Number(res.headers['x-total-count'])).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(50);

    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('物联网卡列表');
    expect(rows[0]).toEqual([
      'ICCID',
      'MSISDN',
      'IMSI',
      '卡类型',
      '状态',
      '资费套餐',
      '群组',
      '激活时间',
      '本月流量(MB)',
      '本月短信(条)',
      '本月语音(分钟)',
      '流量上限(MB)',
      '最近在线时间',
      'IMEI',
      '机卡绑定',
      'APN',
      '省份',
      '地市区号',
    ]);
    const data = rows.slice(1);
    expect(data.map((r) => r[0])).toEqual(expected);
    expect(
      data.every((r) => r[3] === '普通卡' && r[4] === SIM_STATUS_LABELS[3] && r[16] === '广东'),
    ).toBe(true);

    // One row checked cell by cell against the table.
    const card = await t.database.db
      .selectFrom('simCard')
      .innerJoin('simTariff', 'simTariff.id', 'simCard.tariffId')
      .select([
        'simCard.msisdn',
        'simCard.imsi',
        'simCard.activatedAt',
        'simCard.monthDataKb',
        'simCard.imei',
        'simCard.areaCode',
        'simTariff.name as tariffName',
      ])
      .where('simCard.iccid', '=', expected[0]!)
      .executeTakeFirstOrThrow();
    const first = data[0]!;
    expect(first[1]).toBe(card.msisdn);
    expect(first[2]).toBe(card.imsi);
    expect(first[5]).toBe(card.tariffName);
    const activated = new Date(new Date(card.activatedAt!).getTime() + 8 * 3_600_000).toISOString();
    expect(first[7]).toBe(`${activated.slice(0, 10)} ${activated.slice(11, 19)}`);
    expect(Number(first[8])).toBeCloseTo(card.monthDataKb / 1024, 2);
    expect(first[13]).toBe(card.imei ?? '');
    expect(first[17]).toBe(card.areaCode);
  });

  it('applies the keyword and date filters and the scope of the caller', async () => {
    const prefix = (
      await iccidsWhere(t, sql`customer_id = ${a} and kind = 0`, sql`id`, 1)
    )[0]!.slice(0, 15);
    const res = await exportAs('OCB1000000001', `keyword=${prefix}&activatedFrom=2024-01-01`);
    expect(res.statusCode).toBe(200);
    const where = sql`customer_id = ${a} and kind = 0 and iccid like ${`${prefix}%`}
      and activated_at >= '2024-01-01T00:00:00+08:00'`;
    const { rows } = await readSheet(res.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(await iccidsWhere(t, where));
    expect(Number(res.headers['x-total-count'])).toBe(await countWhere(t, where));

    // Probe cards export under their own name.
    const probes = await exportAs('OCB1000000001', 'kind=1');
    expect(
      decodeURIComponent(
        /filename\*=UTF-8''(.+)$/.exec(String(probes.headers['content-disposition']))![1]!,
      ),
    ).toMatch(/^探针卡列表_\d{14}\.xlsx$/);
    const probeRows = (await readSheet(probes.rawPayload)).rows.slice(1);
    expect(probeRows).toHaveLength(40);
    expect(probeRows.every((r) => r[3] === '探针卡')).toBe(true);

    // A province administrator exports its province.
    await grant('gd_admin');
    const gd = await exportAs('gd_admin', 'status=4');
    const gdWhere = sql`be_id = '200' and kind = 0 and status = 4`;
    expect(Number(gd.headers['x-total-count'])).toBe(await countWhere(t, gdWhere));
    expect((await readSheet(gd.rawPayload)).rows.slice(1).map((r) => r[0])).toEqual(
      await iccidsWhere(t, gdWhere),
    );
  });

  it('stops at the export maximum and refuses bad filters', async () => {
    const res = await exportAs('OCB1000000001', '', '/capped');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const { rows } = await readSheet(res.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      await iccidsWhere(t, sql`customer_id = ${a} and kind = 0`, sql`id desc`, 3),
    );
    const bad = await exportAs('OCB1000000001', 'activatedFrom=2025-06-01&activatedTo=2025-01-01');
    expect(bad.statusCode).toBe(400);
  });

  it('names the file in China time', () => {
    const at = new Date('2026-11-22T01:02:03Z');
    expect(exportDisposition(0, at)).toBe(
      `attachment; filename="sim-cards_20261122090203.xlsx"; filename*=UTF-8''${encodeURIComponent('物联网卡列表_20261122090203.xlsx')}`,
    );
  });
});
