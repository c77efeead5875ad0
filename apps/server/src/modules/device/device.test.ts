import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEVICE_LIMITS,
  DeviceMessages,
  Messages,
  type Command,
  type CommandAccepted,
  type CommandDetail,
  type CpePanel,
  type DeviceCredential,
  type DeviceDetail,
  type DeviceItem,
  type DeviceMetricPoint,
  type HeartbeatInput,
  type HeartbeatReply,
  type PageResult,
  type SxDeviceDetail,
  type BindLog,
  type WifiConfig,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../../app.js';
import { seedDevices } from '../../db/seed/devices.js';
import { grantExportPermission, readSheet } from '../../../test/export-support.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { sha256 } from '../../lib/tokens.js';
import { identityCode } from '../sim-service/sim-service.test-support.js';
import { visitorToken } from '../sms/sms.test-support.js';
import { sweepCommands, sweepOffline } from './device-command.service.js';
import {
  deviceAuthorization,
  ensureDemoCredentials,
  newDeviceSecret,
} from './device-gateway.service.js';

const API = '/unionmallmanage';

describe('5G fast-line gateways and multi-SIM devices', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let gd: string;
  let sz: string;
  let visitor: string;
  /** Serial → secret of the devices the tests speak for. */
  const secrets = new Map<string, string>();

  const call = <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    token: string | null,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: { ...(token ? authed(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const get = <T = unknown>(token: string | null, url: string) => call<T>('GET', token, url);
  const post = <T = unknown>(token: string | null, url: string, payload: object = {}) =>
    call<T>('POST', token, url, payload);

  const db = () => t.database.db;
  const deviceBySerial = (serial: string) =>
    db().selectFrom('device').selectAll().where('serial', '=', serial).executeTakeFirstOrThrow();

  /** Gives a device a known secret directly (as the demo start-up does). */
  async function credential(serial: string): Promise<string> {
    const { secret, hash } = newDeviceSecret();
    await db()
      .updateTable('device')
      .set({ credentialHash: hash })
      .where('serial', '=', serial)
      .execute();
    secrets.set(serial, secret);
    return secret;
  }
  const heartbeat = (serial: string, body: HeartbeatInput = {}, secret?: string) =>
    t.call<HeartbeatReply>({
      method: 'POST',
      url: `${API}/device/v1/heartbeat`,
      headers: { authorization: deviceAuthorization(serial, secret ?? secrets.get(serial)!) },
      payload: body,
    });
  const result = (serial: string, itemId: number, body: object) =>
    t.call<{ itemId: number; state: string }>({
      method: 'POST',
      url: `${API}/device/v1/commands/${itemId}/result`,
      headers: { authorization: deviceAuthorization(serial, secrets.get(serial)!) },
      payload: body,
    });
  const detailOf = (token: string, commandId: number) =>
    get<CommandDetail>(token, `/cpe/v1/command/detail?id=${commandId}&pageSize=50`);
  const count = async (table: 'deviceCommand' | 'deviceBlacklist' | 'device') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    // The tests run the sweeps themselves.
    await jobRunnerOf(t.database)!.stop();
    [tokenA, tokenB, gd, sz, visitor] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'gd_admin'),
      loginAs(t, 'sz_admin'),
      visitorToken(t),
    ]);
    for (const s of ['CPE-SZ-0001', 'CPE-SZ-0002', 'CPE-SZ-0009', 'CPE-HZ-0001', 'MSIM-SZ-01'])
      await credential(s);
  });
  afterAll(() => t.close());

  describe('console reads', () => {
    it("lists an enterprise's gateways with server-side filters and paging, scoped", async () => {
      const all = await get<PageResult<DeviceItem>>(tokenA, '/cpe/v1/device/list?pageSize=50');
      expect(all.statusCode).toBe(200);
      expect(all.body.result.total).toBe(30);
      expect(all.body.result.data).toHaveLength(30);
      expect(all.body.result.data.every((d) => d.serial.startsWith('CPE-SZ-'))).toBe(true);
      const first = all.body.result.data.find((d) => d.serial === 'CPE-SZ-0001')!;
      expect(first.msisdn).toMatch(/^\d{11}$/);
      expect(first.vendor).toBeTruthy();

      const offline = await get<PageResult<DeviceItem>>(
        tokenA,
        '/cpe/v1/device/list?onlineState=offline',
      );
      expect(offline.body.result.total).toBeGreaterThan(0);
      expect(offline.body.result.data.every((d) => d.onlineState === 'offline')).toBe(true);

      const kw = await get<PageResult<DeviceItem>>(
        tokenA,
        '/cpe/v1/device/list?keyword=cpe-sz-001',
      );
      expect(kw.body.result.data.map((d) => d.serial).sort()).toEqual(
        Array.from({ length: 9 }, (_, i) => `CPE-SZ-001${i + 1}`)
          .concat('CPE-SZ-0010')
          .sort(),
      );
      const model = first.modelId;
      const byModel = await get<PageResult<DeviceItem>>(
        tokenA,
        `/cpe/v1/device/list?modelId=${model}&pageSize=10&page=2`,
      );
      expect(byModel.body.result.page).toBe(2);
      expect(byModel.body.result.data.every((d) => d.modelId === model)).toBe(true);
      const group = first.groupId!;
      const byGroup = await get<PageResult<DeviceItem>>(
        tokenA,
        `/cpe/v1/device/list?groupId=${group}`,
      );
      expect(byGroup.body.result.data.every((d) => d.groupId === group)).toBe(true);
      const bad = await get(tokenA, '/cpe/v1/device/list?onlineState=sleeping');
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('在线状态不正确');

      // Another enterprise sees only its own; a province its province; a city its city.
      const b = await get<PageResult<DeviceItem>>(tokenB, '/cpe/v1/device/list?pageSize=50');
      expect(b.body.result.data.every((d) => d.serial.startsWith('CPE-HZ-'))).toBe(true);
      const province = await get<PageResult<DeviceItem>>(gd, '/cpe/v1/device/list?pageSize=50');
      const serials = province.body.result.data.map((d) => d.serial);
      expect(province.body.result.total).toBe(40); // 30 of customer A, 10 of the demo enterprise
      expect(serials.some((s) => s.startsWith('CPE-HZ-'))).toBe(false);
      const city = await get<PageResult<DeviceItem>>(sz, '/cpe/v1/device/list?keyword=CPE-HZ');
      expect(city.body.result.total).toBe(0);
      expect(all.body.result.totalExact).toBe(true);
    });

    it('stops counting a very large list at its cap and says so', async () => {
      const hz = await deviceBySerial('CPE-HZ-0001');
      const cap = DEVICE_LIMITS.countCap;
      await sql`insert into device (serial, customer_id, be_id, area_code, kind, model_id, created_at, updated_at)
        select 'CAP-' || lpad(n::text, 6, '0'), ${hz.customerId}, ${hz.beId}, ${hz.areaCode}, 'cpe',
               ${hz.modelId}, now(), now()
        from generate_series(1, ${cap + 1}) n`.execute(db());
      try {
        const big = await get<PageResult<DeviceItem>>(tokenB, '/cpe/v1/device/list?pageSize=10');
        expect(big.body.result.total).toBe(cap);
        expect(big.body.result.totalExact).toBe(false);
        expect(big.body.result.data).toHaveLength(10);
        const narrow = await get<PageResult<DeviceItem>>(
          tokenB,
          '/cpe/v1/device/list?keyword=CAP-00001',
        );
        expect(narrow.body.result.total).toBe(10);
        expect(narrow.body.result.totalExact).toBe(true);
      } finally {
        await db().deleteFrom('device').where('serial', 'like', 'CAP-%').execute();
      }
    });

    it('opens a gateway with its card, DNN, acceleration, Wi-Fi and 24 h of metrics', async () => {
      const d = await deviceBySerial('CPE-SZ-0001');
      const res = await get<DeviceDetail>(tokenA, `/cpe/v1/device/detail?id=${d.id}`);
      expect(res.statusCode).toBe(200);
      const r = res.body.result;
      expect(r.sim?.msisdn).toBe(r.device.msisdn);
      expect(r.dnn?.dnn).toBeTruthy();
      expect(r.acceleration?.sessionId).toBeTruthy();
      expect(r.wifi?.ssid).toMatch(/^PengCheng-5G-/);
      expect(r.wifi).not.toHaveProperty('password');
      expect(r.clientsLimit).toBe(15);
      const metrics = await get<DeviceMetricPoint[]>(tokenA, `/cpe/v1/device/metrics?id=${d.id}`);
      expect(metrics.body.result.length).toBeGreaterThan(90);
      expect(Date.parse(metrics.body.result[0]!.ts)).toBeGreaterThan(Date.now() - 24.1 * 3_600_000);

      expect((await get(tokenB, `/cpe/v1/device/detail?id=${d.id}`)).statusCode).toBe(403);
      expect((await get(tokenB, `/cpe/v1/device/metrics?id=${d.id}`)).statusCode).toBe(403);
      expect((await get(tokenA, '/cpe/v1/device/detail?id=99999999')).statusCode).toBe(404);
      const msim = await deviceBySerial('MSIM-SZ-01');
      expect((await get(tokenA, `/cpe/v1/device/detail?id=${msim.id}`)).statusCode).toBe(404);
    });

    it('computes the overview figures by SQL', async () => {
      const res = await get<CpePanel>(tokenA, '/cpe/v1/panel/overview');
      expect(res.statusCode).toBe(200);
      const p = res.body.result;
      expect(p.total).toBe(30);
      expect(p.online + p.offline + p.inactive).toBe(30);
      expect(p.onlineRate).toBeGreaterThan(0);
      expect(p.traffic).toHaveLength(24);
      expect(p.downBytes24h).toBeGreaterThan(0);
      expect(p.signal.reduce((s, b) => s + b.devices, 0)).toBe(p.online);
      expect(p.alarms.clientsOver).toBe(1); // the gateway reporting 17 clients
      expect(p.alarms.offline).toBe(p.offline);
      expect((await get(tokenA, '/sx/v1/panel/overview')).body.result).toMatchObject({ total: 4 });
    });

    it('reads Wi-Fi, blacklist, internet users, groups, DNNs, SMS log and notices', async () => {
      const wifi = await get<PageResult<WifiConfig>>(tokenA, '/cpe/v1/wifi/list');
      expect(wifi.body.result.total).toBe(30);
      expect(wifi.body.result.data[0]).not.toHaveProperty('password');
      const bl = await get<PageResult<{ mac: string; state: string }>>(
        tokenA,
        '/cpe/v1/blacklist/list',
      );
      expect(bl.body.result.total).toBe(2);
      const users = await get<PageResult<{ blacklisted: boolean }>>(
        tokenA,
        '/cpe/v1/user/list?blacklisted=true',
      );
      expect(users.body.result.total).toBe(2);
      for (const url of [
        '/cpe/v1/group/list',
        '/cpe/v1/card-group/list',
        '/cpe/v1/dnn/list',
        '/cpe/v1/ip-rule/list',
        '/cpe/v1/sms/list',
        '/cpe/v1/notice/list',
        '/cpe/v1/command/list',
      ]) {
        const res = await get<PageResult<unknown>>(tokenA, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body.result.total, url).toBeGreaterThan(0);
      }
      const dnns = await get<PageResult<{ id: number; devices: number }>>(
        tokenA,
        '/cpe/v1/dnn/list',
      );
      const used = dnns.body.result.data.find((d) => d.devices > 0)!;
      const dnn = await get<{ devices: PageResult<DeviceItem> }>(
        tokenA,
        `/cpe/v1/dnn/detail?id=${used.id}`,
      );
      expect(dnn.body.result.devices.total).toBe(used.devices);
      // Another enterprise's DNN is out of reach.
      expect((await get(tokenB, `/cpe/v1/dnn/detail?id=${used.id}`)).statusCode).toBe(403);
    });
  });

  describe('device authentication', () => {
    it('refuses a missing or wrong credential and any user token', async () => {
      const none = await t.call({ method: 'POST', url: `${API}/device/v1/heartbeat`, payload: {} });
      expect(none.statusCode).toBe(401);
      expect(none.body.message).toBe(DeviceMessages.DEVICE_AUTH_REQUIRED);
      const wrong = await heartbeat('CPE-SZ-0001', {}, 'x'.repeat(43));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body.message).toBe(DeviceMessages.DEVICE_AUTH_INVALID);
      // Another device's secret does not open this one.
      const other = await heartbeat('CPE-SZ-0001', {}, secrets.get('CPE-SZ-0002'));
      expect(other.statusCode).toBe(401);
      const user = await t.call({
        method: 'POST',
        url: `${API}/device/v1/heartbeat`,
        headers: authed(tokenA),
        payload: {},
      });
      expect(user.statusCode).toBe(401);
      expect(user.body.message).toBe(DeviceMessages.USER_TOKEN_REFUSED);
      // Even alongside a good device credential.
      const both = await t.call({
        method: 'POST',
        url: `${API}/device/v1/heartbeat`,
        headers: {
          ...authed(tokenA),
          authorization: deviceAuthorization('CPE-SZ-0001', secrets.get('CPE-SZ-0001')!),
        },
        payload: {},
      });
      expect(both.statusCode).toBe(401);
    });

    it('does not let a device credential call the console', async () => {
      const res = await t.call({
        method: 'GET',
        url: `${API}/cpe/v1/device/list`,
        headers: { authorization: deviceAuthorization('CPE-SZ-0001', secrets.get('CPE-SZ-0001')!) },
      });
      expect(res.statusCode).toBe(401);
    });

    it('re-issues a secret after identity verification; the old one stops working', async () => {
      const d = await deviceBySerial('CPE-SZ-0002');
      const wrong = await post(tokenA, '/cpe/v1/device/credential', {
        id: d.id,
        verifyCode: '000000',
      });
      expect(wrong.statusCode).toBe(400);
      const before = (await deviceBySerial('CPE-SZ-0002')).credentialHash;
      expect(before).toBe(sha256(secrets.get('CPE-SZ-0002')!));
      const code = await identityCode(t, tokenA, 'OCB1000000001');
      const res = await post<DeviceCredential>(tokenA, '/cpe/v1/device/credential', {
        id: d.id,
        verifyCode: code,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.message).toBe(DeviceMessages.CREDENTIAL_ISSUED);
      expect((await heartbeat('CPE-SZ-0002')).statusCode).toBe(401);
      secrets.set('CPE-SZ-0002', res.body.result.secret);
      expect((await heartbeat('CPE-SZ-0002')).statusCode).toBe(200);
      // Another enterprise cannot re-issue it.
      const b = await post(tokenB, '/cpe/v1/device/credential', { id: d.id, verifyCode: code });
      expect(b.statusCode).toBe(403);
    });
  });

  describe('heartbeats', () => {
    it('stores state, a metric point and clients in one go, keeping at most 15 clients', async () => {
      const serial = 'CPE-SZ-0009';
      const d = await deviceBySerial(serial);
      const clients = Array.from({ length: 18 }, (_, i) => ({
        mac: `AA:BB:CC:00:00:${String(i).padStart(2, '0')}`,
        ip: `192.168.8.${10 + i}`,
        hostname: `host-${i}`,
        upBytes: 100,
        downBytes: 1000,
      }));
      const res = await heartbeat(serial, {
        rsrp: -88,
        sinr: 14,
        upKbps: 50_000,
        downKbps: 600_000,
        upBytes: 1_000,
        downBytes: 50_000,
        firmware: 'B12',
        clients,
      });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.warnings).toContain(DeviceMessages.clientsClipped(18));
      const after = await deviceBySerial(serial);
      expect(after).toMatchObject({
        onlineState: 'online',
        rsrp: -88,
        clients: 18,
        firmware: 'B12',
      });
      expect(new Date(after.lastHeartbeatAt!).getTime()).toBeGreaterThan(Date.now() - 10_000);
      const online = await db()
        .selectFrom('deviceClient')
        .select('mac')
        .where('deviceId', '=', d.id)
        .where('online', '=', true)
        .execute();
      expect(online).toHaveLength(15);
      // A later heartbeat without them marks them gone.
      await heartbeat(serial, { clients: clients.slice(0, 2) });
      const still = await db()
        .selectFrom('deviceClient')
        .select('mac')
        .where('deviceId', '=', d.id)
        .where('online', '=', true)
        .execute();
      expect(still.map((c) => c.mac).sort()).toEqual([clients[0]!.mac, clients[1]!.mac]);
      // Throughput above the theoretical 1000/100 Mbps is refused.
      const fast = await heartbeat(serial, { downKbps: 1_000_001 });
      expect(fast.statusCode).toBe(400);
      const badMac = await heartbeat(serial, { clients: [{ mac: 'nonsense' }] });
      expect(badMac.statusCode).toBe(400);
      expect(badMac.body.message).toBe(DeviceMessages.MAC_INVALID);
    });

    it('marks devices offline after 3 missed intervals', async () => {
      const d = await deviceBySerial('CPE-SZ-0009');
      await db()
        .updateTable('device')
        .set({ lastHeartbeatAt: new Date(Date.now() - 181_000), heartbeatIntervalS: 60 })
        .where('id', '=', d.id)
        .execute();
      expect(await sweepOffline(db())).toBeGreaterThanOrEqual(1);
      expect((await deviceBySerial('CPE-SZ-0009')).onlineState).toBe('offline');
    });
  });

  describe('remote commands', () => {
    it('queues for an offline device, delivers on its heartbeat, and takes its result', async () => {
      const d = await deviceBySerial('CPE-SZ-0009');
      expect(d.onlineState).toBe('offline');
      const res = await post<CommandAccepted>(tokenA, '/cpe/v1/command', {
        kind: 'reboot',
        target: { deviceIds: [d.id] },
      });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(DeviceMessages.COMMAND_ACCEPTED);
      const { commandId, total } = res.body.result;
      expect(total).toBe(1);
      let detail = await detailOf(tokenA, commandId);
      expect(detail.body.result.command.counts).toMatchObject({ pending: 1, delivered: 0 });
      expect(detail.body.result.command.finished).toBe(false);

      const hb = await heartbeat('CPE-SZ-0009');
      const handed = hb.body.result.commands.find((c) => c.kind === 'reboot')!;
      expect(handed).toMatchObject({ kind: 'reboot', redelivery: false });
      const itemId = handed.itemId;
      detail = await detailOf(tokenA, commandId);
      expect(detail.body.result.items.data[0]).toMatchObject({
        state: 'delivered',
        serial: 'CPE-SZ-0009',
      });
      // Not handed over again on the next heartbeat while the device works on it.
      expect((await heartbeat('CPE-SZ-0009')).body.result.commands).toHaveLength(0);

      // Another device cannot report it.
      const foreign = await result('CPE-SZ-0001', itemId, { success: true });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body.message).toBe(DeviceMessages.NOT_YOUR_COMMAND);
      const inHeartbeat = await heartbeat('CPE-SZ-0001', {
        results: [{ itemId, success: true }],
      });
      expect(inHeartbeat.body.result.acceptedResults).toEqual([]);
      expect(inHeartbeat.body.result.warnings[0]).toContain(DeviceMessages.NOT_YOUR_COMMAND);

      const done = await result('CPE-SZ-0009', itemId, { success: true });
      expect(done.body.result).toEqual({ itemId, state: 'succeeded' });
      // A repeated result is idempotent and does not flip the state.
      const again = await result('CPE-SZ-0009', itemId, { success: false, reason: '重复' });
      expect(again.body.result.state).toBe('succeeded');
      detail = await detailOf(tokenA, commandId);
      expect(detail.body.result.command.counts).toMatchObject({ succeeded: 1, pending: 0 });
      expect(detail.body.result.command.finished).toBe(true);
      expect((await result('CPE-SZ-0009', 99_999_999, { success: true })).statusCode).toBe(404);
    });

    it('records a failure with the device reason, carried in a heartbeat', async () => {
      const d = await deviceBySerial('CPE-SZ-0001');
      const { body } = await post<CommandAccepted>(tokenA, '/cpe/v1/command', {
        kind: 'firmwareQuery',
        target: { deviceIds: [d.id] },
      });
      const first = await heartbeat('CPE-SZ-0001');
      const item = first.body.result.commands.find((c) => c.kind === 'firmwareQuery')!;
      const second = await heartbeat('CPE-SZ-0001', {
        results: [{ itemId: item.itemId, success: false, reason: '存储空间不足' }],
      });
      expect(second.body.result.acceptedResults).toEqual([item.itemId]);
      const detail = await detailOf(tokenA, body.result.commandId);
      expect(detail.body.result.items.data[0]).toMatchObject({
        state: 'failed',
        reason: '存储空间不足',
      });
    });

    it('times out items pending past the expiry and delivered ones without a result', async () => {
      const a = await deviceBySerial('CPE-SZ-0030'); // never reported
      const b = await deviceBySerial('CPE-SZ-0001');
      const res = await post<CommandAccepted>(tokenA, '/cpe/v1/command', {
        kind: 'reboot',
        target: { deviceIds: [a.id, b.id] },
        expiresInHours: 1,
      });
      const { commandId } = res.body.result;
      const handed = await heartbeat('CPE-SZ-0001');
      const item = handed.body.result.commands.find((c) => c.kind === 'reboot')!;

      // Delivered two minutes ago without a result: handed over again.
      await db()
        .updateTable('deviceCommandItem')
        .set({ deliveredAt: new Date(Date.now() - 3 * 60_000) })
        .where('id', '=', item.itemId)
        .execute();
      const re = await heartbeat('CPE-SZ-0001');
      expect(re.body.result.commands.find((c) => c.itemId === item.itemId)?.redelivery).toBe(true);

      // The command expires; the result stays away for 10 minutes.
      await db()
        .updateTable('deviceCommandItem')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('commandId', '=', commandId)
        .execute();
      await db()
        .updateTable('deviceCommandItem')
        .set({ deliveredAt: new Date(Date.now() - 11 * 60_000) })
        .where('id', '=', item.itemId)
        .execute();
      expect(await sweepCommands(db())).toBeGreaterThanOrEqual(2);
      const detail = await detailOf(tokenA, commandId);
      const byDevice = new Map(detail.body.result.items.data.map((i) => [i.deviceId, i]));
      expect(byDevice.get(a.id)).toMatchObject({
        state: 'timedOut',
        reason: DeviceMessages.EXPIRED_OFFLINE,
      });
      expect(byDevice.get(b.id)).toMatchObject({
        state: 'timedOut',
        reason: DeviceMessages.RESULT_TIMEOUT,
      });
      expect(detail.body.result.command.counts.timedOut).toBe(2);
      // An expired item is not handed over any more; a late result still counts.
      await credential('CPE-SZ-0030');
      const late = await heartbeat('CPE-SZ-0030');
      expect(late.body.result.commands.map((c) => c.kind)).not.toContain('reboot');
      const lateResult = await result('CPE-SZ-0001', item.itemId, { success: true });
      expect(lateResult.body.result.state).toBe('succeeded');
    });

    it('sends a command to a whole group, accepting it in one go', async () => {
      const groups = await get<PageResult<{ id: number; devices: number }>>(
        tokenA,
        '/cpe/v1/group/list',
      );
      const g = groups.body.result.data.find((x) => x.devices > 0)!;
      const res = await post<CommandAccepted>(tokenA, '/cpe/v1/command', {
        kind: 'firmwareQuery',
        target: { groupId: g.id },
      });
      expect(res.body.result.total).toBe(g.devices);
      const list = await get<PageResult<Command>>(tokenA, '/cpe/v1/command/list');
      expect(list.body.result.data[0]).toMatchObject({
        id: res.body.result.commandId,
        total: g.devices,
      });
    });

    it('changes Wi-Fi only with identity verification and valid SSID and password', async () => {
      const d = await deviceBySerial('CPE-SZ-0001');
      const before = await count('deviceCommand');
      const body = (over: object = {}) => ({
        target: { deviceIds: [d.id] },
        params: { ssid: '车间-5G', password: 'Secret#2026', ...over },
        verifyCode: '000000',
      });
      const cases: [object, string][] = [
        [{ ssid: '' }, DeviceMessages.SSID_REQUIRED],
        [{ ssid: 'x'.repeat(33) }, DeviceMessages.SSID_LENGTH],
        [{ ssid: '一二三四五六七八九十一' }, DeviceMessages.SSID_LENGTH], // 33 bytes
        [{ password: 'short' }, DeviceMessages.WIFI_PASSWORD_INVALID],
        [{ password: '密码密码密码密码' }, DeviceMessages.WIFI_PASSWORD_INVALID],
        [{ password: 'x'.repeat(64) }, DeviceMessages.WIFI_PASSWORD_INVALID],
      ];
      for (const [over, message] of cases) {
        const res = await post(tokenA, '/cpe/v1/wifi/update', body(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      const noCode = await post(tokenA, '/cpe/v1/wifi/update', { ...body(), verifyCode: '' });
      expect(noCode.body.message).toBe(DeviceMessages.VERIFY_REQUIRED);
      const wrongCode = await post(tokenA, '/cpe/v1/wifi/update', body());
      expect(wrongCode.statusCode).toBe(400);
      expect(await count('deviceCommand')).toBe(before);

      const code = await identityCode(t, tokenA, 'OCB1000000001');
      const res = await post<CommandAccepted>(tokenA, '/cpe/v1/wifi/update', {
        ...body(),
        verifyCode: code,
      });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      const hb = await heartbeat('CPE-SZ-0001');
      const item = hb.body.result.commands.find((c) => c.kind === 'wifi')!;
      expect(item.params).toMatchObject({ ssid: '车间-5G', password: 'Secret#2026' });
      await result('CPE-SZ-0001', item.itemId, { success: true });
      const wifi = await get<WifiConfig>(tokenA, `/cpe/v1/wifi/detail?id=${d.id}`);
      expect(wifi.body.result.ssid).toBe('车间-5G');
      const cmd = await detailOf(tokenA, res.body.result.commandId);
      expect(cmd.body.result.command.params.password).toBe('********');
    });

    it('adds and removes a blacklisted MAC through commands, refusing a bad MAC', async () => {
      const d = await deviceBySerial('CPE-SZ-0001');
      const before = await count('deviceBlacklist');
      const bad = await post(tokenA, '/cpe/v1/blacklist/add', {
        target: { deviceIds: [d.id] },
        params: { mac: 'AA-BB-CC-DD-EE-FF' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe(DeviceMessages.MAC_INVALID);
      expect(await count('deviceBlacklist')).toBe(before);

      const mac = 'aa:bb:cc:dd:ee:01';
      const add = await post<CommandAccepted>(tokenA, '/cpe/v1/blacklist/add', {
        target: { deviceIds: [d.id] },
        params: { mac, remark: '陌生设备' },
      });
      expect(add.statusCode).toBe(200);
      const dup = await post(tokenA, '/cpe/v1/blacklist/add', {
        target: { deviceIds: [d.id] },
        params: { mac },
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.body.message).toBe(DeviceMessages.BLACKLIST_EXISTS);
      const entry = () =>
        db()
          .selectFrom('deviceBlacklist')
          .select('state')
          .where('deviceId', '=', d.id)
          .where('mac', '=', mac.toUpperCase())
          .executeTakeFirst();
      expect((await entry())?.state).toBe('adding');
      const hb = await heartbeat('CPE-SZ-0001');
      const item = hb.body.result.commands.find((c) => c.kind === 'blacklistAdd')!;
      expect(item.params.mac).toBe(mac.toUpperCase());
      await result('CPE-SZ-0001', item.itemId, { success: true });
      expect((await entry())?.state).toBe('active');

      await post(tokenA, '/cpe/v1/blacklist/remove', {
        target: { deviceIds: [d.id] },
        params: { mac },
      });
      expect((await entry())?.state).toBe('removing');
      const hb2 = await heartbeat('CPE-SZ-0001');
      const rm = hb2.body.result.commands.find((c) => c.kind === 'blacklistRemove')!;
      await result('CPE-SZ-0001', rm.itemId, { success: true });
      expect(await entry()).toBeUndefined();
    });

    it("refuses another enterprise's devices and groups, and a visitor's commands", async () => {
      const d = await deviceBySerial('CPE-SZ-0001');
      const before = await count('deviceCommand');
      const b = await post(tokenB, '/cpe/v1/command', {
        kind: 'reboot',
        target: { deviceIds: [d.id] },
      });
      expect(b.statusCode).toBe(403);
      const mixed = await deviceBySerial('CPE-HZ-0001');
      const both = await post(tokenB, '/cpe/v1/command', {
        kind: 'reboot',
        target: { deviceIds: [mixed.id, d.id] },
      });
      expect(both.statusCode).toBe(403);
      const v = await post(visitor, '/cpe/v1/command', {
        kind: 'reboot',
        target: { deviceIds: [d.id] },
      });
      expect(v.statusCode).toBe(403);
      expect(v.body.message).toBe(DeviceMessages.VISITOR_READ_ONLY);
      const empty = await post(tokenA, '/cpe/v1/command', { kind: 'reboot', target: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.body.message).toBe(DeviceMessages.TARGET_REQUIRED);
      const kind = await post(tokenA, '/cpe/v1/command', {
        kind: 'selfDestruct',
        target: { deviceIds: [d.id] },
      });
      expect(kind.statusCode).toBe(400);
      // Gateway settings do not go to a multi-SIM device.
      const msim = await deviceBySerial('MSIM-SZ-01');
      const notCpe = await post(tokenA, '/cpe/v1/blacklist/add', {
        target: { deviceIds: [msim.id] },
        params: { mac: 'AA:BB:CC:DD:EE:02' },
      });
      expect(notCpe.statusCode).toBe(422);
      expect(notCpe.body.message).toBe(DeviceMessages.TARGET_NOT_CPE);
      expect(await count('deviceCommand')).toBe(before);
      // Nor read another enterprise's command.
      const list = await get<PageResult<Command>>(tokenA, '/cpe/v1/command/list');
      const id = list.body.result.data[0]!.id;
      expect((await detailOf(tokenB, id)).statusCode).toBe(403);
    });
  });

  describe('registration and bad input', () => {
    it('adds a gateway only of an operator-supplied model, and its secret works', async () => {
      const before = await count('device');
      const unknown = await post(tokenA, '/cpe/v1/device/add', {
        serial: 'NEW-CPE-0001',
        modelId: 99_999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body.message).toBe(DeviceMessages.MODEL_UNKNOWN);
      const serial = await post(tokenA, '/cpe/v1/device/add', { serial: 'a b', modelId: 1 });
      expect(serial.body.message).toBe(DeviceMessages.SERIAL_INVALID);
      const imei = await post(tokenA, '/cpe/v1/device/add', {
        serial: 'NEW-CPE-0001',
        modelId: 1,
        imei: '123',
      });
      expect(imei.body.message).toBe(DeviceMessages.IMEI_INVALID);
      expect(await count('device')).toBe(before);

      const models = await get<{ id: number; kind: string }[]>(
        tokenA,
        '/cpe/v1/device/models?kind=cpe',
      );
      const model = models.body.result[0]!;
      const ok = await post<DeviceCredential>(tokenA, '/cpe/v1/device/add', {
        serial: 'new-cpe-0001',
        modelId: model.id,
        name: '新网关',
      });
      expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.result.serial).toBe('NEW-CPE-0001');
      const taken = await post(tokenA, '/cpe/v1/device/add', {
        serial: 'NEW-CPE-0001',
        modelId: model.id,
      });
      expect(taken.statusCode).toBe(409);
      const hb = await heartbeat('NEW-CPE-0001', {}, ok.body.result.secret);
      expect(hb.statusCode).toBe(200);
      const msimModel = (await get<{ id: number }[]>(tokenA, '/cpe/v1/device/models?kind=multiSim'))
        .body.result[0]!;
      const wrongKind = await post(tokenA, '/cpe/v1/device/add', {
        serial: 'NEW-CPE-0002',
        modelId: msimModel.id,
      });
      expect(wrongKind.body.message).toBe(DeviceMessages.MODEL_KIND_MISMATCH);
    });

    it('validates groups, IP rules and notice rules in Chinese', async () => {
      const long = await post(tokenA, '/cpe/v1/group', { name: 'x'.repeat(41) });
      expect(long.statusCode).toBe(400);
      expect(long.body.message).toBe('分组名称不能超过40个字符');
      const g = await post<{ id: number }>(tokenA, '/cpe/v1/group', { name: '测试分组' });
      expect(g.statusCode).toBe(200);
      expect((await post(tokenA, '/cpe/v1/group', { name: '测试分组' })).statusCode).toBe(409);
      expect((await call('DELETE', tokenB, `/cpe/v1/group/${g.body.result.id}`)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', tokenA, `/cpe/v1/group/${g.body.result.id}`)).statusCode).toBe(
        200,
      );

      const rule = { name: '禁止外网', target: '10.0.0.0/33', action: 'deny' };
      const bad = await post(tokenA, '/cpe/v1/ip-rule', rule);
      expect(bad.body.message).toBe(DeviceMessages.IP_TARGET_INVALID);
      const port = await post(tokenA, '/cpe/v1/ip-rule', {
        ...rule,
        target: '10.0.0.0/8',
        port: '70000',
      });
      expect(port.body.message).toBe(DeviceMessages.PORT_INVALID);
      const saved = await post<{ id: number; port: string }>(tokenA, '/cpe/v1/ip-rule', {
        ...rule,
        target: '10.0.0.0/8',
        port: '8000-8080',
      });
      expect(saved.body.result.port).toBe('8000-8080');
      const notice = await post(tokenA, '/cpe/v1/notice', {
        name: '离线提醒',
        event: 'offline',
        channel: 'sms',
        receivers: ['123'],
      });
      expect(notice.body.message).toBe(DeviceMessages.NOTICE_RECEIVERS_INVALID);
    });
  });

  describe('visitor and exports', () => {
    it('shows the visitor the demo enterprise and refuses its writes', async () => {
      const list = await get<PageResult<DeviceItem>>(visitor, '/cpe/v1/device/list?pageSize=50');
      expect(list.statusCode).toBe(200);
      expect(list.body.result.total).toBe(10);
      expect(list.body.result.data.every((d) => d.serial.startsWith('CPE-DM-'))).toBe(true);
      const id = list.body.result.data[0]!.id;
      expect((await get(visitor, `/cpe/v1/device/detail?id=${id}`)).statusCode).toBe(200);
      const sxList = await get<PageResult<DeviceItem>>(visitor, '/sx/v1/device/list');
      expect(sxList.body.result.total).toBe(2);
      for (const [url, payload] of [
        ['/cpe/v1/wifi/update', {}],
        ['/cpe/v1/device/add', { serial: 'VISIT-0001', modelId: 1 }],
        ['/sx/v1/device/bind', {}],
      ] as const) {
        const res = await post(visitor, url, payload);
        expect(res.statusCode, url).toBe(403);
        expect(res.body.message).toBe(DeviceMessages.VISITOR_READ_ONLY);
      }
      expect((await get(visitor, '/cpe/v1/device/export')).statusCode).toBe(403);
    });

    it('exports gateways, Wi-Fi and the blacklist only with the export permission', async () => {
      const refused = await get(tokenA, '/cpe/v1/device/export');
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe(Messages.NO_PERMISSION);
      await grantExportPermission(t, 'OCB1000000001');
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/cpe/v1/device/export?onlineState=offline`,
        headers: authed(tokenA),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('cpe-devices_');
      const sheet = await readSheet(res.rawPayload);
      expect(sheet.rows[0]![0]).toBe('序列号');
      expect(sheet.rows.length).toBeGreaterThan(1);
      expect(sheet.rows.slice(1).every((r) => r[6] === '离线')).toBe(true);
      for (const url of ['/cpe/v1/wifi/export', '/cpe/v1/blacklist/export']) {
        const r = await t.app.inject({
          method: 'GET',
          url: `${API}${url}`,
          headers: authed(tokenA),
        });
        expect(r.statusCode, url).toBe(200);
        expect((await readSheet(r.rawPayload)).rows.length).toBeGreaterThan(1);
      }
      // B has no permission.
      expect((await get(tokenB, '/cpe/v1/wifi/export')).statusCode).toBe(403);
    });
  });

  describe('multi-SIM binding', () => {
    it('binds and unbinds a card with identity verification and logs both', async () => {
      const d = await deviceBySerial('MSIM-SZ-01');
      const detail = await get<SxDeviceDetail>(tokenA, `/sx/v1/device/detail?id=${d.id}`);
      const used = new Set(detail.body.result.bindings.map((b) => b.slot));
      const slot = [1, 2, 3, 4].find((s) => s <= detail.body.result.slots && !used.has(s))!;
      expect(slot).toBeDefined();
      const free = await db()
        .selectFrom('simCard as s')
        .innerJoin('enterpriseCustomer as c', 'c.id', 's.customerId')
        .select('s.msisdn')
        .where('c.custCode', '=', 'C2000755000001')
        .where('s.status', '=', 2)
        .where(sql<boolean>`not exists (select 1 from device d where d.sim_card_id = s.id)`)
        .where(sql<boolean>`not exists (select 1 from device_sim_binding b where b.card_id = s.id)`)
        .orderBy('s.id', 'desc')
        .executeTakeFirstOrThrow();
      const wrong = await post(tokenA, '/sx/v1/device/bind', {
        deviceId: d.id,
        slot,
        msisdn: free.msisdn,
        verifyCode: '000000',
      });
      expect(wrong.statusCode).toBe(400);
      const bogus = await post(tokenA, '/sx/v1/device/bind', {
        deviceId: d.id,
        slot,
        msisdn: '123',
        verifyCode: '000000',
      });
      expect(bogus.body.message).toBe(DeviceMessages.CARD_INVALID);
      const b = await post(tokenB, '/sx/v1/device/bind', {
        deviceId: d.id,
        slot,
        msisdn: free.msisdn,
        verifyCode: '000000',
      });
      expect(b.statusCode).toBe(403);

      const code = await identityCode(t, tokenA, 'OCB1000000001');
      const bound = await post<SxDeviceDetail>(tokenA, '/sx/v1/device/bind', {
        deviceId: d.id,
        slot,
        msisdn: free.msisdn,
        verifyCode: code,
      });
      expect(bound.statusCode, JSON.stringify(bound.body)).toBe(200);
      expect(bound.body.result.bindings.find((x) => x.slot === slot)?.msisdn).toBe(free.msisdn);
      // The same card cannot go into a second slot or device.
      const other = await deviceBySerial('MSIM-SZ-03');
      const code2 = await identityCode(t, tokenA, 'OCB1000000001');
      const twice = await post(tokenA, '/sx/v1/device/bind', {
        deviceId: other.id,
        slot: 4,
        msisdn: free.msisdn,
        verifyCode: code2,
      });
      expect([409, 400]).toContain(twice.statusCode);

      const code3 = await identityCode(t, tokenA, 'OCB1000000001');
      const unbound = await post<SxDeviceDetail>(tokenA, '/sx/v1/device/unbind', {
        deviceId: d.id,
        slot,
        verifyCode: code3,
      });
      expect(unbound.statusCode).toBe(200);
      expect(unbound.body.result.bindings.find((x) => x.slot === slot)).toBeUndefined();
      const log = await get<PageResult<BindLog>>(tokenA, `/sx/v1/bind-log/list?deviceId=${d.id}`);
      expect(log.body.result.data.slice(0, 2).map((l) => [l.action, l.msisdn])).toEqual([
        ['unbind', free.msisdn],
        ['bind', free.msisdn],
      ]);
      expect(log.body.result.data[0]!.operator).toBeTruthy();
    });
  });

  describe('demo seed', () => {
    it('adds a missing demo device on the next start without copying enterprise records', async () => {
      const rules = async () =>
        Number(
          (
            await db()
              .selectFrom('deviceIpRule')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = { devices: await count('device'), rules: await rules() };
      await db().deleteFrom('device').where('serial', '=', 'CPE-HZ-0012').execute();
      await seedDevices(db());
      const back = await deviceBySerial('CPE-HZ-0012');
      expect(back.kind).toBe('cpe');
      expect({ devices: await count('device'), rules: await rules() }).toEqual(before);
      // A start with nothing missing changes nothing.
      await seedDevices(db());
      expect(await count('device')).toBe(before.devices);
    });
  });

  describe('demo credentials', () => {
    it('writes the simulator secrets file (0600) and keeps secrets that still match', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-devices-'));
      const file = path.join(dir, 'device-secrets.json');
      const serials = ['CPE-DM-0001', 'MSIM-DM-01'];
      expect(await ensureDemoCredentials(db(), file, serials)).toBe(2);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const written = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        devices: { serial: string; secret: string; kind: string }[];
      };
      expect(written.devices.map((d) => [d.serial, d.kind])).toEqual([
        ['CPE-DM-0001', 'cpe'],
        ['MSIM-DM-01', 'multiSim'],
      ]);
      const hb = await heartbeat('CPE-DM-0001', {}, written.devices[0]!.secret);
      expect(hb.statusCode).toBe(200);
      // A second start issues nothing new.
      expect(await ensureDemoCredentials(db(), file, serials)).toBe(0);
      fs.rmSync(dir, { recursive: true, force: true });
    });
  });
});
