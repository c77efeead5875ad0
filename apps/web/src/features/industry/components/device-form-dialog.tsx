import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  INDUSTRY_CATEGORIES,
  INDUSTRY_CATEGORY_LABELS,
  IndustryDeviceSaveSchema,
  type IndustryDevice,
  type IndustryDeviceCreated,
  type IndustryDeviceSaveInput,
} from '@pn/shared';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { industryApi } from '../api/industry-api';
import { useIndustryLinks, useIndustryMutation } from '../api/queries';
import styles from '../industry.module.css';

interface Props {
  open: boolean;
  /** Editing this terminal; registering a new one when absent. */
  device?: IndustryDevice | undefined;
  onClose: () => void;
}

const EMPTY: IndustryDeviceSaveInput = {
  name: '',
  category: 'env',
  productKey: '',
  site: '',
  linkId: null,
  reportIntervalS: 60,
  metrics: [{ key: '', name: '', unit: '' }],
  description: '',
};

/**
 * 注册终端 / 编辑终端: name, category, product key, site, link, report interval and the
 * metrics it reports. On registration the device key and secret are shown once.
 */
export function DeviceFormDialog({ open, device, onClose }: Props) {
  const [form] = Form.useForm<IndustryDeviceSaveInput>();
  const links = useIndustryLinks({ page: 1, pageSize: 50 });
  const add = useIndustryMutation(industryApi.addDevice);
  const update = useIndustryMutation(industryApi.updateDevice);
  const [created, setCreated] = useState<IndustryDeviceCreated | null>(null);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      device
        ? {
            name: device.name,
            category: device.category,
            productKey: device.productKey,
            site: device.site,
            linkId: device.linkId,
            reportIntervalS: device.reportIntervalS,
            metrics: device.metrics,
            description: device.description,
          }
        : EMPTY,
    );
  }, [open, device, form]);

  const close = () => {
    form.resetFields();
    setCreated(null);
    onClose();
  };

  const submit = async () => {
    const values = await validateForm(form);
    const body = parseForm(IndustryDeviceSaveSchema, values);
    try {
      if (device) {
        await update.mutateAsync({ ...body, id: device.id });
        toast.success('保存成功');
        close();
      } else {
        setCreated(await add.mutateAsync(body));
      }
    } catch (error) {
      showActionError(error);
    }
  };

  if (created) {
    return (
      <Modal
        open={open}
        title="终端已注册"
        width={600}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            我已保存密钥
          </Button>
        }
      >
        <Alert
          type="warning"
          showIcon
          title="设备密钥只显示这一次，关闭后无法再查看；平台只保存其摘要。遗失后可在详情页重新生成。"
        />
        <p style={{ marginTop: 16 }}>设备标识（deviceKey）</p>
        <Typography.Text copyable className={styles.secret} aria-label="设备标识">
          {created.device.deviceKey}
        </Typography.Text>
        <p style={{ marginTop: 16 }}>设备密钥（secret）</p>
        <Typography.Text copyable className={styles.secret} aria-label="设备密钥">
          {created.secret}
        </Typography.Text>
        <p style={{ marginTop: 16 }} className={styles.muted}>
          上报请求头：Authorization: Device {created.device.deviceKey}:&lt;设备密钥&gt;
        </p>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={device ? '编辑终端' : '注册终端'}
      width={680}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={add.isPending || update.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {device ? '保存' : '注册'}
        </Button>,
      ]}
    >
      <Form<IndustryDeviceSaveInput> form={form} name="industryDevice" layout="vertical">
        <Form.Item name="name" label="终端名称" {...zodField(IndustryDeviceSaveSchema, 'name')}>
          <Input maxLength={40} placeholder="如：一号厂房温湿度传感器" />
        </Form.Item>
        <Space wrap size="middle">
          <Form.Item name="category" label="终端类别" required>
            <Select
              style={{ width: 160 }}
              options={INDUSTRY_CATEGORIES.map((c) => ({
                value: c,
                label: INDUSTRY_CATEGORY_LABELS[c],
              }))}
            />
          </Form.Item>
          <Form.Item
            name="productKey"
            label="产品标识"
            {...zodField(IndustryDeviceSaveSchema, 'productKey')}
          >
            <Input style={{ width: 200 }} maxLength={32} placeholder="如：ENV-TH200" />
          </Form.Item>
          <Form.Item
            name="reportIntervalS"
            label="上报周期（秒）"
            {...zodField(IndustryDeviceSaveSchema, 'reportIntervalS')}
          >
            <InputNumber min={10} max={3600} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space wrap size="middle">
          <Form.Item name="site" label="站点" {...zodField(IndustryDeviceSaveSchema, 'site')}>
            <Input style={{ width: 220 }} maxLength={40} placeholder="如：一号厂房" />
          </Form.Item>
          <Form.Item name="linkId" label="所属链路">
            <Select
              allowClear
              style={{ width: 260 }}
              placeholder="不关联链路"
              loading={links.isPending}
              options={(links.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            />
          </Form.Item>
        </Space>
        <Form.Item label="上报指标" required>
          <Form.List name="metrics">
            {(fields, { add: addRow, remove }) => (
              <>
                {fields.map((f, i) => (
                  <div key={f.key} className={styles.metricRow}>
                    <Form.Item
                      name={[f.name, 'key']}
                      rules={[{ required: true, message: '请输入指标标识' }]}
                    >
                      <Input
                        aria-label={`指标${i + 1}标识`}
                        placeholder="标识，如 temperature"
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'name']}
                      rules={[{ required: true, message: '请输入指标名称' }]}
                    >
                      <Input
                        aria-label={`指标${i + 1}名称`}
                        placeholder="名称，如 温度"
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'unit']}>
                      <Input
                        aria-label={`指标${i + 1}单位`}
                        placeholder="单位，如 ℃"
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button
                        type="text"
                        aria-label={`删除指标${i + 1}`}
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(f.name)}
                      />
                    ) : null}
                  </div>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => addRow({ key: '', name: '', unit: '' })}
                  disabled={fields.length >= 20}
                >
                  添加指标
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item
          name="description"
          label="备注"
          {...zodField(IndustryDeviceSaveSchema, 'description')}
        >
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
