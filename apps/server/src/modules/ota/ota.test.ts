import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeviceMessages,
  OtaMessages,
  type Firmware,
  type HeartbeatReply,
  type PageResult,
  type UpgradeTask,
  type UpgradeTaskAccepted,
  type UpgradeTaskDetail,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { jobRunnerOf } from '../../app.js';
import { sweepCommands } from '../device/device-command.service.js';
import { deviceAuthorization, newDeviceSecret } from '../device/device-gateway.service.js';
import { visitorToken } from '../sms/sms.test-support.js';
import { rolloutStep } from './ota-rollout.js';

const API = '/unionmallmanage';
const MAX_BYTES = 8192;

interface Part {
  name: string;
  value?: string;
  filename?: string;
  data?: Buffer;
}

/** A multipart/form-data request body. */
function multipart(parts: Part[]) {
  const boundary = `----pn${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const type = p.filename ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(p.data ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const pkg = (n: number, seed = 1) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) % 251));

describe('firmware and staged upgrades', () => {
  let t: TestApp;
  let dataDir: string;
  let tokenA: string;
  let tokenB: string;
  let gd: string;
  let visitor: string;
  /** Customer A's gateways of one model (the model with most of them) and one of another. */
  let modelId: number;
  let otherModelId: number;
  let devices: { id: number; serial: string; firmware: string }[];
  let foreignModelDevice: { id: number; serial: string };
  const secrets = new Map<string, string>();

  const db = () => t.database.db;
  const call = <T = unknown>(
    method: 'GET' | 'POST',
    token: string,
    url: string,
    payload?: object,
  ) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(payload ? { payload } : {}),
    });
  const get = <T = unknown>(token: string, url: string) => call<T>('GET', token, url);
  const post = <T = unknown>(token: string, url: string, payload: object = {}) =>
    call<T>('POST', token, url, payload);

  const upload = (token: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.call<Firmware>({
      method: 'POST',
      url: `${API}/saas/v1/firmware/upload`,
      headers: { ...authed(token), ...body.headers },
      payload: body.payload,
    });
  };
  const firmwareParts = (version: string, data: Buffer, model = modelId, filename = 'fw.bin') => [
    { name: 'modelId', value: String(model) },
    { name: 'version', value: version },
    { name: 'releaseNotes', value: `修复若干问题（${version}）` },
    { name: 'file', filename, data },
  ];
  async function firmware(version: string, model = modelId): Promise<Firmware> {
    const res = await upload(tokenA, firmwareParts(version, pkg(1000, version.length), model));
    expect(res.body.message).toBe('上传成功');
    return res.body.result;
  }

  const deviceAuth = (serial: string) => ({
    authorization: deviceAuthorization(serial, secrets.get(serial)!),
  });
  const heartbeat = (serial: string) =>
    t.call<HeartbeatReply>({
      method: 'POST',
      url: `${API}/device/v1/heartbeat`,
      headers: deviceAuth(serial),
      payload: {},
    });
  const result = (serial: string, itemId: number, success: boolean, reason = '') =>
    t.call({
      method: 'POST',
      url: `${API}/device/v1/commands/${itemId}/result`,
      headers: deviceAuth(serial),
      payload: success ? { success, data: {} } : { success, reason },
    });
  const progress = (serial: string, taskDeviceId: number, state: string, pct = 50) =>
    t.call<{ state: string }>({
      method: 'POST',
      url: `${API}/device/v1/upgrade/${taskDeviceId}/progress`,
      headers: deviceAuth(serial),
      payload: { state, progress: pct },
    });
  const detail = async (id: number, query = '') =>
    (await get<UpgradeTaskDetail>(tokenA, `/saas/v1/upgrade/detail?id=${id}&pageSize=50${query}`))
      .body.result;
  const serialOf = (deviceId: number) => devices.find((d) => d.id === deviceId)!.serial;
  /** The firmware commands each device of `serials` receives with its next heartbeat. */
  async function take(serials: string[], kind = 'firmwareUpgrade') {
    const out: { serial: string; itemId: number; params: Record<string, unknown> }[] = [];
    for (const s of serials) {
      const res = await heartbeat(s);
      expect(res.body.status).toBe('0');
      for (const c of res.body.result.commands.filter((c) => c.kind === kind))
        out.push({ serial: s, itemId: c.itemId, params: c.params });
    }
    return out;
  }
  const createTask = (body: object) =>
    post<UpgradeTaskAccepted>(tokenA, '/saas/v1/upgrade/create', body);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-ota-'));
    t = await createTestApp({ DATA_DIR: dataDir, FIRMWARE_MAX_BYTES: String(MAX_BYTES) });
    // The rollout engine and sweeps run when the tests say so.
    await jobRunnerOf(t.database)!.stop();
    [tokenA, tokenB, gd, visitor] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'gd_admin'),
      visitorToken(t),
    ]);
    const customerA = await db()
      .selectFrom('enterpriseCustomer')
      .select('id')
      .where('custCode', '=', 'C2000755000001')
      .executeTakeFirstOrThrow();
    const all = await db()
      .selectFrom('device')
      .select(['id', 'serial', 'modelId', 'firmware', 'kind'])
      .where('customerId', '=', customerA.id)
      .where('kind', '=', 'cpe')
      .orderBy('id')
      .execute();
    const byModel = new Map<number, typeof all>();
    for (const d of all) byModel.set(d.modelId, [...(byModel.get(d.modelId) ?? []), d]);
    const [best, other] = [...byModel.entries()].sort((a, b) => b[1].length - a[1].length);
    modelId = best![0];
    otherModelId = other![0];
    // A known starting version on every device of the model (inactive demo gateways have none).
    await db()
      .updateTable('device')
      .set({ firmware: 'V0.9' })
      .where('modelId', '=', modelId)
      .where('customerId', '=', customerA.id)
      .execute();
    devices = best![1].map((d) => ({ id: d.id, serial: d.serial, firmware: 'V0.9' }));
    foreignModelDevice = other![1][0]!;
    for (const d of [...devices, foreignModelDevice]) {
      const { secret, hash } = newDeviceSecret();
      await db()
        .updateTable('device')
        .set({ credentialHash: hash })
        .where('id', '=', d.id)
        .execute();
      secrets.set(d.serial, secret);
    }
    expect(devices.length).toBeGreaterThanOrEqual(6);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('firmware', () => {
    it('stores an upload on disk with its SHA-256, size, model and notes', async () => {
      const data = pkg(3000, 7);
      const res = await upload(tokenA, firmwareParts('V1.0.0', data, modelId, 'cpe-v1.0.0.tar.gz'));
      expect(res.statusCode).toBe(200);
      const fw = res.body.result;
      expect(fw).toMatchObject({
        modelId,
        version: 'V1.0.0',
        size: 3000,
        sha256: sha256(data),
        fileName: 'cpe-v1.0.0.tar.gz',
        releaseNotes: '修复若干问题（V1.0.0）',
        activeTasks: 0,
      });
      const row = await db()
        .selectFrom('firmware')
        .selectAll()
        .where('id', '=', fw.id)
        .executeTakeFirstOrThrow();
      const onDisk = fs.readFileSync(path.join(dataDir, 'firmware', row.fileKey));
      expect(sha256(onDisk)).toBe(fw.sha256);
      const shown = await get<Firmware>(tokenA, `/saas/v1/firmware/detail?id=${fw.id}`);
      expect(shown.body.result.sha256).toBe(sha256(data));
      // The same version of the same model again is refused.
      const again = await upload(tokenA, firmwareParts('V1.0.0', data));
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe(OtaMessages.FIRMWARE_EXISTS);
    });

    it('refuses bad uploads and leaves nothing on disk', async () => {
      const before = await db().selectFrom('firmware').select('id').execute();
      const wrongType = await upload(
        tokenA,
        firmwareParts('V1.0.1', pkg(100), modelId, 'setup.exe'),
      );
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.body.message).toBe(OtaMessages.FIRMWARE_BAD_TYPE);
      const oversize = await upload(tokenA, firmwareParts('V1.0.2', pkg(MAX_BYTES + 10)));
      expect(oversize.statusCode).toBe(413);
      expect(oversize.body.message).toBe(OtaMessages.firmwareTooLarge(MAX_BYTES));
      const empty = await upload(tokenA, firmwareParts('V1.0.3', Buffer.alloc(0)));
      expect(empty.statusCode).toBe(400);
      expect(empty.body.message).toBe(OtaMessages.FIRMWARE_EMPTY);
      const noFile = await upload(tokenA, firmwareParts('V1.0.4', pkg(10)).slice(0, 3));
      expect(noFile.body.message).toBe(OtaMessages.FIRMWARE_NO_FILE);
      const badVersion = await upload(tokenA, firmwareParts('V 1/0', pkg(10)));
      expect(badVersion.body.message).toBe(OtaMessages.VERSION_INVALID);
      const unknownModel = await upload(tokenA, firmwareParts('V1.0.5', pkg(10), 99_999));
      expect(unknownModel.body.message).toBe(DeviceMessages.MODEL_UNKNOWN);
      const json = await post(tokenA, '/saas/v1/firmware/upload', { file: 'x' });
      expect(json.statusCode).toBe(400);
      expect(json.body.message).toBe(OtaMessages.FIRMWARE_NOT_MULTIPART);
      expect(await db().selectFrom('firmware').select('id').execute()).toHaveLength(before.length);
      const left = fs
        .readdirSync(path.join(dataDir, 'firmware'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.part') || f.includes('.'));
      expect(left).toHaveLength(before.length);
    });

    it('shows a customer only its own, a province admin its province, and refuses writes of admins and visitors', async () => {
      const mine = await get<PageResult<Firmware>>(tokenA, '/saas/v1/firmware/list?pageSize=50');
      expect(mine.body.result.total).toBeGreaterThan(0);
      const id = mine.body.result.data[0]!.id;
      const other = await get<PageResult<Firmware>>(tokenB, '/saas/v1/firmware/list?pageSize=50');
      expect(other.body.result.data.map((f) => f.id)).not.toContain(id);
      expect((await get(tokenB, `/saas/v1/firmware/detail?id=${id}`)).statusCode).toBe(403);
      // Customer B (Zhejiang) uploads one: the Guangdong administrator does not see it.
      const bModel = modelId;
      const bRes = await upload(tokenB, [
        { name: 'modelId', value: String(bModel) },
        { name: 'version', value: 'HZ-1' },
        { name: 'file', filename: 'hz.bin', data: pkg(50) },
      ]);
      expect(bRes.statusCode).toBe(200);
      const province = await get<PageResult<Firmware>>(gd, '/saas/v1/firmware/list?pageSize=50');
      const seen = province.body.result.data.map((f) => f.id);
      expect(seen).toContain(id);
      expect(seen).not.toContain(bRes.body.result.id);
      expect((await get(gd, `/saas/v1/firmware/detail?id=${bRes.body.result.id}`)).statusCode).toBe(
        403,
      );
      // Administrators read; only the enterprise writes.
      const adminUpload = await upload(gd, firmwareParts('GD-1', pkg(10)));
      expect(adminUpload.statusCode).toBe(403);
      const adminTask = await post(gd, '/saas/v1/upgrade/create', {
        name: '越权',
        firmwareId: id,
        target: { kind: 'model' },
      });
      expect(adminTask.statusCode).toBe(403);
      // A visitor can do nothing here.
      for (const res of [
        await upload(visitor, firmwareParts('VIS-1', pkg(10))),
        await post(visitor, '/saas/v1/firmware/delete', { id }),
        await post(visitor, '/saas/v1/upgrade/create', {
          name: 'x',
          firmwareId: id,
          target: { kind: 'model' },
        }),
        await post(visitor, '/saas/v1/upgrade/pause', { id: 1 }),
      ])
        expect(res.statusCode).toBe(403);
      // Another enterprise cannot start a task with this firmware.
      const foreign = await post(tokenB, '/saas/v1/upgrade/create', {
        name: '越权',
        firmwareId: id,
        target: { kind: 'model' },
      });
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('model compatibility', () => {
    it('refuses devices of another model and serves the package only to devices of its model', async () => {
      const fw = await firmware('V2.0.0');
      const mixed = await createTask({
        name: '混合型号',
        firmwareId: fw.id,
        target: { kind: 'devices', deviceIds: [devices[0]!.id, foreignModelDevice.id] },
      });
      expect(mixed.body.message).toBe(OtaMessages.TARGET_MODEL_MISMATCH);
      expect(await db().selectFrom('upgradeTask').select('id').execute()).toHaveLength(0);

      const ok = await t.app.inject({
        method: 'GET',
        url: `${API}/device/v1/firmware/${fw.id}`,
        headers: deviceAuth(devices[0]!.serial),
      });
      expect(ok.statusCode).toBe(200);
      expect(sha256(ok.rawPayload)).toBe(fw.sha256);
      expect(ok.headers['x-checksum-sha256']).toBe(fw.sha256);
      const refused = await t.app.inject({
        method: 'GET',
        url: `${API}/device/v1/firmware/${fw.id}`,
        headers: deviceAuth(foreignModelDevice.serial),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(OtaMessages.FIRMWARE_MODEL_MISMATCH);
      // A user token is no device credential.
      const user = await t.app.inject({
        method: 'GET',
        url: `${API}/device/v1/firmware/${fw.id}`,
        headers: authed(tokenA),
      });
      expect(user.statusCode).toBe(401);
      // A firmware of the other model never targets these devices.
      const otherFw = await firmware('O-1.0', otherModelId);
      const wrong = await createTask({
        name: '错型号',
        firmwareId: otherFw.id,
        target: { kind: 'devices', deviceIds: [devices[1]!.id] },
      });
      expect(wrong.body.message).toBe(OtaMessages.TARGET_MODEL_MISMATCH);
    });
  });

  describe('group target', () => {
    it("takes the group's devices of the firmware's model only, and refuses another enterprise's group", async () => {
      const owner = await db()
        .selectFrom('device')
        .select(['customerId', 'beId', 'areaCode'])
        .where('id', '=', devices[0]!.id)
        .executeTakeFirstOrThrow();
      const group = await db()
        .insertInto('deviceGroup')
        .values({ ...owner, name: '升级试点组' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = devices.slice(2, 5);
      await db()
        .updateTable('device')
        .set({ groupId: group.id })
        .where('id', 'in', [...members.map((d) => d.id), foreignModelDevice.id])
        .execute();
      try {
        const fw = await firmware('V2.5.0');
        const created = await createTask({
          name: '试点组升级',
          firmwareId: fw.id,
          target: { kind: 'group', groupId: group.id },
          phases: [50, 100],
        });
        expect(created.body.message).toBe('任务已创建');
        const taskId = created.body.result.taskId;
        // The gateway of another model in the group is left out.
        expect(created.body.result.total).toBe(members.length);
        const d = await detail(taskId);
        expect(d.task.targetLabel).toBe('分组：升级试点组');
        expect(d.devices.data.map((x) => x.deviceId).sort()).toEqual(
          members.map((m) => m.id).sort(),
        );
        // Only the first phase's share received the command.
        const got = await take([...members.map((m) => m.serial), foreignModelDevice.serial]);
        expect(got).toHaveLength(Math.ceil(members.length / 2));
        // They fail (and stay on their version), so the later tests find them free.
        for (const c of got) await result(c.serial, c.itemId, false, '校验失败');
        expect((await post(tokenA, '/saas/v1/upgrade/cancel', { id: taskId })).body.status).toBe(
          '0',
        );

        // Another enterprise cannot aim at this group, whatever firmware it holds.
        const bodyB = multipart(firmwareParts('B-2.5.0', pkg(900, 3)));
        const fwB = await t.call<Firmware>({
          method: 'POST',
          url: `${API}/saas/v1/firmware/upload`,
          headers: { ...authed(tokenB), ...bodyB.headers },
          payload: bodyB.payload,
        });
        expect(fwB.body.status).toBe('0');
        const foreign = await post(tokenB, '/saas/v1/upgrade/create', {
          name: '越权分组',
          firmwareId: fwB.body.result.id,
          target: { kind: 'group', groupId: group.id },
        });
        expect(foreign.statusCode).toBe(403);
        expect(foreign.body.message).toBe('所选分组不在您的管理范围内');
        const missing = await createTask({
          name: '不存在的分组',
          firmwareId: fw.id,
          target: { kind: 'group', groupId: 99_999_999 },
        });
        expect(missing.body.message).toBe(DeviceMessages.GROUP_NOT_FOUND);
        // A group with no gateway of the model gives nothing to upgrade.
        const empty = await db()
          .insertInto('deviceGroup')
          .values({ ...owner, name: '空分组' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const none = await createTask({
          name: '空分组升级',
          firmwareId: fw.id,
          target: { kind: 'group', groupId: empty.id },
        });
        expect(none.body.message).toBe(OtaMessages.TARGET_EMPTY);
        expect(
          await db()
            .selectFrom('upgradeTask')
            .select('id')
            .where('name', 'in', ['越权分组', '不存在的分组', '空分组升级'])
            .execute(),
        ).toHaveLength(0);
      } finally {
        await db()
          .updateTable('device')
          .set({ groupId: null })
          .where('groupId', '=', group.id)
          .execute();
      }
    });
  });

  describe('rollout', () => {
    it('runs phases with approval, pauses at the failure threshold, resumes, completes and rolls back', async () => {
      const fw = await firmware('V3.0.0');
      const n = devices.length;
      const created = await createTask({
        name: '灰度升级V3',
        firmwareId: fw.id,
        target: { kind: 'model' },
        phases: [1, 50, 100],
        advanceMode: 'manual',
        failureThreshold: 50,
        minSample: 2,
      });
      expect(created.body.status).toBe('0');
      const taskId = created.body.result.taskId;
      expect(created.body.result.total).toBe(n);

      let d = await detail(taskId);
      expect(d.task).toMatchObject({
        state: 'running',
        phaseIndex: 0,
        total: n,
        version: 'V3.0.0',
      });
      expect(d.phases.map((p) => p.total)).toEqual([1, Math.ceil(n / 2) - 1, n - Math.ceil(n / 2)]);
      expect(d.task.counts.pending).toBe(n);

      // Phase 1: only its device receives the command, with the package's address and checksum.
      const phase0 = d.devices.data.filter((x) => x.phase === 0);
      const got = await take(devices.map((x) => x.serial));
      expect(got).toHaveLength(1);
      const [first] = got;
      expect(first!.serial).toBe(phase0[0]!.serial);
      expect(first!.params).toMatchObject({
        version: 'V3.0.0',
        sha256: fw.sha256,
        size: fw.size,
        url: `${API}/device/v1/firmware/${fw.id}`,
        taskDeviceId: phase0[0]!.id,
      });
      // Progress as the device reports it; another device may not report for it.
      expect(
        (
          await progress(
            devices.find((x) => x.serial !== first!.serial)!.serial,
            phase0[0]!.id,
            'downloading',
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await progress(first!.serial, phase0[0]!.id, 'downloading', 30)).body.result.state,
      ).toBe('downloading');
      expect((await detail(taskId)).task.counts.downloading).toBe(1);
      expect((await progress(first!.serial, phase0[0]!.id, 'installing')).body.result.state).toBe(
        'installing',
      );
      // Backwards does not count.
      expect((await progress(first!.serial, phase0[0]!.id, 'downloading')).body.result.state).toBe(
        'installing',
      );
      expect((await result(first!.serial, first!.itemId, true)).statusCode).toBe(200);
      const dev = await db()
        .selectFrom('device')
        .select('firmware')
        .where('serial', '=', first!.serial)
        .executeTakeFirstOrThrow();
      expect(dev.firmware).toBe('V3.0.0');

      // Manual: done, waiting for approval; the engine does not move on by itself.
      expect((await rolloutStep(db(), new Date(Date.now() + 3_600_000), taskId)).get(taskId)).toBe(
        'waiting',
      );
      d = await detail(taskId);
      expect(d.task).toMatchObject({ state: 'running', phaseIndex: 0, awaitingApproval: true });
      expect(d.phases[0]!.counts.succeeded).toBe(1);

      expect((await post(tokenA, '/saas/v1/upgrade/advance', { id: taskId })).body.status).toBe(
        '0',
      );
      const again = await post(tokenA, '/saas/v1/upgrade/advance', { id: taskId });
      expect(again.body.message).toBe(OtaMessages.PHASE_NOT_DONE);

      // Phase 2: two failures among the first two finished → 100 % > 50 %: paused.
      const phase1 = await take(devices.map((x) => x.serial));
      expect(phase1).toHaveLength(d.phases[1]!.total);
      await result(phase1[0]!.serial, phase1[0]!.itemId, false, '存储空间不足');
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('none');
      await result(phase1[1]!.serial, phase1[1]!.itemId, false, '固件写入失败');
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('paused');
      d = await detail(taskId, '&state=failed');
      expect(d.task.state).toBe('paused');
      expect(d.task.pauseReason).toContain(OtaMessages.AUTO_PAUSED);
      expect(d.devices.total).toBe(2);
      expect(d.devices.data.map((x) => x.reason).sort()).toEqual(['固件写入失败', '存储空间不足']);
      // Actions that do not fit the state are refused with it.
      expect((await post(tokenA, '/saas/v1/upgrade/advance', { id: taskId })).body.message).toBe(
        OtaMessages.illegal('paused', '进入下一阶段'),
      );

      // Resume: the failures so far are accepted; the rest succeed.
      expect((await post(tokenA, '/saas/v1/upgrade/resume', { id: taskId })).body.status).toBe('0');
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('none');
      for (const c of phase1.slice(2)) await result(c.serial, c.itemId, true);
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('waiting');
      await post(tokenA, '/saas/v1/upgrade/advance', { id: taskId });
      const phase2 = await take(devices.map((x) => x.serial));
      expect(phase2).toHaveLength(d.phases[2]!.total);
      for (const c of phase2) await result(c.serial, c.itemId, true);
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('completed');
      d = await detail(taskId);
      expect(d.task.state).toBe('completed');
      expect(d.task.counts).toMatchObject({ succeeded: n - 2, failed: 2, pending: 0 });
      // The per-state counters agree with the rows.
      const rows = await db()
        .selectFrom('upgradeTaskDevice')
        .select('state')
        .where('taskId', '=', taskId)
        .execute();
      expect(rows.filter((r) => r.state === 'succeeded')).toHaveLength(n - 2);

      // The firmware cannot go while a task is unfinished; a completed one does not hold it.
      // Roll back: every upgraded device returns to the version it ran before.
      expect((await post(tokenA, '/saas/v1/upgrade/rollback', { id: taskId })).body.status).toBe(
        '0',
      );
      expect((await detail(taskId)).task.state).toBe('rolling_back');
      const del = await post(tokenA, '/saas/v1/firmware/delete', { id: fw.id });
      expect(del.statusCode).toBe(409);
      expect(del.body.message).toBe(OtaMessages.FIRMWARE_IN_USE);
      const back = await take(
        devices.map((x) => x.serial),
        'firmwareRollback',
      );
      expect(back).toHaveLength(n - 2);
      expect(back.every((c) => c.params.version === 'V0.9')).toBe(true);
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('none');
      for (const c of back) await result(c.serial, c.itemId, true);
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('rolledBack');
      d = await detail(taskId);
      expect(d.task.state).toBe('rolled_back');
      expect(d.task.counts).toMatchObject({ rolled_back: n - 2, failed: 2, succeeded: 0 });
      const versions = await db()
        .selectFrom('device')
        .select('firmware')
        .where(
          'id',
          'in',
          devices.map((x) => x.id),
        )
        .execute();
      expect(new Set(versions.map((v) => v.firmware))).toEqual(new Set(['V0.9']));
    });

    it('advances an automatic task after the soak time, fails silent devices through the sweep, and cancels', async () => {
      const fw = await firmware('V4.0.0');
      const created = await createTask({
        name: '自动推进V4',
        firmwareId: fw.id,
        target: { kind: 'devices', deviceIds: devices.slice(0, 4).map((x) => x.id) },
        phases: [25, 100],
        advanceMode: 'auto',
        soakMinutes: 30,
        failureThreshold: 100,
        minSample: 1,
      });
      const taskId = created.body.result.taskId;
      expect(created.body.result.total).toBe(4);
      const [c0] = await take(devices.slice(0, 4).map((x) => x.serial));
      await result(c0!.serial, c0!.itemId, true);
      const t0 = new Date();
      expect((await rolloutStep(db(), t0, taskId)).get(taskId)).toBe('waiting');
      expect(
        (await rolloutStep(db(), new Date(t0.getTime() + 29 * 60_000), taskId)).get(taskId),
      ).toBe('waiting');
      expect(
        (await rolloutStep(db(), new Date(t0.getTime() + 31 * 60_000), taskId)).get(taskId),
      ).toBe('advanced');
      let d = await detail(taskId);
      expect(d.task.phaseIndex).toBe(1);

      // One device takes its item and goes silent: the command sweep times it out and the
      // task records the failure.
      const [silent] = await take([serialOf(d.devices.data.find((x) => x.phase === 1)!.deviceId)]);
      await db()
        .updateTable('deviceCommandItem')
        .set({ deliveredAt: new Date(Date.now() - 3_600_000) })
        .where('id', '=', silent!.itemId)
        .execute();
      await sweepCommands(db());
      d = await detail(taskId, '&state=failed');
      expect(d.devices.data.map((x) => x.serial)).toEqual([silent!.serial]);
      expect(d.devices.data[0]!.reason).toBe(DeviceMessages.RESULT_TIMEOUT);
      // One failure of one finished is 100 %: at a 100 % threshold that does not pass it.
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('none');
      expect((await detail(taskId)).task.state).toBe('running');

      // Cancel: the devices that never got it are cancelled and get nothing any more.
      expect((await post(tokenA, '/saas/v1/upgrade/cancel', { id: taskId })).body.status).toBe('0');
      d = await detail(taskId);
      expect(d.task.state).toBe('cancelled');
      expect(d.task.counts).toMatchObject({ succeeded: 1, failed: 1, cancelled: 2, pending: 0 });
      expect(await take(devices.map((x) => x.serial))).toHaveLength(0);
      expect((await post(tokenA, '/saas/v1/upgrade/resume', { id: taskId })).body.message).toBe(
        OtaMessages.illegal('cancelled', '恢复'),
      );
      // No unfinished task uses it now.
      expect((await post(tokenA, '/saas/v1/firmware/delete', { id: fw.id })).body.status).toBe('0');
      const list = await get<PageResult<UpgradeTask>>(
        tokenA,
        '/saas/v1/upgrade/list?state=cancelled',
      );
      expect(list.body.result.data[0]).toMatchObject({
        id: taskId,
        firmwareId: null,
        version: 'V4.0.0',
      });
    });

    it('holds back undelivered devices while paused and hands them out again on resume', async () => {
      const fw = await firmware('V5.0.0');
      const created = await createTask({
        name: '暂停恢复V5',
        firmwareId: fw.id,
        target: { kind: 'devices', deviceIds: devices.slice(0, 3).map((x) => x.id) },
        phases: [100],
      });
      const taskId = created.body.result.taskId;
      expect((await post(tokenA, '/saas/v1/upgrade/pause', { id: taskId })).body.status).toBe('0');
      expect((await detail(taskId)).task).toMatchObject({
        state: 'paused',
        pauseReason: OtaMessages.MANUAL_PAUSED,
      });
      expect(await take(devices.map((x) => x.serial))).toHaveLength(0);
      await post(tokenA, '/saas/v1/upgrade/resume', { id: taskId });
      const got = await take(devices.map((x) => x.serial));
      expect(got).toHaveLength(3);
      for (const c of got) await result(c.serial, c.itemId, true);
      expect((await rolloutStep(db(), new Date(), taskId)).get(taskId)).toBe('completed');
      // Devices already on the version are left out: nothing is left to upgrade.
      const again = await createTask({
        name: '重复',
        firmwareId: fw.id,
        target: { kind: 'devices', deviceIds: devices.slice(0, 3).map((x) => x.id) },
      });
      expect(again.body.message).toBe(OtaMessages.TARGET_EMPTY);
    });

    it('drops a deleted device’s and a deleted task’s rows with their counts', async () => {
      const source = await db()
        .selectFrom('device')
        .selectAll()
        .where('id', '=', devices[0]!.id)
        .executeTakeFirstOrThrow();
      const { id: _id, serial: _serial, simCardId: _sim, ...rest } = source;
      const added = await db()
        .insertInto('device')
        .values({ ...rest, serial: `${source.serial}-DEL`, simCardId: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fw = await firmware('V6.0.0');
      const created = await createTask({
        name: '删除终端',
        firmwareId: fw.id,
        target: { kind: 'devices', deviceIds: [added.id, devices[4]!.id] },
        phases: [100],
      });
      const taskId = created.body.result.taskId;
      expect((await detail(taskId)).task.counts.pending).toBe(2);

      await db().deleteFrom('device').where('id', '=', added.id).execute();
      const rows = await db()
        .selectFrom('upgradeTaskDevice')
        .select('deviceId')
        .where('taskId', '=', taskId)
        .execute();
      expect(rows.map((r) => r.deviceId)).toEqual([devices[4]!.id]);
      expect((await detail(taskId)).task.counts.pending).toBe(1);

      await post(tokenA, '/saas/v1/upgrade/cancel', { id: taskId });
      await db().deleteFrom('upgradeTask').where('id', '=', taskId).execute();
      const left = await db()
        .selectFrom('upgradeTaskDevice')
        .select('id')
        .where('taskId', '=', taskId)
        .execute();
      expect(left).toHaveLength(0);
      const counts = await db()
        .selectFrom('upgradeTaskCount')
        .select('n')
        .where('taskId', '=', taskId)
        .execute();
      expect(counts).toHaveLength(0);
    });
  });
});
