import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Status, WorkOrderMessages, type UploadResult } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { visitorToken } from '../sms/sms.test-support.js';

const API = '/unionmallmanage';

interface Detail {
  id: number;
  orderNo: string;
  status: string;
  reopenUntil: string | null;
  messages: { side: string; content: string }[];
}

describe('work orders', () => {
  let t: TestApp;
  let customer: string;
  let province: string;
  const call = <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const open = (token: string, extra: object = {}) =>
    call<{ id: number }>(token, 'POST', '/user/workOrder', {
      category: 'sim',
      priority: 2,
      title: '部分物联网卡无法上线',
      description: '深圳工厂一号车间有三张卡今天上午开始无法建立数据连接，终端已重启。',
      ...extra,
    });

  let uploads: string;
  beforeAll(async () => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-work-order-'));
    t = await createTestApp({ UPLOAD_DIR: uploads });
    customer = await loginAs(t, 'OCB1000000001');
    province = await loginAs(t, 'gd_admin');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it('runs open → processing → resolved → closed with replies on both sides and a notice on each step', async () => {
    const created = await open(customer);
    expect(created.statusCode).toBe(200);
    const id = created.body.result.id;
    const mine = await call<Detail & { slaDueAt: string; overdue: boolean }>(
      customer,
      'GET',
      `/user/workOrder/${id}`,
    );
    expect(mine.body.result).toMatchObject({ status: 'open', overdue: false });
    expect(mine.body.result.orderNo).toMatch(/^GD\d{14}$/);
    // Priority 高: eight hours to resolve.
    const due = Date.parse(mine.body.result.slaDueAt) - Date.now();
    expect(due).toBeGreaterThan(7.9 * 3_600_000);
    expect(due).toBeLessThanOrEqual(8 * 3_600_000);

    const before = await t.database.db
      .selectFrom('accountNotice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await call(province, 'POST', `/sm/workorder/customer/${id}/reply`, {
      content: '已收到，请提供其中一张卡的ICCID。',
    });
    expect(reply.statusCode).toBe(200);
    await call(customer, 'POST', `/user/workOrder/${id}/reply`, {
      content: '89860000000000000001',
    });
    expect(
      (
        await call(province, 'POST', `/sm/workorder/customer/${id}/resolve`, {
          reason: '基站已恢复',
        })
      ).statusCode,
    ).toBe(200);
    const after = await t.database.db
      .selectFrom('accountNotice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // The opener hears of the reply and the resolution, the operator of the customer's reply.
    expect(Number(after.n) - Number(before.n)).toBe(3);

    const resolved = (await call<Detail>(customer, 'GET', `/user/workOrder/${id}`)).body.result;
    expect(resolved.status).toBe('resolved');
    expect(resolved.reopenUntil).not.toBeNull();
    expect(resolved.messages.map((m) => m.side)).toEqual(['operator', 'customer', 'system']);
    const late = await call(customer, 'POST', `/user/workOrder/${id}/reply`, {
      content: '还有问题',
    });
    expect(late.statusCode).toBe(409);

    // Reopened within 7 days, then closed by the customer; the operator handling it hears of both.
    const operatorNotices = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('accountNotice')
            .innerJoin('account', 'account.id', 'accountNotice.accountId')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('account.loginAccount', '=', 'gd_admin')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const heard = await operatorNotices();
    expect((await call(customer, 'POST', `/user/workOrder/${id}/reopen`, {})).statusCode).toBe(200);
    expect((await call<Detail>(customer, 'GET', `/user/workOrder/${id}`)).body.result.status).toBe(
      'processing',
    );
    expect((await call(customer, 'POST', `/user/workOrder/${id}/close`, {})).statusCode).toBe(200);
    expect((await operatorNotices()) - heard).toBe(2);
    const again = await call(customer, 'POST', `/user/workOrder/${id}/close`, {});
    expect(again.body.message).toBe(WorkOrderMessages.ALREADY_CLOSED);
  });

  it('refuses reopening after 7 days', async () => {
    const id = (await open(customer)).body.result.id;
    await call(province, 'POST', `/sm/workorder/customer/${id}/accept`);
    await call(province, 'POST', `/sm/workorder/customer/${id}/resolve`, {});
    await t.database.db
      .updateTable('workOrder')
      .set({ resolvedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', id)
      .execute();
    const res = await call(customer, 'POST', `/user/workOrder/${id}/reopen`, {});
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(WorkOrderMessages.REOPEN_EXPIRED);
  });

  it('keeps each enterprise to its own orders and each province to its own', async () => {
    const id = (await open(customer)).body.result.id;
    const other = await loginAs(t, 'OCB1000000002');
    expect((await call(other, 'GET', `/user/workOrder/${id}`)).statusCode).toBe(403);
    expect((await call(other, 'POST', `/user/workOrder/${id}/close`, {})).statusCode).toBe(403);
    const list = await call<{ data: { id: number }[] }>(other, 'GET', '/user/workOrder/list');
    expect(list.body.result.data.some((w) => w.id === id)).toBe(false);
    // A customer cannot act as the operator.
    expect((await call(customer, 'POST', `/sm/workorder/customer/${id}/accept`)).statusCode).toBe(
      403,
    );
    // Another province's order is out of gd_admin's reach.
    const zj = (await open(other)).body.result.id;
    expect((await call(province, 'GET', `/sm/workorder/customer/${zj}`)).statusCode).toBe(403);
    const scoped = await call<{ data: { id: number }[] }>(
      province,
      'GET',
      '/sm/workorder/customer/list?pageSize=50',
    );
    expect(scoped.body.result.data.some((w) => w.id === zj)).toBe(false);
    expect(scoped.body.result.data.some((w) => w.id === id)).toBe(true);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('workOrder')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const short = await open(customer, { description: '太短' });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toContain('请至少用10个字描述问题');
    const foreign = await open(customer, { relatedType: 'card', relatedRef: '00000000000' });
    expect(foreign.body.message).toBe(WorkOrderMessages.CARD_NOT_OWN);
    const picture = await open(customer, { attachments: ['https://example.com/x.png'] });
    expect(picture.body.message).toContain(WorkOrderMessages.BAD_ATTACHMENT);
    expect(await count()).toBe(before);
  });

  describe('pictures', () => {
    /** A real 1×1 PNG. */
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (token: string, folder: string) => {
      const boundary = '----pnWorkOrderPicture';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="filePath"\r\n\r\n${folder}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="shot.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.call<UploadResult>({
        method: 'POST',
        url: `${API}/sm/file/upload`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authed(token) },
      });
      expect(res.statusCode, res.body.message).toBe(200);
      return res.body.result.url;
    };
    const fetchPicture = (url: string, token?: string, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url, headers: token ? authed(token) : {} });
    /** A refusal: the envelope with the status, never the picture's bytes or cache headers. */
    const expectRefused = async (url: string, token: string | undefined, code: number) => {
      const res = await fetchPicture(url, token);
      expect(res.statusCode).toBe(code);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().status).toBe(code === 401 ? Status.SESSION_EXPIRED : Status.FORBIDDEN);
      expect(res.rawPayload.includes(PNG)).toBe(false);
      expect(String(res.headers['cache-control'] ?? '')).not.toContain('public');
    };
    const expectServed = async (url: string, token: string) => {
      const res = await fetchPicture(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PNG);
      expect(res.headers['cache-control']).toBe('private, max-age=600');
      expect(String(res.headers['vary'])).toContain('UserToken');
    };

    it("serves a work order's pictures, privately, only to who may see the order", async () => {
      const shot = await upload(customer, 'workOrder');
      const id = (await open(customer, { attachments: [shot] })).body.result.id;
      const answer = await upload(province, 'workOrder');
      const replied = await call(province, 'POST', `/sm/workorder/customer/${id}/reply`, {
        content: '请看截图中的告警。',
        attachments: [answer],
      });
      expect(replied.statusCode).toBe(200);

      // The enterprise and the province that handles it see both pictures, the order's and the reply's.
      for (const token of [customer, province]) {
        await expectServed(shot, token);
        await expectServed(answer, token);
      }
      const national = await loginAs(t, 'admin');
      await expectServed(shot, national);

      // Nobody else: no session, another enterprise, a visitor, another province's area.
      const other = await loginAs(t, 'OCB1000000002');
      const visitor = await visitorToken(t);
      for (const url of [shot, answer]) {
        await expectRefused(url, undefined, 401);
        await expectRefused(url, 'x'.repeat(40), 401);
        await expectRefused(url, other, 403);
        await expectRefused(url, visitor, 403);
      }
      const head = await fetchPicture(shot, undefined, 'HEAD');
      expect(head.statusCode).toBe(401);
      // A city administrator sees its own city's orders only: this one is Shenzhen's.
      const city = await loginAs(t, 'sz_admin');
      await expectServed(shot, city);
      const guangzhou = await loginAs(t, '13800138000');
      const elsewhere = await upload(guangzhou, 'workOrder');
      await open(guangzhou, { attachments: [elsewhere] });
      await expectRefused(elsewhere, city, 403);
      await expectServed(elsewhere, province);
    });

    it('shows a picture not yet sent to its uploader only, and keeps portal pictures public', async () => {
      const draft = await upload(customer, 'workOrder');
      await expectServed(draft, customer);
      await expectRefused(draft, await loginAs(t, 'OCB1000000002'), 403);
      await expectRefused(draft, undefined, 401);

      const portal = await upload(await loginAs(t, 'editor'), 'picSrc');
      const res = await fetchPicture(portal);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PNG);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
});
