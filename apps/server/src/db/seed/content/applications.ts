import { MarketApplicationState } from '@pn/shared';
import type { Database } from '../../database.js';

/**
 * Demo market applications (应用市场): two per industry in three industries, all published,
 * each under an application scene of its industry. The enterprises, products, figures and
 * service lines are made up for the demo; no real company or number is meant.
 */
export interface SeedScene {
  /** Picture key: /images/applications/scenes/{key}.svg. */
  key: string;
  industryId: string;
  name: string;
  description: string;
}

export interface SeedApplication {
  /** Picture key: /images/applications/{key}/logo.svg and enterprise.svg. */
  key: string;
  industryId: string;
  /** Key of the scene in SEED_APP_SCENES. */
  scene: string;
  applicationName: string;
  description: string;
  enterpriseName: string;
  phoneNum: string;
  details: string;
  instructions: string;
  configuration: string;
  updateLog: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li><p>${t}</p></li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((t) => `<li><p>${t}</p></li>`).join('')}</ol>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
/** One release of the update log: version and date, then what changed. */
const release = (version: string, date: string, ...changes: string[]) =>
  h3(`${version}（${date}）`) + ul(...changes);

/** Pictures the web app provides for an application. */
export function applicationPictures(key: string) {
  const base = `/images/applications/${key}`;
  return { logoAddress: `${base}/logo.svg`, enterpriseLogoAddress: `${base}/enterprise.svg` };
}

export const scenePicture = (key: string) => `/images/applications/scenes/${key}.svg`;

export const SEED_APP_SCENES: SeedScene[] = [
  {
    key: 'substation-inspection',
    industryId: 'energy',
    name: '配电房智能巡检',
    description: '摄像头与传感器替代人工抄表巡视，异常自动告警并生成工单。',
  },
  {
    key: 'pv-monitor',
    industryId: 'energy',
    name: '新能源场站监测',
    description: '分布式光伏与储能设备运行数据实时采集，发电效率集中分析。',
  },
  {
    key: 'vision-inspection',
    industryId: 'manufacturing',
    name: '机器视觉质检',
    description: '产线工位高清图像经5G上传至边缘节点推理，缺陷实时判定。',
  },
  {
    key: 'agv-logistics',
    industryId: 'manufacturing',
    name: '厂内物流调度',
    description: 'AGV与叉车经5G专网统一调度，路径规划与避让在边缘完成。',
  },
  {
    key: 'ward-round',
    industryId: 'healthcare',
    name: '移动查房护理',
    description: '医护人员手持终端在床旁调阅病历、录入医嘱与护理记录。',
  },
  {
    key: 'ambulance-link',
    industryId: 'healthcare',
    name: '院前急救协同',
    description: '急救车内生命体征与视频实时回传，院内专家提前会诊。',
  },
];

export const SEED_APPLICATIONS: SeedApplication[] = [
  {
    key: 'grid-patrol',
    industryId: 'energy',
    scene: 'substation-inspection',
    applicationName: '澜川配电房智能巡检',
    description:
      '面向配电房与开闭所的无人化巡检应用：视频、温湿度、局放与门禁数据经5G专网回传，AI识别表计读数与设备异常，巡检报告自动生成。',
    enterpriseName: '澜川电力科技有限公司',
    phoneNum: '0571-86520310',
    details:
      p(
        '澜川配电房智能巡检把日常巡视从“人到现场”变为“数据到中心”。巡检机器人与固定摄像头按计划采集表计、指示灯与柜体图像，环境传感器持续上报温湿度、水浸与烟感数据，全部经5G专网切片回传至运维中心。',
        '平台内置表计读数识别、柜门状态识别与红外测温模型，发现越限后自动告警并派发工单，闭环处理过程全程留痕。',
      ) +
      ul(
        '<strong>计划巡检</strong>：按站点、设备类型编排巡检任务，支持周期与临时任务。',
        '<strong>智能识别</strong>：指针表、数字表、压板与指示灯状态自动判读（识别准确率以现场验收为准）。',
        '<strong>告警工单</strong>：告警分级推送，工单随附现场图像与历史曲线。',
        '<strong>报表分析</strong>：按站点输出巡检完成率、缺陷分布与处理时长。',
      ),
    instructions: ol(
      '在“站点管理”中导入配电房清单，并为每个站点绑定摄像头、传感器与巡检机器人。',
      '在“巡检计划”中选择巡检项目与周期，保存后系统按计划自动执行。',
      '在“告警中心”查看异常并确认，需要现场处理的告警一键转为工单。',
      '运维人员在移动端接单、到场处理后上传照片，工单自动关闭并计入报表。',
    ),
    configuration:
      ul(
        '网络：5G SA专网，建议为视频业务单独配置上行保障切片，单路1080P视频上行不低于4Mbps。',
        '终端：支持5G的工业网关或CPE，具备RJ45与RS485接口，工作温度-20℃～60℃。',
        '平台：私有化部署需4核CPU、16GB内存、1TB存储的服务器2台，或选择云端SaaS版本。',
        '客户端：Chrome 100及以上浏览器；移动端支持Android 10及以上。',
      ) + p('以上为典型配置，具体以现场勘查方案为准。'),
    updateLog:
      release('V2.3.0', '2026-10-15', '新增开关柜红外测温趋势对比。', '巡检报告支持按班组导出。') +
      release(
        'V2.2.1',
        '2026-08-02',
        '优化夜间低照度场景的表计识别。',
        '修复工单附件偶发无法预览的问题。',
      ),
  },
  {
    key: 'pv-cloud',
    industryId: 'energy',
    scene: 'pv-monitor',
    applicationName: '启衡光伏储能云监测',
    description:
      '分布式光伏与工商业储能的一体化监测应用，逆变器、电表与储能变流器数据分钟级采集，发电收益与设备健康一屏掌握。',
    enterpriseName: '启衡能源数字科技有限公司',
    phoneNum: '025-58316720',
    details:
      p(
        '启衡光伏储能云监测通过5G采集终端接入逆变器、关口电表、汇流箱与储能变流器，统一上报到云端平台，帮助业主与运维方实时了解每个电站的发电量、上网电量与设备状态。',
        '平台按辐照度与装机容量计算理论发电量，对比实际发电识别组串遮挡、积灰与设备降额，并给出清洗与检修建议。',
      ) +
      ul(
        '电站总览：地图展示电站分布、实时功率与当日发电量。',
        '收益分析：按峰谷电价计算自发自用与上网收益。',
        '储能策略：支持峰谷套利与需量控制策略下发。',
        '设备诊断：逆变器告警码解析与历史故障统计。',
      ),
    instructions: ol(
      '开通账号后在“电站管理”中新建电站，填写装机容量、并网方式与电价信息。',
      '在采集终端上完成设备地址配置，终端上线后平台自动识别设备型号。',
      '在“告警规则”中设置发电偏低、通讯中断等告警阈值与接收人。',
      '每月初在“报表中心”下载上月发电与收益报表。',
    ),
    configuration: ul(
      '网络：5G专网或5G公网均可接入，单站数据流量约每月1GB（典型值）。',
      '终端：5G数据采集器，支持Modbus RTU/TCP，至少2路RS485。',
      '设备：支持主流品牌逆变器与储能变流器的标准通讯协议。',
      '客户端：Chrome 100及以上浏览器，或微信小程序。',
    ),
    updateLog:
      release('V1.8.0', '2026-09-20', '新增储能需量控制策略。', '收益分析支持分时电价模板。') +
      release('V1.7.2', '2026-07-11', '优化大屏地图加载速度。'),
  },
  {
    key: 'vision-qc',
    industryId: 'manufacturing',
    scene: 'vision-inspection',
    applicationName: '智匠产线视觉质检',
    description:
      '基于5G与边缘计算的产线外观质检应用：工位相机图像就近推理，划痕、缺料、错装等缺陷毫秒级判定，不良品自动剔除并追溯。',
    enterpriseName: '智匠视觉技术有限公司',
    phoneNum: '0512-62893145',
    details:
      p(
        '智匠产线视觉质检将工业相机接入5G专网，图像在园区边缘节点完成推理，检测结果回写PLC控制剔除动作，数据不出园区。',
        '产线换型时，质检人员在平台上标注少量样本即可训练新模型，模型经验证后一键下发到工位，无需改动产线布线。',
      ) +
      ul(
        '缺陷检测：划痕、脏污、缺料、错装、尺寸偏差等常见外观缺陷。',
        '样本管理：不良图像自动归档，支持复判与再标注。',
        '质量追溯：按批次、工位、班次追溯缺陷与处置记录。',
        '模型管理：版本对比、灰度发布与一键回退。',
      ),
    instructions: ol(
      '在“工位管理”中登记工位与相机，并设置拍照触发方式。',
      '在“模型中心”选择检测模板，上传良品与不良品样本完成训练。',
      '验证通过后将模型发布到目标工位，并配置剔除信号输出。',
      '在“质量看板”查看实时良率，异常波动时系统自动通知质量工程师。',
    ),
    configuration: ul(
      '网络：5G SA专网，上行带宽每工位不低于50Mbps，端到端时延小于20ms（典型要求）。',
      '边缘：园区边缘节点，配备GPU推理卡1张及以上。',
      '终端：工业相机500万像素及以上，5G工业网关支持千兆网口。',
      '控制：PLC支持Profinet或Modbus TCP，用于接收剔除信号。',
    ),
    updateLog:
      release('V3.1.0', '2026-10-28', '新增少样本训练模式。', '质量看板支持按班次对比。') +
      release(
        'V3.0.0',
        '2026-06-30',
        '推理服务迁移至边缘节点，单张图像判定时间缩短约40%（实验室数据）。',
      ),
  },
  {
    key: 'agv-dispatch',
    industryId: 'manufacturing',
    scene: 'agv-logistics',
    applicationName: '云驰AGV集群调度',
    description:
      '厂内物流的统一调度应用：多品牌AGV、AMR与无人叉车经5G专网接入，任务分配、路径规划与交通管制集中完成，产线物料准时配送。',
    enterpriseName: '云驰智造科技有限公司',
    phoneNum: '0755-26718842',
    details:
      p(
        '云驰AGV集群调度以5G专网替代厂区Wi-Fi，解决车辆跨区漫游断连的问题。调度系统对接MES与WMS，根据生产工单自动生成配送任务，并为每台车辆规划无冲突路径。',
      ) +
      ul(
        '任务调度：按优先级、距离与电量自动分配任务。',
        '交通管制：路口、窄道与电梯的互斥与排队控制。',
        '自动充电：低电量自动前往充电桩，不影响在途任务。',
        '数字孪生：二维或三维地图实时展示车辆位置与状态。',
      ),
    instructions: ol(
      '在“地图管理”中导入厂区地图，标注站点、充电桩与禁行区。',
      '在“车辆管理”中接入车辆，确认车辆在线并完成定位校准。',
      '在“系统对接”中配置MES或WMS接口，或在“任务中心”手动下发任务。',
      '在“运行监控”中查看车辆状态与任务进度，异常车辆可远程暂停。',
    ),
    configuration: ul(
      '网络：5G SA专网全厂覆盖，每车上行不低于5Mbps，时延小于30ms（典型要求）。',
      '车辆：支持VDA 5050协议或提供开放接口的AGV、AMR与无人叉车。',
      '服务器：4核CPU、16GB内存，支持本地或园区边缘部署。',
      '客户端：Chrome 100及以上浏览器。',
    ),
    updateLog:
      release(
        'V2.0.0',
        '2026-09-05',
        '支持VDA 5050协议接入多品牌车辆。',
        '新增电梯与自动门联动。',
      ) + release('V1.9.3', '2026-05-18', '修复窄道会车时偶发等待超时的问题。'),
  },
  {
    key: 'ward-mobile',
    industryId: 'healthcare',
    scene: 'ward-round',
    applicationName: '康曜移动查房',
    description:
      '面向医生与护士的床旁移动应用：经院内5G专网安全调阅电子病历、检查报告与医学影像，医嘱与护理记录床旁录入，数据不出院区。',
    enterpriseName: '康曜医疗信息技术有限公司',
    phoneNum: '020-38642219',
    details:
      p(
        '康曜移动查房让医护人员在病房内即可完成查房的全部工作：扫描腕带识别患者，调阅病历、检验检查结果和影像，语音录入查房记录，现场开立与核对医嘱。',
        '终端经5G专网接入医院内网，业务数据只在院内流转；终端丢失时可远程锁定并清除数据。',
      ) +
      ul(
        '床旁调阅：病历、检验、检查与影像一站式查看。',
        '医嘱闭环：开立、核对、执行全流程扫码确认。',
        '护理记录：体征录入、护理评估与交接班记录。',
        '安全管控：终端准入、机卡绑定与远程擦除。',
      ),
    instructions: ol(
      '信息科在管理后台完成与HIS、EMR、LIS、PACS的接口配置。',
      '为医护人员开通账号并分配科室与权限。',
      '医护人员在终端登录后，扫描患者腕带进入患者视图。',
      '查房记录保存后自动同步至电子病历，可在PC端继续编辑。',
    ),
    configuration: ul(
      '网络：院内5G专网，建议为医疗业务配置专用DNN并与互联网业务隔离。',
      '终端：支持5G的医疗平板或手持终端，Android 11及以上，支持扫码。',
      '接口：医院信息系统提供HL7或Web Service标准接口。',
      '安全：终端需安装移动设备管理组件。',
    ),
    updateLog:
      release('V4.2.0', '2026-10-09', '新增语音录入查房记录。', '影像调阅支持多序列同屏对比。') +
      release('V4.1.1', '2026-08-21', '优化弱覆盖区域的断点续传。'),
  },
  {
    key: 'ambulance-cockpit',
    industryId: 'healthcare',
    scene: 'ambulance-link',
    applicationName: '安途5G急救协同',
    description:
      '连接急救车与医院的协同应用：车内监护仪数据、心电图与高清视频经5G实时回传，院内专家远程指导，患者到院前完成分诊与准备。',
    enterpriseName: '安途医疗科技有限公司',
    phoneNum: '028-85719036',
    details:
      p(
        '安途5G急救协同在急救车上部署5G车载网关，监护仪、心电图机、超声设备与车载摄像头统一接入，数据实时推送到医院急诊大屏与专家移动端。',
        '院内专家可通过音视频与车上医护人员沟通，查看实时体征趋势，提前启动胸痛、卒中、创伤等绿色通道。',
      ) +
      ul(
        '实时回传：体征数据、12导联心电与多路视频同步回传。',
        '远程会诊：车、院、专家多方音视频会诊。',
        '绿色通道：到院前预约检查，缩短救治时间。',
        '车辆调度：急救车位置、预计到达时间一目了然。',
      ),
    instructions: ol(
      '为每台急救车登记车载网关与车载设备，并完成设备配对。',
      '出车后在车载平板上创建急救任务，选择目标医院。',
      '医院急诊中心在大屏上接收任务，按需邀请专家加入会诊。',
      '患者到院后结束任务，急救记录自动归档并可导出。',
    ),
    configuration: ul(
      '网络：5G公网与专网切片，视频上行不低于10Mbps，建议开通上行保障。',
      '车载：5G车载网关，支持双卡冗余与车载12V供电。',
      '设备：支持数据输出的监护仪与心电图机（串口或网口）。',
      '院内：急诊中心大屏与专家移动端（Android、iOS）。',
    ),
    updateLog:
      release('V2.5.0', '2026-10-20', '新增车载超声图像回传。', '急诊大屏支持多车同时接入。') +
      release('V2.4.0', '2026-07-02', '专家移动端支持查看体征趋势图。'),
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo applications are dated back from here, one day apart. */
const BASE_TIME = Date.parse('2026-11-10T09:00:00+08:00');
const stamp = (i: number) => new Date(BASE_TIME - i * DAY_MS);

/**
 * The demo scenes and applications. Idempotent by natural keys (scene name within its
 * industry, application name); records that exist are left as editors changed them.
 */
export async function seedMarketApplications(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sceneIds = new Map<string, number>();
    for (const [i, s] of SEED_APP_SCENES.entries()) {
      const found = await trx
        .selectFrom('applicationScene')
        .select('id')
        .where('industryId', '=', s.industryId)
        .where('name', '=', s.name)
        .orderBy('id')
        .executeTakeFirst();
      const id =
        found?.id ??
        (
          await trx
            .insertInto('applicationScene')
            .values({
              name: s.name,
              industryId: s.industryId,
              description: s.description,
              picture: scenePicture(s.key),
              sortNum: (i % 2) + 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      sceneIds.set(s.key, id);
    }

    const existing = new Set(
      (
        await trx
          .selectFrom('marketApplication')
          .select('applicationName')
          .where(
            'applicationName',
            'in',
            SEED_APPLICATIONS.map((a) => a.applicationName),
          )
          .execute()
      ).map((r) => r.applicationName),
    );
    const rows = SEED_APPLICATIONS.map((a, i) => ({ a, i }))
      .filter(({ a }) => !existing.has(a.applicationName))
      .map(({ a, i }) => ({
        industryId: a.industryId,
        sceneId: sceneIds.get(a.scene) ?? null,
        applicationName: a.applicationName,
        ...applicationPictures(a.key),
        description: a.description,
        enterpriseName: a.enterpriseName,
        phoneNum: a.phoneNum,
        details: a.details,
        instructions: a.instructions,
        configuration: a.configuration,
        updateLog: a.updateLog,
        state: MarketApplicationState.PUBLISHED,
        publishedAt: stamp(i),
        createdAt: stamp(i),
        updatedAt: stamp(i),
      }));
    if (rows.length) await trx.insertInto('marketApplication').values(rows).execute();
  });
}
