import { parseString } from '@fast-csv/parse';
import {
  ExportPermissionStatus,
  Messages,
  SIM_STATUS_LABELS,
  SimMessages,
  Status,
} from '@pn/shared';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { accountIdOf, visitorToken } from '../sms/sms.test-support.js';
import { exportDisposition } from './sim.export.js';
import { simRoutes } from './sim.routes.js';
import { grantExportPermission, readSheet } from '../../../test/export-support.js';
import { API, countWhere, CUST_A, customerIdOf, iccidsWhere } from './sim.test-support.js';

/**
 * The same routes exporting at most 3 rows, mounted under /capped, and reading 7 rows at a
 * time, under /batched (many reads for the seeded cards).
 */
const cappedRoutes: FastifyPluginAsync = async (app) => {
  await app.register(simRoutes, { prefix: '/capped', exportMax: 3 });
  await app.register(simRoutes, { prefix: '/batched', exportBatch: 7 });
};

const HEADERS = [
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
];

/** The first sheet of an exported workbook, as ExcelJS reads it. */
async function worksheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** An exported CSV: its first bytes, and its text (after the byte order mark) parsed. */
async function readCsv(body: Buffer) {
  const text = body.subarray(3).toString('utf8');
  const rows = await new Promise<string[][]>((resolve, reject) => {
    const out: string[][] = [];
    parseString<string[], string[]>(text)
      .on('data', (row: string[]) => out.push(row))
      .on('error', reject)
      .on('end', () => resolve(out));
  });
  return { bom: [...body.subarray(0, 3)], text, rows };
}

const CSV_TYPE = 'text/csv; charset=utf-8';
const fileNameOf = (disposition: unknown) =>
  decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(disposition))![1]!);

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
      for (const qs of ['', 'format=xlsx', 'format=csv']) {
        const res = await exportAs(who, qs);
        expect(res.statusCode, `${who} ${qs}`).toBe(403);
        expect(res.json()).toMatchObject({
          status: Status.FORBIDDEN,
          message: Messages.NO_PERMISSION,
        });
      }
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
    expect((await exportAs('OCB1000000002', 'format=csv')).statusCode).toBe(403);
    expect((await exportAs(null)).statusCode).toBe(401);
    expect((await exportAs(null, 'format=csv')).statusCode).toBe(401);
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
    expect(rows[0]).toEqual(HEADERS);
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

    // Usage and caps are numbers in the workbook, not text; every row is there.
    const sheet = await worksheetOf(res.rawPayload);
    expect(sheet.rowCount - 1).toBe(Number(res.headers['x-total-count']));
    const cell = sheet.getRow(2).getCell(9);
    expect(cell.type).toBe(ExcelJS.ValueType.Number);
    expect(cell.value).toBeCloseTo(card.monthDataKb / 1024, 2);
    for (let n = 2; n <= sheet.rowCount; n++) {
      for (const col of [9, 10, 11])
        expect(sheet.getRow(n).getCell(col).type, `row ${n} col ${col}`).toBe(
          ExcelJS.ValueType.Number,
        );
    }
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  });

  it('streams the same rows as CSV: BOM, header, CRLF lines, text/csv, a .csv name', async () => {
    const [csv, xlsx] = await Promise.all([
      // Sent as it is, not compressed on the way (the export's speed is the server's).
      t.app.inject({
        method: 'GET',
        url: `${API}/icm/sim/export?status=3&format=csv`,
        headers: { ...authed(tokens.OCB1000000001!), 'accept-encoding': 'gzip, br' },
      }),
      exportAs('OCB1000000001', 'status=3'),
    ]);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe(CSV_TYPE);
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(String(csv.headers['content-disposition'])).toMatch(
      /^attachment; filename="sim-cards_\d{14}\.csv"; /,
    );
    expect(fileNameOf(csv.headers['content-disposition'])).toMatch(/^物联网卡列表_\d{14}\.csv$/);

    const { bom, text, rows } = await readCsv(csv.rawPayload);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(`${HEADERS.join(',')}\r\n`)).toBe(true);
    const total = Number(csv.headers['x-total-count']);
    expect(total).toBeGreaterThan(50);
    // One CRLF-ended line per card, no bare line feed.
    expect(text.split('\r\n')).toHaveLength(total + 2);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(rows).toHaveLength(total + 1);
    // Cell for cell what the workbook holds (numbers written alike).
    expect(rows).toEqual((await readSheet(xlsx.rawPayload)).rows);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      await iccidsWhere(t, sql`customer_id = ${a} and kind = 0 and status = 3`),
    );
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
    const csv = await exportAs('OCB1000000001', 'format=csv', '/capped');
    expect(csv.headers['x-total-count']).toBe('3');
    expect((await readCsv(csv.rawPayload)).rows).toHaveLength(4);
  });

  it('refuses an unknown format in Chinese; an empty one is the workbook', async () => {
    for (const format of ['bad', 'XLSX', 'xls', 'csv,xlsx']) {
      const res = await exportAs('OCB1000000001', `format=${encodeURIComponent(format)}`);
      expect(res.statusCode, format).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({
        status: Status.VALIDATION_FAILED,
        message: SimMessages.EXPORT_FORMAT_INVALID,
        result: { errors: [{ field: 'format', message: SimMessages.EXPORT_FORMAT_INVALID }] },
      });
    }
    expect(SimMessages.EXPORT_FORMAT_INVALID).toMatch(/[\u4e00-\u9fff]/);
    const empty = await exportAs('OCB1000000001', 'format=', '/capped');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await readSheet(empty.rawPayload)).rows).toHaveLength(4);
  });

  it('reads the cards batch after batch, in both formats', async () => {
    const expected = await iccidsWhere(t, sql`customer_id = ${a} and kind = 0`, sql`id desc`);
    // Many reads of 7, and a last one short.
    expect(expected.length).toBeGreaterThan(7 * 20);
    const xlsx = await exportAs('OCB1000000001', '', '/batched');
    expect(Number(xlsx.headers['x-total-count'])).toBe(expected.length);
    const sheet = (await readSheet(xlsx.rawPayload)).rows;
    expect(sheet.slice(1).map((r) => r[0])).toEqual(expected);
    const csv = await exportAs('OCB1000000001', 'format=csv', '/batched');
    const { rows } = await readCsv(csv.rawPayload);
    expect(rows).toEqual(sheet);
  });

  it('writes text exactly: markup, quotes, line breaks, edge spaces, formulas', async () => {
    const db = t.database.db;
    const [first, second] = await db
      .selectFrom('simCard')
      .select(['id', 'tariffId'])
      .where('customerId', '=', a)
      .where('kind', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    const markup = '  A&B <组> "引号" \u0001尾\u001f  ';
    const quoted = '@组,引号"换行\r\n第二行';
    const groups = await db
      .insertInto('simGroup')
      .values([markup, quoted].map((name) => ({ customerId: a, name, tariffId: first!.tariffId })))
      .returning('id')
      .execute();
    await db
      .updateTable('simCard')
      .set({
        groupId: groups[0]!.id,
        imei: ' <&>"\u0002\t末 ',
        apn: '=1+2',
        dataCapMb: 1024,
        monthDataKb: 1536,
        monthSms: 7,
        monthVoiceMin: 0,
      })
      .where('id', '=', first!.id)
      .execute();
    await db
      .updateTable('simCard')
      .set({ groupId: groups[1]!.id, imei: '-1', apn: '+cmd' })
      .where('id', '=', second!.id)
      .execute();

    const sheetOf = async (groupId: number) => {
      const res = await exportAs('OCB1000000001', `groupId=${groupId}`);
      expect(res.headers['x-total-count']).toBe('1');
      const sheet = await worksheetOf(res.rawPayload);
      expect(sheet.rowCount).toBe(2);
      return sheet.getRow(2);
    };
    const one = await sheetOf(groups[0]!.id);
    // Control characters, which XML cannot hold, are left out; the rest is kept as it is.
    expect(one.getCell(7).value).toBe('  A&B <组> "引号" 尾  ');
    expect(one.getCell(14).value).toBe(' <&>"\t末 ');
    expect(one.getCell(16).type).toBe(ExcelJS.ValueType.String);
    expect(one.getCell(16).value).toBe('=1+2');
    for (const [col, value] of [
      [9, 1.5],
      [10, 7],
      [11, 0],
      [12, 1024],
    ] as const) {
      expect(one.getCell(col).type, `col ${col}`).toBe(ExcelJS.ValueType.Number);
      expect(one.getCell(col).value, `col ${col}`).toBe(value);
    }
    const two = await sheetOf(groups[1]!.id);
    expect(two.getCell(7).value).toBe(quoted);
    expect(two.getCell(14).value).toBe('-1');
    expect(two.getCell(16).value).toBe('+cmd');

    const csvOf = async (groupId: number) => {
      const res = await exportAs('OCB1000000001', `groupId=${groupId}&format=csv`);
      const csv = await readCsv(res.rawPayload);
      expect(csv.rows).toHaveLength(2);
      return { ...csv, row: csv.rows[1]! };
    };
    const c1 = await csvOf(groups[0]!.id);
    // CSV keeps every character; what a spreadsheet would run gets an apostrophe.
    expect(c1.row[6]).toBe(markup);
    expect(c1.row[13]).toBe(' <&>"\u0002\t末 ');
    expect(c1.row[15]).toBe("'=1+2");
    expect(c1.row.slice(8, 12)).toEqual(['1.5', '7', '0', '1024']);
    expect(c1.text).toContain(`,"${markup.replaceAll('"', '""')}",`);
    const c2 = await csvOf(groups[1]!.id);
    expect(c2.row[6]).toBe(`'${quoted}`);
    expect(c2.text).toContain(`,"'@组,引号""换行\r\n第二行",`);
    expect(c2.row[13]).toBe("'-1");
    expect(c2.row[15]).toBe("'+cmd");
  });

  it('names the file in China time', () => {
    const at = new Date('2026-11-22T01:02:03Z');
    expect(exportDisposition(0, at)).toBe(
      `attachment; filename="sim-cards_20261122090203.xlsx"; filename*=UTF-8''${encodeURIComponent('物联网卡列表_20261122090203.xlsx')}`,
    );
    expect(exportDisposition(1, at, 'csv')).toBe(
      `attachment; filename="probe-cards_20261122090203.csv"; filename*=UTF-8''${encodeURIComponent('探针卡列表_20261122090203.csv')}`,
    );
  });
});
