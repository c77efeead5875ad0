import {
  NATIONAL_BE_ID,
  type AlarmNotifyRole,
  type AlarmSeverity,
  type AlarmSource,
} from '@pn/shared';
import type { Database } from '../database.js';

/**
 * The alarm centre's starting point: national rules over the platform's own data and the
 * fault scenes their alarms point to. Loaded once, into empty tables: operators edit or
 * delete them afterwards and a restart must not bring them back. No alarm records here:
 * those come from evaluating the rules on the data.
 */

interface RuleSeed {
  name: string;
  source: AlarmSource;
  comparison?: 'gt' | 'gte';
  threshold?: number;
  unit: 'percent' | 'gb' | 'ms' | 'minute';
  forSeconds: number;
  severity: AlarmSeverity;
  beId?: string;
  notifyRoles: AlarmNotifyRole[];
  description: string;
  enabled?: boolean;
}

export const ALARM_RULE_SEED: readonly RuleSeed[] = [
  {
    name: '5G快线与多卡设备离线',
    source: 'deviceOffline',
    unit: 'minute',
    forSeconds: 300,
    severity: 'major',
    notifyRoles: ['national_admin', 'province_admin'],
    description: '网关或多卡设备离线满5分钟即告警，设备重新上线后自动恢复。',
  },
  {
    name: '物联网卡本月流量超套餐80%',
    source: 'simUsage',
    threshold: 80,
    unit: 'percent',
    forSeconds: 0,
    severity: 'minor',
    notifyRoles: ['province_admin'],
    description: '在用物联网卡本月已用流量超过套餐流量的80%，提醒客户经理关注超量或变更资费。',
  },
  {
    name: '专线时延超过50ms',
    source: 'lineLatency',
    threshold: 50,
    unit: 'ms',
    forSeconds: 600,
    severity: 'major',
    notifyRoles: ['national_admin', 'province_admin'],
    description: '专线最近一小时统计时延超过50ms且持续10分钟。',
  },
  {
    name: '业务加速会话被网络终止',
    source: 'qodUnavailable',
    unit: 'minute',
    forSeconds: 0,
    severity: 'critical',
    notifyRoles: ['national_admin', 'province_admin'],
    description: '客户的业务加速在约定时长内被网络终止，客户正在失去已订购的加速保障。',
  },
];

/** A province's own rule in the demo (广东), beside the national ones. */
export const DEMO_PROVINCE_RULE: RuleSeed = {
  name: '物联网卡本月流量超过5GB',
  source: 'simUsage',
  threshold: 5,
  unit: 'gb',
  forSeconds: 0,
  severity: 'warning',
  beId: '200',
  notifyRoles: ['province_admin'],
  description: '广东省内单卡本月流量超过5GB，核查是否存在异常使用。',
};

interface SceneSeed {
  name: string;
  source: AlarmSource;
  description: string;
  steps: string[];
}

export const FAULT_SCENE_SEED: readonly SceneSeed[] = [
  {
    name: '网关断电或重启',
    source: 'deviceOffline',
    description: '现场停电、设备被拔电或升级后反复重启，设备心跳中断。',
    steps: [
      '联系客户现场确认设备电源指示灯与供电情况',
      '查看设备详情中的最后心跳时间与信号强度，判断是否在重启前信号已变差',
      '如设备反复重启，在控制台下发固件查询，核对是否为已知问题版本',
      '恢复供电后等待1-2个心跳周期，确认告警自动恢复',
    ],
  },
  {
    name: '无线信号弱或小区故障',
    source: 'deviceOffline',
    description: '设备所在位置RSRP/SINR偏低或所属小区故障，导致设备掉线。',
    steps: [
      '查看设备离线前的RSRP与SINR曲线，RSRP低于-110dBm视为弱覆盖',
      '核对同一区域其他设备是否同时离线，判断是否为小区级故障',
      '小区故障转无线网优处理；弱覆盖建议客户调整设备摆放或加装室外天线',
    ],
  },
  {
    name: '物联网卡流量接近或超出套餐',
    source: 'simUsage',
    description: '终端业务量增加或异常上网导致本月流量接近套餐上限。',
    steps: [
      '在客户管理中查看该卡所属企业与资费，核对是否在流量池内',
      '查看近3个月用量，判断为业务增长还是异常突增',
      '业务增长：联系客户经理建议变更资费或加入流量池',
      '异常突增：建议客户开启风险防控并核查终端是否被挪用',
    ],
  },
  {
    name: '专线传输拥塞或链路劣化',
    source: 'lineLatency',
    description: '专线带宽占用过高或传输链路劣化，时延与丢包上升。',
    steps: [
      '查看专线统计中的流量曲线，确认高时延时段是否与流量高峰重合',
      '流量接近带宽时建议客户扩容或错峰；否则转传输网维护排查链路',
      '核对同一UPF下其他专线的时延，判断是否为核心网侧问题',
    ],
  },
  {
    name: '业务加速被网络侧终止',
    source: 'qodUnavailable',
    description: '业务加速实例到期、资源不足或网络侧策略下发失败，会话提前结束。',
    steps: [
      '在订单管理中核对该客户业务加速实例是否在服务期内',
      '核查PCF策略下发记录与基站资源占用情况',
      '问题排除后通知客户重新发起加速会话',
    ],
  },
];

const ruleRow = (r: RuleSeed) => ({
  name: r.name,
  source: r.source,
  comparison: r.comparison ?? 'gt',
  threshold: r.threshold ?? 0,
  unit: r.unit,
  forSeconds: r.forSeconds,
  severity: r.severity,
  beId: r.beId ?? NATIONAL_BE_ID,
  notifyRoles: JSON.stringify(r.notifyRoles),
  notifyAccountIds: JSON.stringify([]),
  description: r.description,
  enabled: r.enabled ?? true,
  createdBy: null,
  updatedBy: null,
});

/** The national rules and the fault scenes, each into its table while that is empty. */
export async function seedAlarmReference(db: Database): Promise<void> {
  if (!(await db.selectFrom('alarmRule').select('id').limit(1).executeTakeFirst())) {
    await db
      .insertInto('alarmRule')
      .values(ALARM_RULE_SEED.map(ruleRow))
      .onConflict((oc) => oc.columns(['beId', 'name']).doNothing())
      .execute();
  }
  if (!(await db.selectFrom('faultScene').select('id').limit(1).executeTakeFirst())) {
    await db
      .insertInto('faultScene')
      .values(
        FAULT_SCENE_SEED.map((s) => ({
          name: s.name,
          source: s.source,
          description: s.description,
          steps: JSON.stringify(s.steps),
          updatedBy: null,
        })),
      )
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

/** The demo's province rule, once: an installation that has any Guangdong rule keeps its own. */
export async function seedAlarmDemo(db: Database): Promise<void> {
  const beId = DEMO_PROVINCE_RULE.beId!;
  if (
    await db
      .selectFrom('alarmRule')
      .select('id')
      .where('beId', '=', beId)
      .limit(1)
      .executeTakeFirst()
  ) {
    return;
  }
  await db
    .insertInto('alarmRule')
    .values(ruleRow(DEMO_PROVINCE_RULE))
    .onConflict((oc) => oc.columns(['beId', 'name']).doNothing())
    .execute();
}
