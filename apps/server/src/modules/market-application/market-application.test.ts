import {
  ContentOperCode,
  MarketApplicationMessages,
  MarketApplicationState,
  Messages,
  Status,
  type MarketApplicationAdminDetail,
  type MarketApplicationAdminItem,
  type MarketApplicationDetail,
  type MarketApplicationIndustry,
  type MarketApplicationPortalItem,
  type MarketApplicationVersion,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { gateSession, visitorToken, type GateSession } from '../content-admin/testing.js';

const BASE = '/unionmallmanage/sm/application';

/** The market application fields of spec §3, and only those. */
const CARD_FIELDS = [
  'logoAddress',
  'applicationName',
  'updateTime',
  'industryName',
  'sceneName',
  'description',
  'enterpriseLogoAddress',
  'enterpriseName',
  'phoneNum',
  'details',
  'instructions',
  'configuration',
  'updateLog',
].sort();

const HOSTILE = [
  '<p>第一段<strong>加粗</strong><script>alert(1)</script></p>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(3)">坏链接</a>',
  '<p style="position:fixed" onclick="alert(4)">样式</p>',
  '<iframe src="https://evil.example"></iframe><svg><script>alert(5)</script></svg>',
].join('');

describe('market applications', () => {
  let t: TestApp;
  let editor: GateSession;
  /** A scene of the energy industry and one of another industry. */
  let energyScene: number;
  let healthScene: number;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await gateSession(t);
    const scene = async (industryId: string) =>
      (
        await t.database.db
          .selectFrom('applicationScene')
          .select('id')
          .where('industryId', '=', industryId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    energyScene = await scene('energy');
    healthScene = await scene('healthcare');
  });
  afterAll(() => t.close());

  const form = (over: object = {}) => ({
    industryId: 'energy',
    sceneId: energyScene,
    applicationName: '测试巡检应用',
    logoAddress: '/unionmallmanage/sm/file/download?path=picSrc%2F202611%2Flogo.png',
    description: '用于接口测试的应用',
    enterpriseName: '测试科技有限公司',
    enterpriseLogoAddress: '',
    phoneNum: '010-62345678',
    details: '<p>应用详情正文</p>',
    instructions: '<ol><li><p>第一步</p></li></ol>',
    configuration: '<ul><li><p>5G SA专网</p></li></ul>',
    updateLog: '<h3>V1.0.0</h3><p>首个版本</p>',
    ...over,
  });
  /** Saves through the gateway; a null operCode leaves the header out. */
  const save = (payload: object, operCode: string | null = ContentOperCode.APP_ADD) =>
    t.call<MarketApplicationAdminDetail>({
      method: 'POST',
      url: BASE,
      headers: editor.headers(operCode ?? undefined),
      payload,
    });
  const setStatus = (id: number, status: number, operCode: string = ContentOperCode.PUBLISH) =>
    t.call<MarketApplicationAdminDetail>({
      method: 'GET',
      url: `${BASE}/updateStats?id=${id}&status=${status}`,
      headers: editor.headers(operCode),
    });
  const portalIds = async (query = '') =>
    (
      await t.call<PageResult<MarketApplicationPortalItem>>({
        method: 'GET',
        url: `${BASE}/portal/list?pageSize=50${query}`,
      })
    ).body.result.data.map((d) => d.id);
  /** The portal's industry chips as `name:count`. */
  const portalIndustries = async () =>
    (
      await t.call<MarketApplicationIndustry[]>({
        method: 'GET',
        url: `${BASE}/portal/industries`,
      })
    ).body.result.map((i) => `${i.name}:${i.count}`);
  const portalDetail = (id: number) =>
    t.call<MarketApplicationDetail>({ method: 'GET', url: `${BASE}/portal/detail?id=${id}` });

  it('shows a published application on the portal with exactly the card fields', async () => {
    const list = await t.call<PageResult<MarketApplicationPortalItem>>({
      method: 'GET',
      url: `${BASE}/portal/list?industryId=healthcare`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body.result.total).toBe(2);
    expect(list.body.result.data.every((d) => d.industryName === '医疗健康')).toBe(true);

    const first = list.body.result.data[0]!;
    const detail = await portalDetail(first.id);
    expect(detail.statusCode).toBe(200);
    expect(Object.keys(detail.body.result).sort()).toEqual(CARD_FIELDS);
    expect(detail.body.result).toMatchObject({
      applicationName: first.applicationName,
      industryName: '医疗健康',
      phoneNum: expect.stringMatching(/^0\d{2,3}-\d{7,8}$/) as unknown,
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as unknown,
    });
    expect(detail.body.result.sceneName).not.toBe('');
    expect(detail.body.result.details).toContain('<p>');

    const missing = await portalDetail(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(MarketApplicationMessages.NOT_FOUND);
    const bad = await t.call({ method: 'GET', url: `${BASE}/portal/detail?id=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('应用编号必须是数字');
  });

  it('keeps a draft off the portal until it is published, and withdraws it again', async () => {
    const created = await save(form({ applicationName: '发布流程应用' }));
    expect(created.statusCode).toBe(200);
    const id = created.body.result.id;
    // The seed publishes two applications in each of three industries; a draft counts nowhere.
    expect(await portalIndustries()).toEqual(['电力能源:2', '智能制造:2', '医疗健康:2']);
    expect(created.body.result).toMatchObject({
      state: MarketApplicationState.DRAFT,
      industryName: '电力能源',
      updatedBy: 'editor',
    });
    expect(await portalIds()).not.toContain(id);
    const hidden = await portalDetail(id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.message).toBe(MarketApplicationMessages.NOT_FOUND);
    // Editors still read it in the back office.
    const managed = await t.call<MarketApplicationAdminDetail>({
      method: 'GET',
      url: `${BASE}/detail?id=${id}`,
      headers: authed(editor.token),
    });
    expect(managed.body.result.applicationName).toBe('发布流程应用');

    const published = await setStatus(id, MarketApplicationState.PUBLISHED);
    expect(published.statusCode).toBe(200);
    expect(published.body.message).toBe('发布成功');
    expect(published.body.result.state).toBe(MarketApplicationState.PUBLISHED);
    expect(published.body.result.publishTime).not.toBe('');
    expect(await portalIds()).toContain(id);
    expect(await portalIds('&industryId=energy')).toContain(id);
    expect(await portalIds('&industryId=healthcare')).not.toContain(id);
    expect(await portalIndustries()).toEqual(['电力能源:3', '智能制造:2', '医疗健康:2']);
    const shown = await portalDetail(id);
    expect(shown.statusCode).toBe(200);
    expect(shown.body.result.details).toBe('<p>应用详情正文</p>');

    // A published application cannot be deleted.
    const refused = await t.call({
      method: 'DELETE',
      url: `${BASE}/${id}`,
      headers: editor.headers(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(MarketApplicationMessages.DELETE_PUBLISHED);

    const withdrawn = await setStatus(id, MarketApplicationState.WITHDRAWN);
    expect(withdrawn.body.message).toBe('已撤回');
    expect(withdrawn.body.result.state).toBe(MarketApplicationState.WITHDRAWN);
    expect(await portalIds()).not.toContain(id);
    expect((await portalDetail(id)).statusCode).toBe(404);
    expect(await portalIndustries()).toEqual(['电力能源:2', '智能制造:2', '医疗健康:2']);
    const again = await setStatus(id, MarketApplicationState.WITHDRAWN);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(MarketApplicationMessages.WITHDRAW_UNPUBLISHED);

    const removed = await t.call({
      method: 'DELETE',
      url: `${BASE}/${id}`,
      headers: editor.headers(),
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.call({
      method: 'GET',
      url: `${BASE}/detail?id=${id}`,
      headers: authed(editor.token),
    });
    expect(gone.statusCode).toBe(404);

    // Every change was kept, the deleted state included.
    const history = await t.call<PageResult<MarketApplicationVersion>>({
      method: 'GET',
      url: `${BASE}/versions?id=${id}`,
      headers: authed(editor.token),
    });
    expect(history.body.result.data.map((v) => [v.version, v.action, v.operCode])).toEqual([
      [4, 'delete', ''],
      [3, 'withdraw', 'PUBLISH'],
      [2, 'publish', 'PUBLISH'],
      [1, 'create', 'APP_ADD'],
    ]);
    expect(history.body.result.data[0]!.snapshot.applicationName).toBe('发布流程应用');
  });

  it('edits a seeded application, keeping its original text as the first version', async () => {
    const seeded = (
      await t.call<PageResult<MarketApplicationAdminItem>>({
        method: 'GET',
        url: `${BASE}/list?keyword=${encodeURIComponent('澜川')}`,
        headers: authed(editor.token),
      })
    ).body.result.data[0]!;
    const before = (
      await t.call<MarketApplicationAdminDetail>({
        method: 'GET',
        url: `${BASE}/detail?id=${seeded.id}`,
        headers: authed(editor.token),
      })
    ).body.result;
    const edited = await save(
      { ...before, sceneId: before.sceneId, updateLog: '<p>新增版本说明</p>' },
      ContentOperCode.APP_EDIT,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body.result).toMatchObject({ id: seeded.id, state: 1 });
    // A published application changes on the portal at once.
    expect((await portalDetail(seeded.id)).body.result.updateLog).toBe('<p>新增版本说明</p>');

    const history = await t.call<PageResult<MarketApplicationVersion>>({
      method: 'GET',
      url: `${BASE}/versions?id=${seeded.id}`,
      headers: authed(editor.token),
    });
    const [update, original] = history.body.result.data;
    expect([update!.action, original!.action]).toEqual(['update', 'original']);
    expect(original!.snapshot.updateLog).toBe(before.updateLog);

    // Editing with the new-record code is refused.
    const wrongCode = await save({ ...before }, ContentOperCode.APP_ADD);
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.body.status).toBe(Status.OPER_CODE_INVALID);
  });

  it('answers each invalid field with its own message and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('marketApplication')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [object, string][] = [
      [{ applicationName: '' }, '请输入应用名称'],
      [{ applicationName: '应'.repeat(31) }, '应用名称不能超过30个字符'],
      [{ description: '  ' }, '请输入应用简介'],
      [{ description: '述'.repeat(201) }, '应用简介不能超过200个字符'],
      [{ phoneNum: '' }, '请输入服务电话'],
      [{ phoneNum: '12345' }, '服务电话应为手机号码或固定电话（如 010-12345678）'],
      [{ phoneNum: '1380013800' }, '服务电话应为手机号码或固定电话（如 010-12345678）'],
      [{ logoAddress: '' }, '请上传应用图标'],
      [{ logoAddress: 'javascript:alert(1)' }, '应用图标只能是站内路径或http(s)地址'],
      [{ enterpriseName: '' }, '请输入企业名称'],
      [{ industryId: '' }, '请选择所属行业'],
      [{ sceneId: undefined }, '请选择应用场景'],
      [{ industryId: 'nowhere' }, MarketApplicationMessages.UNKNOWN_INDUSTRY],
      [{ sceneId: healthScene }, MarketApplicationMessages.SCENE_MISMATCH],
      [{ sceneId: 987654 }, MarketApplicationMessages.SCENE_MISMATCH],
    ];
    for (const [over, message] of cases) {
      const res = await save(form(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    expect(await count()).toBe(before);

    // A mobile number and a landline with extension are both service lines.
    for (const phoneNum of ['13912345678', '0755-26718842-801']) {
      const res = await save(form({ applicationName: `电话${phoneNum.length}`, phoneNum }));
      expect(res.statusCode, phoneNum).toBe(200);
      expect(res.body.result.phoneNum).toBe(phoneNum);
    }

    const badStatus = await setStatus(1, 0);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body.message).toBe('发布状态取值不正确');
    const noId = await t.call({
      method: 'GET',
      url: `${BASE}/updateStats?status=1`,
      headers: editor.headers(ContentOperCode.PUBLISH),
    });
    expect(noId.body.message).toBe('请提供应用编号');
    expect((await setStatus(987654, 1)).statusCode).toBe(404);
    expect((await save(form({ id: 987654 }), ContentOperCode.APP_EDIT)).statusCode).toBe(404);
  });

  it('strips script and other unsafe markup from the four tabs before storing them', async () => {
    const res = await save(
      form({
        applicationName: '安全测试应用',
        details: HOSTILE,
        instructions: HOSTILE,
        configuration: HOSTILE,
        updateLog: '<p></p><p>  </p>',
      }),
    );
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('marketApplication')
      .select(['details', 'instructions', 'configuration', 'updateLog'])
      .where('id', '=', res.body.result.id)
      .executeTakeFirstOrThrow();
    for (const html of [
      stored.details,
      stored.instructions,
      stored.configuration,
      res.body.result.details,
    ]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=|<iframe|<svg|alert/i);
      expect(html).toContain('<p>第一段<strong>加粗</strong></p>');
      expect(html).toContain('<a>坏链接</a>');
      expect(html).toContain('<p>样式</p>');
    }
    // Nothing visible is left of an empty editor: the tab is stored empty.
    expect(stored.updateLog).toBe('');
  });

  it('refuses writes without the security token or the operator code', async () => {
    const noToken = await t.call({
      method: 'POST',
      url: BASE,
      headers: { ...authed(editor.token), operCode: ContentOperCode.APP_ADD },
      payload: form({ applicationName: '无令牌应用' }),
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body.status).toBe(Status.SECURITY_TOKEN_INVALID);
    expect(noToken.body.message).toBe(Messages.SECURITY_TOKEN_REQUIRED);

    const badToken = await t.call({
      method: 'POST',
      url: BASE,
      headers: { ...editor.headers(ContentOperCode.APP_ADD), securityToken: 'not-a-token' },
      payload: form({ applicationName: '坏令牌应用' }),
    });
    expect(badToken.statusCode).toBe(403);
    expect(badToken.body.message).toBe(Messages.SECURITY_TOKEN_INVALID);

    const noCode = await save(form({ applicationName: '无编码应用' }), null);
    expect(noCode.statusCode).toBe(403);
    expect(noCode.body.status).toBe(Status.OPER_CODE_INVALID);
    expect(noCode.body.message).toBe(Messages.OPER_CODE_REQUIRED);

    const draft = await save(form({ applicationName: '令牌检查应用' }));
    const id = draft.body.result.id;
    const publishWithoutCode = await t.call({
      method: 'GET',
      url: `${BASE}/updateStats?id=${id}&status=1`,
      headers: editor.headers(),
    });
    expect(publishWithoutCode.body.status).toBe(Status.OPER_CODE_INVALID);
    const publishWrongCode = await setStatus(id, 1, ContentOperCode.APP_EDIT);
    expect(publishWrongCode.statusCode).toBe(403);
    const deleteWithoutToken = await t.call({
      method: 'DELETE',
      url: `${BASE}/${id}`,
      headers: authed(editor.token),
    });
    expect(deleteWithoutToken.body.status).toBe(Status.SECURITY_TOKEN_INVALID);
    const names = (
      await t.database.db.selectFrom('marketApplication').select('applicationName').execute()
    ).map((r) => r.applicationName);
    expect(names).not.toContain('无令牌应用');
    expect(names).not.toContain('坏令牌应用');
    expect(names).not.toContain('无编码应用');
    const state = await t.database.db
      .selectFrom('marketApplication')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe(MarketApplicationState.DRAFT);
  });

  it('refuses customers, visitors, province administrators and anonymous callers', async () => {
    const draft = await save(form({ applicationName: '越权检查应用' }));
    const id = draft.body.result.id;
    const customer = await loginAs(t, 'OCB1000000001');
    const province = await loginAs(t, 'gd_admin');
    const visitor = await visitorToken(t);
    for (const [headers, code] of [
      [authed(customer), 403],
      [authed(province), 403],
      [authed(visitor), 403],
      [{}, 401],
    ] as const) {
      const withGate = {
        ...headers,
        securityToken: editor.securityToken,
        operCode: ContentOperCode.PUBLISH,
      };
      const calls = [
        { method: 'GET', url: `${BASE}/list` },
        { method: 'GET', url: `${BASE}/detail?id=${id}` },
        { method: 'GET', url: `${BASE}/versions?id=${id}` },
        { method: 'GET', url: `${BASE}/updateStats?id=${id}&status=1` },
        { method: 'DELETE', url: `${BASE}/${id}` },
        { method: 'POST', url: BASE, payload: form({ applicationName: '越权应用' }) },
      ] as const;
      for (const call of calls) {
        const res = await t.call({ ...call, headers: withGate });
        expect(res.statusCode, `${call.method} ${call.url} ${JSON.stringify(headers)}`).toBe(code);
      }
    }
    const still = await t.database.db
      .selectFrom('marketApplication')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(still.state).toBe(MarketApplicationState.DRAFT);
    // The national administrator holds the menu as the case editors do.
    const admin = await loginAs(t, 'admin');
    const list = await t.call({ method: 'GET', url: `${BASE}/list`, headers: authed(admin) });
    expect(list.statusCode).toBe(200);
  });

  it('lists every state for editors, filtered by keyword, state and industry', async () => {
    const list = (query: string, pageSize = 50) =>
      t.call<PageResult<MarketApplicationAdminItem>>({
        method: 'GET',
        url: `${BASE}/list?pageSize=${pageSize}${query}`,
        headers: authed(editor.token),
      });
    const all = await list('');
    expect(all.statusCode).toBe(200);
    expect(new Set(all.body.result.data.map((d) => d.state))).toEqual(new Set([0, 1]));
    const drafts = await list(`&state=0&keyword=${encodeURIComponent('安全测试')}`);
    expect(drafts.body.result.data.map((d) => d.applicationName)).toEqual(['安全测试应用']);
    const byEnterprise = await list(`&keyword=${encodeURIComponent('康曜医疗')}`);
    expect(byEnterprise.body.result.data.map((d) => d.applicationName)).toEqual(['康曜移动查房']);
    const manufacturing = await list('&industryId=manufacturing&state=1');
    expect(manufacturing.body.result.total).toBe(2);
    const paged = await list('&page=2', 2);
    expect(paged.body.result).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.body.result.data).toHaveLength(2);
    const badState = await list('&state=7');
    expect(badState.statusCode).toBe(400);
    expect(badState.body.message).toBe('状态取值不正确');
  });

  it('records saves and publishing in the operation log', async () => {
    await t.app.flushOperLog();
    const logged = await t.database.db
      .selectFrom('operLog')
      .select(['title', 'bodyParam', 'operUrl', 'status'])
      .where('loginAccount', '=', 'editor')
      .where('operUrl', 'in', [BASE, `${BASE}/updateStats`])
      .where('status', '=', Status.OK)
      .execute();
    const save = logged.find((l) => l.bodyParam?.includes('发布流程应用'));
    expect(save?.title).toBe('保存应用');
    // The service line is a phone field: masked in the log like any other.
    expect(save?.bodyParam).not.toContain('62345678');
    expect(logged.some((l) => l.title === '发布或撤回应用')).toBe(true);
  });
});
