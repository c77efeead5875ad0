import { sql } from 'kysely';
import type { Database } from '../database.js';

/**
 * The demo enterprises' 5G fast-line gateways and multi-SIM devices, so the device screens
 * are real from the first start: the operator's model list, gateways bound to active cards
 * (those in a DNN dial it; one carries the live acceleration session), 24 hours of metrics,
 * clients, Wi-Fi settings, a blacklist, groups and a card group, IP rules, notice rules and
 * SMS log, multi-SIM bindings with their log, and commands in every state.
 *
 * Idempotent per device, keyed by serial: an installation that lacks some gains them on its
 * next start. Enterprise-level records (groups, rules, logs) are added once per enterprise.
 * Devices get no secret here; the server issues the demo's secrets on start and writes them
 * for the simulator (see device-gateway.service ensureDemoCredentials).
 */

export interface DemoModel {
  vendor: string;
  model: string;
  kind: 'cpe' | 'multiSim';
  maxClients: number;
  simSlots: number;
  firmwareVersions: string[];
}

/** The operator-supplied models (FAQ: gateway models are limited to these). */
export const DEMO_MODELS: readonly DemoModel[] = [
  {
    vendor: '华为',
    model: '5G CPE Pro 3',
    kind: 'cpe',
    maxClients: 64,
    simSlots: 1,
    firmwareVersions: ['V1.0.2.10', 'V1.0.3.20', 'V1.1.0.5'],
  },
  {
    vendor: '中兴',
    model: 'MC888 Pro',
    kind: 'cpe',
    maxClients: 32,
    simSlots: 1,
    firmwareVersions: ['B08', 'B10', 'B12'],
  },
  {
    vendor: '移远',
    model: 'RG500U-CPE',
    kind: 'cpe',
    maxClients: 32,
    simSlots: 1,
    firmwareVersions: ['RG500UCNAAR03A02', 'RG500UCNAAR03A05'],
  },
  {
    vendor: '中兴',
    model: 'MC7010 室外CPE',
    kind: 'cpe',
    maxClients: 16,
    simSlots: 1,
    firmwareVersions: ['V2.01', 'V2.03'],
  },
  {
    vendor: '华为',
    model: 'AR502H-5G 多卡聚合网关',
    kind: 'multiSim',
    maxClients: 16,
    simSlots: 4,
    firmwareVersions: ['V300R021C10', 'V300R022C00'],
  },
  {
    vendor: '中兴',
    model: 'ZXHN MS2 双卡终端',
    kind: 'multiSim',
    maxClients: 8,
    simSlots: 2,
    firmwareVersions: ['V1.2', 'V1.3'],
  },
];

interface DevicePlan {
  custCode: string;
  /** Serial tag: CPE-<tag>-0001, MSIM-<tag>-01. */
  tag: string;
  gateways: number;
  multiSim: number;
  ssidPrefix: string;
  groups: { name: string; description: string }[];
  cardGroup: { name: string; description: string };
  locations: string[];
  lng: number;
  lat: number;
}

const PLANS: readonly DevicePlan[] = [
  {
    custCode: 'C2000755000001',
    tag: 'SZ',
    gateways: 30,
    multiSim: 4,
    ssidPrefix: 'PengCheng',
    groups: [
      { name: '一号产线网关', description: '一号厂房产线PLC与视觉检测接入' },
      { name: '仓储物流网关', description: '立体仓库与AGV调度区' },
      { name: '办公区网关', description: '研发楼与办公区临时接入' },
    ],
    cardGroup: { name: '快线网关卡组', description: '5G快线网关使用的物联网卡' },
    locations: ['南山一号厂房', '南山二号厂房', '立体仓库', '研发楼3层', '东莞分厂'],
    lng: 113.93,
    lat: 22.53,
  },
  {
    custCode: 'C5710571000001',
    tag: 'HZ',
    gateways: 12,
    multiSim: 2,
    ssidPrefix: 'XiHuPort',
    groups: [
      { name: '码头作业区', description: '岸桥与场桥作业区网关' },
      { name: '闸口与堆场', description: '闸口识别与堆场监控' },
    ],
    cardGroup: { name: '港区网关卡组', description: '港区网关与车载终端用卡' },
    locations: ['一号泊位', '二号泊位', '集装箱堆场', '南闸口'],
    lng: 120.15,
    lat: 30.28,
  },
  {
    custCode: 'C0000000000001',
    tag: 'DM',
    gateways: 10,
    multiSim: 2,
    ssidPrefix: 'Demo',
    groups: [{ name: '演示分组', description: '体验用网关' }],
    cardGroup: { name: '演示卡组', description: '体验用卡' },
    locations: ['演示展厅', '演示车间'],
    lng: 114.05,
    lat: 22.54,
  },
];

const cpeSerial = (tag: string, n: number) => `CPE-${tag}-${String(n).padStart(4, '0')}`;
const msimSerial = (tag: string, n: number) => `MSIM-${tag}-${String(n).padStart(2, '0')}`;

/** Every demo device's serial: the server keeps the simulator's secrets for these. */
export const DEMO_DEVICE_SERIALS: readonly string[] = PLANS.flatMap((p) => [
  ...Array.from({ length: p.gateways }, (_, i) => cpeSerial(p.tag, i + 1)),
  ...Array.from({ length: p.multiSim }, (_, i) => msimSerial(p.tag, i + 1)),
]);

/** A small deterministic generator, so every installation gets the same demo. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 4_294_967_296;
  };
}

const HOUR = 3_600_000;
const HOSTS = [
  'PLC-01',
  'AGV-07',
  'Camera-NVR',
  'HMI-Panel',
  'Scanner-3',
  'iPhone',
  'Laptop-Ops',
  'Sensor-Hub',
  'Printer',
  'Android-Pad',
  'Robot-Arm',
  'Gateway-Edge',
  'Meter-12',
  'Kiosk',
  'Tablet-QC',
  'Camera-02',
  'Switch-Core',
];

const mac = (a: number, b: number, c: number) =>
  ['02', '1A', '2B', a, b, c]
    .map((x) => (typeof x === 'number' ? x.toString(16).padStart(2, '0').toUpperCase() : x))
    .join(':');

export async function seedDevices(db: Database): Promise<void> {
  await db
    .insertInto('deviceModel')
    .values(
      DEMO_MODELS.map((m) => ({
        vendor: m.vendor,
        model: m.model,
        kind: m.kind,
        maxClients: m.maxClients,
        simSlots: m.simSlots,
        firmwareVersions: JSON.stringify(m.firmwareVersions),
        latestFirmware: m.firmwareVersions[m.firmwareVersions.length - 1]!,
      })),
    )
    .onConflict((oc) => oc.columns(['vendor', 'model']).doNothing())
    .execute();
  const models = await db.selectFrom('deviceModel').selectAll().execute();
  const modelOf = (m: DemoModel) =>
    models.find((r) => r.vendor === m.vendor && r.model === m.model)!;
  const cpeModels = DEMO_MODELS.filter((m) => m.kind === 'cpe').map(modelOf);
  const msimModels = DEMO_MODELS.filter((m) => m.kind === 'multiSim').map(modelOf);

  const existing = new Set(
    (
      await db
        .selectFrom('device')
        .select('serial')
        .where('serial', 'in', [...DEMO_DEVICE_SERIALS])
        .execute()
    ).map((r) => r.serial),
  );
  if (existing.size === DEMO_DEVICE_SERIALS.length) return;

  for (const plan of PLANS) {
    const customer = await db
      .selectFrom('enterpriseCustomer as c')
      .leftJoin('account as a', (j) =>
        j.onRef('a.customerId', '=', 'c.id').on('a.parentAccountId', 'is', null),
      )
      .select(['c.id', 'c.beId', 'c.cityCode', 'c.contactTel', 'a.id as accountId'])
      .where('c.custCode', '=', plan.custCode)
      .executeTakeFirst();
    if (!customer) continue;
    await db.transaction().execute(async (trx) => {
      // Two instances starting together add each device once.
      await sql`select pg_advisory_xact_lock(hashtext(${`seed-devices:${plan.custCode}`}))`.execute(
        trx,
      );
      await seedPlan(trx, plan, customer, cpeModels, msimModels);
    });
  }
}

interface Customer {
  id: number;
  beId: string;
  cityCode: string;
  contactTel: string;
  accountId: number | null;
}

async function seedPlan(
  db: Database,
  plan: DevicePlan,
  customer: Customer,
  cpeModels: { id: number; firmwareVersions: string[]; maxClients: number }[],
  msimModels: { id: number; firmwareVersions: string[]; simSlots: number }[],
): Promise<void> {
  const rand = rng(customer.id * 7919);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const now = Date.now();
  const areaCode = customer.cityCode;

  // Groups and the card group (once per enterprise).
  await db
    .insertInto('deviceGroup')
    .values(
      plan.groups.map((g) => ({ ...g, customerId: customer.id, beId: customer.beId, areaCode })),
    )
    .onConflict((oc) => oc.columns(['customerId', 'name']).doNothing())
    .execute();
  const groups = await db
    .selectFrom('deviceGroup')
    .select(['id', 'name'])
    .where('customerId', '=', customer.id)
    .where(
      'name',
      'in',
      plan.groups.map((g) => g.name),
    )
    .execute();

  // Active cards not bound to any device yet; the live-accelerated card first, then cards
  // bound to a DNN, so the detail screen shows SIM, DNN and acceleration together.
  const cards = await db
    .selectFrom('simCard as s')
    .leftJoin('dnnCard as dc', 'dc.cardId', 's.id')
    .leftJoin('dnnInstance as di', 'di.id', 'dc.dnnId')
    .select(['s.id', 's.msisdn', 's.iccid', 's.imei', 'dc.dnnId', 'di.dnn'])
    .where('s.customerId', '=', customer.id)
    .where('s.status', '=', 2)
    .where('s.kind', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('device as d').select('d.id').whereRef('d.simCardId', '=', 's.id')),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('deviceSimBinding as b')
            .select('b.cardId')
            .whereRef('b.cardId', '=', 's.id'),
        ),
      ),
    )
    .orderBy(
      sql`case when exists (select 1 from qod_session q where q.msisdn = s.msisdn and q.status = 'AVAILABLE') then 0 when dc.dnn_id is not null then 1 else 2 end`,
    )
    .orderBy('s.id')
    .limit(plan.gateways + plan.multiSim * 4)
    .execute();
  let nextCard = 0;
  const takeCard = () => cards[nextCard++];

  const have = new Set(
    (
      await db.selectFrom('device').select('serial').where('customerId', '=', customer.id).execute()
    ).map((r) => r.serial),
  );

  const newGateways: { id: number; n: number; state: string; maxClients: number }[] = [];
  for (let n = 1; n <= plan.gateways; n++) {
    const serial = cpeSerial(plan.tag, n);
    if (have.has(serial)) continue;
    const model = cpeModels[(n - 1) % cpeModels.length]!;
    const card = takeCard();
    // Mostly online; a few offline for hours; the last one never reported.
    const state = n === plan.gateways ? 'inactive' : n % 9 === 0 ? 'offline' : 'online';
    const last =
      state === 'online'
        ? new Date(now - Math.floor(rand() * 40_000))
        : state === 'offline'
          ? new Date(now - (2 + Math.floor(rand() * 20)) * HOUR)
          : null;
    const rsrp = state === 'inactive' ? null : Math.round(-70 - rand() * 45);
    const group = groups.length ? groups[(n - 1) % groups.length]! : null;
    const { id } = await db
      .insertInto('device')
      .values({
        serial,
        customerId: customer.id,
        beId: customer.beId,
        areaCode,
        kind: 'cpe',
        modelId: model.id,
        name: `${pick(plan.locations)}网关${n}`,
        firmware: state === 'inactive' ? '' : pick(model.firmwareVersions),
        imei:
          card?.imei ?? `86${String(customer.id).padStart(4, '0')}${String(n).padStart(9, '0')}`,
        simCardId: card?.id ?? null,
        dnnId: card?.dnnId ?? null,
        dnn: card?.dnn ?? 'cmnet',
        groupId: n % 5 === 0 ? null : (group?.id ?? null),
        onlineState: state,
        rsrp,
        sinr: rsrp === null ? null : Math.round((rsrp + 125) / 2.5),
        upKbps: state === 'online' ? Math.round(2_000 + rand() * 40_000) : 0,
        downKbps: state === 'online' ? Math.round(20_000 + rand() * 400_000) : 0,
        heartbeatIntervalS: 60,
        lastHeartbeatAt: last,
        location: `${pick(plan.locations)}`,
        lng: plan.lng + (rand() - 0.5) * 0.1,
        lat: plan.lat + (rand() - 0.5) * 0.1,
        createdAt: new Date(now - (30 + n) * 24 * HOUR),
      })
      .onConflict((oc) => oc.column('serial').doNothing())
      .returning('id')
      .executeTakeFirstOrThrow();
    newGateways.push({ id, n, state, maxClients: model.maxClients });
  }

  for (const g of newGateways) {
    const active = g.state !== 'inactive';
    // Wi-Fi settings.
    await db
      .insertInto('deviceWifi')
      .values({
        deviceId: g.id,
        customerId: customer.id,
        ssid: `${plan.ssidPrefix}-5G-${String(g.n).padStart(2, '0')}`,
        password: `Pn${plan.tag}${1000 + g.n}!wifi`,
        encryption: g.n % 4 === 0 ? 'WPA2/WPA3' : 'WPA2-PSK',
        band: g.n % 3 === 0 ? '5G' : 'dual',
        channel: g.n % 3 === 0 ? 149 : 0,
      })
      .onConflict((oc) => oc.column('deviceId').doNothing())
      .execute();
    if (!active) continue;

    // 24 hours of metrics every 15 minutes (busier by day); an offline device's stop when it left.
    const lastTs = g.state === 'online' ? now : now - 3 * HOUR;
    const points = [];
    for (let i = 96; i >= 0; i--) {
      const ts = lastTs - i * 15 * 60_000;
      const hour = new Date(ts + 8 * HOUR).getUTCHours();
      const load = hour >= 8 && hour <= 20 ? 1 : 0.25;
      const down = Math.round((40_000 + rand() * 300_000) * load);
      const up = Math.round((3_000 + rand() * 30_000) * load);
      const rsrp = Math.round(-75 - rand() * 40);
      points.push({
        deviceId: g.id,
        ts: new Date(ts),
        rsrp,
        sinr: Math.round((rsrp + 125) / 2.5),
        upKbps: up,
        downKbps: down,
        upBytes: Math.round((up * 1000 * 900) / 8),
        downBytes: Math.round((down * 1000 * 900) / 8),
        clients: Math.round(3 + rand() * 9 * load),
      });
    }
    await db.insertInto('deviceMetric').values(points).execute();

    // Clients: one gateway reports more than the 15 small-data devices allowed.
    const reported = g.n === 3 ? 17 : 3 + Math.floor(rand() * 9);
    const kept = Math.min(reported, 15);
    const clients = Array.from({ length: kept }, (_, i) => ({
      deviceId: g.id,
      customerId: customer.id,
      mac: mac(customer.id % 256, g.n, i + 1),
      ip: `192.168.8.${100 + i}`,
      hostname: HOSTS[i % HOSTS.length]!,
      connection: i % 4 === 0 ? 'lan' : 'wifi',
      upBytes: Math.round(rand() * 2e9),
      downBytes: Math.round(rand() * 2e10),
      online: g.state === 'online' && i % 6 !== 5,
      firstSeenAt: new Date(now - (2 + i) * 24 * HOUR),
      lastSeenAt: g.state === 'online' ? new Date(now - i * 60_000) : new Date(now - 3 * HOUR),
    }));
    await db
      .insertInto('deviceClient')
      .values(clients)
      .onConflict((oc) => oc.columns(['deviceId', 'mac']).doNothing())
      .execute();
    await db.updateTable('device').set({ clients: reported }).where('id', '=', g.id).execute();

    // Two gateways keep a blacklisted client.
    if (g.n === 1 || g.n === 2) {
      const bad = mac(0xee, g.n, 0x99);
      await db
        .insertInto('deviceBlacklist')
        .values({
          deviceId: g.id,
          customerId: customer.id,
          mac: bad,
          remark: '未授权接入的终端',
          state: 'active',
          createdBy: customer.accountId,
          createdAt: new Date(now - 5 * 24 * HOUR),
        })
        .onConflict((oc) => oc.columns(['deviceId', 'mac']).doNothing())
        .execute();
      await db
        .insertInto('deviceClient')
        .values({
          deviceId: g.id,
          customerId: customer.id,
          mac: bad,
          ip: '192.168.8.250',
          hostname: 'Unknown-Phone',
          online: false,
          blacklisted: true,
          firstSeenAt: new Date(now - 6 * 24 * HOUR),
          lastSeenAt: new Date(now - 5 * 24 * HOUR),
        })
        .onConflict((oc) => oc.columns(['deviceId', 'mac']).doNothing())
        .execute();
    }
  }

  // Multi-SIM devices with 1–3 bound cards each, and their binding log.
  for (let n = 1; n <= plan.multiSim; n++) {
    const serial = msimSerial(plan.tag, n);
    if (have.has(serial)) continue;
    const model = msimModels[(n - 1) % msimModels.length]!;
    const online = n !== plan.multiSim;
    const { id } = await db
      .insertInto('device')
      .values({
        serial,
        customerId: customer.id,
        beId: customer.beId,
        areaCode,
        kind: 'multiSim',
        modelId: model.id,
        name: `${pick(plan.locations)}多卡终端${n}`,
        firmware: pick(model.firmwareVersions),
        imei: `86${String(customer.id).padStart(4, '0')}9${String(n).padStart(8, '0')}`,
        onlineState: online ? 'online' : 'offline',
        rsrp: Math.round(-80 - rand() * 25),
        sinr: Math.round(5 + rand() * 15),
        upKbps: online ? Math.round(5_000 + rand() * 50_000) : 0,
        downKbps: online ? Math.round(30_000 + rand() * 200_000) : 0,
        lastHeartbeatAt: online ? new Date(now - 20_000) : new Date(now - 6 * HOUR),
        location: pick(plan.locations),
        createdAt: new Date(now - (20 + n) * 24 * HOUR),
      })
      .onConflict((oc) => oc.column('serial').doNothing())
      .returning('id')
      .executeTakeFirstOrThrow();
    const bound = Math.min(model.simSlots - (n % 2), 3);
    for (let slot = 1; slot <= bound; slot++) {
      const card = takeCard();
      if (!card) break;
      const at = new Date(now - (10 - slot) * 24 * HOUR);
      await db
        .insertInto('deviceSimBinding')
        .values({ deviceId: id, slot, cardId: card.id, boundBy: customer.accountId, boundAt: at })
        .execute();
      await db
        .insertInto('deviceBindingLog')
        .values({
          customerId: customer.id,
          beId: customer.beId,
          areaCode,
          deviceId: id,
          slot,
          action: 'bind',
          iccid: card.iccid,
          msisdn: card.msisdn,
          operatorId: customer.accountId,
          createdAt: at,
        })
        .execute();
    }
    const series = [];
    for (let i = 48; i >= 0; i--) {
      const down = Math.round(30_000 + rand() * 150_000);
      const up = Math.round(5_000 + rand() * 30_000);
      series.push({
        deviceId: id,
        ts: new Date((online ? now : now - 6 * HOUR) - i * 30 * 60_000),
        rsrp: Math.round(-80 - rand() * 25),
        sinr: Math.round(5 + rand() * 15),
        upKbps: up,
        downKbps: down,
        upBytes: Math.round((up * 1000 * 1800) / 8),
        downBytes: Math.round((down * 1000 * 1800) / 8),
        clients: 0,
      });
    }
    await db.insertInto('deviceMetric').values(series).execute();
  }

  if (newGateways.length === 0) return;
  await seedEnterpriseRecords(db, plan, customer, newGateways, groups);
}

/** Commands in every state, IP rules, notice rules, SMS log and the card group. */
async function seedEnterpriseRecords(
  db: Database,
  plan: DevicePlan,
  customer: Customer,
  gateways: { id: number; n: number; state: string }[],
  groups: { id: number; name: string }[],
): Promise<void> {
  const now = Date.now();
  const areaCode = customer.cityCode;
  const place = { customerId: customer.id, beId: customer.beId, areaCode };
  const online = gateways.filter((g) => g.state === 'online');
  const offline = gateways.filter((g) => g.state === 'offline');

  const command = async (
    kind: string,
    params: Record<string, unknown>,
    hoursAgo: number,
    items: { deviceId: number; state: string; reason?: string; result?: object }[],
  ) => {
    if (items.length === 0) return;
    const createdAt = new Date(now - hoursAgo * HOUR);
    const expiresAt = new Date(createdAt.getTime() + 24 * HOUR);
    const { id } = await db
      .insertInto('deviceCommand')
      .values({
        ...place,
        kind,
        params: JSON.stringify(params),
        total: items.length,
        createdBy: customer.accountId,
        createdAt,
        expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('deviceCommandItem')
      .values(
        items.map((i) => {
          const finished = ['succeeded', 'failed', 'timedOut'].includes(i.state);
          return {
            commandId: id,
            deviceId: i.deviceId,
            state: i.state,
            reason: i.reason ?? '',
            result: i.result ? JSON.stringify(i.result) : null,
            deliveredAt: i.state === 'pending' ? null : new Date(createdAt.getTime() + 30_000),
            finishedAt: finished ? new Date(createdAt.getTime() + 90_000) : null,
            expiresAt,
          };
        }),
      )
      .execute();
  };
  // A finished bulk reboot: most succeeded, one failed.
  await command(
    'reboot',
    {},
    26,
    online.slice(0, 6).map((g, i) => ({
      deviceId: g.id,
      state: i === 4 ? 'failed' : 'succeeded',
      reason: i === 4 ? '设备正在升级固件，拒绝重启' : '',
    })),
  );
  // A firmware query answered by each gateway.
  await command(
    'firmwareQuery',
    {},
    5,
    online.slice(0, 3).map((g) => ({
      deviceId: g.id,
      state: 'succeeded',
      result: { firmware: 'V1.1.0.5' },
    })),
  );
  // A Wi-Fi change still waiting for an offline gateway, and one that timed out.
  if (offline[0])
    await command(
      'wifi',
      {
        ssid: `${plan.ssidPrefix}-Guest`,
        password: 'Guest@2026',
        encryption: 'WPA2-PSK',
        band: 'dual',
        hidden: false,
      },
      1,
      [{ deviceId: offline[0].id, state: 'pending' }],
    );
  if (offline[1] ?? online[6])
    await command('reboot', {}, 30, [
      {
        deviceId: (offline[1] ?? online[6])!.id,
        state: 'timedOut',
        reason: '设备离线，指令已过期',
      },
    ]);
  // A firmware query just handed over.
  if (online[7])
    await command('firmwareQuery', {}, 0.01, [{ deviceId: online[7].id, state: 'delivered' }]);

  // The rest once per enterprise (a later start adding missing gateways adds no copies).
  if (
    await db
      .selectFrom('deviceIpRule')
      .select('id')
      .where('customerId', '=', customer.id)
      .limit(1)
      .executeTakeFirst()
  )
    return;
  const firstGroup = groups[0]?.id ?? null;
  await db
    .insertInto('deviceIpRule')
    .values([
      {
        ...place,
        groupId: null,
        name: '禁止访问外部文件共享',
        target: '0.0.0.0/0',
        protocol: 'tcp',
        port: '445',
        action: 'deny',
        priority: 10,
        remark: '防勒索病毒传播',
      },
      {
        ...place,
        groupId: firstGroup,
        name: '允许访问MES服务器',
        target: '10.20.1.10',
        protocol: 'tcp',
        port: '8080-8090',
        action: 'allow',
        priority: 20,
        remark: '',
      },
      {
        ...place,
        groupId: firstGroup,
        name: '允许视频回传',
        target: '10.20.8.0/24',
        protocol: 'udp',
        port: '',
        action: 'allow',
        priority: 30,
        remark: '视频监控平台',
      },
    ])
    .execute();
  const tel = customer.contactTel || '13800000000';
  await db
    .insertInto('deviceNoticeRule')
    .values([
      {
        ...place,
        name: '网关离线短信提醒',
        event: 'offline',
        channel: 'sms',
        receivers: JSON.stringify([tel]),
      },
      {
        ...place,
        name: '弱信号站内提醒',
        event: 'weakSignal',
        channel: 'site',
        receivers: JSON.stringify([tel]),
        enabled: false,
      },
    ])
    .execute();
  const logs = offline.slice(0, 4).flatMap((g, i) => [
    {
      ...place,
      deviceId: g.id,
      tel,
      event: 'offline',
      content: `【5G快线】您的网关CPE-${plan.tag}-${String(g.n).padStart(4, '0')}已离线超过3分钟，请检查供电与网络。`,
      status: i === 2 ? 'failed' : 'sent',
      sentAt: new Date(now - (2 + i) * HOUR),
    },
  ]);
  if (logs.length) await db.insertInto('deviceSmsLog').values(logs).execute();

  // The card group: the gateways' cards.
  const { id: cardGroupId } = await db
    .insertInto('cardGroup')
    .values({ ...place, ...plan.cardGroup })
    .onConflict((oc) => oc.columns(['customerId', 'name']).doUpdateSet({ updatedAt: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardIds = await db
    .selectFrom('device')
    .select('simCardId')
    .where(
      'id',
      'in',
      gateways.map((g) => g.id),
    )
    .where('simCardId', 'is not', null)
    .execute();
  if (cardIds.length)
    await db
      .insertInto('cardGroupMember')
      .values(cardIds.map((c) => ({ groupId: cardGroupId, cardId: c.simCardId! })))
      .onConflict((oc) => oc.columns(['groupId', 'cardId']).doNothing())
      .execute();
}
