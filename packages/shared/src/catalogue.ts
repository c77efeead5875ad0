/**
 * The product catalogue, built-in case types and industries as plain data (spec §1–§3).
 * Both sides read it: the portal's header, footer and product pages, and the server's seed.
 * It is loaded on the portal's first screen, so it stays data plus tiny lookups, no zod.
 *
 * The product codes and routes are the spec's; names and descriptions are our own summaries
 * of industry-common practice (content.md), not an operator's official wording.
 */

/** The three service tiers (product families) of the portal header. */
export type ProductFamilyKey = 'prefer' | 'exclusive' | 'exalted';

/** Tier keys used as page and section labels; the first three are the product families. */
export type TierKey = ProductFamilyKey | 'compose' | 'manage' | 'dashboard';

export const TIER_LABELS: Readonly<Record<TierKey, string>> = {
  prefer: '优享',
  exclusive: '专享',
  exalted: '尊享',
  compose: '组合套餐',
  manage: '专网管理',
  dashboard: '数据看板',
};

export interface ProductFamilyDef {
  key: ProductFamilyKey;
  /** Tier label: 优享 / 专享 / 尊享. */
  label: string;
  /** The service mode that heads the family (B1 / B2 / B3). */
  mode: 'B1' | 'B2' | 'B3';
  name: string;
  desc: string;
  /** Product codes of the family in menu order, the mode first. */
  products: readonly ProductCode[];
}

/** Where a product belongs in the header's product menu. */
export type ProductGroup =
  /** One of the three families (mode or capability atom). */
  | 'family'
  /** A combination package of a mode and capability atoms. */
  | 'combo'
  /** A private-network type. */
  | 'networkType'
  /** A converged product: terminal, security, application or service. */
  | 'converged'
  /** A 5G-Advanced item. */
  | 'fiveGA';

export const PRODUCT_GROUP_LABELS: Readonly<Record<ProductGroup, string>> = {
  family: '专网服务',
  combo: '组合套餐',
  networkType: '专网类型',
  converged: '融合产品',
  fiveGA: '5G-A',
};

/** Kind of a converged product. */
export type ConvergedKind = 'terminal' | 'security' | 'application' | 'service';

export const CONVERGED_KIND_LABELS: Readonly<Record<ConvergedKind, string>> = {
  terminal: '终端',
  security: '安全',
  application: '应用',
  service: '服务',
};

/** Product types with a page at /product/introduce/{type}. */
export const PRODUCT_INTRODUCE_TYPES = [
  'B1',
  'B2',
  'B3',
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'A8',
  'A9',
  'A10',
  'A11',
  'A12',
  'Line',
] as const;
export type ProductIntroduceType = (typeof PRODUCT_INTRODUCE_TYPES)[number];

/** Product names with a page at /product/intro/{name}. */
export const PRODUCT_INTRO_NAMES = [
  'A7',
  'A13',
  'A14',
  'double',
  'FlowNetwork',
  'PrivateNetwork',
  'Settled',
  'Line',
  'Linked',
  'Secure',
  'DataCollect',
  'OrganizeNet',
  'AiMonitor',
  'Config',
  'RedCap',
  'RealTime',
  'NoSource',
  'DeterministicNetworks',
  'B1A2',
  'B1A2A7',
  'B2A2',
  'B2A2A4A5',
  'B3A2A4A5',
] as const;
export type ProductIntroName = (typeof PRODUCT_INTRO_NAMES)[number];

export type ProductCode = ProductIntroduceType | ProductIntroName;

/** Route types of the order flow /product/order/{type}; B3_HA is the high-availability B3. */
export const ORDER_TYPES = ['A1', 'A2', 'A3', 'A4', 'B3', 'B3_HA'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Products that carry a business label (spec §3). */
export type LabelledProduct = 'A1' | 'A2' | 'A3' | 'A4' | 'B3';

export const BUSINESS_LABELS: Readonly<Record<LabelledProduct, string>> = {
  A1: '业务加速',
  A2: '业务隔离',
  A3: '本地业务保障',
  A4: '数据不出场',
  B3: '专网专用',
};

/** Product-category ids of the orderable capability atoms. */
export const CATEGORY_IDS: Readonly<Record<'A1' | 'A2' | 'A3' | 'A4', string>> = {
  A1: 'cat0102',
  A2: 'cat0101',
  A3: 'cat0201',
  A4: 'cat0202',
};

export interface ProductDef {
  code: ProductCode;
  name: string;
  /** One or two sentences for menus and cards. */
  desc: string;
  group: ProductGroup;
  /** Set for products of the three families. */
  family?: ProductFamilyKey;
  /** Set for converged products. */
  kind?: ConvergedKind;
  /** Set for combination packages: the mode and atoms they bundle. */
  components?: readonly ProductCode[];
  /** Whether the product can be ordered online at /product/order/{code}. */
  orderable: boolean;
  /** Business label shown on order and console pages. */
  label?: string;
  /** Product-category id of the product service. */
  categoryId?: string;
}

type Def = Omit<ProductDef, 'orderable'> & { orderable?: boolean };

const defs: Def[] = [
  // 优享 (prefer)
  {
    code: 'B1',
    name: '优享模式',
    desc: '依托5G公网，以专用DNN、QoS优先级和网络切片为企业划出逻辑隔离的专属通道，开通快、覆盖广。',
    group: 'family',
    family: 'prefer',
  },
  {
    code: 'A1',
    name: '业务加速',
    desc: '为指定终端或应用提升调度优先级，忙时也能保持稳定带宽与低时延，可按时段临时开通。',
    group: 'family',
    family: 'prefer',
    orderable: true,
    label: BUSINESS_LABELS.A1,
    categoryId: CATEGORY_IDS.A1,
  },
  {
    code: 'A2',
    name: '业务隔离',
    desc: '以专用DNN与切片为企业业务建立独立逻辑通道，与公众流量互不影响，满足生产与管理分区要求。',
    group: 'family',
    family: 'prefer',
    orderable: true,
    label: BUSINESS_LABELS.A2,
    categoryId: CATEGORY_IDS.A2,
  },
  {
    code: 'A7',
    name: '专线',
    desc: '把5G终端和园区网络与总部、数据中心或云资源池打通，形成端到端的专属链路。',
    group: 'family',
    family: 'prefer',
  },
  {
    code: 'Line',
    name: '5G快线',
    desc: '以5G CPE或工业网关把5G信号转为有线/Wi-Fi接入，免布线、即插即用，为门店、工地和临时站点快速开通上网或专线备份。',
    group: 'family',
    family: 'prefer',
  },
  // 专享 (exclusive)
  {
    code: 'B2',
    name: '专享模式',
    desc: '在园区或地市机房下沉专属UPF/MEC，业务数据本地分流、就近处理，兼顾安全与建设成本。',
    group: 'family',
    family: 'exclusive',
  },
  {
    code: 'A3',
    name: '本地业务保障',
    desc: '园区内就近分流与资源预留，保证本地关键业务在高负荷下仍稳定运行。',
    group: 'family',
    family: 'exclusive',
    orderable: true,
    label: BUSINESS_LABELS.A3,
    categoryId: CATEGORY_IDS.A3,
  },
  {
    code: 'A4',
    name: '数据不出场',
    desc: '用户面下沉到企业园区，生产数据在场内终结、不经公网回传，满足数据安全合规要求。',
    group: 'family',
    family: 'exclusive',
    orderable: true,
    label: BUSINESS_LABELS.A4,
    categoryId: CATEGORY_IDS.A4,
  },
  {
    code: 'A5',
    name: '边缘节点',
    desc: '在靠近现场的位置提供MEC算力与应用托管，承载机器视觉、AI质检和视频分析等低时延应用。',
    group: 'family',
    family: 'exclusive',
  },
  {
    code: 'A13',
    name: '数字孪生',
    desc: '在虚拟空间为工厂、港口乃至网络本身建模，实时映射运行状态，用于仿真、预测和优化。',
    group: 'family',
    family: 'exclusive',
  },
  {
    code: 'double',
    name: '双域专网',
    desc: '一张SIM卡、一部终端同时访问互联网和单位内网，按位置与策略自动分流，无需手动切换VPN。',
    group: 'family',
    family: 'exclusive',
  },
  // 尊享 (exalted)
  {
    code: 'B3',
    name: '尊享模式',
    desc: '按需专建基站、专用频率资源乃至企业侧专用核心网，网络物理隔离、自主可管，安全与确定性最强。',
    group: 'family',
    family: 'exalted',
    orderable: true,
    label: BUSINESS_LABELS.B3,
  },
  {
    code: 'A6',
    name: '超级上行',
    desc: '面向视频回传、机器视觉等上行大于下行的业务，通过上行增强帧结构与载波聚合提升上行速率与容量。',
    group: 'family',
    family: 'exalted',
  },
  {
    code: 'A8',
    name: '网络设计',
    desc: '根据厂区布局、业务清单和SLA目标，完成无线覆盖、容量与核心网选型的一体化规划。',
    group: 'family',
    family: 'exalted',
  },
  {
    code: 'A9',
    name: '网络优化',
    desc: '上线后持续调优覆盖、干扰、切换与参数，确保关键区域指标达标。',
    group: 'family',
    family: 'exalted',
  },
  {
    code: 'A10',
    name: '网络运维',
    desc: '7×24小时监控与故障闭环，专网状态可视化，支持企业自服务管理。',
    group: 'family',
    family: 'exalted',
  },
  {
    code: 'A11',
    name: '重大活动保障',
    desc: '为赛事、会展、直播等高并发场景提供临时扩容、应急通信与专人值守。',
    group: 'family',
    family: 'exalted',
  },
  {
    code: 'A12',
    name: '专网安全',
    desc: '从终端接入认证、传输加密到边缘与核心网防护的端到端安全体系。',
    group: 'family',
    family: 'exalted',
  },
  {
    code: 'A14',
    name: '专用核心网',
    desc: '在企业侧部署轻量化5G核心网，网络自主可控，与公网故障相互隔离。',
    group: 'family',
    family: 'exalted',
  },
  // Combination packages
  {
    code: 'B1A2',
    name: '优享·业务隔离套餐',
    desc: '优享模式叠加业务隔离，以较低成本获得与公众流量隔离的企业专属通道。',
    group: 'combo',
    components: ['B1', 'A2'],
  },
  {
    code: 'B1A2A7',
    name: '优享·隔离专线套餐',
    desc: '在优享隔离通道之上增加入云/入企专线，终端数据直达企业数据中心。',
    group: 'combo',
    components: ['B1', 'A2', 'A7'],
  },
  {
    code: 'B2A2',
    name: '专享·业务隔离套餐',
    desc: '专享模式的本地分流叠加业务隔离，园区业务与公网业务各行其道。',
    group: 'combo',
    components: ['B2', 'A2'],
  },
  {
    code: 'B2A2A4A5',
    name: '专享·数据不出场套餐',
    desc: '本地分流、业务隔离、数据不出场与边缘节点一站配齐，适合智能工厂与智慧园区。',
    group: 'combo',
    components: ['B2', 'A2', 'A4', 'A5'],
  },
  {
    code: 'B3A2A4A5',
    name: '尊享·全专用套餐',
    desc: '专建网络加业务隔离、数据不出场和边缘算力，面向矿山、钢铁等关键生产场景。',
    group: 'combo',
    components: ['B3', 'A2', 'A4', 'A5'],
  },
  // Private-network types
  {
    code: 'FlowNetwork',
    name: '流量型专网',
    desc: '物联网卡经专用DNN定向访问企业内网、按流量计费，适合终端分散、数据量小的业务。',
    group: 'networkType',
  },
  {
    code: 'PrivateNetwork',
    name: '5G虚拟专网',
    desc: '基于公网切片与专用DNN构建的跨地域虚拟专网，统一接入企业各分支机构与移动终端。',
    group: 'networkType',
  },
  {
    code: 'Settled',
    name: '入驻式专网',
    desc: '在已建成的园区或楼宇专网中“拎包入驻”，共享下沉的用户面与边缘资源，开通周期短。',
    group: 'networkType',
  },
  {
    code: 'Linked',
    name: '5G随e连',
    desc: '员工终端外出时也能经专用DNN安全接入企业内网，随时随地移动办公。',
    group: 'networkType',
  },
  // Converged products
  {
    code: 'DataCollect',
    name: '数据采集终端',
    desc: '工业网关、DTU与RedCap模组等终端，把现场设备数据经5G可靠回传。',
    group: 'converged',
    kind: 'terminal',
  },
  {
    code: 'Secure',
    name: '专网安全服务',
    desc: '二次认证、机卡绑定、IP/域名白名单与专网安全网关，守住专网的每个入口。',
    group: 'converged',
    kind: 'security',
  },
  {
    code: 'AiMonitor',
    name: 'AI视频监控',
    desc: '视频在边缘节点实时分析，识别未戴安全帽、越界闯入等风险并即时告警。',
    group: 'converged',
    kind: 'application',
  },
  {
    code: 'OrganizeNet',
    name: '专网组网服务',
    desc: '从勘察、组网到集成交付的一站式服务，把终端、网络与业务系统连成一体。',
    group: 'converged',
    kind: 'service',
  },
  {
    code: 'Config',
    name: '专网自助配置',
    desc: '在控制台自助配置DNN、白名单、带宽与策略，变更即时生效、全程留痕。',
    group: 'converged',
    kind: 'service',
  },
  // 5G-A
  {
    code: 'RedCap',
    name: 'RedCap轻量化5G',
    desc: '裁剪带宽与天线的轻量化5G终端，成本与功耗接近4G，同时保留5G SA切片与低时延能力。',
    group: 'fiveGA',
  },
  {
    code: 'RealTime',
    name: '通感一体',
    desc: '在5G-A基站上叠加感知能力，一张网同时通信并实时探测、跟踪低空目标，服务低空经济监管与安防。',
    group: 'fiveGA',
  },
  {
    code: 'NoSource',
    name: '无源物联',
    desc: '标签无需电池，靠收集射频能量工作，把近距离盘点扩展为广域、可定位的物资管理。',
    group: 'fiveGA',
  },
  {
    code: 'DeterministicNetworks',
    name: '确定性网络',
    desc: '为PLC控制、AGV协同等工业控制业务提供可预期的时延、抖动与可靠性承诺。',
    group: 'fiveGA',
  },
];

/** Every product, in menu order. */
export const PRODUCTS: readonly ProductDef[] = defs.map((d) => ({
  ...d,
  orderable: d.orderable ?? false,
}));

const productIndex = new Map<string, ProductDef>(PRODUCTS.map((p) => [p.code, p]));

export const PRODUCT_FAMILIES: readonly ProductFamilyDef[] = [
  {
    key: 'prefer',
    label: TIER_LABELS.prefer,
    mode: 'B1',
    name: '优享专网',
    desc: '网络共享型：公网承载、逻辑隔离，开通快、成本低、广域覆盖。',
    products: ['B1', 'A1', 'A2', 'A7', 'Line'],
  },
  {
    key: 'exclusive',
    label: TIER_LABELS.exclusive,
    mode: 'B2',
    name: '专享专网',
    desc: '边缘专享型：用户面与边缘计算下沉园区，数据本地处理。',
    products: ['B2', 'A3', 'A4', 'A5', 'A13', 'double'],
  },
  {
    key: 'exalted',
    label: TIER_LABELS.exalted,
    mode: 'B3',
    name: '尊享专网',
    desc: '独立专建型：专用基站、频率与核心网，物理隔离、自主可管。',
    products: ['B3', 'A6', 'A8', 'A9', 'A10', 'A11', 'A12', 'A14'],
  },
];

/** Hot products listed in the portal footer. */
export const HOT_PRODUCTS: readonly ProductCode[] = ['double', 'Line', 'Linked', 'RealTime'];

export function isProductCode(code: string): code is ProductCode {
  return productIndex.has(code);
}

/** The product of a code, or undefined for an unknown code. */
export function productOf(code: string): ProductDef | undefined {
  return productIndex.get(code);
}

/**
 * The Chinese name of a product code (B1A2A7 → 优享·隔离专线套餐): pages show names, never
 * codes; the code itself only for one the catalogue does not know.
 */
export function productNameOf(code: string): string {
  return productIndex.get(code)?.name ?? code;
}

/**
 * The Chinese category of a product, for card tags and page eyebrows: its family
 * (优享专网…), or its menu group (组合套餐, 专网类型, 5G-A…), a converged product with its
 * kind (融合产品 · 终端).
 */
export function productCategoryOf(product: ProductDef): string {
  const family = PRODUCT_FAMILIES.find((f) => f.key === product.family);
  if (family) return family.name;
  const group = PRODUCT_GROUP_LABELS[product.group];
  return product.kind ? `${group} · ${CONVERGED_KIND_LABELS[product.kind]}` : group;
}

/** Products of one header group, in menu order. */
export function productsOfGroup(group: ProductGroup): ProductDef[] {
  return PRODUCTS.filter((p) => p.group === group);
}

/** Products of one family, in menu order (the mode first). */
export function productsOfFamily(family: ProductFamilyKey): ProductDef[] {
  const def = PRODUCT_FAMILIES.find((f) => f.key === family);
  return def ? def.products.map((c) => productIndex.get(c)).filter((p) => p !== undefined) : [];
}

/**
 * The portal page of a product: /product/introduce/{type} when it has one (Line too),
 * otherwise /product/intro/{name}; undefined for an unknown code.
 */
export function productHref(code: string): string | undefined {
  if ((PRODUCT_INTRODUCE_TYPES as readonly string[]).includes(code)) {
    return `/product/introduce/${code}`;
  }
  if ((PRODUCT_INTRO_NAMES as readonly string[]).includes(code)) return `/product/intro/${code}`;
  return undefined;
}

export function isOrderType(type: string): type is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(type);
}

/** The order page of an orderable product, or undefined when it cannot be ordered online. */
export function orderHref(code: string): string | undefined {
  return productIndex.get(code)?.orderable ? `/product/order/${code}` : undefined;
}

/** The orderable product of a product-category id (cat0101 → A2). */
export function productOfCategory(categoryId: string): ProductDef | undefined {
  return PRODUCTS.find((p) => p.categoryId === categoryId);
}

// Industries ------------------------------------------------------------------------------

export interface IndustryDef {
  /** Stable id: cases and solutions refer to it as their `trade`. */
  id: string;
  name: string;
  /** Picture path the web provides. */
  icon: string;
  description: string;
}

/** Industries in display order. */
export const INDUSTRIES: readonly IndustryDef[] = [
  {
    id: 'energy',
    name: '电力能源',
    icon: '/images/industry/energy.svg',
    description: '配网差动保护、配电自动化、用电信息采集与无人机巡检，控制类与采集类业务分片承载。',
  },
  {
    id: 'port',
    name: '智慧港口',
    icon: '/images/industry/port.svg',
    description: '岸桥、场桥远程操控与无人集卡协同作业，司机从高空驾驶室走进中控室。',
  },
  {
    id: 'manufacturing',
    name: '智能制造',
    icon: '/images/industry/manufacturing.svg',
    description: '产线柔性改造、机器视觉质检、AGV协同与设备联网，数据在园区内闭环。',
  },
  {
    id: 'steel',
    name: '钢铁冶金',
    icon: '/images/industry/steel.svg',
    description: '天车远程操控、高温区域巡检与设备状态监测，把人从高温粉尘环境中解放出来。',
  },
  {
    id: 'mining',
    name: '智慧矿山',
    icon: '/images/industry/mining.svg',
    description: '井下防爆基站与边缘计算，支撑综采面远程操控、无人驾驶矿卡和人员设备监测。',
  },
  {
    id: 'healthcare',
    name: '医疗健康',
    icon: '/images/industry/healthcare.svg',
    description: '院内移动查房与设备联网，院间远程会诊、远程手术指导和5G急救车回传。',
  },
  {
    id: 'transport',
    name: '交通物流',
    icon: '/images/industry/transport.svg',
    description: '远程驾驶、园区无人接驳与车队调度，视频上行与控制指令下行双向保障。',
  },
  {
    id: 'rail',
    name: '轨道交通',
    icon: '/images/industry/rail.svg',
    description: '车站与隧道5G覆盖、车地大容量数据回传和车辆段智能巡检。',
  },
  {
    id: 'entertainment',
    name: '文化娱乐',
    icon: '/images/industry/entertainment.svg',
    description: '边缘云游戏、超高清直播与沉浸式互动，靠近用户部署算力降低时延。',
  },
  {
    id: 'education',
    name: '智慧教育',
    icon: '/images/industry/education.svg',
    description: '双域专网让师生一卡同时访问互联网与校园内网，教学科研资源随身可用。',
  },
];

const industryIndex = new Map<string, IndustryDef>(INDUSTRIES.map((i) => [i.id, i]));

/** The industry of an id, or undefined. */
export function industryOf(id: string): IndustryDef | undefined {
  return industryIndex.get(id);
}

/** Name of an industry id; empty for an unknown id. */
export function industryName(id: string | null | undefined): string {
  return (id && industryIndex.get(id)?.name) || '';
}

// Built-in cases ---------------------------------------------------------------------------

/** Keys of the built-in success cases (spec §3); the portal links to case/detail?type={key}. */
export const CASE_TYPES = [
  'powerGrid',
  'smartPort',
  'xiangGang',
  'huawei',
  'tcl',
  'excavatorControl',
  'zhouShan',
  'smartHospital',
  'haier',
  'smartMine',
  'cloudGame',
  'remoteDriving',
  'kunShan',
  'subway',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export interface CaseTypeDef {
  type: CaseType;
  /** Short name for menus; the record's own name is the full title. */
  name: string;
  /** Industry id. */
  industry: string;
}

export const BUILT_IN_CASES: readonly CaseTypeDef[] = [
  { type: 'powerGrid', name: '5G智能电网', industry: 'energy' },
  { type: 'smartPort', name: '5G智慧港口', industry: 'port' },
  { type: 'xiangGang', name: '湘钢5G智慧工厂', industry: 'steel' },
  { type: 'huawei', name: '5G全连接工厂', industry: 'manufacturing' },
  { type: 'tcl', name: 'TCL 5G确定性网络', industry: 'manufacturing' },
  { type: 'excavatorControl', name: '5G挖掘机远程控制', industry: 'mining' },
  { type: 'zhouShan', name: '宁波舟山港梅山港区', industry: 'port' },
  { type: 'smartHospital', name: '5G智慧医院', industry: 'healthcare' },
  { type: 'haier', name: '海尔AI+5G互联工厂', industry: 'manufacturing' },
  { type: 'smartMine', name: '5G智慧矿山', industry: 'mining' },
  { type: 'cloudGame', name: '5G边缘云游戏', industry: 'entertainment' },
  { type: 'remoteDriving', name: '5G远程驾驶', industry: 'transport' },
  { type: 'kunShan', name: '昆山制造业5G改造', industry: 'manufacturing' },
  { type: 'subway', name: '5G智慧地铁', industry: 'rail' },
];

export function isCaseType(type: string): type is CaseType {
  return (CASE_TYPES as readonly string[]).includes(type);
}

/** The built-in case of a key, or undefined. */
export function caseTypeOf(type: string): CaseTypeDef | undefined {
  return BUILT_IN_CASES.find((c) => c.type === type);
}
