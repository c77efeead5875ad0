/** Demo organisation data: realistic but fictional enterprises and people. */

export interface DemoCustomer {
  custCode: string;
  name: string;
  beId: string;
  cityCode: string;
  cityName: string;
  industry: string;
  creditCode: string;
  contactName: string;
  contactTel: string;
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    custCode: 'C2000755000001',
    name: '深圳市鹏城智能制造有限公司',
    beId: '200',
    cityCode: '755',
    cityName: '深圳',
    industry: '智能制造',
    creditCode: '91440300MA5F8K2X1Q',
    contactName: '陈志强',
    contactTel: '13823456781',
  },
  {
    custCode: 'C5710571000001',
    name: '杭州西湖数字港务科技有限公司',
    beId: '571',
    cityCode: '571',
    cityName: '杭州',
    industry: '智慧港口',
    creditCode: '91330106MA2H3R7L5D',
    contactName: '王丽娟',
    contactTel: '13957112345',
  },
  {
    custCode: 'C2000020000001',
    name: '广州南沙智慧物流集团有限公司',
    beId: '200',
    cityCode: '020',
    cityName: '广州',
    industry: '交通物流',
    creditCode: '91440115MA59C3T08W',
    contactName: '李建华',
    contactTel: '13922001188',
  },
  {
    custCode: 'C2000755000002',
    name: '深圳湾区医疗健康服务有限公司',
    beId: '200',
    cityCode: '755',
    cityName: '深圳',
    industry: '医疗健康',
    creditCode: '91440300MA5G1N6P2E',
    contactName: '周敏',
    contactTel: '13760018899',
  },
  {
    custCode: 'C5310532000001',
    name: '青岛海湾家电互联工厂有限公司',
    beId: '531',
    cityCode: '532',
    cityName: '青岛',
    industry: '智能制造',
    creditCode: '91370212MA3C9W4K7H',
    contactName: '刘洋',
    contactTel: '13685321234',
  },
  {
    custCode: 'C3510351000001',
    name: '山西晋能智慧矿业有限公司',
    beId: '351',
    cityCode: '351',
    cityName: '太原',
    industry: '矿山能源',
    creditCode: '91140100MA0K5L2M9J',
    contactName: '赵刚',
    contactTel: '13934567890',
  },
  {
    // The demo enterprise visitor mode shows (read-only SIM cards and overview).
    custCode: 'C0000000000001',
    name: '演示体验企业',
    beId: '200',
    cityCode: '755',
    cityName: '深圳',
    industry: '智能制造',
    creditCode: '91440300MA5H7T0Q3X',
    contactName: '体验专员',
    contactTel: '13800000009',
  },
];

export interface DemoAccount {
  loginAccount: string;
  password: string;
  kind: 'customer' | 'admin' | 'operator' | 'visitor';
  name: string;
  realName: string;
  tel: string | null;
  email: string | null;
  /** custCode of the enterprise a customer account belongs to. */
  custCode: string | null;
  adminLevel: number | null;
  beId: string;
  areaCode: string;
  /** City name for city-level accounts; customers take their enterprise's city. */
  areaName?: string;
  department: string | null;
  securityAccount: string | null;
  roles: string[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    loginAccount: 'admin',
    password: 'Admin@12345',
    kind: 'admin',
    name: 'admin',
    realName: '张国栋',
    tel: '13800000001',
    email: 'zhangguodong@example.com',
    custCode: null,
    adminLevel: 0,
    beId: '000',
    areaCode: '',
    department: '政企事业部',
    securityAccount: 'zhangguodong',
    roles: ['national_admin'],
  },
  {
    loginAccount: 'gd_admin',
    password: 'Admin@12345',
    kind: 'admin',
    name: 'gd_admin',
    realName: '黄晓明',
    tel: '13800000002',
    email: 'huangxiaoming@example.com',
    custCode: null,
    adminLevel: 1,
    beId: '200',
    areaCode: '',
    department: '广东公司政企部',
    securityAccount: 'huangxiaoming',
    roles: ['province_admin'],
  },
  {
    loginAccount: 'sz_admin',
    password: 'Admin@12345',
    kind: 'admin',
    name: 'sz_admin',
    realName: '林嘉欣',
    tel: '13800000003',
    email: 'linjiaxin@example.com',
    custCode: null,
    adminLevel: 2,
    beId: '200',
    areaCode: '755',
    areaName: '深圳',
    department: '深圳分公司政企部',
    securityAccount: null,
    roles: ['city_admin'],
  },
  {
    loginAccount: 'editor',
    password: 'Editor@12345',
    kind: 'operator',
    name: 'editor',
    realName: '吴静',
    tel: '13800000004',
    email: 'wujing@example.com',
    custCode: null,
    adminLevel: null,
    beId: '000',
    areaCode: '',
    department: '运营中心内容组',
    securityAccount: 'wujing',
    roles: ['content_editor'],
  },
  {
    // Decides the export applications of national administrators (and may decide any).
    loginAccount: 'approver',
    password: 'Admin@12345',
    kind: 'operator',
    name: 'approver',
    realName: '赵敏',
    tel: '13800000005',
    email: 'zhaomin@example.com',
    custCode: null,
    adminLevel: null,
    beId: '000',
    areaCode: '',
    department: '运营中心数据安全组',
    securityAccount: 'zhaomin',
    roles: ['export_approver'],
  },
  {
    loginAccount: 'OCB1000000001',
    password: 'Demo@12345',
    kind: 'customer',
    name: 'OCB1000000001',
    realName: '陈志强',
    tel: '13823456781',
    email: 'chenzq@pengcheng-im.example.com',
    custCode: 'C2000755000001',
    adminLevel: null,
    beId: '200',
    areaCode: '755',
    department: '信息中心',
    securityAccount: null,
    roles: ['enterprise_customer'],
  },
  {
    loginAccount: 'OCB1000000002',
    password: 'Demo@12345',
    kind: 'customer',
    name: 'OCB1000000002',
    realName: '王丽娟',
    tel: '13957112345',
    email: 'wanglj@xihu-port.example.com',
    custCode: 'C5710571000001',
    adminLevel: null,
    beId: '571',
    areaCode: '571',
    department: '网络运维部',
    securityAccount: null,
    roles: ['enterprise_customer'],
  },
  {
    loginAccount: '13800138000',
    password: 'Demo@12345',
    kind: 'customer',
    name: '13800138000',
    realName: '李建华',
    tel: '13800138000',
    email: 'lijh@nansha-logistics.example.com',
    custCode: 'C2000020000001',
    adminLevel: null,
    beId: '200',
    areaCode: '020',
    department: '物流调度中心',
    securityAccount: null,
    roles: ['enterprise_customer'],
  },
];

/** Roles of the platform; issue-by-issue the menus they grant are attached to them. */
export const ROLES = [
  {
    code: 'national_admin',
    name: '全国管理员',
    audience: 'admin',
    description: '全国范围的运营与客户管理',
  },
  {
    code: 'province_admin',
    name: '省级管理员',
    audience: 'admin',
    description: '本省范围的运营与客户管理',
  },
  {
    code: 'city_admin',
    name: '地市管理员',
    audience: 'admin',
    description: '本地市范围的运营与客户管理',
  },
  {
    code: 'content_editor',
    name: '内容编辑',
    audience: 'operator',
    description: '门户内容的编辑与发布',
  },
  {
    code: 'export_approver',
    name: '导出审批员',
    audience: 'operator',
    description: '全国范围的数据导出权限审批（含全国管理员的申请）',
  },
  {
    code: 'enterprise_customer',
    name: '企业客户',
    audience: 'customer',
    description: '企业客户控制台',
  },
  { code: 'visitor', name: '访客', audience: 'visitor', description: '只读的访客体验' },
] as const;

export const DEMO_NOTICES = [
  {
    title: '关于5G专网运营平台11月28日凌晨系统升级维护的公告',
    content:
      '为提升平台服务能力，我们将于2026年11月28日00:00至04:00进行系统升级。升级期间控制台部分功能可能短暂不可用，门户浏览不受影响。给您带来的不便，敬请谅解。',
    releaseTime: '2026-11-20T09:00:00+08:00',
  },
  {
    title: '物联网卡实名认证及机卡绑定管理要求的温馨提示',
    content:
      '根据行业管理要求，物联网卡须完成实名登记并按约定场景使用。请各企业客户在控制台“物联网卡管理”中核对卡片用途与绑定终端，发现异常请及时联系客户经理。',
    releaseTime: '2026-11-12T10:30:00+08:00',
  },
  {
    title: '5G RedCap 轻量化终端专区上线公告',
    content:
      '平台新增 RedCap 轻量化终端专区，覆盖工业网关、视频监控、电力终端等品类，企业客户可在线咨询并提交需求。',
    releaseTime: '2026-10-30T14:00:00+08:00',
  },
];

/** Messages every demo customer account starts with (console 消息通知). */
export const DEMO_ACCOUNT_NOTICES = [
  {
    category: 'system',
    title: '欢迎使用5G专网控制台',
    content:
      '您可以在控制台管理物联网卡、查看用量与告警、办理停复机与资费变更。导出数据前请先申请数据导出权限，审批结果会以短信和站内消息通知您。',
    link: '/control/SIM/overview',
    hoursAgo: 72,
  },
  {
    category: 'alarm',
    title: '物联网卡出现机卡分离风险事件',
    content:
      '风险防控规则检测到部分物联网卡的终端IMEI发生变更，可能存在机卡分离使用的情况，请核实终端并处理风险事件。',
    link: '/control/SIM/riskPrevention',
    hoursAgo: 20,
  },
] as const;
