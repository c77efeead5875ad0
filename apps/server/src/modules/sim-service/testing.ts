import { SimStatus } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { refreshSimStats } from '../sim/sim.stats.js';

/**
 * Test data for the SIM business tools, independent of the demo seed: tariffs, a group per
 * customer and a handful of cards of customer A (OCB1000000001) and B (OCB1000000002).
 * Numbers sit in ranges the demo data never uses: MSISDN 1999…, ICCID 898600999…,
 * IMSI 46000999…; `series` (0-9) keeps several fixtures in one database apart.
 */

export const CUST_A = 'C2000755000001';
export const CUST_B = 'C5710571000001';

export interface FixtureCard {
  id: number;
  msisdn: string;
  iccid: string;
  customerId: number;
  status: number;
}

type CardSpec = {
  cust: 'A' | 'B';
  status: number;
  kind?: number;
  areaCode?: string;
  group?: boolean;
  monthDataKb?: number;
  lastSeenHoursAgo?: number | null;
  imei?: string;
  imeiBound?: boolean;
  apn?: string;
  tariff?: 'card1' | 'card2';
};

/** The cards every fixture holds, by label. */
const CARDS = {
  a1: { cust: 'A', status: SimStatus.ACTIVE, imei: '860000000000011', imeiBound: true },
  a2: { cust: 'A', status: SimStatus.ACTIVE, monthDataKb: 2048 },
  a3: { cust: 'A', status: SimStatus.ACTIVE },
  a4: { cust: 'A', status: SimStatus.ACTIVE, tariff: 'card2' },
  a5: { cust: 'A', status: SimStatus.ACTIVE },
  a6: { cust: 'A', status: SimStatus.ACTIVE },
  aTest: { cust: 'A', status: SimStatus.TEST },
  aSusp1: { cust: 'A', status: SimStatus.SUSPENDED, monthDataKb: 512 },
  aSusp2: { cust: 'A', status: SimStatus.SUSPENDED },
  aDead: { cust: 'A', status: SimStatus.DEACTIVATED, lastSeenHoursAgo: null },
  aInv: { cust: 'A', status: SimStatus.INVENTORY, lastSeenHoursAgo: null },
  aGroup1: { cust: 'A', status: SimStatus.ACTIVE, group: true, monthDataKb: 4096 },
  aGroup2: { cust: 'A', status: SimStatus.ACTIVE, group: true, monthDataKb: 1024 },
  aProbe: { cust: 'A', status: SimStatus.ACTIVE, kind: 1 },
  // Same enterprise, another city of the province (city administrators of 755 miss it).
  aDongguan: { cust: 'A', status: SimStatus.ACTIVE, areaCode: '769' },
  b1: { cust: 'B', status: SimStatus.ACTIVE },
  b2: { cust: 'B', status: SimStatus.ACTIVE },
  bSusp: { cust: 'B', status: SimStatus.SUSPENDED },
  bGroup: { cust: 'B', status: SimStatus.ACTIVE, group: true },
} satisfies Record<string, CardSpec>;
export type CardLabel = keyof typeof CARDS;

export interface SimFixture {
  series: number;
  customerA: number;
  customerB: number;
  tariffs: { card1: number; card2: number; withdrawn: number; group1: number; group2: number };
  groups: { a: number; b: number };
  cards: Record<CardLabel, FixtureCard>;
  /** An 11-digit number no card has. */
  unknownMsisdn: string;
}

export async function customerIdByCode(db: Database, custCode: string): Promise<number> {
  const row = await db
    .selectFrom('enterpriseCustomer')
    .select('id')
    .where('custCode', '=', custCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a fixture and brings the card statistics of both customers up to date. */
export async function createSimFixture(db: Database, series = 0): Promise<SimFixture> {
  if (series < 0 || series > 9) throw new Error('series is 0-9');
  const customerA = await customerIdByCode(db, CUST_A);
  const customerB = await customerIdByCode(db, CUST_B);
  const tariff = async (code: string, kind: 1 | 2, dataMb: number, status = 1) =>
    (
      await db
        .insertInto('simTariff')
        .values({
          code: `SVC${series}-${code}`,
          name: `测试资费${series}-${code}`,
          kind,
          monthlyFee: kind === 1 ? 5 : 200,
          dataMb,
          status,
          description: '业务办理测试资费',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const tariffs = {
    card1: await tariff('C1', 1, 100),
    card2: await tariff('C2', 1, 1024),
    withdrawn: await tariff('C3', 1, 30, 0),
    group1: await tariff('G1', 2, 10_240),
    group2: await tariff('G2', 2, 51_200),
  };
  const group = async (customerId: number, name: string) =>
    Number(
      (
        await db
          .insertInto('simGroup')
          .values({ customerId, name, tariffId: tariffs.group1, poolDataMb: 10_240 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const groups = {
    a: await group(customerA, `业务测试群组${series}A`),
    b: await group(customerB, `业务测试群组${series}B`),
  };

  const next = { A: 0, B: 0 };
  const cards = {} as Record<CardLabel, FixtureCard>;
  const now = Date.now();
  for (const [label, spec] of Object.entries(CARDS) as [CardLabel, CardSpec][]) {
    const custDigit = spec.cust === 'A' ? 0 : 1;
    const n = ++next[spec.cust];
    const msisdn = `1999${series}${custDigit}${String(n).padStart(5, '0')}`;
    const iccid = `898600999${series}${custDigit}${String(n).padStart(9, '0')}`;
    const imsi = `46000999${series}${custDigit}${String(n).padStart(5, '0')}`;
    const customerId = spec.cust === 'A' ? customerA : customerB;
    const lastSeen =
      spec.lastSeenHoursAgo === null
        ? null
        : new Date(now - (spec.lastSeenHoursAgo ?? 1) * 3_600_000);
    const row = await db
      .insertInto('simCard')
      .values({
        iccid,
        msisdn,
        imsi,
        customerId,
        beId: spec.cust === 'A' ? '200' : '571',
        areaCode: spec.areaCode ?? (spec.cust === 'A' ? '755' : '571'),
        kind: spec.kind ?? 0,
        status: spec.status,
        tariffId: tariffs[spec.tariff ?? 'card1'],
        groupId: spec.group ? groups[spec.cust === 'A' ? 'a' : 'b'] : null,
        activatedAt: spec.status >= SimStatus.ACTIVE ? new Date(now - 90 * 86_400_000) : null,
        monthDataKb: spec.monthDataKb ?? 0,
        lastSeenAt: lastSeen,
        imei: spec.imei ?? null,
        imeiBound: spec.imeiBound ?? false,
        apn: spec.apn ?? 'cmiot',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cards[label] = { id: Number(row.id), msisdn, iccid, customerId, status: spec.status };
  }
  await refreshSimStats(db, customerA);
  await refreshSimStats(db, customerB);
  return {
    series,
    customerA,
    customerB,
    tariffs,
    groups,
    cards,
    unknownMsisdn: `1999${series}900000`,
  };
}

/** Adds data sessions to a card (started some minutes ago). */
export async function addSessions(
  db: Database,
  cardId: number,
  sessions: readonly {
    startedMinutesAgo: number;
    durationSeconds?: number | null;
    apn?: string;
    areaCode?: string;
    imei?: string | null;
    dataKb?: number;
  }[],
): Promise<void> {
  const now = Date.now();
  for (const s of sessions) {
    const started = new Date(now - s.startedMinutesAgo * 60_000);
    await db
      .insertInto('simSession')
      .values({
        cardId,
        startedAt: started,
        endedAt:
          s.durationSeconds === null
            ? null
            : new Date(started.getTime() + (s.durationSeconds ?? 600) * 1000),
        dataKb: s.dataKb ?? 100,
        rat: '5G SA',
        apn: s.apn ?? 'cmiot',
        cellId: '460-00-12345-1',
        areaCode: s.areaCode ?? '755',
        imei: s.imei ?? null,
      })
      .execute();
  }
}

/** Sets a card's data of earlier months (months 1-6 ago) in the usage history. */
export async function setMonthlyUsage(
  db: Database,
  cardId: number,
  months: readonly { monthsAgo: number; dataKb: number }[],
): Promise<void> {
  for (const m of months) {
    await sql`
      insert into sim_usage_monthly (card_id, month, data_kb)
      values (${cardId}, (date_trunc('month', (now() at time zone 'Asia/Shanghai')::date)
        - make_interval(months => ${m.monthsAgo}))::date, ${m.dataKb})
      on conflict (card_id, month) do update set data_kb = excluded.data_kb
    `.execute(db);
  }
}

export interface StatCell {
  customerId: number;
  beId: string;
  areaCode: string;
  kind: number;
  status: number;
  cards: number;
  monthDataKb: number;
}

/**
 * Cells where the kept statistics differ from a recount of the customers' cards (empty
 * when they agree). Cells counted down to zero are the same as absent ones.
 */
export async function statDrift(
  db: Database,
  customerIds: readonly number[],
): Promise<{ kept: StatCell | null; counted: StatCell | null }[]> {
  const kept = await db
    .selectFrom('simCardStat')
    .selectAll()
    .where('customerId', 'in', customerIds)
    .execute();
  const counted = await db
    .selectFrom('simCard')
    .select([
      'customerId',
      'beId',
      'areaCode',
      'kind',
      'status',
      (eb) => eb.fn.countAll<number>().as('cards'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('monthDataKb'), sql<number>`0`).as('monthDataKb'),
    ])
    .where('customerId', 'in', customerIds)
    .groupBy(['customerId', 'beId', 'areaCode', 'kind', 'status'])
    .execute();
  const key = (c: StatCell) => `${c.customerId}|${c.beId}|${c.areaCode}|${c.kind}|${c.status}`;
  const norm = (c: StatCell): StatCell => ({
    ...c,
    cards: Number(c.cards),
    monthDataKb: Number(c.monthDataKb),
  });
  const a = new Map(
    kept
      .map(norm)
      .filter((c) => c.cards !== 0 || c.monthDataKb !== 0)
      .map((c) => [key(c), c]),
  );
  const b = new Map(counted.map((c) => norm(c as StatCell)).map((c) => [key(c), c]));
  const out: { kept: StatCell | null; counted: StatCell | null }[] = [];
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(k) ?? null;
    const y = b.get(k) ?? null;
    if (!x || !y || x.cards !== y.cards || x.monthDataKb !== y.monthDataKb)
      out.push({ kept: x, counted: y });
  }
  return out;
}

/** The status of a card now. */
export async function cardStatus(db: Database, cardId: number) {
  return db
    .selectFrom('simCard')
    .select(['status', 'tariffId', 'groupId', 'dataCapMb'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
}
