import {
  DEVICE_LIMITS,
  type CommandAccepted,
  type CommandDetail,
  type DeviceCredential,
  type DeviceDetail,
  type DeviceItem,
  type Firmware,
  type UpgradeTaskAccepted,
  type UpgradeTaskDetail,
  type PageResult,
} from '@pn/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../test/helpers.js';
import { sweepOffline } from '../modules/device/device-command.service.js';
import { identityCode } from '../modules/sim-service/sim-service.test-support.js';
import { loadConfig } from '../config/env.js';
import { demoIntervalSeconds, loopbackUrl } from './demo.js';
import { isFlakySerial, SimulatedDevice, seededRandom, workdayLoad } from './simulated-device.js';
import { DeviceSimulator, FAILURE_REASONS, MIN_DECLARED_S } from './simulator.js';

const API = '/unionmallmanage';
const CUSTOMER = 'OCB1000000001';

/** Polls `check` every 200 ms until it answers something truthy or `ms` pass. */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the simulated device', () => {
  it('follows the working day and keeps to the gateway limits', () => {
    // 2026-11-25 is a Wednesday; times in China Standard Time.
    const at = (h: number) => Date.parse(`2026-11-25T${String(h).padStart(2, '0')}:00:00+08:00`);
    expect(workdayLoad(at(10))).toBeGreaterThan(0.9);
    expect(workdayLoad(at(3))).toBeLessThan(0.15);
    expect(workdayLoad(at(12) + 30 * 60_000)).toBeLessThan(workdayLoad(at(10)));
    expect(workdayLoad(Date.parse('2026-11-28T10:00:00+08:00'))).toBeLessThan(0.4);

    const d = new SimulatedDevice({ serial: 'CPE-TEST-0001', kind: 'cpe', rand: seededRandom(1) });
    let now = at(9);
    for (let i = 0; i < 500; i++) {
      now += 60_000;
      d.advance(1, now);
      const m = d.measure(now, 60_000);
      expect(m.clients!.length).toBeLessThanOrEqual(DEVICE_LIMITS.smallDataClientsMax);
      expect(m.downKbps).toBeLessThanOrEqual(DEVICE_LIMITS.downlinkMbpsMax * 1000);
      expect(m.upKbps).toBeLessThanOrEqual(DEVICE_LIMITS.uplinkMbpsMax * 1000);
      expect(m.rsrp).toBeGreaterThanOrEqual(-140);
      expect(m.rsrp).toBeLessThanOrEqual(-44);
      expect(m.downBytes).toBeGreaterThanOrEqual(0);
    }
    // A blacklisted client leaves and does not come back.
    const mac = d.measure(now, 1000).clients![0]?.mac ?? d.knownMacs[5]!;
    d.blacklistAdd(mac);
    for (let i = 0; i < 50; i++) {
      d.advance(1, (now += 60_000));
      expect(d.measure(now, 60_000).clients!.map((c) => c.mac)).not.toContain(mac);
    }
  });

  it('marks one serial in seven as flaky', () => {
    expect(isFlakySerial('CPE-SZ-0007')).toBe(true);
    expect(isFlakySerial('CPE-SZ-0014')).toBe(true);
    expect(isFlakySerial('CPE-SZ-0001')).toBe(false);
    expect(isFlakySerial('CPE-SZ-0010')).toBe(false);
  });

  it('finds the server on loopback when it listens on every address', () => {
    expect(loopbackUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(loopbackUrl({ address: '::1', family: 'IPv6', port: 3000 })).toBe('http://[::1]:3000');
  });
});

describe('the device simulator against a real server', () => {
  let t: TestApp;
  let token: string;
  let sim: DeviceSimulator;
  const devices: (DeviceCredential & { id: number })[] = [];
  let dataDir: string;
  let modelId: number;

  const get = async <T>(url: string) => {
    const res = await t.call<T>({ method: 'GET', url: `${API}${url}`, headers: authed(token) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.result;
  };
  const post = async <T>(url: string, payload: object) => {
    const res = await t.call<T>({
      method: 'POST',
      url: `${API}${url}`,
      headers: authed(token),
      payload,
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.result;
  };
  const deviceItem = async (id: number) => {
    const d = await get<DeviceDetail>(`/cpe/v1/device/detail?id=${id}`);
    return d.device;
  };
  /** The command's detail once it has finished. */
  const finished = (commandId: number) =>
    until(`command ${commandId}`, async () => {
      const d = await get<CommandDetail>(`/cpe/v1/command/detail?id=${commandId}&pageSize=10`);
      return d.command.finished ? d : undefined;
    });

  beforeAll(async () => {
    // Firmware packages land under DATA_DIR: a folder of this run's own.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-sim-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await loginAs(t, CUSTOMER);
    const [model] = await get<{ id: number }[]>('/cpe/v1/device/models?kind=cpe');
    modelId = model!.id;
    // Two steady gateways and a flaky one (serial ending in 7), issued through the console.
    for (const serial of ['SIMTEST-0001', 'SIMTEST-0002', 'SIMTEST-0007']) {
      const cred = await post<DeviceCredential>('/cpe/v1/device/add', {
        serial,
        modelId: model!.id,
        name: `模拟网关${serial.slice(-1)}`,
      });
      devices.push({ ...cred, id: cred.deviceId });
    }
    sim = new DeviceSimulator({
      baseUrl: loopbackUrl(t.app.server.address()),
      devices: devices.map((d) => ({ serial: d.serial, secret: d.secret, firmware: 'V1.0.3.20' })),
      // One simulated minute between heartbeats, three real seconds.
      speed: 20,
      intervalSeconds: 60,
      spreadStart: false,
      offline: false,
      failureRate: 1,
      concurrency: 4,
      seed: 42,
    }).start();
  });

  afterAll(async () => {
    await sim?.stop();
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends heartbeats the console shows: state, signal, traffic and clients', async () => {
    for (const d of devices) {
      const item = await until(`${d.serial} online`, async () => {
        const it = await deviceItem(d.id);
        return it.onlineState === 'online' ? it : undefined;
      });
      expect(item.rsrp).not.toBeNull();
      expect(item.sinr).not.toBeNull();
      expect(item.lastHeartbeatAt).not.toBeNull();
      expect(item.firmware).toBe('V1.0.3.20');
    }
    await until('a second heartbeat of each', async () => {
      const rows = await t.database.db
        .selectFrom('deviceMetric')
        .select(['deviceId', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'deviceId',
          'in',
          devices.map((d) => d.id),
        )
        .groupBy('deviceId')
        .execute();
      return rows.length === devices.length && rows.every((r) => Number(r.n) >= 2);
    });
    const clients = await t.database.db
      .selectFrom('deviceClient')
      .select(['mac', 'online'])
      .where('deviceId', '=', devices[0]!.id)
      .execute();
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.length).toBeLessThanOrEqual(DEVICE_LIMITS.smallDataClientsMax + 5);
    const list = await get<PageResult<DeviceItem>>('/cpe/v1/device/list?keyword=SIMTEST');
    expect(list.total).toBe(3);
    // The simulator counts a heartbeat once its answer is read, after the row is written.
    await until('the simulator counting them', async () => sim.stats().heartbeats >= 6);
    expect(sim.stats().errors).toBe(0);
  });

  it('runs a reboot and a Wi-Fi change issued from the console', async () => {
    const [one, two] = devices;
    const reboot = await post<CommandAccepted>('/cpe/v1/command', {
      kind: 'reboot',
      target: { deviceIds: [one!.id] },
    });
    const verifyCode = await identityCode(t, token, CUSTOMER);
    const wifi = await post<CommandAccepted>('/cpe/v1/wifi/update', {
      target: { deviceIds: [two!.id] },
      params: { ssid: 'Factory-5G-Sim', password: 'Sim@2026wifi', band: '5G' },
      verifyCode,
    });
    // The reboot keeps the gateway silent for a while.
    await until('the reboot to start', async () => sim.stateOf(one!.serial) === 'rebooting');

    const rebooted = await finished(reboot.commandId);
    expect(rebooted.command.counts.succeeded).toBe(1);
    expect(rebooted.items.data[0]!.state).toBe('succeeded');
    const changed = await finished(wifi.commandId);
    expect(changed.command.counts.succeeded).toBe(1);
    expect(changed.items.data[0]!.result).toEqual({ ssid: 'Factory-5G-Sim' });
    expect(sim.deviceOf(two!.serial)?.wifi.ssid).toBe('Factory-5G-Sim');
    expect(sim.stateOf(one!.serial)).toBe('online');
  });

  it('fails a flaky gateway’s command with the reason a device gives', async () => {
    const flaky = devices[2]!;
    const cmd = await post<CommandAccepted>('/cpe/v1/command', {
      kind: 'firmwareQuery',
      target: { deviceIds: [flaky.id] },
    });
    const done = await finished(cmd.commandId);
    expect(done.command.counts.failed).toBe(1);
    expect(FAILURE_REASONS.firmwareQuery).toContain(done.items.data[0]!.reason);
    // A steady one answers its firmware.
    const ok = await post<CommandAccepted>('/cpe/v1/command', {
      kind: 'firmwareQuery',
      target: { deviceIds: [devices[0]!.id] },
    });
    const answered = await finished(ok.commandId);
    expect(answered.items.data[0]!.result).toEqual({ firmware: 'V1.0.3.20' });
  });

  it('runs an item once: a redelivery only repeats the result', async () => {
    const target = devices[0]!;
    const cmd = await post<CommandAccepted>('/cpe/v1/command', {
      kind: 'blacklistAdd',
      target: { deviceIds: [target.id] },
      params: { mac: sim.deviceOf(target.serial)!.knownMacs[4]!, remark: '模拟测试' },
    });
    const done = await finished(cmd.commandId);
    expect(done.items.data[0]!.state).toBe('succeeded');
    const executed = sim.stats().commandsExecuted;
    const ignored = sim.stats().redeliveriesIgnored;
    // As if the result had been lost: the server hands the item over again.
    await t.database.db
      .updateTable('deviceCommandItem')
      .set({
        state: 'delivered',
        finishedAt: null,
        deliveredAt: sql<Date>`now() - interval '5 minutes'`,
      })
      .where('commandId', '=', cmd.commandId)
      .execute();
    await until('the redelivery', async () => sim.stats().redeliveriesIgnored > ignored);
    const again = await finished(cmd.commandId);
    expect(again.items.data[0]!.state).toBe('succeeded');
    expect(sim.stats().commandsExecuted).toBe(executed);
  });

  it('goes offline and comes back online', async () => {
    const target = devices[1]!;
    sim.forceOffline(target.serial, 3_000);
    expect(sim.stateOf(target.serial)).toBe('offline');
    // Three missed intervals on the server's clock.
    await t.database.db
      .updateTable('device')
      .set({ lastHeartbeatAt: sql<Date>`now() - interval '10 minutes'` })
      .where('id', '=', target.id)
      .execute();
    await sweepOffline(t.database.db);
    expect((await deviceItem(target.id)).onlineState).toBe('offline');
    const offline = await get<PageResult<DeviceItem>>(
      '/cpe/v1/device/list?keyword=SIMTEST&onlineState=offline',
    );
    expect(offline.data.map((d) => d.serial)).toEqual([target.serial]);

    await until('back online', async () => (await deviceItem(target.id)).onlineState === 'online');
    expect(sim.stateOf(target.serial)).toBe('online');
  });

  it('upgrades firmware through a task: the steady gateway succeeds, the flaky one fails', async () => {
    const [steady, , flaky] = devices;
    const boundary = '----pnsimtest';
    const data = Buffer.alloc(4096, 7);
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(field('modelId', String(modelId)) + field('version', 'V9.9.9')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fw.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const fw = await t.call<Firmware>({
      method: 'POST',
      url: `${API}/saas/v1/firmware/upload`,
      headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(fw.statusCode, JSON.stringify(fw.body)).toBe(200);
    const task = await post<UpgradeTaskAccepted>('/saas/v1/upgrade/create', {
      name: '模拟器升级',
      firmwareId: fw.body.result.id,
      target: { kind: 'devices', deviceIds: [steady!.id, flaky!.id] },
      phases: [100],
      failureThreshold: 100,
      minSample: 2,
    });
    expect(task.total).toBe(2);
    // The steady gateway is seen downloading or installing on the way.
    const seen = new Set<string>();
    const done = await until(
      'the upgrade to finish',
      async () => {
        const d = await get<UpgradeTaskDetail>(`/saas/v1/upgrade/detail?id=${task.taskId}`);
        for (const x of d.devices.data) seen.add(x.state);
        return d.task.counts.succeeded + d.task.counts.failed === 2 ? d : undefined;
      },
      40_000,
    );
    const bySerial = new Map(done.devices.data.map((x) => [x.serial, x]));
    expect(bySerial.get(steady!.serial)!.state).toBe('succeeded');
    expect(bySerial.get(flaky!.serial)!.state).toBe('failed');
    expect(FAILURE_REASONS.firmwareUpgrade).toContain(bySerial.get(flaky!.serial)!.reason);
    expect([...seen].some((s) => s === 'downloading' || s === 'installing')).toBe(true);
    expect((await deviceItem(steady!.id)).firmware).toBe('V9.9.9');
    // The rollout engine on the job runner closes the task.
    await until('the task to complete', async () => {
      const d = await get<UpgradeTaskDetail>(`/saas/v1/upgrade/detail?id=${task.taskId}`);
      return d.task.state === 'completed';
    });
  }, 60_000);

  it('stops cleanly', async () => {
    await sim.stop();
    const beats = sim.stats().heartbeats;
    await new Promise((r) => setTimeout(r, 500));
    expect(sim.stats().heartbeats).toBe(beats);
    expect(sim.running).toBe(false);
  });
});

describe('the demo clock (DEVICE_SIMULATOR_SPEED)', () => {
  it('makes the devices quicker but never beat more often than the server takes', () => {
    expect(demoIntervalSeconds('cpe', 1)).toBe(10);
    expect(demoIntervalSeconds('multiSim', 1)).toBe(30);
    // At 3× a gateway still beats every 10 s of real time, a multi-SIM device every 10 s too.
    expect(demoIntervalSeconds('cpe', 3) / 3).toBe(MIN_DECLARED_S);
    expect(demoIntervalSeconds('multiSim', 3) / 3).toBe(MIN_DECLARED_S);
    expect(
      loadConfig({ NODE_ENV: 'production', DEVICE_SIMULATOR_SPEED: '3' }).deviceSimulatorSpeed,
    ).toBe(3);
    expect(() => loadConfig({ NODE_ENV: 'production', DEVICE_SIMULATOR_SPEED: '0.5' })).toThrow(
      /DEVICE_SIMULATOR_SPEED/,
    );
  });
});
