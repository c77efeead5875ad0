import {
  QOD_DURATION_OPTIONS,
  QOS_PROFILE_LABELS,
  QOS_PROFILES,
  qodAllowedTiers,
  QodCreateSchema,
  QodMessages,
  type QodInstance,
  type QosProfile,
} from '@pn/shared';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useMemo } from 'react';
import { BandwidthSlider } from '@/components/bandwidth-slider';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useCreateQodSession, useQodInstance } from '../api/qod';
import { formatLiveUntil } from './qod-parts';

interface CreateForm {
  instanceId?: number;
  msisdn?: string;
  applicationServer: string;
  qosProfile: QosProfile;
  bandwidthLevel: number;
  duration: number;
}

/**
 * 新建加速: the instance, one of its cards, the application server, the QoS profile, the
 * bandwidth on the six-segment slider (only the tiers at or below the ordered one) and the
 * duration. The server checks the same and the device's other live session.
 */
export function CreateSessionDialog({
  instances,
  initialInstanceId,
  onClose,
}: {
  /** The caller's active A1 instances. */
  instances: QodInstance[];
  initialInstanceId?: number | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CreateForm>();
  const create = useCreateQodSession();
  const firstId =
    instances.find((i) => i.id === initialInstanceId)?.id ??
    (instances.length === 1 ? instances[0]!.id : undefined);
  const instanceId = Form.useWatch('instanceId', form) ?? firstId;
  const instance = instances.find((i) => i.id === instanceId);
  const detail = useQodInstance(instanceId);
  const tiers = useMemo(() => (instance ? qodAllowedTiers(instance) : []), [instance]);

  const submit = async () => {
    const v = await validateForm(form);
    const bandwidthMbps = tiers[v.bandwidthLevel - 1];
    try {
      await create.mutateAsync({
        instanceId: v.instanceId!,
        msisdn: v.msisdn!,
        applicationServer: v.applicationServer.trim(),
        qosProfile: v.qosProfile,
        bandwidthMbps: bandwidthMbps ?? 0,
        duration: v.duration,
      });
      toast.success(QodMessages.CREATED);
      onClose();
    } catch (err) {
      showActionError(err);
    }
  };

  const cardOptions = (detail.data?.cards ?? []).map((c) => ({
    value: c.msisdn,
    label: c.liveUntil ? `${c.msisdn}（加速中，至${formatLiveUntil(c.liveUntil)}）` : c.msisdn,
    disabled: !!c.liveSessionId,
  }));

  return (
    <Modal
      open
      title="新建加速"
      okText="确定"
      cancelText="取消"
      width={600}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateForm>
        form={form}
        name="qodCreate"
        layout="vertical"
        initialValues={{
          instanceId: firstId,
          qosProfile: 'DOWNLINK_M_UPLINK_L',
          duration: 3600,
          bandwidthLevel: 0,
          applicationServer: '',
        }}
        onValuesChange={(changed: Partial<CreateForm>) => {
          if ('instanceId' in changed)
            form.setFieldsValue({ msisdn: undefined, bandwidthLevel: 0 });
        }}
      >
        <Form.Item
          name="instanceId"
          label="加速实例"
          required
          rules={[{ required: true, message: QodMessages.INSTANCE_REQUIRED }]}
        >
          <Select
            placeholder="请选择加速实例"
            options={instances.map((i) => ({
              value: i.id,
              label: `${i.name}（订购带宽 ${i.bandwidthMbps} Mbps）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="msisdn"
          label="加速设备（卡号）"
          required
          rules={[{ required: true, message: QodMessages.DEVICE_REQUIRED }]}
          extra="同一设备同时只能有一个生效中的加速"
        >
          <Select
            placeholder={instance ? '请选择卡号' : '请先选择加速实例'}
            disabled={!instance}
            loading={detail.isFetching}
            options={cardOptions}
            showSearch={{ optionFilterProp: 'value' }}
            notFoundContent={detail.isError ? '卡号加载失败，请重试' : '暂无卡号'}
          />
        </Form.Item>
        <Form.Item
          name="applicationServer"
          label="应用服务器地址"
          {...zodField(QodCreateSchema, 'applicationServer')}
          extra="IPv4地址或网段，如 10.20.1.8 或 10.20.1.0/24"
        >
          <Input placeholder="请输入应用服务器地址" maxLength={43} autoComplete="off" />
        </Form.Item>
        <Form.Item name="qosProfile" label="QoS模板" {...zodField(QodCreateSchema, 'qosProfile')}>
          <Select
            options={QOS_PROFILES.map((p) => ({
              value: p,
              label: `${QOS_PROFILE_LABELS[p]}（${p}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="bandwidthLevel"
          label="加速带宽"
          required
          rules={[
            {
              validator: async (_r, v: number | undefined) => {
                if (!v || v < 1 || v > tiers.length)
                  throw new Error(QodMessages.BANDWIDTH_REQUIRED);
              },
            },
          ]}
          extra={
            instance
              ? `订购带宽 ${instance.bandwidthMbps} Mbps，加速带宽不能超过订购档位`
              : undefined
          }
        >
          {tiers.length ? (
            <BandwidthSlider name="bandwidthLevel" marks={tiers} aria-label="加速带宽" />
          ) : (
            <Alert type="info" showIcon title="请先选择加速实例" />
          )}
        </Form.Item>
        <Form.Item
          name="duration"
          label="加速时长"
          {...zodField(QodCreateSchema, 'duration')}
          extra={
            instance?.endTime ? `加速须在实例服务期（至 ${instance.endTime}）内结束` : undefined
          }
        >
          <Select options={QOD_DURATION_OPTIONS.map((o) => ({ ...o }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
