import { NewsStatus } from '@pn/shared';

/**
 * Demo news insights, keyed by title: eight published, one draft, one withdrawn and one
 * scheduled for a month after the seed runs (hidden from the portal until then). Facts come
 * from public reports and are attributed as such.
 */
export interface SeedNews {
  title: string;
  summary: string;
  /** HTML body. */
  content: string;
  cover: string;
  source: string;
  status: number;
  /** ISO time, or a function of the seeding time for scheduled items. */
  releaseTime: string | ((now: Date) => Date);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
const cover = (key: string) => `/images/news/${key}.svg`;

export const SEED_NEWS: SeedNews[] = [
  {
    title: '平台“成功案例”与“行业解决方案”专区全新上线',
    summary:
      '门户新增按行业浏览的成功案例与解决方案专区，覆盖电力、港口、制造、矿山、医疗等十个行业。',
    content: html(
      '5G专网运营平台门户近日完成改版，新增“成功案例”与“行业解决方案”两个专区，访客可按行业浏览典型实践，了解各行业常见的业务需求、网络方案与应用场景。',
      '专区首批收录电力能源、智慧港口、智能制造、钢铁冶金、智慧矿山、医疗健康、交通物流、轨道交通、文化娱乐和智慧教育十个行业的内容。案例中的指标均来自公开报道或为典型值，仅供参考，以实际签约方案为准。',
    ),
    cover: cover('portal-upgrade'),
    source: '5G专网运营平台',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-11-18T10:00:00+08:00',
  },
  {
    title: '5G-A通感一体：一张网同时“通信”与“看见”低空',
    summary:
      '通感一体基站在通信之外叠加类雷达的感知能力，为低空经济监管、园区安防与航道巡检提供新手段。',
    content: html(
      '通感一体是5G-A的重要特性之一：基站在提供通信服务的同时，利用无线信号的回波探测、跟踪低空目标，实现“一网多用”。',
      '据公开报道，中国移动的通感基站使用4.9GHz频段，江苏移动介绍其可感知约300米以下、1.2公里左右范围内的低空目标；据报道，中国移动一年内已服务246个低空项目，并牵头建设多个市级低空监管运营平台。',
      '学术研究也显示，5G-A基站可跟踪11公里外的弱小慢速目标，而下行速率损失仅约1.2%。以上数据来自公开报道与研究论文，实际效果因站点与环境而异。',
    ),
    cover: cover('isac'),
    source: '行业观察',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-11-05T09:30:00+08:00',
  },
  {
    title: 'RedCap轻量化5G进入规模应用阶段',
    summary:
      'RedCap终端在成本与功耗上接近4G，又保留5G SA的切片与低时延能力，正在工业传感、视频监控和电力终端中加速普及。',
    content: html(
      'RedCap（降低能力的5G终端）由3GPP R17定义，通过裁剪带宽、天线数与调制阶数降低终端复杂度。FR1下最大带宽20MHz，天线为1T1R或1T2R，峰值速率约为下行150Mbps、上行50Mbps（典型值）。',
      '政策层面，工信部提出到2027年RedCap覆盖全国县级以上城市，移动物联网连接数力争超过36亿。对企业而言，RedCap让大量中低速设备也能接入5G专网，享受切片隔离与统一管理。',
    ),
    cover: cover('redcap'),
    source: '行业观察',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-10-20T14:00:00+08:00',
  },
  {
    title: '从虚拟专网到独立专网：工业5G专网的三种建网方式',
    summary:
      '虚拟专网、混合专网与独立专网在隔离程度、建设周期和成本上各有取舍，企业可按业务需要选择。',
    content: html(
      '行业通常把5G专网分为三类：依托公网切片与QoS的虚拟专网，下沉用户面与边缘计算的混合专网，以及无线与核心网均专用的独立专网。前两类被概括为“公网专用”，第三类为“专网专用”。',
      '据公开报道，工信部等部门正推进工业5G独立专网试点，在虚拟专网、混合专网之外，支持大型企业建设接入网和核心网均独立运行的专网。本平台的优享、专享、尊享三种模式分别与之对应，具体以实际方案为准。',
    ),
    cover: cover('three-modes'),
    source: '行业观察',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-09-28T10:00:00+08:00',
  },
  {
    title: '数字看5G专网：规模持续扩大，模组价格大幅下降',
    summary: '公开数据显示，全国5G虚拟专网规模已达数万张，5G工业模组价格较商用初期下降约九成。',
    content: html(
      '据公开报道，截至2025年底全国5G虚拟专网规模约6.4万张，其中绝大多数是运营商公网承载的虚拟或混合专网；截至2025年9月底，全国5G基站约470.5万个，5G工业专网超过2万张。',
      '成本方面，5G工业模组价格较商用初期下降约90%，为更多中小企业部署5G专网降低了门槛。以上数字均引自公开报道。',
    ),
    cover: cover('numbers'),
    source: '据公开报道整理',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-09-10T09:00:00+08:00',
  },
  {
    title: '上海地铁实现全网5G覆盖',
    summary: '全网21条线路、896公里、517座车站实现5G覆盖，八成以上线路升级5G-A。',
    content: html(
      '据公开报道，2025年4月上海地铁实现全网5G覆盖，涉及21条线路、896公里和517座车站，其中80%以上线路升级为5G-A。站台与隧道的平均下行速率超过600Mbps，峰值超过1Gbps。',
      '在运维侧，车辆段部署的5G巡检机器人替代了80%以上的人工巡检，识别准确率约98%。',
    ),
    cover: cover('metro'),
    source: '据公开报道整理',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-08-15T16:00:00+08:00',
  },
  {
    title: '无源物联：让不带电池的标签也能联网',
    summary:
      '无源物联标签靠收集射频能量工作，借助蜂窝网络把近距离盘点扩展为广域、可定位的物资管理。',
    content: html(
      '无源物联标签自身不带电池，通过收集基站或读写器的射频能量工作，并以反向散射方式回传数据，适用于仓储盘点、物流跟踪与资产管理。',
      '3GPP在5G-A阶段研究的目标包括：功耗1微瓦至1毫瓦、速率不低于5kbps、室外覆盖超过150米、室内超过20米、室内定位精度优于3米。以上为研究目标值，并非商用产品承诺。',
    ),
    cover: cover('passive-iot'),
    source: '行业观察',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-07-22T10:00:00+08:00',
  },
  {
    title: '确定性网络走进工厂车间',
    summary: '5G确定性网络为PLC控制、AGV协同等工业控制业务提供可预期的时延、抖动与可靠性。',
    content: html(
      '传统移动网络提供“尽力而为”的服务，而工业控制需要的是“可预期”：时延有上限、抖动可控制、可靠性有承诺。5G确定性网络通过切片、资源预留、冗余传输与精准授时等手段实现这一目标。',
      '据5G确定性网络产业联盟披露，海尔互联工厂、TCL工厂等已开展相关实践。工业控制业务的典型目标为端到端时延不超过10毫秒、抖动在1毫秒级、可靠性99.99%至99.999%（典型值）。',
    ),
    cover: cover('deterministic'),
    source: '行业观察',
    status: NewsStatus.PUBLISHED,
    releaseTime: '2026-06-30T10:00:00+08:00',
  },
  {
    title: '双域专网在高校的应用实践（草稿）',
    summary: '介绍双域专网如何让师生一卡同时访问互联网与校园网。',
    content: html('草稿：待补充高校案例与配图。'),
    cover: cover('dual-domain'),
    source: '5G专网运营平台',
    status: NewsStatus.DRAFT,
    releaseTime: '2026-11-21T10:00:00+08:00',
  },
  {
    title: '关于5G快线资费说明的更正（已撤回）',
    summary: '该资讯已撤回。',
    content: html('该资讯已撤回。'),
    cover: '',
    source: '5G专网运营平台',
    status: NewsStatus.WITHDRAWN,
    releaseTime: '2026-10-01T10:00:00+08:00',
  },
  {
    title: '平台年度服务升级预告',
    summary: '平台计划上线专网自助配置与数据看板等新功能，敬请期待。',
    content: html(
      '平台计划在下一版本中上线专网自助配置、业务数据看板与工单进度提醒等功能，具体上线时间以正式公告为准。',
    ),
    cover: cover('roadmap'),
    source: '5G专网运营平台',
    status: NewsStatus.PUBLISHED,
    releaseTime: (now) => new Date(now.getTime() + 30 * DAY_MS),
  },
];
