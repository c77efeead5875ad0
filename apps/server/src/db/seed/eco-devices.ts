import type { Database } from '../database.js';

/**
 * 设备管理 › 生态设备: the operator's catalogue of partner terminals certified on the 5G
 * private network (reference data, kept by the operator). Pictures are the portal's
 * generated scene and product illustrations.
 */

interface EcoSeed {
  vendor: string;
  productName: string;
  productModel: string;
  category: string;
  protocol: string;
  networks: string[];
  certState: 'certified' | 'testing' | 'expired';
  certNo: string;
  certDate: string | null;
  picture: string;
  summary: string;
  description: string;
  specs: [string, string][];
}

const P = {
  gateway: '/images/products/RedCap.svg',
  camera: '/images/applications/scenes/vision-inspection.svg',
  agv: '/images/applications/scenes/agv-logistics.svg',
  sensor: '/images/applications/scenes/pv-monitor.svg',
  plc: '/images/products/DataCollect.svg',
  pad: '/images/applications/scenes/ward-round.svg',
  collector: '/images/applications/scenes/substation-inspection.svg',
};

export const ECO_DEVICES: readonly EcoSeed[] = [
  {
    vendor: '华为',
    productName: 'AR502H-5G 工业网关',
    productModel: 'AR502H-5G',
    category: '工业网关',
    protocol: 'Modbus TCP / MQTT / OPC UA',
    networks: ['5G SA', '5G NSA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0012',
    certDate: '2026-03-18',
    picture: P.gateway,
    summary: '边缘计算型工业网关，支持切片与双卡冗余',
    description:
      '面向工厂产线与能源站点的5G工业网关，内置边缘计算容器，支持网络切片、DNN专线接入与双卡主备，适用于PLC、数控机床的数据采集与远程运维。',
    specs: [
      ['接口', '4×GE、2×RS485、1×RS232、2×DI/DO'],
      ['工作温度', '-40℃ ~ 70℃'],
      ['防护等级', 'IP30，DIN导轨安装'],
      ['供电', '12~48V DC 冗余双电源'],
    ],
  },
  {
    vendor: '宏电',
    productName: 'H8951-5G 工业路由器',
    productModel: 'H8951-5G',
    category: '工业网关',
    protocol: 'MQTT / Modbus / IEC 104',
    networks: ['5G SA', '5G NSA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0027',
    certDate: '2026-04-02',
    picture: P.gateway,
    summary: '电力与水务行业常用的5G工业路由器',
    description:
      '支持IEC 104电力规约透传与VPN隧道，适合配电自动化终端、水务泵站的远程接入，具备看门狗与链路检测自愈能力。',
    specs: [
      ['接口', '4×FE、1×RS485、1×RS232'],
      ['工作温度', '-35℃ ~ 75℃'],
      ['VPN', 'IPSec / L2TP / GRE / OpenVPN'],
      ['供电', '9~36V DC'],
    ],
  },
  {
    vendor: '映翰通',
    productName: 'IR915L 5G 边缘路由器',
    productModel: 'IR915L',
    category: '工业网关',
    protocol: 'MQTT / Modbus TCP',
    networks: ['5G SA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0031',
    certDate: '2026-04-21',
    picture: P.gateway,
    summary: '紧凑型5G边缘路由器，适合设备厂商批量预装',
    description:
      '小体积导轨式5G路由器，提供设备云管理与远程配置，适合设备制造商将其预装在自动售货机、充电桩等终端内批量交付。',
    specs: [
      ['接口', '2×FE、1×RS485'],
      ['工作温度', '-20℃ ~ 70℃'],
      ['尺寸', '105×80×30 mm'],
    ],
  },
  {
    vendor: '有人物联',
    productName: 'USR-G816 5G 工业路由器',
    productModel: 'USR-G816',
    category: '工业网关',
    protocol: 'MQTT / TCP 透传',
    networks: ['5G NSA', 'LTE'],
    certState: 'testing',
    certNo: '',
    certDate: null,
    picture: P.gateway,
    summary: '性价比型5G路由器（认证测试中）',
    description: '面向中小企业的5G路由器，支持串口透传与远程升级，目前正在进行专网入网认证测试。',
    specs: [
      ['接口', '4×LAN、1×WAN、1×RS485'],
      ['工作温度', '-20℃ ~ 70℃'],
    ],
  },
  {
    vendor: '海康威视',
    productName: 'DS-2CD5A87 5G 全景摄像机',
    productModel: 'DS-2CD5A87-5G',
    category: '摄像头',
    protocol: 'GB/T 28181 / RTSP / ONVIF',
    networks: ['5G SA', '5G NSA'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0044',
    certDate: '2026-05-09',
    picture: P.camera,
    summary: '800万像素5G摄像机，内置5G模组免布线',
    description:
      '内置5G模组的全景摄像机，支持H.265与上行大带宽切片保障，适用于港口岸桥、厂区周界与施工现场的高清回传。',
    specs: [
      ['分辨率', '3840×2160 @25fps'],
      ['编码', 'H.265 / H.264'],
      ['上行码率', '最高 16 Mbps'],
      ['防护等级', 'IP67'],
    ],
  },
  {
    vendor: '大华',
    productName: 'DH-IPC-HFW5G 质检相机',
    productModel: 'DH-IPC-HFW5G',
    category: '摄像头',
    protocol: 'RTSP / GigE Vision',
    networks: ['5G SA'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0046',
    certDate: '2026-05-12',
    picture: P.camera,
    summary: '产线视觉质检相机，配合边缘推理低时延回传',
    description:
      '用于产线外观缺陷检测的5G工业相机，图像经5G SA切片回传至MEC推理，端到端时延小于20毫秒。',
    specs: [
      ['分辨率', '2448×2048'],
      ['帧率', '60 fps'],
      ['时延', '端到端 < 20 ms（SA切片）'],
    ],
  },
  {
    vendor: '宇视',
    productName: 'IPC-5G 布控球',
    productModel: 'IPC-B5G',
    category: '摄像头',
    protocol: 'GB/T 28181 / RTSP',
    networks: ['5G NSA', 'LTE'],
    certState: 'expired',
    certNo: 'CMCC-5GPN-2024-0108',
    certDate: '2024-06-30',
    picture: P.camera,
    summary: '移动布控球（认证已过期，待复测）',
    description: '施工现场与应急布控使用的5G布控球，原认证已过期，厂商正在进行复测。',
    specs: [
      ['分辨率', '1920×1080'],
      ['续航', '内置电池 8 小时'],
    ],
  },
  {
    vendor: '极智嘉',
    productName: 'P800 货架到人 AGV',
    productModel: 'GEEK-P800-5G',
    category: 'AGV',
    protocol: 'MQTT / 私有调度协议',
    networks: ['5G SA'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0053',
    certDate: '2026-05-28',
    picture: P.agv,
    summary: '仓储货架到人AGV，5G无缝漫游',
    description:
      '仓储物流使用的货架到人AGV，通过5G SA专网与调度系统通信，切换时延低于50毫秒，避免Wi-Fi漫游丢包导致的停车。',
    specs: [
      ['负载', '800 kg'],
      ['速度', '1.5 m/s'],
      ['定位', '二维码 + 惯导'],
      ['续航', '8 小时，自动充电'],
    ],
  },
  {
    vendor: '海康机器人',
    productName: 'Q7-600 潜伏式 AGV',
    productModel: 'MR-Q7-600',
    category: 'AGV',
    protocol: 'RCS 调度协议 / MQTT',
    networks: ['5G SA', '5G NSA'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0058',
    certDate: '2026-06-03',
    picture: P.agv,
    summary: '潜伏顶升式AGV，适合产线物料配送',
    description: '潜伏顶升式移动机器人，适用于汽车零部件、3C产线的物料配送，支持集群调度。',
    specs: [
      ['负载', '600 kg'],
      ['导航', '激光SLAM'],
      ['重复定位精度', '±10 mm'],
    ],
  },
  {
    vendor: '新松',
    productName: '重载 AGV 搬运车',
    productModel: 'SIASUN-HL10',
    category: 'AGV',
    protocol: 'OPC UA / MQTT',
    networks: ['5G SA'],
    certState: 'testing',
    certNo: '',
    certDate: null,
    picture: P.agv,
    summary: '十吨级重载AGV（认证测试中）',
    description: '用于钢铁、重工车间的重载搬运AGV，正在进行专网入网与切片保障测试。',
    specs: [
      ['负载', '10 t'],
      ['导航', '激光 + 磁钉'],
    ],
  },
  {
    vendor: '研华',
    productName: 'WISE-4610 无线数据采集模块',
    productModel: 'WISE-4610-5G',
    category: '传感器',
    protocol: 'MQTT / RESTful',
    networks: ['5G NSA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0061',
    certDate: '2026-06-11',
    picture: P.sensor,
    summary: '温湿度、振动等传感器的无线采集节点',
    description:
      '可接入温湿度、压力、振动等多类传感器的采集节点，数据经5G直接上报云平台或企业数据中心。',
    specs: [
      ['输入', '4×AI、4×DI、RS485'],
      ['采样周期', '1 秒 ~ 24 小时可配'],
      ['供电', '10~30V DC'],
    ],
  },
  {
    vendor: '威胜',
    productName: '5G 智能电表',
    productModel: 'WS-DTZ5G',
    category: '传感器',
    protocol: 'DL/T 698.45',
    networks: ['5G SA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0064',
    certDate: '2026-06-15',
    picture: P.sensor,
    summary: '分布式能源计量的5G智能电表',
    description:
      '支持DL/T 698.45规约的三相智能电表，适用于光伏、储能与园区分布式能源的分钟级计量。',
    specs: [
      ['精度', '有功 0.5S 级'],
      ['上报', '1 分钟级'],
    ],
  },
  {
    vendor: '汉威科技',
    productName: '5G 可燃气体探测器',
    productModel: 'HW-GD5G',
    category: '传感器',
    protocol: 'MQTT / CoAP',
    networks: ['5G NSA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0070',
    certDate: '2026-06-20',
    picture: P.sensor,
    summary: '化工园区可燃气体在线监测',
    description: '化工园区与燃气站使用的可燃气体探测器，超限即时告警并联动排风。',
    specs: [
      ['量程', '0 ~ 100% LEL'],
      ['响应时间', '< 30 秒'],
      ['防爆', 'Ex d IIC T6'],
    ],
  },
  {
    vendor: '西门子',
    productName: 'SIMATIC S7-1200 + 5G 通信模块',
    productModel: 'S7-1200-5G',
    category: 'PLC',
    protocol: 'PROFINET / S7 / OPC UA',
    networks: ['5G SA'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0075',
    certDate: '2026-07-01',
    picture: P.plc,
    summary: '小型PLC经5G SA承载PROFINET通信',
    description:
      'S7-1200控制器配合5G通信模块，在5G SA专网上以uRLLC切片承载PROFINET，适用于柔性产线的无线化改造。',
    specs: [
      ['周期', 'PROFINET RT 8 ms'],
      ['可靠性', '99.999%（uRLLC切片）'],
      ['I/O', '14 DI / 10 DO / 2 AI'],
    ],
  },
  {
    vendor: '汇川技术',
    productName: 'AM600 中型 PLC',
    productModel: 'AM600-5G',
    category: 'PLC',
    protocol: 'EtherCAT / Modbus TCP / OPC UA',
    networks: ['5G SA', '5G NSA'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0079',
    certDate: '2026-07-08',
    picture: P.plc,
    summary: '国产中型PLC，支持5G远程运维',
    description: '支持EtherCAT运动控制的中型PLC，经5G专网实现远程程序下载与诊断。',
    specs: [
      ['轴数', '最多 32 轴'],
      ['程序容量', '10 MB'],
    ],
  },
  {
    vendor: '和利时',
    productName: 'LK 系列 PLC 5G 通信单元',
    productModel: 'LK-5G01',
    category: 'PLC',
    protocol: 'Modbus TCP / IEC 104',
    networks: ['LTE'],
    certState: 'expired',
    certNo: 'CMCC-5GPN-2024-0132',
    certDate: '2024-09-15',
    picture: P.plc,
    summary: '水务与能源场站PLC通信单元（认证过期）',
    description: '用于场站PLC的无线通信单元，原LTE认证已过期。',
    specs: [['接口', '2×GE、2×RS485']],
  },
  {
    vendor: '研华',
    productName: 'AIM-75 5G 工业平板',
    productModel: 'AIM-75-5G',
    category: '工业平板',
    protocol: 'HTTPS / MQTT',
    networks: ['5G SA', '5G NSA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0083',
    certDate: '2026-07-15',
    picture: P.pad,
    summary: '三防工业平板，适合巡检与仓储作业',
    description: '10.1英寸三防工业平板，支持扫码与NFC，适用于设备巡检、仓储盘点与移动工单。',
    specs: [
      ['屏幕', '10.1 英寸 1920×1200'],
      ['防护', 'IP65，1.2 米跌落'],
      ['电池', '可热插拔 7000 mAh'],
    ],
  },
  {
    vendor: '东集',
    productName: 'AUTOID 9 5G 手持终端',
    productModel: 'AUTOID9-5G',
    category: '工业平板',
    protocol: 'HTTPS',
    networks: ['5G NSA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0087',
    certDate: '2026-07-22',
    picture: P.pad,
    summary: '物流与零售的5G扫码手持终端',
    description: '带一维/二维扫描引擎的5G手持终端，适用于港口理货、仓储拣选。',
    specs: [
      ['扫描', '一维 / 二维'],
      ['屏幕', '5.5 英寸'],
    ],
  },
  {
    vendor: '映翰通',
    productName: 'IG902 边缘数据采集终端',
    productModel: 'IG902-5G',
    category: '数据采集终端',
    protocol: 'Modbus / OPC UA / MQTT / IEC 61850',
    networks: ['5G SA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0091',
    certDate: '2026-08-05',
    picture: P.collector,
    summary: '变电站与配电房的边缘采集终端',
    description: '支持IEC 61850与多种工业协议的边缘采集终端，可运行Python应用进行本地预处理。',
    specs: [
      ['处理器', '四核 1.5 GHz'],
      ['存储', '8 GB eMMC'],
      ['接口', '2×GE、4×RS485'],
    ],
  },
  {
    vendor: '华为',
    productName: 'EC-IoT 5G 数据采集盒',
    productModel: 'AR502EG-5G',
    category: '数据采集终端',
    protocol: 'Modbus / MQTT / OPC UA',
    networks: ['5G SA', '5G NSA', 'LTE'],
    certState: 'certified',
    certNo: 'CMCC-5GPN-2026-0095',
    certDate: '2026-08-12',
    picture: P.collector,
    summary: '数控机床与产线设备的数据采集盒',
    description: '面向离散制造的数据采集盒，内置常见数控系统驱动，采集数据经5G专网上送MES。',
    specs: [
      ['驱动', 'FANUC / SIEMENS / 三菱等数控系统'],
      ['接口', '2×GE、2×RS485、1×CAN'],
    ],
  },
];

/** Adds the catalogue's devices not yet present (by vendor and model); keeps operator edits. */
export async function seedEcoDevices(db: Database): Promise<void> {
  await db
    .insertInto('ecoDevice')
    .values(
      ECO_DEVICES.map((e, i) => ({
        vendor: e.vendor,
        productName: e.productName,
        productModel: e.productModel,
        category: e.category,
        protocol: e.protocol,
        networks: JSON.stringify(e.networks),
        certState: e.certState,
        certNo: e.certNo,
        certDate: e.certDate,
        picture: e.picture,
        summary: e.summary,
        description: e.description,
        specs: JSON.stringify(e.specs.map(([label, value]) => ({ label, value }))),
        sortNum: i + 1,
      })),
    )
    .onConflict((oc) => oc.columns(['vendor', 'productModel']).doNothing())
    .execute();
}
