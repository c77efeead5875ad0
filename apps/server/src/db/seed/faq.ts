import type { FaqCategory } from '@pn/shared';
import type { Database } from '../database.js';

interface FaqSeed {
  question: string;
  keywords: string[];
  answer: string;
  category: FaqCategory;
  hot?: boolean;
}

/**
 * The chatbot's questions a new installation ships with. Operators edit them in the back
 * office afterwards; contact numbers and hours are configuration, so answers point to
 * where the portal shows them instead of repeating them.
 */
export const FAQ_SEED: readonly FaqSeed[] = [
  // Products
  {
    question: '优享、专享、尊享三种模式有什么区别？',
    keywords: ['优享', '专享', '尊享', '区别', '服务模式'],
    answer:
      '三种服务模式的隔离程度和建设投入依次递增：\n' +
      '优享模式（B1）依托5G公网，通过专用DNN、QoS优先级和网络切片实现逻辑隔离，开通快、成本低、覆盖广；\n' +
      '专享模式（B2）在园区或地市机房下沉专属UPF/MEC，业务数据本地分流、不出园区；\n' +
      '尊享模式（B3）按需专建基站、专用频率资源乃至企业侧专用核心网，网络物理隔离、自主可管。\n' +
      '具体选型请结合业务场景与安全要求，以实际方案为准。',
    category: 'product',
    hot: true,
  },
  {
    question: '什么是优享模式（B1）？',
    keywords: ['优享模式', 'B1', '公网专用', '网络切片'],
    answer:
      '优享模式是网络共享型专网：依托5G公网，以专用DNN、QoS优先级调度和端到端网络切片为企业划出一条逻辑隔离的专属通道。无需在企业侧新建核心网设备，开通快、成本低、广域覆盖，适合电网采集、车联网、连锁门店、视频监控等跨地域、移动性强的业务。',
    category: 'product',
  },
  {
    question: '什么是专享模式（B2）？',
    keywords: ['专享模式', 'B2', 'UPF下沉', '本地分流', 'MEC'],
    answer:
      '专享模式在园区或地市机房下沉专属UPF与MEC边缘云，企业业务数据在本地分流、就近处理，实现数据不出园区；控制面仍复用运营商大网，兼顾安全与建设成本。典型场景包括智能工厂、港口码头、医院和高校园区。',
    category: 'product',
  },
  {
    question: '什么是尊享模式（B3）？',
    keywords: ['尊享模式', 'B3', '独立专网', '专用核心网', '专建'],
    answer:
      '尊享模式为大型企业和关键基础设施按需专建基站、配置专用频率资源，并可在企业机房部署轻量化专用核心网。网络物理隔离、自主可管，与公网断开时仍可独立运行，适合矿山井下、钢铁、电力枢纽、石化等对安全和确定性要求最高的场景。尊享模式支持在线订购，并提供高可用版本。',
    category: 'product',
  },
  {
    question: '什么是能力原子？',
    keywords: ['能力原子', '原子能力', 'A1-A14', '叠加能力'],
    answer:
      '能力原子是可以在服务模式之上按需叠加的单项能力，编号A1至A14，例如A1业务加速、A2业务隔离、A3本地业务保障、A4数据不出场、A5边缘节点、A6超级上行、A7专线、A12专网安全、A14专用核心网等。您可以先选定服务模式，再按业务需要组合所需的能力原子。',
    category: 'product',
  },
  {
    question: '业务加速和业务隔离有什么不同？',
    keywords: ['业务加速', '业务隔离', 'A1', 'A2'],
    answer:
      '业务加速（A1）解决“快”和“稳”：为指定终端或应用提升调度优先级，忙时也能保持稳定带宽与低时延，可按时段临时开通。\n' +
      '业务隔离（A2）解决“分”：以专用DNN与网络切片为企业业务建立独立逻辑通道，与公众流量互不影响，满足生产区与管理区分区要求。\n' +
      '两项能力可以同时订购、叠加使用。',
    category: 'product',
  },
  {
    question: '组合套餐包含哪些内容？',
    keywords: ['组合套餐', '套餐组合', '打包', '套餐内容'],
    answer:
      '平台提供四类组合套餐，把服务模式和常用能力原子打包：\n' +
      '优享·业务隔离套餐（B1+A2）；\n' +
      '优享·隔离专线套餐（B1+A2+A7）；\n' +
      '专享·数据不出场套餐（B2+A2+A4+A5）；\n' +
      '尊享·全专用套餐（B3+A2+A4+A5）。\n' +
      '套餐详情可在门户“产品”菜单的组合套餐中查看，具体配置以签约方案为准。',
    category: 'product',
  },
  {
    question: '数据不出场是怎样保障数据安全的？',
    keywords: ['数据不出场', 'A4', '数据安全', '不出园区'],
    answer:
      '数据不出场（A4）把用户面下沉到企业园区机房，生产数据在场内终结，不经公网回传，从网络路径上保证敏感数据留在企业内部，满足数据安全与合规要求。通常与边缘节点（A5）配合，在本地完成数据处理与分析。',
    category: 'product',
  },
  {
    question: '平台提供哪些5G-A产品？',
    keywords: ['5G-A', '5.5G', '通感一体', '无源物联', '确定性网络'],
    answer:
      '目前提供四项5G-A产品：\n' +
      'RedCap轻量化5G：成本与功耗接近4G的5G终端，保留切片与低时延能力；\n' +
      '通感一体：5G-A基站在通信的同时探测、跟踪低空目标，服务低空经济监管与安防；\n' +
      '无源物联：标签无需电池，实现广域、可定位的物资盘点与追踪；\n' +
      '确定性网络：为PLC控制、AGV协同等工业控制业务提供可预期的时延、抖动与可靠性。',
    category: 'product',
  },
  {
    question: 'RedCap终端适合哪些业务？',
    keywords: ['RedCap', '轻量化', '模组', '低功耗'],
    answer:
      'RedCap是3GPP R17定义的轻量化5G终端，通过裁剪带宽与天线降低成本和功耗，典型峰值速率约为下行150 Mbps、上行50 Mbps（典型值）。它适合工业传感、视频监控、可穿戴设备和电力终端等中速率业务，同时可使用5G SA的网络切片与低时延能力。',
    category: 'product',
  },
  {
    question: '双域专网是什么？',
    keywords: ['双域专网', '双域', '内网', '一卡双网'],
    answer:
      '双域专网让同一张SIM卡、同一部终端同时访问互联网和单位内网：核心网按策略为不同业务选择通用通道或专用DNN，无需手动切换VPN或Wi-Fi。常见于高校、医院的移动办公和政务外勤。通常无需更换终端，个别终端的兼容情况可向客户经理确认。',
    category: 'product',
  },

  // Ordering
  {
    question: '如何在线订购产品？',
    keywords: ['订购', '下单', '购买', '怎么买'],
    answer:
      '请先注册并登录企业账号，然后在支持在线订购的产品页点击订购，按“订购配置、订购确认、订购提交”三步完成下单：\n' +
      '1. 订购配置：选择规格、带宽等参数；\n' +
      '2. 订购确认：核对配置与联系人信息；\n' +
      '3. 订购提交：提交后即可在“我的订单”中跟踪进度。',
    category: 'order',
    hot: true,
  },
  {
    question: '哪些产品支持在线订购？',
    keywords: ['在线订购', '哪些产品', '线上办理', '可订购'],
    answer:
      '目前支持在线订购的有：A1业务加速、A2业务隔离、A3本地业务保障、A4数据不出场，以及B3尊享模式（含高可用版本）。其他产品和需要现场勘察的定制方案，请通过页面右侧的“需求咨询”提交需求，客户经理会尽快与您联系。',
    category: 'order',
  },
  {
    question: '提交订单后会发生什么？',
    keywords: ['提交订单', '订单提交', '下单后', '开通时间'],
    answer:
      '订单提交后进入受理流程：客户经理会与您核对配置和开通信息，资料齐全后安排开通，需要现场勘察的方案会先预约勘察。标准产品通常数个工作日内开通（典型周期，以合同约定为准）。开通后可在控制台的“已订购业务”中查看和管理。',
    category: 'order',
  },
  {
    question: '在哪里查看订单进度？',
    keywords: ['订单进度', '我的订单', '订单状态', '订单详情'],
    answer: '登录控制台后进入“用户中心 > 我的订单”，可以查看每笔订单的状态、办理进度和订单详情。',
    category: 'order',
  },
  {
    question: '不支持在线订购的产品如何办理？',
    keywords: ['定制方案', '需求咨询', '客户经理', '线下办理'],
    answer:
      '请点击页面右侧的“需求咨询”，填写企业名称、所在地区、联系人和需求描述后提交，客户经理会在收到需求后与您联系，结合现场情况出具方案和报价。',
    category: 'order',
  },

  // SIM / IoT cards
  {
    question: '物联网卡如何激活？',
    keywords: ['激活', '开卡', '测试期', '沉默期'],
    answer:
      '物联网卡完成实名登记后，插入终端首次联网即可自动激活；部分卡片会先经过测试期或沉默期，期满或首次产生用量后转为正使用状态。卡片状态可在控制台“物联网卡 > 卡片管理”中查看。',
    category: 'sim',
  },
  {
    question: '物联网卡可以停机和复机吗？',
    keywords: ['停机', '复机', '停卡', '暂停使用'],
    answer:
      '可以。登录控制台进入“物联网卡 > 卡片管理”，选择卡片后办理停机或复机，并可查询办理结果。因欠费或违规使用被停机的卡片，需先处理停机原因后才能复机。',
    category: 'sim',
  },
  {
    question: '如何查询物联网卡的用量？',
    keywords: ['用量', '流量', '查询用量', '用了多少'],
    answer:
      '登录控制台进入“物联网卡”，在“卡片概览”中查看整体用量，在“卡片管理”中按卡片查询日用量和月用量。控制台用量为近实时统计，可能存在短暂延迟，最终以账单为准。',
    category: 'sim',
    hot: true,
  },
  {
    question: '可以查询多长时间的历史用量？',
    keywords: ['历史用量', '历史记录', '6个月', '半年', '多久'],
    answer: '控制台可以查询最近6个月的用量记录。如需更早的数据，建议在此期间定期导出留存。',
    category: 'sim',
  },
  {
    question: '什么是机卡绑定？',
    keywords: ['机卡绑定', '机卡分离', '绑定终端', '防盗用'],
    answer:
      '机卡绑定把物联网卡与指定终端关联起来，卡片被拔出插到其他设备时会告警或限制使用，防止卡片被挪作他用。绑定关系和告警记录可在控制台“物联网卡 > 风险防控”中查看。',
    category: 'sim',
  },
  {
    question: '物联网卡无法上网怎么排查？',
    keywords: ['无法上网', '上不了网', '智能诊断', '排查', '断网'],
    answer:
      '建议先在控制台“物联网卡 > 智能诊断”中输入卡号一键检测，诊断会检查卡片状态、套餐余量、在线状态和机卡绑定等常见原因并给出处理建议。若仍无法解决，请提交工单或拨打业务咨询电话。',
    category: 'sim',
  },

  // Billing
  {
    question: '套餐退订如何收费？',
    keywords: ['退订', '取消套餐', '退订收费', '全额'],
    answer:
      '套餐退订时，当期套餐费用按全额收取，不按剩余天数折算。建议在订购前确认套餐规格，如有疑问可先咨询客户经理。',
    category: 'billing',
    hot: true,
  },
  {
    question: '如何开具发票？',
    keywords: ['发票', '开票', '报销', '增值税'],
    answer:
      '发票按合同约定的结算周期开具。请联系您的客户经理，或在控制台提交工单申请，并提供企业名称、纳税人识别号、开票期间和收票信息，我们核对后为您开具。',
    category: 'billing',
  },
  {
    question: '在哪里查看资费标准？',
    keywords: ['资费', '价格', '收费标准', '套餐价格'],
    answer:
      '已订购的资费可在控制台“已订购业务”中查看，包括物联网卡资费和群组资费。新购产品的价格与签约方案相关，请通过需求咨询或客户经理获取报价。',
    category: 'billing',
  },
  {
    question: '什么是流量池？',
    keywords: ['流量池', '共享流量', '群组'],
    answer:
      '流量池把同一企业多张物联网卡的套餐流量汇总共享，池内卡片按实际用量共同消耗，避免部分卡片超量、部分卡片闲置。流量池与群组资费可在控制台“已订购业务”中查看。',
    category: 'billing',
  },
  {
    question: '控制台用量和账单不一致怎么办？',
    keywords: ['账单', '不一致', '对不上', '计费'],
    answer:
      '控制台用量为近实时统计，可能存在短暂延迟，费用以正式账单为准。若账单确有疑问，请提交工单并注明卡号和账期，我们会核对后答复。',
    category: 'billing',
  },

  // 5G fast-line gateway
  {
    question: '5G快线网关最多可以接入多少台设备？',
    keywords: ['接入', '几台', '多少台', '设备数量', '连接数'],
    answer:
      '建议一台5G快线网关接入不超过15台小流量设备，例如摄像头、传感器、收银终端等。接入设备过多或有大流量业务时，体验会明显下降，可增加网关或改用专线方案。',
    category: 'gateway',
    hot: true,
  },
  {
    question: '5G快线网关的速率是多少？',
    keywords: ['速率', '网速', '带宽', '1000Mbps', '上行', '下行'],
    answer:
      '5G快线网关的理论峰值为下行1000 Mbps、上行100 Mbps。实际速率受信号覆盖、网络负载和接入设备数量影响，通常低于理论值。',
    category: 'gateway',
  },
  {
    question: '可以使用自己购买的网关吗？',
    keywords: ['自购', '自己买', '网关型号', '其他品牌'],
    answer:
      '不可以。为保证业务配置和远程管理正常，5G快线仅支持运营商提供的网关型号，请勿使用自行购买的设备。',
    category: 'gateway',
  },
  {
    question: '5G快线适合哪些场景？',
    keywords: ['5G快线', '适用场景', '门店', '工地', '临时'],
    answer:
      '5G快线用5G网关把5G信号转换为有线或Wi-Fi接入，免布线、即插即用、开通周期短，适合门店、工地、临时会场、应急指挥点等需要快速联网的场所，也可以作为有线专线的备份链路。',
    category: 'gateway',
  },
  {
    question: '5G快线网关网速慢怎么办？',
    keywords: ['网速慢', '信号差', '卡顿', '摆放位置'],
    answer:
      '可以按以下步骤排查：\n' +
      '1. 把网关放在靠窗、高处、远离金属遮挡的位置，观察信号指示；\n' +
      '2. 减少同时接入的设备，建议不超过15台小流量设备；\n' +
      '3. 在控制台“5G快线 > 终端列表”中查看设备在线状态和流量情况。\n' +
      '仍未改善的，请提交工单，我们会安排远程检测。',
    category: 'gateway',
  },

  // Console and account
  {
    question: '如何登录控制台？',
    keywords: ['登录', '控制台', '账号登录', '验证码登录'],
    answer:
      '点击门户右上角的“登录”，可使用账号和密码登录，也可使用已绑定的手机号接收短信验证码登录。连续输错密码后需要输入图片验证码。登录后点击“控制台”即可进入。',
    category: 'console',
  },
  {
    question: '忘记密码怎么办？',
    keywords: ['忘记密码', '重置密码', '找回密码', '密码'],
    answer:
      '在登录页点击“忘记密码”，输入账号或绑定的手机号，接收短信验证码后设置新密码即可。如果账号未绑定手机号，请联系企业管理员重置。',
    category: 'console',
    hot: true,
  },
  {
    question: '账号被锁定了怎么办？',
    keywords: ['锁定', '密码错误', '登录失败', '冻结'],
    answer:
      '为保护账号安全，连续多次输错密码后账号会被临时锁定，请15分钟后再试；也可以通过“忘记密码”重置后重新登录。账号被停用的，请联系企业管理员。',
    category: 'console',
  },
  {
    question: '如何注册企业账号？',
    keywords: ['注册', '企业账号', '开户', '新用户'],
    answer:
      '在登录页进入“企业注册”，按提示填写企业与联系人信息并完成手机验证即可提交，注册成功后使用新账号登录控制台。',
    category: 'console',
  },
  {
    question: '如何为同事开通子账号？',
    keywords: ['子账号', '同事', '分配权限', '角色'],
    answer:
      '企业账号登录控制台后，进入“用户中心 > 子账号管理”新建子账号，并在“角色管理”中为其分配可查看和操作的功能，子账号只能使用被授予的功能。',
    category: 'console',
  },
  {
    question: '如何申请数据导出权限？',
    keywords: ['导出', '数据导出', '导出权限', '下载数据'],
    answer:
      '在控制台点击“导出”时，如尚未获得数据导出许可，系统会引导您提交申请：填写所在部门，完成短信验证后提交。申请经管理员审批通过后会以短信通知您，之后即可导出数据。',
    category: 'console',
  },
  {
    question: '什么是访客模式？',
    keywords: ['访客', '游客', '体验', '试用'],
    answer:
      '访客模式无需注册即可浏览控制台的主要功能界面，了解平台能做什么。访客模式仅支持浏览，订购和管理业务请登录企业账号。',
    category: 'console',
  },

  // Support
  {
    question: '客服电话是多少？',
    keywords: ['客服电话', '热线', '电话', '联系方式', '人工客服'],
    answer:
      '业务咨询电话、投诉举报热线和服务邮箱展示在页面右侧的联系浮窗中，也可以在“服务支持”页的“联系我们”查看。',
    category: 'support',
  },
  {
    question: '人工客服的服务时间是什么时候？',
    keywords: ['服务时间', '工作时间', '几点', '上班时间'],
    answer:
      '人工服务时间以“服务支持”页“联系我们”中公布的时间为准。智能客服和在线工单全天可用，非服务时间提交的工单会在服务时间内尽快处理。',
    category: 'support',
  },
  {
    question: '如何投诉或举报？',
    keywords: ['投诉', '举报', '不满意', '意见'],
    answer:
      '您可以拨打页面右侧联系浮窗中的投诉举报热线，或在控制台提交工单并选择投诉类型。我们会在受理后跟进处理并将结果反馈给您。',
    category: 'support',
  },
  {
    question: '如何提交故障工单？',
    keywords: ['工单', '故障', '报障', '申告'],
    answer:
      '登录控制台进入“用户中心 > 工单管理”，新建工单并填写故障现象、影响范围和联系方式，提交后可在工单列表中跟踪处理进度。',
    category: 'support',
  },
  {
    question: '如何提交业务需求或建议？',
    keywords: ['需求', '建议', '合作', '咨询'],
    answer:
      '点击页面右侧的“需求咨询”，填写企业信息、联系方式和需求描述后提交，客户经理会尽快与您联系。',
    category: 'support',
  },
];

/**
 * Installs the FAQ once: a table that already holds questions is the operators' to manage
 * (deleted questions stay deleted). The unique question guards two first starts at once.
 */
export async function seedFaq(db: Database): Promise<void> {
  const existing = await db.selectFrom('faq').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('faq')
    .values(
      FAQ_SEED.map((f, i) => ({
        question: f.question,
        keywords: f.keywords,
        answer: f.answer,
        category: f.category,
        hot: f.hot ?? false,
        sortNum: (i + 1) * 10,
      })),
    )
    .onConflict((oc) => oc.column('question').doNothing())
    .execute();
}
