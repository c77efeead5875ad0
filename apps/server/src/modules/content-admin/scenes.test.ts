import {
  INDUSTRIES,
  Status,
  type CategoryScene,
  type IndustryItem,
  type PageResult,
  type PortalScene,
  type SceneCategory,
  type SceneDetail,
  type SceneItem,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { gateSession, type GateSession } from './testing.js';

const SCENE = '/unionmallmanage/sm/applicationscene';
const INDUSTRY = '/unionmallmanage/sm/industry';

describe('industries and application scenes', () => {
  let t: TestApp;
  let editor: GateSession;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await gateSession(t);
  });
  afterAll(() => t.close());

  const saveScene = (payload: object) =>
    t.call<SceneDetail>({ method: 'POST', url: SCENE, headers: editor.headers(), payload });
  const get = <T>(path: string, token: string | null = editor.token) =>
    t.call<T>({ method: 'GET', url: path, headers: token ? authed(token) : {} });
  const portal = async (qs = '') =>
    (await get<PortalScene[]>(`${SCENE}/portal/list?${qs}`, null)).body.result;

  it('adds an industry with a server-made id, edits it, and deletes it only when unused', async () => {
    const added = await t.call<IndustryItem>({
      method: 'POST',
      url: `${INDUSTRY}/add/noIndustryId`,
      headers: editor.headers(),
      payload: { name: '智慧农业', sortNum: 200, description: '大田与设施农业' },
    });
    expect(added.statusCode).toBe(200);
    const id = added.body.result.id;
    expect(id).toMatch(/^ind_[0-9a-f]{12}$/);
    const all = await get<IndustryItem[]>(`${INDUSTRY}/list/all`, null);
    expect(all.body.result.at(-1)).toMatchObject({ id, name: '智慧农业', sortNum: 200 });

    const dup = await t.call({
      method: 'POST',
      url: `${INDUSTRY}/add/noIndustryId`,
      headers: editor.headers(),
      payload: { name: '智慧农业' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe('行业名称已存在');

    const edited = await t.call<IndustryItem>({
      method: 'PUT',
      url: `${INDUSTRY}/${id}`,
      headers: editor.headers(),
      payload: { name: '智慧农业与畜牧', sortNum: 5 },
    });
    expect(edited.body.result).toMatchObject({ id, name: '智慧农业与畜牧', sortNum: 5 });

    const scene = await saveScene({ name: '温室环境监测', industryId: id });
    const inUse = await t.call({
      method: 'DELETE',
      url: `${INDUSTRY}/${id}`,
      headers: editor.headers(),
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.message).toBe('该行业下仍有案例、方案或应用场景，不能删除');
    await t.call({
      method: 'DELETE',
      url: `${SCENE}/${scene.body.result.id}`,
      headers: editor.headers(),
    });
    const removed = await t.call({
      method: 'DELETE',
      url: `${INDUSTRY}/${id}`,
      headers: editor.headers(),
    });
    expect(removed.statusCode).toBe(200);

    const builtIn = await t.call({
      method: 'DELETE',
      url: `${INDUSTRY}/${INDUSTRIES[0]!.id}`,
      headers: editor.headers(),
    });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.body.message).toBe('平台内置行业不能删除');
    const noToken = await t.call({
      method: 'POST',
      url: `${INDUSTRY}/add/noIndustryId`,
      headers: authed(editor.token),
      payload: { name: '无令牌行业' },
    });
    expect(noToken.body.status).toBe(Status.SECURITY_TOKEN_INVALID);
  });

  it('saves scenes, lists them for the back office and only enabled ones for the portal', async () => {
    const gantry = await saveScene({
      name: '岸桥远控',
      industryId: 'port',
      description: '岸桥司机在中控室远程操作',
      picture: '/images/solutions/scenes/gantry.svg',
      sortNum: 1,
    });
    expect(gantry.statusCode).toBe(200);
    expect(gantry.body.result).toMatchObject({
      industryName: '智慧港口',
      status: 1,
      linkedIndustryIds: [],
    });
    const hidden = await saveScene({
      name: '理货识别（停用）',
      industryId: 'port',
      sortNum: 2,
      status: 0,
    });
    const agv = await saveScene({ name: '无人集卡', industryId: 'port', sortNum: 3 });

    const list = await get<PageResult<SceneItem>>(`${SCENE}/list?industryId=port`);
    expect(list.body.result.data.map((s) => s.name)).toEqual([
      '岸桥远控',
      '理货识别（停用）',
      '无人集卡',
    ]);
    const disabled = await get<PageResult<SceneItem>>(`${SCENE}/list?status=0`);
    expect(disabled.body.result.data.map((s) => s.id)).toEqual([hidden.body.result.id]);

    expect((await portal('industryId=port')).map((s) => s.name)).toEqual(['岸桥远控', '无人集卡']);
    const everything = await portal();
    expect(everything.map((s) => s.id)).toContain(agv.body.result.id);
    expect(everything.map((s) => s.id)).not.toContain(hidden.body.result.id);

    const renamed = await saveScene({
      id: agv.body.result.id,
      name: '无人集卡编队',
      industryId: 'port',
      sortNum: 3,
    });
    expect(renamed.body.result.name).toBe('无人集卡编队');
    expect((await saveScene({ id: 987654, name: '不存在', industryId: 'port' })).statusCode).toBe(
      404,
    );
    const unknown = await saveScene({ name: '无行业场景', industryId: 'nowhere' });
    expect(unknown.body.message).toBe('所选行业不存在');
    const badPicture = await saveScene({
      name: '坏图片',
      industryId: 'port',
      picture: 'javascript:alert(1)',
    });
    expect(badPicture.statusCode).toBe(400);
  });

  it('links scenes of other industries to a category, in order, replacing earlier links', async () => {
    const own = await saveScene({ name: '井下视频回传', industryId: 'mining', sortNum: 1 });
    const a = await saveScene({ name: '园区安防巡检', industryId: 'manufacturing', sortNum: 1 });
    const b = await saveScene({ name: '移动巡检机器人', industryId: 'energy', sortNum: 1 });

    const link = (sceneIds: number[]) =>
      t.call<CategoryScene[]>({
        method: 'POST',
        url: `${SCENE}/category/link`,
        headers: editor.headers(),
        payload: { industryId: 'mining', sceneIds },
      });
    const linked = await link([b.body.result.id, a.body.result.id, own.body.result.id]);
    expect(linked.statusCode).toBe(200);
    expect(linked.body.result.map((s) => [s.name, s.linked])).toEqual([
      ['井下视频回传', false],
      ['移动巡检机器人', true],
      ['园区安防巡检', true],
    ]);
    const read = await get<CategoryScene[]>(`${SCENE}/linked/category?industryId=mining`);
    expect(read.body.result).toEqual(linked.body.result);
    expect((await portal('industryId=mining')).map((s) => s.name)).toEqual([
      '井下视频回传',
      '移动巡检机器人',
      '园区安防巡检',
    ]);
    const detail = await get<SceneDetail>(`${SCENE}/detail?id=${a.body.result.id}`);
    expect(detail.body.result.linkedIndustryIds).toEqual(['mining']);

    const categories = await get<SceneCategory[]>(`${SCENE}/category`);
    const mining = categories.body.result.find((c) => c.industryId === 'mining');
    expect(mining).toMatchObject({ industryName: '智慧矿山', sceneCount: 3 });
    expect(categories.body.result).toHaveLength(INDUSTRIES.length);

    const replaced = await link([a.body.result.id]);
    expect(replaced.body.result.map((s) => s.name)).toEqual(['井下视频回传', '园区安防巡检']);
    const unknown = await link([987654]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('部分场景不存在，请刷新后重试');
    const twice = await link([a.body.result.id, a.body.result.id]);
    expect(twice.body.message).toBe('场景不能重复关联');
  });

  it('keeps the back-office scene endpoints to holders of the industry menu', async () => {
    const customer = await loginAs(t, 'OCB1000000001');
    for (const path of [
      `${SCENE}/list`,
      `${SCENE}/category`,
      `${SCENE}/linked/category?industryId=port`,
    ]) {
      expect((await get(path, customer)).statusCode, path).toBe(403);
      expect((await get(path, null)).statusCode, path).toBe(401);
    }
    const post = await t.call({
      method: 'POST',
      url: SCENE,
      headers: { ...authed(customer), securityToken: editor.securityToken },
      payload: { name: '越权场景', industryId: 'port' },
    });
    expect(post.statusCode).toBe(403);
  });
});
