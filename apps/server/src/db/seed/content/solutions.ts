import type { ContentRow, Net5gItem } from '@pn/shared';

/**
 * Demo industry solutions: one published per industry plus one draft. Keyed by `type`.
 * Written as published copy; indicators are industry-typical values, stated as such where a
 * reader could take them for a commitment. The demo edition says once, in the portal footer,
 * that the content is illustrative.
 */
export interface SeedSolution {
  type: string;
  methodName: string;
  methodDesc: string;
  trade: string;
  businessNeeds: ContentRow[];
  appScenes: ContentRow[];
  customerCases: ContentRow[];
  /** Capability keys of NET5G_CAPABILITIES that the solution uses. */
  net5g: Net5gKey[];
  net5gDesc: string;
  resolveTitle: string;
  resolveDesc: string;
  sceneContent: string;
  state: 0 | 1;
}

/** The 5G capabilities every solution page lists, ticked when used. */
const NET5G_CAPABILITIES = {
  isolation: '业务隔离：专用DNN与网络切片，企业业务与公众流量互不影响',
  acceleration: '业务加速：QoS优先级与保障带宽，忙时不降速',
  localBreakout: '本地分流：用户面下沉园区，数据就近处理、不出场',
  edge: '边缘计算：MEC节点承载视频分析、AI推理等低时延应用',
  uplink: '超级上行：上行增强帧结构，满足多路视频回传',
  deterministic: '确定性网络：时延、抖动与可靠性可承诺',
  security: '专网安全：二次认证、机卡绑定与白名单',
} as const;
export type Net5gKey = keyof typeof NET5G_CAPABILITIES;

/** The net5gContent items of a solution: every capability, ticked when used. */
export function net5gItems(used: readonly Net5gKey[]): Net5gItem[] {
  return (Object.keys(NET5G_CAPABILITIES) as Net5gKey[]).map((k) => ({
    checked: used.includes(k),
    desc: NET5G_CAPABILITIES[k],
  }));
}

/** Pictures the web app provides under /images/solutions/{key}/. */
export function solutionPictures(key: string) {
  const base = `/images/solutions/${key}`;
  return {
    fontPic: `${base}/front.svg`,
    bannerPic: `${base}/banner.svg`,
    resolvePic: `${base}/resolve.svg`,
  };
}

const row = (title: string, description: string, url = ''): ContentRow => ({
  title,
  description,
  url,
});
const scene = (key: string, title: string, description: string): ContentRow =>
  row(title, description, `/images/solutions/scenes/${key}.svg`);
const caseLink = (type: string, title: string, description: string): ContentRow =>
  row(title, description, `/case/detail?type=${type}`);

export const SEED_SOLUTIONS: SeedSolution[] = [
  {
    type: 'gridSlicing',
    methodName: '5G智能电网切片解决方案',
    methodDesc:
      '以网络切片承载配网差动保护、配电自动化、用电信息采集与巡检业务，控制类与采集类业务分片隔离，替代部分末端光纤。',
    trade: 'energy',
    businessNeeds: [
      row('控制业务毫秒级时延', '差动保护、精准负荷控制要求毫秒级时延与低抖动（典型要求）。'),
      row('生产管理分区隔离', '生产控制大区与管理信息大区严格隔离。'),
      row('海量采集终端', '用电信息采集终端广覆盖、低成本接入。'),
      row('高可用可运维', '通道可用率99.99%以上（典型要求），状态可视可管。'),
    ],
    appScenes: [
      scene('grid-protection', '配网差动保护', '差动保护信息经低时延切片交互，故障快速定位隔离。'),
      scene('grid-automation', '配电自动化', '“三遥”终端无线接入，减少光纤敷设。'),
      scene('grid-metering', '用电信息采集', '大连接切片承载海量采集终端。'),
      scene('grid-inspection', '无人机巡检', '巡检视频实时回传，减少人工登塔。'),
    ],
    customerCases: [
      caseLink('powerGrid', '南方电网5G智能电网切片实践', '控制类与采集类业务分片承载。'),
    ],
    net5g: ['isolation', 'acceleration', 'deterministic', 'security'],
    net5gDesc: '以切片与专用DNN实现业务隔离，控制类业务叠加优先调度与确定性保障。',
    resolveTitle: '一张网承载多类电力业务',
    resolveDesc:
      '控制类业务使用低时延高可靠切片，采集类业务使用大连接切片，管理类业务独立承载；传输侧硬隔离、终端侧二次认证，运维侧提供切片自服务与SLA报表。',
    sceneContent: '覆盖发、输、变、配、用各环节，重点面向配网自动化与用电采集。',
    state: 1,
  },
  {
    type: 'portRemoteControl',
    methodName: '5G智慧港口解决方案',
    methodDesc:
      '以5G+边缘计算支撑岸桥、场桥远程操控和无人集卡作业，多路高清视频上行、控制指令低时延，数据不出港。',
    trade: 'port',
    businessNeeds: [
      row('多路视频上行', '单台设备多达十余路摄像头同时回传。'),
      row('远控低时延', '吊具对位等操作要求控制信令稳定低时延。'),
      row('移动覆盖', '堆场大、设备移动频繁，需要无缝覆盖。'),
      row('数据不出港', '生产数据在港区内闭环处理。'),
    ],
    appScenes: [
      scene('port-crane', '岸桥远程操控', '司机在中控室远程完成装卸作业。'),
      scene('port-rtg', '轮胎吊远程操控', '一人多机轮流操控，提升人效。'),
      scene('port-truck', '无人集卡', '“5G+北斗”支撑自动驾驶与精准停靠。'),
      scene('port-twin', '码头数字孪生', '作业全流程在数字空间实时呈现。'),
      scene('port-security', '港区安防', '视频监控与AI识别覆盖全港区。'),
    ],
    customerCases: [
      caseLink('smartPort', '5G智慧港口岸桥场桥远程操控', '司机从高空驾驶室走进中控室。'),
      caseLink('zhouShan', '宁波舟山港梅山港区远控与无人集卡', '远控设备与无人集卡规模化应用。'),
    ],
    net5g: ['localBreakout', 'edge', 'uplink', 'acceleration'],
    net5gDesc: '港区下沉用户面与边缘计算，超级上行承载视频，控制信令优先调度。',
    resolveTitle: '5G远控+无人集卡协同作业',
    resolveDesc:
      '设备加装摄像头与5G工业网关，视频经超级上行回传，控制信令走保障通道；边缘节点承载视频拼接与AI识别；无人集卡结合高精度定位实现自动驾驶。',
    sceneContent: '适用于集装箱码头、散货码头与内河港口的自动化改造。',
    state: 1,
  },
  {
    type: 'flexibleFactory',
    methodName: '5G全连接工厂解决方案',
    methodDesc:
      '产线设备、工业相机与AGV统一经5G接入，用户面与边缘计算下沉园区，支撑柔性产线、机器视觉质检与数据不出厂。',
    trade: 'manufacturing',
    businessNeeds: [
      row('柔性换产', '设备免布线，产线调整快。'),
      row('视觉质检', '工业相机图像低时延上传、边缘推理。'),
      row('数据不出厂', '工艺与质量数据在园区内闭环。'),
      row('确定性控制', 'PLC与AGV控制业务时延可承诺。'),
    ],
    appScenes: [
      scene('mfg-vision', '机器视觉质检', '边缘推理替代人工目检。'),
      scene('mfg-agv', 'AGV协同', '物流AGV连续覆盖、切换无感。'),
      scene('mfg-plc', '无线PLC控制', '控制类业务走确定性通道。'),
      scene('mfg-ar', 'AR远程协助', '专家远程指导装配与维修。'),
      scene('mfg-collect', '设备数据采集', '存量设备经采集终端联网。'),
      scene('mfg-twin', '工厂数字孪生', '产线状态实时映射与仿真。'),
    ],
    customerCases: [
      caseLink('huawei', '5G全连接工厂柔性产线实践', '换线时间由约两周缩短至约两天。'),
      caseLink('haier', '海尔AI+5G互联工厂', '确定性网络支撑大规模定制。'),
      caseLink('tcl', 'TCL工厂5G确定性网络应用', 'AGV与产线控制迁移到5G。'),
      caseLink('kunShan', '昆山制造业5G专网改造', '中小制造企业入驻园区专网，轻量起步。'),
    ],
    net5g: ['isolation', 'localBreakout', 'edge', 'uplink', 'deterministic', 'security'],
    net5gDesc: '以专享模式下沉用户面，叠加边缘计算、超级上行与确定性网络。',
    resolveTitle: '5G全连接柔性产线',
    resolveDesc:
      '园区部署5G室分与下沉用户面，生产数据本地分流；边缘节点承载质检模型与数字孪生；确定性网络为控制业务提供时延与抖动承诺（典型目标：端到端不超过10毫秒）。',
    sceneContent: '适用于电子、家电、汽车零部件等离散制造工厂。',
    state: 1,
  },
  {
    type: 'steelRemoteCrane',
    methodName: '5G钢铁天车远控与智能巡检方案',
    methodDesc: '把天车司机从高温粉尘环境搬进远程控制室，同一张网承载设备状态监测与高温区域巡检。',
    trade: 'steel',
    businessNeeds: [
      row('高温区域减人', '天车、炉前等岗位远程化。'),
      row('远控视频回传', '多角度高清画面支撑精准吊运。'),
      row('金属环境覆盖', '厂房内金属结构多，需专门的覆盖规划。'),
    ],
    appScenes: [
      scene('steel-crane', '天车远程操控', '一人远控多台天车。'),
      scene('steel-inspection', '高温区域巡检', '机器人与摄像头替代人工巡检。'),
      scene('steel-monitor', '设备状态监测', '振动、温度数据实时采集预警。'),
    ],
    customerCases: [
      caseLink('xiangGang', '湘钢5G智慧工厂天车远程操控', '天车操控迁至洁净的远程控制室。'),
    ],
    net5g: ['localBreakout', 'uplink', 'acceleration', 'security'],
    net5gDesc: '厂区下沉用户面，超级上行承载视频，控制指令优先调度。',
    resolveTitle: '5G天车远控',
    resolveDesc:
      '厂房内按金属环境做覆盖规划，天车加装摄像头与远控模块，视频上行与控制下行分级保障；巡检与监测数据在边缘汇聚分析。',
    sceneContent: '适用于宽厚板、热轧、炼钢等天车密集的生产区域。',
    state: 1,
  },
  {
    type: 'mineUnderground',
    methodName: '5G智慧矿山解决方案',
    methodDesc:
      '井下防爆5G基站与边缘计算，支撑综采面远程操控、无人驾驶矿卡、高清视频回传与人员设备监测。',
    trade: 'mining',
    businessNeeds: [
      row('危险作业面减人', '综采、掘进等作业远程化。'),
      row('井下大上行', '多路高清视频回传地面。'),
      row('断网不断业务', '地面链路中断时井下业务仍可运行。'),
      row('防爆合规', '井下设备满足防爆要求。'),
    ],
    appScenes: [
      scene('mine-remote', '综采面远程操控', '操作员在地面集控中心作业。'),
      scene('mine-truck', '无人驾驶矿卡', '露天矿区矿卡自动驾驶与远程接管。'),
      scene('mine-excavator', '挖掘机远程控制', '多屏还原驾驶视角，远程挖掘装车。'),
      scene('mine-video', '井下视频监控', 'AI识别违章与安全隐患。'),
      scene('mine-locate', '人员定位', '实时掌握井下人员位置。'),
    ],
    customerCases: [
      caseLink('smartMine', '新元煤矿5G井下专网', '国内首个煤矿井下5G商用网络（据公开报道）。'),
      caseLink('excavatorControl', '5G挖掘机远程控制', '操作员远离粉尘与落石。'),
    ],
    net5g: ['localBreakout', 'edge', 'uplink', 'security'],
    net5gDesc: '以尊享模式专建井下网络，专用核心网具备应急接管能力。',
    resolveTitle: '井下专网+边缘计算',
    resolveDesc:
      '井下部署防爆5G基站，企业侧部署轻量化专用核心网；偏上行配置保障视频回传（典型值：上行数百Mbps级）；边缘应急控制面在地面链路中断时接管井下业务。',
    sceneContent: '适用于煤矿、金属矿井下与露天矿区。',
    state: 1,
  },
  {
    type: 'hospitalPrivateNet',
    methodName: '5G智慧医院解决方案',
    methodDesc:
      '院内专网承载移动查房、移动护理与设备联网，院间专线承载远程会诊、手术指导与急救回传。',
    trade: 'healthcare',
    businessNeeds: [
      row('移动医疗', '查房、护理终端随时访问院内系统。'),
      row('远程诊疗', '高清音视频会诊与远程手术指导。'),
      row('急救回传', '急救车上的生命体征与视频实时传到医院。'),
      row('数据安全', '诊疗数据与公众网络隔离。'),
    ],
    appScenes: [
      scene('med-ward', '移动查房', '医生在床旁调阅电子病历与影像。'),
      scene('med-nursing', '移动护理', '护理执行扫码核对、实时记录。'),
      scene('med-consult', '远程会诊', '医联体之间高清视频会诊。'),
      scene('med-surgery', '远程手术指导', '专家远程指导基层医生手术。'),
      scene('med-ambulance', '5G急救车', '上车即入院，院前院内无缝衔接。'),
    ],
    customerCases: [
      caseLink(
        'smartHospital',
        '5G智慧医院与远程手术',
        '约3000公里外远程植入脑起搏器（据公开报道）。',
      ),
    ],
    net5g: ['isolation', 'acceleration', 'localBreakout', 'security'],
    net5gDesc: '双域专网覆盖院内移动业务，远程诊疗业务优先调度。',
    resolveTitle: '院内专网+院间专线',
    resolveDesc:
      '院内部署5G室分与下沉用户面，医护终端经双域专网同时访问互联网与院内系统；院间以专线与切片承载远程诊疗；终端接入二次认证。',
    sceneContent: '适用于三级医院、医联体与区域急救中心。',
    state: 1,
  },
  {
    type: 'logisticsRemoteDriving',
    methodName: '5G远程驾驶与智慧物流方案',
    methodDesc:
      '远程座舱经5G实时操控车辆与工程机械，支撑园区接驳、物流场站作业与自动驾驶安全接管。',
    trade: 'transport',
    businessNeeds: [
      row('视频上行', '车辆四周多路高清画面回传。'),
      row('指令低时延', '控制指令快速可靠送达。'),
      row('行驶中稳定', '移动中切换不断流。'),
    ],
    appScenes: [
      scene('trans-remote', '远程驾驶', '驾驶员在远程座舱操控车辆。'),
      scene('trans-takeover', '自动驾驶接管', '复杂场景下人工远程接管。'),
      scene('trans-yard', '物流场站调度', '车辆、货物与人员统一调度。'),
    ],
    customerCases: [
      caseLink('remoteDriving', '雄安5G远程驾驶', '约20公里外操控车辆（据公开报道）。'),
    ],
    net5g: ['acceleration', 'uplink', 'security'],
    net5gDesc: '控制指令优先调度，车载视频走超级上行。',
    resolveTitle: '5G远程驾驶座舱',
    resolveDesc:
      '车辆加装多路摄像头与5G车载终端，视频上行、控制下行分级保障；沿途覆盖与切换专项优化；远程座舱支持一人监管多车。',
    sceneContent: '适用于物流园区、港口集卡、矿区运输与城市接驳。',
    state: 1,
  },
  {
    type: 'metroOperation',
    methodName: '5G智慧地铁解决方案',
    methodDesc: '站台与隧道5G连续覆盖，支撑乘客高速上网、车地大容量数据回传和车辆段智能巡检。',
    trade: 'rail',
    businessNeeds: [
      row('连续覆盖', '站台、站厅与隧道区间无缝覆盖。'),
      row('高峰容量', '早晚高峰大量乘客同时在线。'),
      row('车地回传', '列车进站窗口期快速回传车载数据。'),
      row('智能运维', '巡检机器人替代人工巡检。'),
    ],
    appScenes: [
      scene('rail-coverage', '站台隧道覆盖', '室分与漏缆结合，热点升级5G-A。'),
      scene('rail-data', '车地数据回传', '进站期间大带宽回传车载数据。'),
      scene('rail-inspection', '车辆段巡检', '5G巡检机器人图像边缘识别。'),
      scene('rail-video', '车厢视频监控', '车载视频实时调阅。'),
    ],
    customerCases: [
      caseLink('subway', '上海地铁全网5G覆盖', '21条线路、517座车站5G覆盖（据公开报道）。'),
    ],
    net5g: ['uplink', 'edge', 'acceleration'],
    net5gDesc: '超级上行支撑车地回传，边缘节点承载巡检图像识别。',
    resolveTitle: '站台隧道全覆盖与车地回传',
    resolveDesc:
      '站台与隧道采用室分与漏缆覆盖；车地数据在进站窗口期经大带宽链路回传；车辆段巡检图像在边缘完成识别，告警直达运维平台。',
    sceneContent: '适用于地铁、城际铁路与有轨电车。',
    state: 1,
  },
  {
    type: 'edgeCloudGaming',
    methodName: '5G边缘云游戏与超高清直播方案',
    methodDesc: '渲染与转码下沉地市边缘节点，用户就近接入，为云游戏、超高清直播提供低时延体验。',
    trade: 'entertainment',
    businessNeeds: [
      row('操作低时延', '按键到画面的端到端时延足够低。'),
      row('画质自适应', '网络波动时平滑调整码率。'),
      row('弹性算力', '热门时段与赛事期间快速扩容。'),
    ],
    appScenes: [
      scene('ent-game', '云游戏', '手机、电视免下载即点即玩。'),
      scene('ent-live', '超高清直播', '赛事与演出4K/8K直播回传。'),
      scene('ent-xr', '沉浸式互动', 'VR/AR内容边缘渲染。'),
    ],
    customerCases: [caseLink('cloudGame', '5G边缘云游戏', '渲染节点下沉边缘，降低操作延迟。')],
    net5g: ['acceleration', 'edge', 'uplink'],
    net5gDesc: '边缘节点就近渲染，游戏与直播流量优先调度。',
    resolveTitle: '边缘渲染+低时延保障',
    resolveDesc:
      '地市边缘节点部署渲染与转码服务，用户就近接入；业务流量优先调度，配合码率自适应与弱网优化。',
    sceneContent: '适用于游戏平台、直播平台与文旅场馆。',
    state: 1,
  },
  {
    type: 'campusDualDomain',
    methodName: '高校5G双域专网解决方案',
    methodDesc:
      '一张SIM卡、一部终端同时访问互联网与校园网，师生在校内外都能便捷使用图书馆、教务与科研资源。',
    trade: 'education',
    businessNeeds: [
      row('校内外无感访问', '无需切换VPN即可访问校内系统。'),
      row('上网体验不受影响', '访问内网的同时正常上网。'),
      row('访问可控', '按身份与策略控制可访问的内网资源。'),
    ],
    appScenes: [
      scene('edu-library', '移动图书馆', '校外随时检索电子文献。'),
      scene('edu-office', '移动办公', '教职工随时处理教务与审批。'),
      scene('edu-research', '科研数据访问', '在外调研时安全访问实验室资源。'),
    ],
    customerCases: [row('某高校5G双域专网', '师生一卡双域，校内外无感访问校园网。')],
    net5g: ['isolation', 'localBreakout', 'security'],
    net5gDesc: '核心网按策略选择通用或专用DNN，校园流量经专用通道进入校园网。',
    resolveTitle: '一卡双域、自动分流',
    resolveDesc:
      '核心网依据终端位置、制式与签约策略，为终端选择通用DNN或专用DNN，分别路由到互联网和校园网；校外或4G下可切换到专用DNN访问内网。',
    sceneContent: '适用于高校、职业院校与科研院所。',
    state: 1,
  },
  {
    type: 'lowAltitudeSensing',
    methodName: '5G-A通感一体低空监管方案（草稿）',
    methodDesc:
      '在5G-A基站上叠加感知能力，对低空无人机进行探测、跟踪与识别，服务低空经济监管（草稿）。',
    trade: 'transport',
    businessNeeds: [
      row('低空目标发现', '对约300米以下的低空目标进行探测（典型值）。'),
      row('一网多用', '同一张网同时提供通信与感知。'),
    ],
    appScenes: [scene('low-altitude', '低空监管', '无人机航迹实时呈现与告警。')],
    customerCases: [],
    net5g: ['edge', 'security'],
    net5gDesc: '待补充。',
    resolveTitle: '通感一体基站+监管平台',
    resolveDesc: '待补充。',
    sceneContent: '',
    state: 0,
  },
];
