import { productOf, type MarketDemandSourceKind } from '@pn/shared';
import { resolveAreaPath } from '../../modules/area/area.service.js';
import { MARKET_DEMAND_NUMBER_PREFIX, nextDailyNumber } from '../../lib/daily-number.js';
import type { Database } from '../database.js';

interface DemoDemand {
  /** Province, city, district codes as the portal's cascader sends them. */
  address: [string, string, string];
  companyName: string;
  userName: string;
  userTel: string;
  userEmail: string;
  userMarketDemand: string;
  status: 0 | 1 | 2;
  createdAt: string;
  /** The consult button it came from: a product code, a built-in case type, or a page. */
  source?: { kind: MarketDemandSourceKind; product?: string; caseType?: string };
  /** Who took it (for demands followed up or closed) and what was noted. */
  followUp?: { assignee: string; tel: string; note: string; closeNote?: string };
}

/** Demands left on the portal by fictional enterprises, across provinces and follow-up states. */
const DEMO_DEMANDS: DemoDemand[] = [
  {
    address: ['440000', '440300', '440305'],
    companyName: '深圳市前海云帆科技有限公司',
    userName: '郑雨桐',
    userTel: '13612345678',
    userEmail: 'zhengyt@qhyunfan.example.com',
    userMarketDemand: '园区内AGV与机械臂协同作业，希望了解5G专网的时延保障与部署周期。',
    status: 0,
    createdAt: '2026-11-20T09:42:00+08:00',
    source: { kind: 'product', product: 'A1' },
  },
  {
    address: ['440000', '440300', '440306'],
    companyName: '深圳宝安精密模具有限公司',
    userName: '彭立新',
    userTel: '13798761234',
    userEmail: 'penglx@baoan-mould.example.com',
    userMarketDemand: '三个车间需要视频质检上云，希望评估上行带宽方案和数据不出园区的做法。',
    status: 1,
    createdAt: '2026-11-18T15:10:00+08:00',
    source: { kind: 'product', product: 'A4' },
    followUp: {
      assignee: '陈伟',
      tel: '13923456781',
      note: '已电话沟通，约定下周现场勘察三个车间。',
    },
  },
  {
    address: ['440000', '440300', '440307'],
    companyName: '深圳龙岗新能源电池有限公司',
    userName: '邱海燕',
    userTel: '15920034567',
    userEmail: 'qiuhy@lg-battery.example.com',
    userMarketDemand: '产线扩建，计划部署约500个工业终端，想咨询RedCap模组选型与资费。',
    status: 2,
    createdAt: '2026-11-03T11:25:00+08:00',
    source: { kind: 'product', product: 'RedCap' },
    followUp: {
      assignee: '陈伟',
      tel: '13923456781',
      note: '已发送RedCap模组选型清单与资费说明。',
      closeNote: '客户已按标准资费在线订购，需求完结。',
    },
  },
  {
    address: ['440000', '440100', '440115'],
    companyName: '广州南沙港航物流有限公司',
    userName: '梁国伟',
    userTel: '13828895566',
    userEmail: 'lianggw@ns-port.example.com',
    userMarketDemand: '码头龙门吊远程操控改造，需要确定性网络保障，请安排方案交流。',
    status: 1,
    createdAt: '2026-11-15T10:05:00+08:00',
    source: { kind: 'home' },
    followUp: {
      assignee: '梁志强',
      tel: '13711223344',
      note: '已安排港口行业方案经理，下周二上门交流。',
    },
  },
  {
    address: ['440000', '440100', '440106'],
    companyName: '广州天河智慧楼宇运营有限公司',
    userName: '何嘉琪',
    userTel: '18620017788',
    userEmail: 'hejq@th-building.example.com',
    userMarketDemand: '写字楼安防与能耗监测终端接入，关注专网与公网业务隔离。',
    status: 0,
    createdAt: '2026-11-19T16:30:00+08:00',
    source: { kind: 'widget' },
  },
  {
    address: ['440000', '440600', '440606'],
    companyName: '佛山顺德家电智造有限公司',
    userName: '冯志豪',
    userTel: '13590221133',
    userEmail: 'fengzh@sd-appliance.example.com',
    userMarketDemand: '希望参观已落地的家电行业5G工厂案例，并了解本地业务保障能力。',
    status: 2,
    createdAt: '2026-10-22T14:00:00+08:00',
    source: { kind: 'case', caseType: 'haier' },
    followUp: {
      assignee: '梁志强',
      tel: '13711223344',
      note: '已邀请客户参观合作工厂。',
      closeNote: '客户暂缓建设，明年再议。',
    },
  },
  {
    address: ['330000', '330100', '330108'],
    companyName: '杭州滨江数智制造有限公司',
    userName: '沈思远',
    userTel: '13757198820',
    userEmail: 'shensy@bj-smart.example.com',
    userMarketDemand: '研发中心需要5G专网测试环境，希望了解切片与边缘计算的开通流程。',
    status: 0,
    createdAt: '2026-11-17T09:15:00+08:00',
    source: { kind: 'support' },
  },
  {
    address: ['330000', '330200', '330206'],
    companyName: '宁波北仑港口装备有限公司',
    userName: '俞建军',
    userTel: '13505748866',
    userEmail: 'yujj@bl-equip.example.com',
    userMarketDemand: '堆场无人集卡试点，需要评估覆盖范围和终端数量，请联系。',
    status: 1,
    createdAt: '2026-11-10T13:45:00+08:00',
    followUp: {
      assignee: '王海涛',
      tel: '13857401122',
      note: '已联系客户，待提供堆场平面图后评估覆盖。',
    },
  },
  {
    address: ['320000', '320500', '320506'],
    companyName: '苏州吴中精工电子有限公司',
    userName: '顾晓婷',
    userTel: '13962156677',
    userEmail: 'guxt@wz-jinggong.example.com',
    userMarketDemand: 'SMT产线设备联网与数据采集，关注数据不出场方案的投入。',
    status: 0,
    createdAt: '2026-11-12T10:20:00+08:00',
  },
  {
    address: ['370000', '370200', '370211'],
    companyName: '青岛西海岸智能装备有限公司',
    userName: '孙明辉',
    userTel: '13864213344',
    userEmail: 'sunmh@xha-equip.example.com',
    userMarketDemand: '新建厂区规划5G全连接工厂，想先做一期网络勘察。',
    status: 2,
    createdAt: '2026-10-28T15:55:00+08:00',
    followUp: {
      assignee: '刘洋',
      tel: '13853201234',
      note: '已完成一期勘察。',
      closeNote: '已转入项目建设，需求关闭。',
    },
  },
  {
    address: ['110000', '110100', '110108'],
    companyName: '北京中关村医学影像科技有限公司',
    userName: '谢文静',
    userTel: '13910086622',
    userEmail: 'xiewj@zgc-imaging.example.com',
    userMarketDemand: '合作医院院内影像数据传输，需要专网专用与安全接入方案。',
    status: 1,
    createdAt: '2026-11-08T11:00:00+08:00',
    source: { kind: 'product', product: 'B3' },
    followUp: {
      assignee: '赵敏',
      tel: '13601112233',
      note: '已提交专网专用与安全接入方案初稿。',
    },
  },
  {
    address: ['310000', '310100', '310115'],
    companyName: '上海浦东临港智造有限公司',
    userName: '陆佳怡',
    userTel: '13817659900',
    userEmail: 'lujy@lg-made.example.com',
    userMarketDemand: '园区巡检机器人与无人机回传高清视频，希望了解上行增强能力。',
    status: 0,
    createdAt: '2026-11-21T08:50:00+08:00',
  },
  {
    address: ['510000', '510100', '510107'],
    companyName: '成都武侯文旅数字科技有限公司',
    userName: '罗晓峰',
    userTel: '18980012255',
    userEmail: 'luoxf@wh-culture.example.com',
    userMarketDemand: '景区大流量直播和AR导览保障，咨询临时专网的开通时间。',
    status: 0,
    createdAt: '2026-11-14T17:20:00+08:00',
  },
  {
    address: ['420000', '420100', '420111'],
    companyName: '武汉光谷汽车零部件有限公司',
    userName: '程立华',
    userTel: '13971234560',
    userEmail: 'chenglh@ogv-parts.example.com',
    userMarketDemand: '焊装车间设备远程运维，需要业务加速与故障快速定位。',
    status: 1,
    createdAt: '2026-11-06T09:35:00+08:00',
    followUp: {
      assignee: '周强',
      tel: '13971009988',
      note: '已约客户技术负责人线上沟通。',
    },
  },
];

/**
 * Demo market demands for the back-office list, with their reference numbers, sources and
 * follow-ups. Idempotent: added only while the table is empty. Area names come from the
 * area table, as for a demand left on the portal.
 */
export async function seedMarketDemands(db: Database): Promise<void> {
  const existing = await db
    .selectFrom('marketDemand')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  const admin = await db
    .selectFrom('account')
    .select(['id', 'realName', 'loginAccount'])
    .where('loginAccount', '=', 'admin')
    .executeTakeFirst();
  const operator = {
    operatorId: admin?.id ?? null,
    operatorName: admin ? `${admin.realName}（${admin.loginAccount}）` : '系统',
  };
  // Numbered in the order they came, as the portal would have numbered them.
  const byTime = [...DEMO_DEMANDS].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
  await db.transaction().execute(async (trx) => {
    for (const d of byTime) {
      const area = await resolveAreaPath(trx, d.address);
      if (!area) {
        throw new Error(`demo demand of ${d.companyName}: unknown area ${d.address.join('/')}`);
      }
      const { id } = await trx
        .insertInto('marketDemand')
        .values({
          refNo: await nextDailyNumber(trx, MARKET_DEMAND_NUMBER_PREFIX, new Date(d.createdAt)),
          companyName: d.companyName,
          companyProvince: area.province.areaName,
          companyProvinceId: area.province.areaId,
          companyCity: area.city.areaName,
          companyCityId: area.city.areaId,
          companyDistrict: area.district?.areaName ?? '',
          companyDistrictId: area.district?.areaId ?? '',
          userName: d.userName,
          userTel: d.userTel,
          userEmail: d.userEmail,
          userMarketDemand: d.userMarketDemand,
          status: d.status,
          clientIp: '',
          ...(await sourceOf(trx, d)),
          assigneeName: d.followUp?.assignee ?? null,
          assigneeTel: d.followUp?.tel ?? null,
          createdAt: d.createdAt,
          updatedAt: d.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!d.followUp) continue;
      const followed = new Date(Date.parse(d.createdAt) + 3 * 60 * 60 * 1000);
      await trx
        .insertInto('marketDemandFollowUp')
        .values({
          demandId: id,
          action: 'follow',
          note: d.followUp.note,
          assigneeName: d.followUp.assignee,
          assigneeTel: d.followUp.tel,
          ...operator,
          createdAt: followed,
        })
        .execute();
      if (d.status === 2) {
        await trx
          .insertInto('marketDemandFollowUp')
          .values({
            demandId: id,
            action: 'close',
            note: d.followUp.closeNote ?? '',
            ...operator,
            createdAt: new Date(followed.getTime() + 2 * 24 * 60 * 60 * 1000),
          })
          .execute();
      }
    }
  });
}

/** The stored source of a demo demand: names from the catalogue and the seeded cases. */
async function sourceOf(db: Database, d: DemoDemand) {
  const kind = d.source?.kind ?? null;
  if (d.source?.product) {
    const product = productOf(d.source.product);
    if (!product) throw new Error(`demo demand of ${d.companyName}: unknown product`);
    return { sourceKind: kind, sourceId: product.code, sourceName: product.name };
  }
  if (d.source?.caseType) {
    const found = await db
      .selectFrom('successCase')
      .select(['id', 'name'])
      .where('type', '=', d.source.caseType)
      .executeTakeFirst();
    if (found) return { sourceKind: kind, sourceId: String(found.id), sourceName: found.name };
  }
  return { sourceKind: kind, sourceId: '', sourceName: '' };
}
