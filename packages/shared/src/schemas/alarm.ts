import { z } from 'zod';
import { NATIONAL_BE_ID, PROVINCES } from '../regions.js';
import { pageQuery, pageResult, visibleName } from './common.js';

/**
 * The back office's 告警中心: alarm rules over the platform's own data (a source, a
 * condition, how long it must hold, a severity, a province and who hears of it), the alarm
 * records the evaluation raises (pending → firing → acknowledged → resolved, each move in
 * the record's history), fault scenes with suggested steps, and operator work orders raised
 * from an alarm or from a customer's work order, with their statistics.
 */

// ---- Sources, conditions, severities ----

export const ALARM_SOURCES = [
  'simUsage',
  'deviceOffline',
  'lineLatency',
  'qodUnavailable',
  'linkLatency',
  'linkLoss',
  'appUnavailable',
  'industryOffline',
] as const;
export type AlarmSource = (typeof ALARM_SOURCES)[number];

export const ALARM_UNITS = ['percent', 'gb', 'ms', 'minute'] as const;
export type AlarmUnit = (typeof ALARM_UNITS)[number];
export const ALARM_UNIT_LABELS: Readonly<Record<AlarmUnit, string>> = {
  percent: '%',
  gb: 'GB',
  ms: 'ms',
  minute: '分钟',
};

export interface AlarmSourceMeta {
  label: string;
  /** What a breach is, for the rule form. */
  hint: string;
  /** The units a threshold may be given in; empty when the source has no threshold. */
  units: readonly AlarmUnit[];
  /** The unit of a record's value when the source has no threshold. */
  valueUnit: AlarmUnit;
  /** What the records of the source are about. */
  target: AlarmTargetKind;
}

export const ALARM_TARGET_KINDS = [
  'card',
  'device',
  'line',
  'qod',
  'link',
  'app',
  'terminal',
] as const;
export type AlarmTargetKind = (typeof ALARM_TARGET_KINDS)[number];
export const ALARM_TARGET_LABELS: Readonly<Record<AlarmTargetKind, string>> = {
  card: '物联网卡',
  device: '设备',
  line: '专线',
  qod: '加速会话',
  link: '行业链路',
  app: '行业应用',
  terminal: '行业终端',
};

export const ALARM_SOURCE_META: Readonly<Record<AlarmSource, AlarmSourceMeta>> = {
  simUsage: {
    label: '物联网卡用量',
    hint: '在用物联网卡本月已用流量：占套餐流量的百分比，或GB数',
    units: ['percent', 'gb'],
    valueUnit: 'percent',
    target: 'card',
  },
  deviceOffline: {
    label: '设备离线',
    hint: '5G快线网关或5G多卡设备离线，自最后一次心跳起计时',
    units: [],
    valueUnit: 'minute',
    target: 'device',
  },
  lineLatency: {
    label: '专线时延',
    hint: '专线最近一小时统计的时延（3小时内无统计视为无数据）',
    units: ['ms'],
    valueUnit: 'ms',
    target: 'line',
  },
  qodUnavailable: {
    label: '业务加速不可用',
    hint: '业务加速会话在约定时长内被网络终止（到期结束与客户删除除外）',
    units: [],
    valueUnit: 'minute',
    target: 'qod',
  },
  linkLatency: {
    label: '行业链路时延',
    hint: '行业专网链路最近一次探测的时延占该链路时延目标的百分比（100%即达到目标上限；15分钟内无探测视为无数据）',
    units: ['percent'],
    valueUnit: 'percent',
    target: 'link',
  },
  linkLoss: {
    label: '行业链路丢包',
    hint: '行业专网链路最近一次探测的丢包率占该链路丢包率目标的百分比（100%即达到目标上限）',
    units: ['percent'],
    valueUnit: 'percent',
    target: 'link',
  },
  appUnavailable: {
    label: '行业应用不可用',
    hint: '企业业务应用最近一次探测不可达，自最后一次可用起计时',
    units: [],
    valueUnit: 'minute',
    target: 'app',
  },
  industryOffline: {
    label: '行业终端离线',
    hint: '行业终端超过3个上报周期未上报数据，自最后一次上报起计时',
    units: [],
    valueUnit: 'minute',
    target: 'terminal',
  },
};
export const ALARM_SOURCE_LABELS: Readonly<Record<AlarmSource, string>> = Object.fromEntries(
  ALARM_SOURCES.map((s) => [s, ALARM_SOURCE_META[s].label]),
) as Record<AlarmSource, string>;

/** Whether rules of `source` compare a value with a threshold. */
export const hasThreshold = (source: AlarmSource) => ALARM_SOURCE_META[source].units.length > 0;

export const ALARM_COMPARISONS = ['gt', 'gte', 'lt', 'lte'] as const;
export type AlarmComparison = (typeof ALARM_COMPARISONS)[number];
export const ALARM_COMPARISON_LABELS: Readonly<Record<AlarmComparison, string>> = {
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
};

export const ALARM_SEVERITIES = ['critical', 'major', 'minor', 'warning'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
export const ALARM_SEVERITY_LABELS: Readonly<Record<AlarmSeverity, string>> = {
  critical: '紧急',
  major: '重要',
  minor: '次要',
  warning: '提示',
};

export const ALARM_STATES = ['pending', 'firing', 'acknowledged', 'resolved'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];
export const ALARM_STATE_LABELS: Readonly<Record<AlarmState, string>> = {
  pending: '待触发',
  firing: '告警中',
  acknowledged: '已确认',
  resolved: '已恢复',
};
/** States of a record that is not over: one of these per rule and target at most. */
export const ALARM_OPEN_STATES: readonly AlarmState[] = ['pending', 'firing', 'acknowledged'];

/** Roles a rule can notify: each account hears only of records in its own area. */
export const ALARM_NOTIFY_ROLES = ['national_admin', 'province_admin', 'city_admin'] as const;
export type AlarmNotifyRole = (typeof ALARM_NOTIFY_ROLES)[number];
export const ALARM_NOTIFY_ROLE_LABELS: Readonly<Record<AlarmNotifyRole, string>> = {
  national_admin: '全国管理员',
  province_admin: '省管理员',
  city_admin: '地市管理员',
};

export const ALARM_LIMITS = {
  /** A rule's for-duration, seconds (7 days). */
  forSecondsMax: 7 * 86_400,
  notifyAccounts: 20,
  thresholdMax: 1_000_000,
  percentMax: 1000,
  note: 200,
  resolution: 500,
  sceneSteps: 10,
  sceneStep: 200,
} as const;

/** How often the shared job runner evaluates the rules. */
export const ALARM_EVALUATE_EVERY_MS = 30_000;

export const AlarmMessages = {
  RULE_NOT_FOUND: '告警规则不存在',
  RECORD_NOT_FOUND: '告警记录不存在',
  SCENE_NOT_FOUND: '故障场景不存在',
  WORK_ORDER_NOT_FOUND: '运维工单不存在',
  CUSTOMER_ORDER_NOT_FOUND: '客户工单不存在',
  RULE_NAME_TAKEN: '同一范围内已有同名的告警规则',
  SCENE_NAME_TAKEN: '已有同名的故障场景',
  RULE_NATIONAL_READ_ONLY: '全国告警规则由全国管理员维护',
  RULE_OTHER_PROVINCE: '只能维护本省的告警规则',
  RULE_CITY_READ_ONLY: '地市管理员只能查看告警规则',
  SCENE_NATIONAL_ONLY: '故障场景由全国管理员维护',
  RECEIVER_INVALID: '通知对象须为可查看该规则告警的管理员',
  ASSIGNEE_INVALID: '处理人须为管辖该工单的管理员',
  ALARM_ILLEGAL: '告警当前为“{state}”，不能{action}',
  WORK_ORDER_ILLEGAL: '运维工单当前为“{state}”，不能{action}',
  ALREADY_RAISED: '该告警已转为运维工单{orderNo}',
  CUSTOMER_ORDER_RAISED: '该客户工单已有未完成的运维工单{orderNo}',
  CUSTOMER_ORDER_FINISHED: '客户工单已关闭，不能再转运维工单',
  RULE_CREATED: '告警规则已创建',
  RULE_SAVED: '告警规则已保存',
  RULE_ENABLED: '告警规则已启用',
  RULE_DISABLED: '告警规则已停用，其未恢复的告警已关闭',
  RULE_REMOVED: '告警规则已删除',
  ACKNOWLEDGED: '告警已确认',
  RESOLVED: '告警已恢复',
  RAISED: '已转为运维工单',
  SCENE_SAVED: '故障场景已保存',
  WORK_ORDER_CREATED: '运维工单已创建',
  ASSIGNED: '处理人已指派',
  PROCESSING: '工单已开始处理',
  WO_RESOLVED: '工单已解决',
  CLOSED: '工单已关闭',
} as const;

/** 告警当前为“已恢复”，不能确认. */
export function alarmIllegalMessage(state: AlarmState, action: string): string {
  return AlarmMessages.ALARM_ILLEGAL.replace('{state}', ALARM_STATE_LABELS[state]).replace(
    '{action}',
    action,
  );
}

const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
const PROVINCE_IDS = new Set(PROVINCES.map((p) => p.beId));
/** `YYYY-MM-DD`, optionally with `HH:mm` or `HH:mm:ss`. */
const DATE_PARAM = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const dateParam = z.preprocess(
  blankAsMissing,
  z.string().trim().regex(DATE_PARAM, '日期格式应为YYYY-MM-DD或YYYY-MM-DD HH:mm:ss').optional(),
);
const provinceParam = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .refine((v) => v === NATIONAL_BE_ID || PROVINCE_IDS.has(v), '省份不正确')
    .optional(),
);
const idParam = z.preprocess(blankAsMissing, z.coerce.number().int().positive().optional());
const keywordParam = z.preprocess(
  blankAsMissing,
  z.string().trim().max(40, '关键词不能超过40个字符').optional(),
);
const noteSchema = (message = '说明') =>
  z
    .string()
    .trim()
    .max(ALARM_LIMITS.note, `${message}不能超过${ALARM_LIMITS.note}个字符`)
    .default('');

// ---- Rules ----

export const AlarmRuleSaveSchema = z
  .object({
    name: visibleName(
      z
        .string({ error: '请输入规则名称' })
        .trim()
        .min(1, '请输入规则名称')
        .min(2, '规则名称为2-40个字符')
        .max(40, '规则名称为2-40个字符'),
    ),
    source: z.enum(ALARM_SOURCES, { error: '请选择告警来源' }),
    comparison: z.enum(ALARM_COMPARISONS, { error: '请选择比较方式' }).default('gt'),
    threshold: z.coerce
      .number({ error: '请输入阈值' })
      .min(0, '阈值不能小于0')
      .max(ALARM_LIMITS.thresholdMax, '阈值过大')
      .default(0),
    unit: z.enum(ALARM_UNITS, { error: '请选择阈值单位' }).optional(),
    forSeconds: z.coerce
      .number({ error: '请输入持续时间' })
      .int('持续时间须为整数秒')
      .min(0, '持续时间不能小于0')
      .max(ALARM_LIMITS.forSecondsMax, '持续时间不能超过7天'),
    severity: z.enum(ALARM_SEVERITIES, { error: '请选择告警级别' }),
    beId: z
      .string({ error: '请选择适用范围' })
      .refine((v) => v === NATIONAL_BE_ID || PROVINCE_IDS.has(v), '请选择适用范围'),
    notifyRoles: z.array(z.enum(ALARM_NOTIFY_ROLES, { error: '通知角色不正确' })).default([]),
    notifyAccountIds: z
      .array(z.number().int().positive())
      .max(ALARM_LIMITS.notifyAccounts, `通知账号最多${ALARM_LIMITS.notifyAccounts}个`)
      .default([]),
    description: z.string().trim().max(200, '说明不能超过200个字符').default(''),
    enabled: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const meta = ALARM_SOURCE_META[v.source];
    if (meta.units.length === 0) return;
    if (!v.unit || !meta.units.includes(v.unit)) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: '请选择阈值单位' });
    }
    if (v.unit === 'percent' && v.threshold > ALARM_LIMITS.percentMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['threshold'],
        message: `百分比阈值不能超过${ALARM_LIMITS.percentMax}`,
      });
    }
  });
export type AlarmRuleSaveInput = z.input<typeof AlarmRuleSaveSchema>;
export type AlarmRuleSave = z.output<typeof AlarmRuleSaveSchema>;

export const AlarmRuleStatusSchema = z.object({
  enabled: z.boolean({ error: '请指定启用或停用' }),
});

export const AlarmRuleQuerySchema = pageQuery().extend({
  source: z.preprocess(blankAsMissing, z.enum(ALARM_SOURCES).optional()),
  severity: z.preprocess(blankAsMissing, z.enum(ALARM_SEVERITIES).optional()),
  beId: provinceParam,
  enabled: z.preprocess(blankAsMissing, z.enum(['true', 'false']).optional()),
  keyword: keywordParam,
});
export type AlarmRuleQuery = z.infer<typeof AlarmRuleQuerySchema>;

export const AlarmReceiverSchema = z.object({
  id: z.number().int(),
  loginAccount: z.string(),
  realName: z.string(),
  /** 全国管理员, 广东省管理员… */
  title: z.string(),
});
export type AlarmReceiver = z.infer<typeof AlarmReceiverSchema>;

export const AlarmRuleItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(ALARM_SOURCES),
  comparison: z.enum(ALARM_COMPARISONS),
  threshold: z.number(),
  unit: z.enum(ALARM_UNITS),
  forSeconds: z.number().int(),
  severity: z.enum(ALARM_SEVERITIES),
  beId: z.string(),
  provinceName: z.string(),
  notifyRoles: z.array(z.enum(ALARM_NOTIFY_ROLES)),
  notifyAccounts: z.array(AlarmReceiverSchema),
  description: z.string(),
  enabled: z.boolean(),
  /** Records of the rule not resolved yet. */
  openRecords: z.number().int(),
  /** Whether the caller may edit it (its own province, or any as national). */
  editable: z.boolean(),
  updateTime: z.string(),
});
export type AlarmRuleItem = z.infer<typeof AlarmRuleItemSchema>;
export const AlarmRulePageSchema = pageResult(AlarmRuleItemSchema);

export const AlarmEvaluationSchema = z.object({
  rules: z.number().int(),
  breaches: z.number().int(),
  pending: z.number().int(),
  fired: z.number().int(),
  resolved: z.number().int(),
});
export type AlarmEvaluation = z.infer<typeof AlarmEvaluationSchema>;

/** The condition of a rule in words: 本月已用流量 > 80 %，持续 5 分钟. */
export function describeCondition(r: {
  source: AlarmSource;
  comparison: AlarmComparison;
  threshold: number;
  unit: AlarmUnit;
  forSeconds: number;
}): string {
  const meta = ALARM_SOURCE_META[r.source];
  const what = hasThreshold(r.source)
    ? `${meta.label} ${ALARM_COMPARISON_LABELS[r.comparison]} ${r.threshold}${ALARM_UNIT_LABELS[r.unit]}`
    : meta.label;
  return r.forSeconds > 0 ? `${what}，持续${formatSeconds(r.forSeconds)}` : what;
}

/** 90 → 1分30秒, 3600 → 1小时. */
export function formatSeconds(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [d && `${d}天`, h && `${h}小时`, m && `${m}分`, s && `${s}秒`].filter(Boolean);
  return parts.length ? parts.join('') : '0秒';
}

// ---- Records ----

export const AlarmRecordQuerySchema = pageQuery().extend({
  state: z.preprocess(blankAsMissing, z.enum([...ALARM_STATES, 'open'] as const).optional()),
  severity: z.preprocess(blankAsMissing, z.enum(ALARM_SEVERITIES).optional()),
  source: z.preprocess(blankAsMissing, z.enum(ALARM_SOURCES).optional()),
  beId: provinceParam,
  ruleId: idParam,
  keyword: keywordParam,
  /** First seen from this day (or moment) on. */
  dateFrom: dateParam,
  /** First seen up to the end of this day, or this moment. */
  dateTo: dateParam,
});
export type AlarmRecordQuery = z.infer<typeof AlarmRecordQuerySchema>;

export const AlarmRecordItemSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int().nullable(),
  ruleName: z.string(),
  source: z.enum(ALARM_SOURCES),
  severity: z.enum(ALARM_SEVERITIES),
  state: z.enum(ALARM_STATES),
  targetKind: z.enum(ALARM_TARGET_KINDS),
  targetId: z.number().int(),
  targetLabel: z.string(),
  custName: z.string(),
  beId: z.string(),
  provinceName: z.string(),
  areaCode: z.string(),
  value: z.number(),
  unit: z.enum(ALARM_UNITS),
  /** The rule's condition when the record was raised, in words. */
  condition: z.string(),
  firstSeenTime: z.string(),
  lastSeenTime: z.string(),
  firedTime: z.string(),
  ackedBy: z.string(),
  ackedTime: z.string(),
  ackNote: z.string(),
  resolvedTime: z.string(),
  workOrderId: z.number().int().nullable(),
  workOrderNo: z.string(),
});
export type AlarmRecordItem = z.infer<typeof AlarmRecordItemSchema>;
export const AlarmRecordPageSchema = pageResult(AlarmRecordItemSchema);

export const AlarmEventSchema = z.object({
  id: z.number().int(),
  fromState: z.enum(ALARM_STATES).nullable(),
  toState: z.enum(ALARM_STATES),
  /** Who moved it; empty for the evaluation. */
  operator: z.string(),
  note: z.string(),
  createTime: z.string(),
});
export type AlarmEvent = z.infer<typeof AlarmEventSchema>;

export const FaultSceneBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  steps: z.array(z.string()),
});

export const AlarmRecordDetailSchema = AlarmRecordItemSchema.extend({
  events: z.array(AlarmEventSchema),
  /** Fault scenes of the record's source: what to check. */
  scenes: z.array(FaultSceneBriefSchema),
});
export type AlarmRecordDetail = z.infer<typeof AlarmRecordDetailSchema>;

export const AlarmAckSchema = z.object({
  note: z
    .string({ error: '请填写确认说明' })
    .trim()
    .min(1, '请填写确认说明')
    .max(ALARM_LIMITS.note, `确认说明不能超过${ALARM_LIMITS.note}个字符`),
});
export type AlarmAckInput = z.input<typeof AlarmAckSchema>;

export const AlarmResolveSchema = z.object({ note: noteSchema('恢复说明') });
export type AlarmResolveInput = z.input<typeof AlarmResolveSchema>;

// ---- Operator work orders ----

export const OPS_WORK_ORDER_STATES = ['open', 'processing', 'resolved', 'closed'] as const;
export type OpsWorkOrderState = (typeof OPS_WORK_ORDER_STATES)[number];
export const OPS_WORK_ORDER_STATE_LABELS: Readonly<Record<OpsWorkOrderState, string>> = {
  open: '待处理',
  processing: '处理中',
  resolved: '已解决',
  closed: '已关闭',
};
export const OPS_WORK_ORDER_OPEN_STATES: readonly OpsWorkOrderState[] = ['open', 'processing'];

export const OPS_WORK_ORDER_SOURCES = ['alarm', 'customer'] as const;
export type OpsWorkOrderSource = (typeof OPS_WORK_ORDER_SOURCES)[number];
export const OPS_WORK_ORDER_SOURCE_LABELS: Readonly<Record<OpsWorkOrderSource, string>> = {
  alarm: '告警',
  customer: '客户工单',
};

export const OPS_WORK_ORDER_ACTIONS = ['create', 'assign', 'process', 'resolve', 'close'] as const;
export type OpsWorkOrderAction = (typeof OPS_WORK_ORDER_ACTIONS)[number];
export const OPS_WORK_ORDER_ACTION_LABELS: Readonly<Record<OpsWorkOrderAction, string>> = {
  create: '创建',
  assign: '指派',
  process: '开始处理',
  resolve: '解决',
  close: '关闭',
};
/** The states each action may start from. */
export const OPS_WORK_ORDER_TRANSITIONS: Readonly<
  Record<Exclude<OpsWorkOrderAction, 'create'>, readonly OpsWorkOrderState[]>
> = {
  assign: ['open', 'processing'],
  process: ['open'],
  resolve: ['processing'],
  close: ['open', 'processing', 'resolved'],
};

/** 运维工单当前为“待处理”，不能解决. */
export function opsIllegalMessage(state: OpsWorkOrderState, action: OpsWorkOrderAction): string {
  return AlarmMessages.WORK_ORDER_ILLEGAL.replace(
    '{state}',
    OPS_WORK_ORDER_STATE_LABELS[state],
  ).replace('{action}', OPS_WORK_ORDER_ACTION_LABELS[action]);
}

const titleSchema = visibleName(
  z
    .string()
    .trim()
    .max(80, '标题不能超过80个字符')
    .refine((v) => v === '' || Array.from(v).length >= 4, '标题为4-80个字符')
    .default(''),
);
const assigneeSchema = z.preprocess(
  blankAsMissing,
  z.number({ error: '处理人不正确' }).int().positive().nullable().default(null),
);

/** 转工单 from an alarm record: the title and severity default to the alarm's. */
export const AlarmRaiseWorkOrderSchema = z.object({
  title: titleSchema,
  assigneeId: assigneeSchema,
  note: noteSchema(),
});
export type AlarmRaiseWorkOrderInput = z.input<typeof AlarmRaiseWorkOrderSchema>;

/** A customer work order named by its number (GD…) or its id. */
export const CUSTOMER_WORK_ORDER_REF = /^(GD\d{14}|\d{1,12})$/;

export const OpsWorkOrderCreateSchema = z
  .object({
    alarmId: z.preprocess(blankAsMissing, z.coerce.number().int().positive().optional()),
    customerWorkOrder: z.preprocess(
      blankAsMissing,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(CUSTOMER_WORK_ORDER_REF, '请输入客户工单编号（GD开头）或ID')
        .optional(),
    ),
    title: titleSchema,
    severity: z.preprocess(
      blankAsMissing,
      z.enum(ALARM_SEVERITIES, { error: '请选择级别' }).optional(),
    ),
    assigneeId: assigneeSchema,
    note: noteSchema(),
  })
  .refine((v) => (v.alarmId === undefined) !== (v.customerWorkOrder === undefined), {
    message: '请输入客户工单编号（GD开头）或ID',
    path: ['customerWorkOrder'],
  });
export type OpsWorkOrderCreateInput = z.input<typeof OpsWorkOrderCreateSchema>;

export const OpsAssignSchema = z.object({
  assigneeId: z.number({ error: '请选择处理人' }).int().positive(),
  note: noteSchema(),
});
export type OpsAssignInput = z.input<typeof OpsAssignSchema>;

export const OpsNoteSchema = z.object({ note: noteSchema() });
export type OpsNoteInput = z.input<typeof OpsNoteSchema>;

export const OpsResolveSchema = z.object({
  resolution: z
    .string({ error: '请填写处理结果' })
    .trim()
    .min(1, '请填写处理结果')
    .min(2, '处理结果至少2个字')
    .max(ALARM_LIMITS.resolution, `处理结果不能超过${ALARM_LIMITS.resolution}个字符`),
});
export type OpsResolveInput = z.input<typeof OpsResolveSchema>;

export const OpsWorkOrderQuerySchema = pageQuery().extend({
  state: z.preprocess(
    blankAsMissing,
    z.enum([...OPS_WORK_ORDER_STATES, 'unfinished'] as const).optional(),
  ),
  severity: z.preprocess(blankAsMissing, z.enum(ALARM_SEVERITIES).optional()),
  source: z.preprocess(blankAsMissing, z.enum(OPS_WORK_ORDER_SOURCES).optional()),
  beId: provinceParam,
  /** Only the caller's own orders. */
  mine: z.preprocess(blankAsMissing, z.enum(['true', 'false']).optional()),
  keyword: keywordParam,
});
export type OpsWorkOrderQuery = z.infer<typeof OpsWorkOrderQuerySchema>;

export const OpsWorkOrderItemSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  title: z.string(),
  source: z.enum(OPS_WORK_ORDER_SOURCES),
  severity: z.enum(ALARM_SEVERITIES),
  state: z.enum(OPS_WORK_ORDER_STATES),
  beId: z.string(),
  provinceName: z.string(),
  custName: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string(),
  alarmId: z.number().int().nullable(),
  customerWorkOrderId: z.number().int().nullable(),
  customerWorkOrderNo: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  resolvedTime: z.string(),
});
export type OpsWorkOrderItem = z.infer<typeof OpsWorkOrderItemSchema>;
export const OpsWorkOrderPageSchema = pageResult(OpsWorkOrderItemSchema);

export const OpsWorkOrderEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(OPS_WORK_ORDER_ACTIONS),
  fromState: z.enum(OPS_WORK_ORDER_STATES).nullable(),
  toState: z.enum(OPS_WORK_ORDER_STATES),
  operator: z.string(),
  note: z.string(),
  createTime: z.string(),
});
export type OpsWorkOrderEvent = z.infer<typeof OpsWorkOrderEventSchema>;

export const OpsWorkOrderDetailSchema = OpsWorkOrderItemSchema.extend({
  description: z.string(),
  resolution: z.string(),
  createdBy: z.string(),
  closedTime: z.string(),
  events: z.array(OpsWorkOrderEventSchema),
});
export type OpsWorkOrderDetail = z.infer<typeof OpsWorkOrderDetailSchema>;

// ---- Statistics ----

export const OPS_AGE_BUCKETS = ['lt1h', 'h1to4', 'h4to24', 'd1to3', 'gt3d'] as const;
export type OpsAgeBucket = (typeof OPS_AGE_BUCKETS)[number];
export const OPS_AGE_BUCKET_LABELS: Readonly<Record<OpsAgeBucket, string>> = {
  lt1h: '1小时内',
  h1to4: '1-4小时',
  h4to24: '4-24小时',
  d1to3: '1-3天',
  gt3d: '3天以上',
};

export const OpsStatisticsQuerySchema = z.object({
  /** Work orders opened from this day on (default: 30 days ago). */
  dateFrom: dateParam,
  /** … up to the end of this day (default: today). */
  dateTo: dateParam,
  beId: provinceParam,
});
export type OpsStatisticsQuery = z.infer<typeof OpsStatisticsQuerySchema>;

const severityCounts = z.object({
  critical: z.number().int(),
  major: z.number().int(),
  minor: z.number().int(),
  warning: z.number().int(),
});

export const OpsStatisticsSchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  total: z.number().int(),
  open: z.number().int(),
  resolved: z.number().int(),
  /** Mean time from opening to resolution of those resolved, in minutes; null when none. */
  mttrMinutes: z.number().nullable(),
  openBySeverity: severityCounts,
  openByAge: z.array(z.object({ bucket: z.enum(OPS_AGE_BUCKETS), open: z.number().int() })),
  provinces: z.array(
    severityCounts.extend({
      beId: z.string(),
      provinceName: z.string(),
      total: z.number().int(),
      open: z.number().int(),
      resolved: z.number().int(),
      mttrMinutes: z.number().nullable(),
    }),
  ),
});
export type OpsStatistics = z.infer<typeof OpsStatisticsSchema>;

// ---- Fault scenes ----

export const FaultSceneSaveSchema = z.object({
  name: visibleName(
    z
      .string({ error: '请输入场景名称' })
      .trim()
      .min(1, '请输入场景名称')
      .min(2, '场景名称为2-40个字符')
      .max(40, '场景名称为2-40个字符'),
  ),
  source: z.enum(ALARM_SOURCES, { error: '请选择告警来源' }),
  description: z.string().trim().max(500, '场景描述不能超过500个字符').default(''),
  steps: z
    .array(
      z
        .string()
        .trim()
        .min(1, '处理步骤不能为空')
        .max(ALARM_LIMITS.sceneStep, `每个步骤不能超过${ALARM_LIMITS.sceneStep}个字符`),
    )
    .min(1, '请至少填写一个处理步骤')
    .max(ALARM_LIMITS.sceneSteps, `处理步骤最多${ALARM_LIMITS.sceneSteps}个`),
});
export type FaultSceneSaveInput = z.input<typeof FaultSceneSaveSchema>;

export const FaultSceneQuerySchema = pageQuery().extend({
  source: z.preprocess(blankAsMissing, z.enum(ALARM_SOURCES).optional()),
  keyword: keywordParam,
});
export type FaultSceneQuery = z.infer<typeof FaultSceneQuerySchema>;

export const FaultSceneItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(ALARM_SOURCES),
  description: z.string(),
  steps: z.array(z.string()),
  /** Whether the caller may edit it (national administrators). */
  editable: z.boolean(),
  updateTime: z.string(),
});
export type FaultSceneItem = z.infer<typeof FaultSceneItemSchema>;
export const FaultScenePageSchema = pageResult(FaultSceneItemSchema);
