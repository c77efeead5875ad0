/** Marketing copy of the home page (own wording; facts from the shared content notes). */

export const hero = {
  eyebrow: '5G 行业专网 · 一站式运营',
  title: '5G 专网，按需而建，随时可管',
  lead: '从方案选型、在线订购到开通运维，一个平台管好企业的 5G 专网、物联网卡与行业终端。',
  primary: '进入控制台',
  secondary: '咨询需求',
  highlights: ['专用 DNN', '网络切片', 'MEC 边缘计算', '专用核心网'],
};

export interface ServiceMode {
  code: 'B1' | 'B2' | 'B3';
  name: string;
  kind: string;
  summary: string;
  points: string[];
  industries: string[];
}

export const serviceModesIntro = {
  title: '三种服务模式，匹配不同的隔离与投入需求',
  lead: '从共享公网到独立专建，按业务对安全、时延与成本的要求选择合适的专网形态。',
  more: '了解详情',
  industriesLabel: '典型行业',
};

export const serviceModes: ServiceMode[] = [
  {
    code: 'B1',
    name: '优享模式',
    kind: '网络共享型',
    summary:
      '依托运营商 5G 公网，以专用 DNN、优先级调度与端到端切片为企业开辟逻辑隔离的专属通道；无需在企业侧部署核心网设备，开通快、投入低。',
    points: ['专用 DNN + 网络切片', 'QoS 优先级保障', '广域覆盖，按需开通'],
    industries: ['电网采集', '车联网', '视频监控', '连锁门店'],
  },
  {
    code: 'B2',
    name: '专享模式',
    kind: '边缘专享型',
    summary:
      '把专属 UPF 与 MEC 边缘节点下沉到园区或地市机房，业务数据本地分流、就近处理，生产数据不出园区；控制面复用大网，兼顾安全与成本。',
    points: ['UPF / MEC 下沉', '本地分流，数据不出园区', '可选无线资源预留'],
    industries: ['智能制造', '港口码头', '智慧医院', '高校园区'],
  },
  {
    code: 'B3',
    name: '尊享模式',
    kind: '独立专建型',
    summary:
      '为大型企业与关键基础设施专建基站、专用频率与企业侧核心网，网络物理隔离、自主可管，公网中断时仍可独立运行，安全与确定性最高。',
    points: ['专用基站与频率资源', '企业侧专用 5GC', '独立运维，自主可控'],
    industries: ['矿山井下', '钢铁冶金', '电力枢纽', '石油化工'],
  },
];

export const capabilitiesIntro = {
  title: '一个平台，贯通专网全生命周期',
  lead: '企业客户在控制台自助管理已订购的业务，运营团队在后台统一保障。',
};

export const capabilities = [
  {
    key: 'order',
    title: '在线选购与订购',
    text: '对比产品与能力组合，三步完成订单配置、确认与提交。',
  },
  {
    key: 'sim',
    title: '物联网卡管理',
    text: '卡状态、用量、资费与智能诊断，批量业务一站办理。',
  },
  {
    key: 'device',
    title: '终端与设备管理',
    text: '5G 快线 CPE、行业终端的分组、固件升级与接入控制。',
  },
  {
    key: 'ops',
    title: '专网运维与保障',
    text: 'DNN 与切片实例、业务加速与隔离，告警与工单闭环。',
  },
] as const;

export const figuresIntro = {
  title: '5G 专网，正在走进千行百业',
  note: '数据来源：公开行业报道。',
};

export const figures = [
  { value: '4.6', unit: '万+', label: '中国移动累计 5G 商用项目', when: '截至 2025 年初' },
  { value: '2', unit: '万+', label: '全国 5G 工业专网', when: '截至 2025 年 9 月' },
  { value: '470', unit: '万+', label: '全国 5G 基站', when: '截至 2025 年 9 月' },
  { value: '40', unit: '个', label: '5G 虚拟专网覆盖的国民经济大类', when: '截至 2022 年 9 月' },
];

export const callToAction = {
  title: '为您的业务定制 5G 专网方案',
  text: '告诉我们您的行业、场景与需求，客户经理将与您联系，共同规划覆盖、容量与隔离方案。',
  primary: '咨询需求',
  secondary: '进入控制台',
};

export const combosIntro = {
  title: '组合套餐，一次选好整套能力',
  lead: '服务模式与能力原子按常见需求预先组合，选型更简单，开通与计费一并完成。',
  bundles: '包含',
  more: '查看套餐',
};

export const industriesIntro = {
  title: '行业解决方案',
  lead: '从电网、港口到工厂、矿山，按行业场景沉淀的 5G 专网方案与落地经验。',
  more: '查看全部方案',
};
