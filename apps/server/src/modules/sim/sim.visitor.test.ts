import {
  Messages,
  SimMessages,
  Status,
  type MenuNode,
  type PageResult,
  type SimDetail,
  type SimGroup,
  type SimOverview,
  type SimPage,
  type SimRiskEvent,
  type SimRiskRule,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, type TestApp } from '../../../test/helpers.js';
import { MENUS } from '../identity/menu-catalogue.js';
import { visitorToken } from '../sms/sms.test-support.js';
import {
  API,
  countWhere,
  CUST_A,
  CUST_DEMO,
  customerIdOf,
  iccidsWhere,
} from './sim.test-support.js';

interface MenuResult {
  productMenuList: { menuNodeList: { childMenuList: MenuNode[] }[] }[];
  permissions: string[];
}

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.childMenuList ?? [])]);

/** Visitor mode (spec §2, §6): the console's SIM screens, read-only, on the demo enterprise. */
describe('visitor on the SIM screens', () => {
  let t: TestApp;
  let token: string;
  let demo: number;
  let custA: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = await visitorToken(t);
    demo = await customerIdOf(t, CUST_DEMO);
    custA = await customerIdOf(t, CUST_A);
  });
  afterAll(() => t.close());

  const get = <T>(path: string) =>
    t.call<T>({ method: 'GET', url: `${API}/${path}`, headers: authed(token) });

  it('sees only the 访客体验 area, whose entries mirror console screens', async () => {
    const res = await get<MenuResult>('user/account/productMenu');
    const groups = res.body.result.productMenuList[0]!.menuNodeList[0]!.childMenuList;
    expect(groups.map((g) => g.id)).toEqual(['tourist']);
    const urls = flatten(groups).map((n) => n.portalUrl);
    expect(urls.every((u) => u === '/tourist/control' || u.startsWith('/tourist/control/'))).toBe(
      true,
    );
    expect(urls).toEqual(
      expect.arrayContaining(['/tourist/control/SIM/overview', '/tourist/control/SIM/manage']),
    );
    // The API checks the mirrored console menus; no export, no back office.
    const held = res.body.result.permissions;
    expect(held).toEqual(expect.arrayContaining(['sim.overview', 'sim.manage', 'sim.risk']));
    expect(held).not.toContain('action.export');
    expect(held.filter((id) => id.startsWith('admin'))).toEqual([]);
  });

  it('mirrors each console entry at /tourist + its path, under its name', () => {
    const byId = new Map(MENUS.map((d) => [d.id, d]));
    const mirrors = MENUS.filter((d) => d.mirrors);
    expect(mirrors.length).toBeGreaterThan(0);
    for (const d of mirrors) {
      const original = byId.get(d.mirrors!);
      expect(original, d.id).toBeDefined();
      expect(d.portalUrl).toBe(`/tourist${original!.portalUrl}`);
      expect(d.name).toBe(original!.name);
    }
  });

  it("reads the demo enterprise's cards and nothing else", async () => {
    const ownCards = sql`customer_id = ${demo} and kind = 0`;
    const page = (await get<SimPage>('icm/sim/list?pageSize=50')).body.result;
    expect(page.total).toBe(await countWhere(t, ownCards));
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.map((c) => c.iccid)).toEqual(await iccidsWhere(t, ownCards, sql`id desc`, 50));

    const overview = (await get<SimOverview>('icm/sim/overview')).body.result;
    expect(overview.total).toBe(page.total);

    const [mine] = await iccidsWhere(t, ownCards, sql`id`, 1);
    const detail = await get<SimDetail>(`icm/sim/detail?iccid=${mine}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.result.customerName).toBe('演示体验企业');

    const [theirs] = await iccidsWhere(t, sql`customer_id = ${custA}`, sql`id`, 1);
    expect((await get(`icm/sim/detail?iccid=${theirs}`)).statusCode).toBe(403);
    expect((await get<SimPage>(`icm/sim/list?keyword=${theirs}`)).body.result.total).toBe(0);
    const { rows } = await sql<{ msisdn: string }>`
      select msisdn from sim_card where iccid = ${theirs}`.execute(t.database.db);
    expect((await get(`icm/sim/diagnosis?msisdn=${rows[0]!.msisdn}`)).statusCode).toBe(403);
    const own = await sql<{ msisdn: string }>`
      select msisdn from sim_card where iccid = ${mine}`.execute(t.database.db);
    expect((await get(`icm/sim/diagnosis?msisdn=${own.rows[0]!.msisdn}`)).statusCode).toBe(200);

    const groups = (await get<PageResult<SimGroup>>('icm/sim/group/list?pageSize=50')).body.result;
    const demoGroups = await t.database.db
      .selectFrom('simGroup')
      .select('id')
      .where('customerId', '=', demo)
      .execute();
    expect(groups.data.map((g) => g.id).sort()).toEqual(demoGroups.map((g) => g.id).sort());

    const rules = (await get<SimRiskRule[]>('icm/sim/risk/rules')).body.result;
    expect(rules).toHaveLength(4);
    const events = (await get<PageResult<SimRiskEvent>>('icm/sim/risk/events?pageSize=50')).body
      .result;
    const { rows: eventRows } = await sql<{ n: number }>`
      select count(*)::int as n from sim_risk_event where customer_id = ${demo}`.execute(
      t.database.db,
    );
    expect(events.total).toBe(Number(eventRows[0]!.n));
    expect((await get('icm/sim/business/list')).statusCode).toBe(200);
  });

  it('may not export', async () => {
    const res = await get('icm/sim/export');
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(Messages.NO_PERMISSION);
  });

  it('is answered 403 by every SIM write endpoint, and nothing changes', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith(`${API}/icm/sim/`))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method: method.toUpperCase(), path })),
      );
    // Business, tariff change, group create/edit/delete, risk rule and event, evaluation.
    expect(writes.length).toBeGreaterThanOrEqual(8);

    const snapshot = async () => {
      const { rows } = await sql<Record<string, number>>`
        select
          (select count(*)::int from sim_business_request) as requests,
          (select count(*)::int from sim_group) as groups,
          (select count(*)::int from sim_risk_event where status = 0) as open_events,
          (select count(*)::int from sim_risk_rule where enabled) as enabled_rules`.execute(
        t.database.db,
      );
      return rows[0];
    };
    const before = await snapshot();
    const { id: groupId } = await t.database.db
      .selectFrom('simGroup')
      .select('id')
      .where('customerId', '=', demo)
      .executeTakeFirstOrThrow();
    for (const { method, path } of writes) {
      const res = await t.call({
        method: method as 'POST',
        url: path.replace('{id}', String(groupId)),
        headers: authed(token),
        payload: {},
      });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.body.status).toBe(Status.FORBIDDEN);
      expect(res.body.message).toBe(SimMessages.VISITOR_READ_ONLY);
    }
    expect(await snapshot()).toEqual(before);
  });
});
