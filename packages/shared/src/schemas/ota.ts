import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX } from '../constants.js';
import { pageQuery, pageResult, visibleName } from './common.js';

/**
 * 设备管理 (console /control/saas/cpe-index): firmware and staged upgrade tasks. The console
 * API is under /unionmallmanage/saas/v1; devices fetch firmware and report progress under
 * /unionmallmanage/device/v1. Firmware reaches a device only through the device command
 * mechanism (command kinds firmwareUpgrade and firmwareRollback, schemas/device.ts).
 */

export const OTA_LIMITS = {
  versionMax: 32,
  releaseNotesMax: 2000,
  fileNameMax: 255,
  taskNameMax: 40,
  phasesMax: 10,
  soakMinutesMax: 7 * 24 * 60,
  soakMinutesDefault: 30,
  failureThresholdDefault: 10,
  /** Finished devices of a phase before its failure rate may pause the task. */
  minSampleDefault: 5,
  minSampleMax: 1000,
  /** Devices one task may list by id. */
  deviceIdsMax: 10_000,
  /** Devices one task may reach at all. */
  taskDevicesMax: 200_000,
  /** Hours an upgrade command waits for an offline device before it fails. */
  commandExpiryHours: 24,
} as const;

export const DEFAULT_PHASES: readonly number[] = [1, 10, 50, 100];

/** Firmware versions: letters, digits, dots, dashes and underscores. */
export const FIRMWARE_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

export const UPGRADE_TASK_STATES = [
  'running',
  'paused',
  'completed',
  'cancelled',
  'rolling_back',
  'rolled_back',
] as const;
export type UpgradeTaskState = (typeof UPGRADE_TASK_STATES)[number];
export const UPGRADE_TASK_STATE_LABELS: Readonly<Record<UpgradeTaskState, string>> = {
  running: '升级中',
  paused: '已暂停',
  completed: '已完成',
  cancelled: '已取消',
  rolling_back: '回滚中',
  rolled_back: '已回滚',
};

/**
 * One device in a task: pending (waiting for its phase or its heartbeat), downloading,
 * installing, then succeeded or failed (with the reason); rolled_back after a rollback;
 * cancelled when the task stopped before the device got the firmware.
 */
export const UPGRADE_DEVICE_STATES = [
  'pending',
  'downloading',
  'installing',
  'succeeded',
  'failed',
  'rolled_back',
  'cancelled',
] as const;
export type UpgradeDeviceState = (typeof UPGRADE_DEVICE_STATES)[number];
export const UPGRADE_DEVICE_STATE_LABELS: Readonly<Record<UpgradeDeviceState, string>> = {
  pending: '等待升级',
  downloading: '下载中',
  installing: '安装中',
  succeeded: '升级成功',
  failed: '升级失败',
  rolled_back: '已回滚',
  cancelled: '已取消',
};
/** States of a device the upgrade has not finished with. */
export const UPGRADE_OPEN_STATES: readonly UpgradeDeviceState[] = [
  'pending',
  'downloading',
  'installing',
];

export const ADVANCE_MODES = ['manual', 'auto'] as const;
export type AdvanceMode = (typeof ADVANCE_MODES)[number];
export const ADVANCE_MODE_LABELS: Readonly<Record<AdvanceMode, string>> = {
  manual: '人工确认后进入下一阶段',
  auto: '观察期满自动进入下一阶段',
};

export const UPGRADE_TARGET_KINDS = ['model', 'group', 'devices'] as const;
export type UpgradeTargetKind = (typeof UPGRADE_TARGET_KINDS)[number];

export const OtaMessages = {
  FIRMWARE_NOT_FOUND: '固件不存在',
  FIRMWARE_NOT_MULTIPART: '请以 multipart/form-data 方式上传固件',
  FIRMWARE_NO_FILE: '请选择要上传的固件文件（字段 file）',
  FIRMWARE_EMPTY: '固件文件不能为空',
  FIRMWARE_ONE_FILE: '每次只能上传一个固件文件',
  FIRMWARE_TOO_MANY_FIELDS: '上传请求的字段过多',
  /** `固件大小不能超过{n}MB` */
  firmwareTooLarge: (bytes: number) =>
    `固件大小不能超过${Number((bytes / 1024 / 1024).toFixed(2))}MB`,
  FIRMWARE_BAD_TYPE: '仅支持 .bin、.img、.pkg、.zip、.tar.gz 格式的固件包',
  FIRMWARE_EXISTS: '该型号已存在相同版本的固件',
  FIRMWARE_IN_USE: '固件正被未结束的升级任务使用，不能删除',
  FIRMWARE_MODEL_MISMATCH: '固件与终端型号不符',
  VERSION_REQUIRED: '请输入固件版本号',
  VERSION_INVALID: '固件版本号为1~32位字母、数字、点、短横线或下划线',
  RELEASE_NOTES_TOO_LONG: `版本说明不能超过${OTA_LIMITS.releaseNotesMax}个字符`,
  MODEL_REQUIRED: '请选择适用型号',
  TASK_NOT_FOUND: '升级任务不存在',
  TASK_NAME_REQUIRED: '请输入任务名称',
  TASK_NAME_TOO_LONG: `任务名称不能超过${OTA_LIMITS.taskNameMax}个字符`,
  PHASES_INVALID: '升级阶段须为递增的百分比（1~100），最后一个阶段为100',
  THRESHOLD_INVALID: '失败率阈值须为1~100的整数',
  SOAK_INVALID: `观察时间须为0~${OTA_LIMITS.soakMinutesMax}分钟`,
  MIN_SAMPLE_INVALID: `最小样本数须为1~${OTA_LIMITS.minSampleMax}`,
  TARGET_INVALID: '请选择升级范围（型号、分组或终端）',
  TARGET_EMPTY: '升级范围内没有需要升级的该型号终端',
  TARGET_TOO_MANY: `一个升级任务最多包含${OTA_LIMITS.taskDevicesMax}台终端`,
  TARGET_MODEL_MISMATCH: '所选终端中有型号与固件不符的终端',
  DEVICE_IDS_TOO_MANY: `按终端选择时最多${OTA_LIMITS.deviceIdsMax}台`,
  TASK_DEVICE_NOT_FOUND: '升级记录不存在',
  NOT_YOUR_UPGRADE: '不能上报其他设备的升级进度',
  AUTO_PAUSED: '失败率超过阈值自动暂停',
  MANUAL_PAUSED: '手动暂停',
  /** `任务当前为{state}，不能{action}` */
  illegal: (state: UpgradeTaskState, action: string) =>
    `任务当前为${UPGRADE_TASK_STATE_LABELS[state]}，不能${action}`,
  PHASE_NOT_DONE: '当前阶段尚有终端未完成升级，不能进入下一阶段',
  LAST_PHASE: '已是最后一个阶段',
  CANCELLED_REASON: '升级任务已取消',
  PAUSED_REASON: '升级任务已暂停，待恢复后下发',
  ROLLED_BACK_REASON: '升级任务已回滚',
} as const;

// ---------------------------------------------------------------------------------------
// Field builders

const blankToUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(DB_INT_MAX, message);
const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: '参数必须是数字' }).int().positive().max(DB_INT_MAX).optional(),
);

// ---------------------------------------------------------------------------------------
// Firmware

/** The text fields of a firmware upload (multipart, next to the file field `file`). */
export const FirmwareUploadFieldsSchema = z.object({
  modelId: requiredId(OtaMessages.MODEL_REQUIRED),
  version: z
    .string({ error: OtaMessages.VERSION_REQUIRED })
    .trim()
    .min(1, OtaMessages.VERSION_REQUIRED)
    .regex(FIRMWARE_VERSION_PATTERN, OtaMessages.VERSION_INVALID),
  releaseNotes: z
    .string()
    .trim()
    .max(OTA_LIMITS.releaseNotesMax, OtaMessages.RELEASE_NOTES_TOO_LONG)
    .default(''),
});
export type FirmwareUploadFields = z.output<typeof FirmwareUploadFieldsSchema>;

export const FirmwareSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  modelId: z.number().int(),
  modelName: z.string(),
  version: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** SHA-256 of the file, lower-case hex, computed by the server on upload. */
  sha256: z.string(),
  releaseNotes: z.string(),
  /** Upgrade tasks not finished that use it (it cannot be deleted meanwhile). */
  activeTasks: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Firmware = z.infer<typeof FirmwareSchema>;

export const FirmwareListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  modelId: optionalId,
});
export const FirmwarePageSchema = pageResult(FirmwareSchema);
export const OtaIdQuerySchema = z.object({ id: requiredId('参数id不正确') });
export const OtaIdSchema = z.object({ id: requiredId('参数id不正确') });

// ---------------------------------------------------------------------------------------
// Upgrade tasks

const phasesField = z
  .array(z.number({ error: OtaMessages.PHASES_INVALID }).int(OtaMessages.PHASES_INVALID), {
    error: OtaMessages.PHASES_INVALID,
  })
  .min(1, OtaMessages.PHASES_INVALID)
  .max(OTA_LIMITS.phasesMax, OtaMessages.PHASES_INVALID)
  .refine(
    (a) =>
      a[a.length - 1] === 100 &&
      a.every((p, i) => p >= 1 && p <= 100 && (i === 0 || p > a[i - 1]!)),
    OtaMessages.PHASES_INVALID,
  )
  .default([...DEFAULT_PHASES]);

export const UpgradeTargetSchema = z.discriminatedUnion(
  'kind',
  [
    /** Every device of the enterprise with the firmware's model. */
    z.object({ kind: z.literal('model') }),
    /** The group's devices with the firmware's model (others in the group are left out). */
    z.object({ kind: z.literal('group'), groupId: requiredId(OtaMessages.TARGET_INVALID) }),
    /** These devices; all must have the firmware's model. */
    z.object({
      kind: z.literal('devices'),
      deviceIds: z
        .array(requiredId(OtaMessages.TARGET_INVALID))
        .min(1, OtaMessages.TARGET_EMPTY)
        .max(OTA_LIMITS.deviceIdsMax, OtaMessages.DEVICE_IDS_TOO_MANY),
    }),
  ],
  { error: OtaMessages.TARGET_INVALID },
);
export type UpgradeTarget = z.output<typeof UpgradeTargetSchema>;

export const UpgradeTaskCreateSchema = z.object({
  name: visibleName(
    z
      .string({ error: OtaMessages.TASK_NAME_REQUIRED })
      .trim()
      .min(1, OtaMessages.TASK_NAME_REQUIRED)
      .max(OTA_LIMITS.taskNameMax, OtaMessages.TASK_NAME_TOO_LONG),
  ),
  firmwareId: requiredId(OtaMessages.FIRMWARE_NOT_FOUND),
  target: UpgradeTargetSchema,
  /** Cumulative shares of the target, e.g. [1, 10, 50, 100]. */
  phases: phasesField,
  advanceMode: z.enum(ADVANCE_MODES, { error: '请选择阶段推进方式' }).default('manual'),
  soakMinutes: z
    .number({ error: OtaMessages.SOAK_INVALID })
    .int(OtaMessages.SOAK_INVALID)
    .min(0, OtaMessages.SOAK_INVALID)
    .max(OTA_LIMITS.soakMinutesMax, OtaMessages.SOAK_INVALID)
    .default(OTA_LIMITS.soakMinutesDefault),
  failureThreshold: z
    .number({ error: OtaMessages.THRESHOLD_INVALID })
    .int(OtaMessages.THRESHOLD_INVALID)
    .min(1, OtaMessages.THRESHOLD_INVALID)
    .max(100, OtaMessages.THRESHOLD_INVALID)
    .default(OTA_LIMITS.failureThresholdDefault),
  minSample: z
    .number({ error: OtaMessages.MIN_SAMPLE_INVALID })
    .int(OtaMessages.MIN_SAMPLE_INVALID)
    .min(1, OtaMessages.MIN_SAMPLE_INVALID)
    .max(OTA_LIMITS.minSampleMax, OtaMessages.MIN_SAMPLE_INVALID)
    .default(OTA_LIMITS.minSampleDefault),
});
export type UpgradeTaskCreateInput = z.input<typeof UpgradeTaskCreateSchema>;
export type UpgradeTaskCreate = z.output<typeof UpgradeTaskCreateSchema>;

export const UpgradeCountsSchema = z.object(
  Object.fromEntries(UPGRADE_DEVICE_STATES.map((s) => [s, z.number().int()])) as Record<
    UpgradeDeviceState,
    z.ZodNumber
  >,
);
export type UpgradeCounts = Record<UpgradeDeviceState, number>;

export const UpgradeTaskSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  firmwareId: z.number().int().nullable(),
  version: z.string(),
  modelId: z.number().int(),
  modelName: z.string(),
  targetLabel: z.string(),
  phases: z.array(z.number().int()),
  /** The phase started last (0-based). */
  phaseIndex: z.number().int(),
  advanceMode: z.enum(ADVANCE_MODES),
  soakMinutes: z.number().int(),
  failureThreshold: z.number().int(),
  minSample: z.number().int(),
  state: z.enum(UPGRADE_TASK_STATES),
  pauseReason: z.string(),
  total: z.number().int(),
  counts: UpgradeCountsSchema,
  /** The current phase is done and a manual task waits for 进入下一阶段. */
  awaitingApproval: z.boolean(),
  phaseStartedAt: z.string().nullable(),
  phaseDoneAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type UpgradeTask = z.infer<typeof UpgradeTaskSchema>;

export const UpgradeTaskListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  state: z.preprocess(blankToUndefined, z.enum(UPGRADE_TASK_STATES).optional()),
});
export const UpgradeTaskPageSchema = pageResult(UpgradeTaskSchema);

export const UpgradeTaskDetailQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  id: requiredId('参数id不正确'),
  state: z.preprocess(blankToUndefined, z.enum(UPGRADE_DEVICE_STATES).optional()),
  phase: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: '阶段不正确' }).int().min(0).max(OTA_LIMITS.phasesMax).optional(),
  ),
});

export const UpgradePhaseSchema = z.object({
  index: z.number().int(),
  percent: z.number().int(),
  total: z.number().int(),
  counts: UpgradeCountsSchema,
});
export type UpgradePhase = z.infer<typeof UpgradePhaseSchema>;

export const UpgradeTaskDeviceSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  serial: z.string(),
  deviceName: z.string(),
  phase: z.number().int(),
  fromVersion: z.string(),
  state: z.enum(UPGRADE_DEVICE_STATES),
  progress: z.number().int(),
  reason: z.string(),
  updatedAt: z.string(),
});
export type UpgradeTaskDevice = z.infer<typeof UpgradeTaskDeviceSchema>;

export const UpgradeTaskDetailSchema = z.object({
  task: UpgradeTaskSchema,
  phases: z.array(UpgradePhaseSchema),
  devices: pageResult(UpgradeTaskDeviceSchema),
});
export type UpgradeTaskDetail = z.infer<typeof UpgradeTaskDetailSchema>;

export const UpgradeTaskAcceptedSchema = z.object({
  taskId: z.number().int(),
  total: z.number().int(),
});
export type UpgradeTaskAccepted = z.infer<typeof UpgradeTaskAcceptedSchema>;

export const UpgradePauseSchema = OtaIdSchema.extend({
  reason: z.string().trim().max(100, '暂停原因不能超过100个字符').default(''),
});

// ---------------------------------------------------------------------------------------
// Device side

export const UpgradeProgressParamsSchema = z.object({
  taskDeviceId: z.coerce
    .number({ error: '升级记录编号不正确' })
    .int()
    .positive('升级记录编号不正确')
    .max(DB_INT_MAX, '升级记录编号不正确'),
});
/** POST device/v1/upgrade/:taskDeviceId/progress: the device downloading or installing. */
export const UpgradeProgressSchema = z.object({
  state: z.enum(['downloading', 'installing'], {
    error: '进度状态只能是 downloading 或 installing',
  }),
  progress: z.number().int().min(0).max(100).default(0),
});
export type UpgradeProgressInput = z.input<typeof UpgradeProgressSchema>;
export const UpgradeProgressReplySchema = z.object({
  taskDeviceId: z.number().int(),
  state: z.enum(UPGRADE_DEVICE_STATES),
});
export const FirmwareFileParamsSchema = z.object({
  id: z.coerce
    .number({ error: '固件编号不正确' })
    .int()
    .positive('固件编号不正确')
    .max(DB_INT_MAX, '固件编号不正确'),
});

/** What the device command of an upgrade carries (command params merged with the item's). */
export interface FirmwareUpgradeParams {
  taskId: number;
  taskDeviceId: number;
  firmwareId: number;
  version: string;
  /** Path under the API base: device/v1/firmware/:id. */
  url: string;
  sha256: string;
  size: number;
}
export interface FirmwareRollbackParams {
  taskId: number;
  taskDeviceId: number;
  /** The version the device ran before the task. */
  version: string;
}
