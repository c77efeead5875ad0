import {
  ADVANCE_MODES,
  ADVANCE_MODE_LABELS,
  OTA_LIMITS,
  OtaMessages,
  PAGE_SIZE_MAX,
  UpgradeTaskCreateSchema,
  type AdvanceMode,
  type UpgradeTargetKind,
  type UpgradeTaskCreateInput,
} from '@pn/shared';
import { Button, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { otaApi } from '../api/ota-api';
import { useFirmwareList, useOtaGroups, useOtaMutation } from '../api/queries';
import { PHASE_PRESETS, phasesLabel } from '../lib/format';
import { DeviceMultiSelect } from './device-multi-select';

interface CreateValues {
  name: string;
  firmwareId?: number;
  targetKind: UpgradeTargetKind;
  groupId?: number;
  deviceIds?: number[];
  phases: string;
  advanceMode: AdvanceMode;
  soakMinutes?: number;
  failureThreshold?: number;
}

const TARGET_LABELS: Record<UpgradeTargetKind, string> = {
  model: '该型号全部终端',
  group: '按分组',
  devices: '指定终端',
};

interface UpgradeCreateDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (taskId: number) => void;
}

/** The request body of the form's values (the server checks it with the same schema). */
function bodyOf(v: CreateValues): UpgradeTaskCreateInput {
  const target =
    v.targetKind === 'group'
      ? { kind: 'group' as const, groupId: v.groupId ?? 0 }
      : v.targetKind === 'devices'
        ? { kind: 'devices' as const, deviceIds: v.deviceIds ?? [] }
        : { kind: 'model' as const };
  return {
    name: v.name,
    firmwareId: v.firmwareId ?? 0,
    target,
    phases: PHASE_PRESETS.find((p) => p.key === v.phases)?.phases ?? [100],
    advanceMode: v.advanceMode,
    soakMinutes: v.soakMinutes ?? OTA_LIMITS.soakMinutesDefault,
    failureThreshold: v.failureThreshold ?? OTA_LIMITS.failureThresholdDefault,
  };
}

/**
 * 新建升级任务: a firmware, its target (the model's gateways, a group's or chosen ones), the
 * phases, manual or automatic advance after a soak time, and the failure threshold that
 * pauses the task. The first phase starts at once.
 */
export function UpgradeCreateDialog({ open, onClose, onCreated }: UpgradeCreateDialogProps) {
  const [form] = Form.useForm<CreateValues>();
  const firmware = useFirmwareList({ page: 1, pageSize: PAGE_SIZE_MAX });
  const kind = Form.useWatch('targetKind', form);
  const mode = Form.useWatch('advanceMode', form);
  const firmwareId = Form.useWatch('firmwareId', form);
  const groups = useOtaGroups(open && kind === 'group');
  const create = useOtaMutation(otaApi.createTask);
  const chosen = firmware.data?.data.find((f) => f.id === firmwareId);

  const submit = async () => {
    const values = await validateForm(form);
    try {
      const accepted = await create.mutateAsync(parseForm(UpgradeTaskCreateSchema, bodyOf(values)));
      toast.success(`任务已创建，共 ${accepted.total} 台终端`);
      form.resetFields();
      onCreated(accepted.taskId);
    } catch (error) {
      showActionError(error);
    }
  };

  return (
    <Modal
      open={open}
      title="新建升级任务"
      width={620}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={create.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          创建并开始
        </Button>,
      ]}
    >
      <Form<CreateValues>
        form={form}
        name="otaTaskCreate"
        layout="vertical"
        initialValues={{
          targetKind: 'model',
          phases: PHASE_PRESETS[0]!.key,
          advanceMode: 'manual',
          soakMinutes: OTA_LIMITS.soakMinutesDefault,
          failureThreshold: OTA_LIMITS.failureThresholdDefault,
        }}
      >
        <Form.Item name="name" label="任务名称" {...zodField(UpgradeTaskCreateSchema, 'name')}>
          <Input placeholder="如：MC888 Pro 升级 V2.1.0" maxLength={OTA_LIMITS.taskNameMax} />
        </Form.Item>
        <Form.Item
          name="firmwareId"
          label="固件"
          required
          rules={[{ required: true, message: '请选择固件' }]}
        >
          <Select
            placeholder="请选择固件"
            loading={firmware.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={() => form.setFieldValue('deviceIds', [])}
            options={(firmware.data?.data ?? []).map((f) => ({
              value: f.id,
              label: `${f.modelName} · ${f.version}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="targetKind" label="升级范围" required>
          <Radio.Group
            options={(['model', 'group', 'devices'] as const).map((k) => ({
              value: k,
              label: TARGET_LABELS[k],
            }))}
          />
        </Form.Item>
        {kind === 'group' ? (
          <Form.Item
            name="groupId"
            label="分组"
            required
            rules={[{ required: true, message: OtaMessages.TARGET_INVALID }]}
            extra="仅升级分组内与固件型号相同的终端"
          >
            <Select
              placeholder="请选择分组"
              loading={groups.isPending}
              options={(groups.data?.data ?? []).map((g) => ({
                value: g.id,
                label: `${g.name}（${g.devices}台）`,
              }))}
            />
          </Form.Item>
        ) : null}
        {kind === 'devices' ? (
          <Form.Item
            name="deviceIds"
            label="终端"
            required
            rules={[{ required: true, type: 'array', min: 1, message: OtaMessages.TARGET_EMPTY }]}
          >
            <DeviceMultiSelect modelId={chosen?.modelId} />
          </Form.Item>
        ) : null}
        <Form.Item name="phases" label="升级阶段（累计比例）" required>
          <Radio.Group
            options={PHASE_PRESETS.map((p) => ({ value: p.key, label: phasesLabel(p.phases) }))}
          />
        </Form.Item>
        <Form.Item name="advanceMode" label="阶段推进" required>
          <Radio.Group
            options={ADVANCE_MODES.map((m) => ({ value: m, label: ADVANCE_MODE_LABELS[m] }))}
          />
        </Form.Item>
        {mode === 'auto' ? (
          <Form.Item
            name="soakMinutes"
            label="观察时间（分钟）"
            extra="当前阶段全部完成且未超过失败率阈值，观察期满后自动进入下一阶段"
            {...zodField(UpgradeTaskCreateSchema, 'soakMinutes')}
          >
            <InputNumber min={0} max={OTA_LIMITS.soakMinutesMax} precision={0} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="failureThreshold"
          label="失败率阈值（%）"
          extra="阶段内失败率超过阈值时自动暂停任务"
          {...zodField(UpgradeTaskCreateSchema, 'failureThreshold')}
        >
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
