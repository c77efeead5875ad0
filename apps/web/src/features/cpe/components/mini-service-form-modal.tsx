import {
  DeviceMessages,
  MINI_LIMITS,
  MINI_TERM_MONTHS,
  MiniMessages,
  MiniServiceCreateSchema,
  MiniServiceUpdateSchema,
  DEVICE_LIMITS,
  type MiniService,
  type MiniServiceUpdateInput,
} from '@pn/shared';
import { Button, Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { miniApi } from '../api/mini-api';
import { useMiniGroupOptions, useMiniMutation, useMiniPackages } from '../api/mini-queries';
import { packageLabel, termLabel } from '../lib/mini';
import {
  MINI_DATE_FORMAT,
  miniCreateInputOf,
  miniServiceFormValues,
  miniUpdateInputOf,
  type MiniServiceFormValues,
} from '../lib/mini-form';
import { DeviceSelect } from './device-select';

const rules = {
  shopName: zodField(MiniServiceUpdateSchema, 'shopName'),
  contactName: zodField(MiniServiceUpdateSchema, 'contactName'),
  contactPhone: zodField(MiniServiceUpdateSchema, 'contactPhone'),
  address: zodField(MiniServiceUpdateSchema, 'address'),
  packageId: zodField(MiniServiceUpdateSchema, 'packageId'),
  deviceId: zodField(MiniServiceUpdateSchema, 'deviceId'),
  groupId: zodField(MiniServiceUpdateSchema, 'groupId'),
  remark: zodField(MiniServiceUpdateSchema, 'remark'),
  termMonths: zodField(MiniServiceCreateSchema, 'termMonths'),
};

// The picker holds a Dayjs: the schema checks the date once it is text (see miniCreateInputOf).
const startDateRules = [
  {
    required: true,
    validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
      if (!value || !value.isValid()) throw new Error(MiniMessages.START_DATE_INVALID);
    },
  },
];

const TERM_OPTIONS = MINI_TERM_MONTHS.map((m) => ({ value: m, label: termLabel(m) }));

interface MiniServiceFormModalProps {
  /** 'new', the subscription to edit, or null (closed). */
  target: 'new' | MiniService | null;
  onClose: () => void;
}

/**
 * 新增小微业务 / 编辑小微业务: the shop and its contact, the package, the gateway serving it,
 * the group and, when adding, the start date and term; checked with the server's schemas
 * (MiniServiceCreateSchema, MiniServiceUpdateSchema).
 */
export function MiniServiceFormModal({ target, onClose }: MiniServiceFormModalProps) {
  const [form] = Form.useForm<MiniServiceFormValues>();
  const editing = target !== null && target !== 'new' ? target : null;
  const packages = useMiniPackages();
  const groups = useMiniGroupOptions();
  const create = useMiniMutation(miniApi.createService);
  const update = useMiniMutation((v: { id: number; body: MiniServiceUpdateInput }) =>
    miniApi.updateService(v.id, v.body),
  );
  const [saving, setSaving] = useState(false);
  const packageId = Form.useWatch('packageId', form);

  const packageOptions = (packages.data ?? []).map((p) => ({
    value: p.id,
    label: packageLabel(p),
  }));
  // The package of the subscription edited may no longer be on sale: it stays choosable.
  if (editing && !packageOptions.some((o) => o.value === editing.packageId)) {
    packageOptions.unshift({
      value: editing.packageId,
      label: packageLabel({ ...editing, name: editing.packageName }),
    });
  }
  const chosenPackage = packages.data?.find((p) => p.id === packageId);

  const groupOptions = (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  const editedGroupId = editing?.groupId ?? null;
  if (editedGroupId !== null && !groupOptions.some((o) => o.value === editedGroupId)) {
    groupOptions.unshift({
      value: editedGroupId,
      label: editing?.groupName ?? `分组 #${editedGroupId}`,
    });
  }

  const submit = async () => {
    const values = await validateForm(form);
    setSaving(true);
    try {
      if (editing) {
        const body = parseForm(MiniServiceUpdateSchema, miniUpdateInputOf(values));
        await update.mutateAsync({ id: editing.id, body });
      } else {
        await create.mutateAsync(parseForm(MiniServiceCreateSchema, miniCreateInputOf(values)));
      }
      toast.success(DeviceMessages.SAVED);
      onClose();
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={editing ? '编辑小微业务' : '新增小微业务'}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={saving}
          onClick={() => void submit().catch(() => undefined)}
        >
          确定
        </Button>,
      ]}
    >
      <Form<MiniServiceFormValues>
        form={form}
        name="cpeMiniService"
        layout="vertical"
        preserve={false}
        // Read when the form mounts, i.e. each time the dialog opens (a new one starts today).
        initialValues={miniServiceFormValues(editing)}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="shopName" label="商户名称" {...rules.shopName}>
              <Input
                placeholder="如：南山街口便利店"
                maxLength={MINI_LIMITS.shopNameMax}
                autoFocus
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contactName" label="联系人" {...rules.contactName}>
              <Input placeholder="商户联系人姓名" maxLength={MINI_LIMITS.contactNameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contactPhone" label="联系电话" {...rules.contactPhone}>
              <Input
                placeholder="11位手机号码"
                maxLength={11}
                inputMode="numeric"
                autoComplete="off"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="groupId" label="小微分组" {...rules.groupId}>
              <Select
                allowClear
                placeholder="不分组"
                loading={groups.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                options={groupOptions}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label="商户地址" {...rules.address}>
              <Input placeholder="选填" maxLength={MINI_LIMITS.addressMax} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="packageId"
              label="小微套餐"
              {...rules.packageId}
              extra={
                chosenPackage
                  ? `每台网关最多接入${chosenPackage.clientMax}台终端`
                  : '套餐含下行/上行带宽、月流量与月费'
              }
            >
              <Select
                placeholder="请选择小微套餐"
                loading={packages.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                options={packageOptions}
                notFoundContent={packages.isError ? '套餐加载失败' : '暂无在售套餐'}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="deviceId"
              label="承载网关"
              {...rules.deviceId}
              extra="本企业的5G快线网关，按序列号、名称或IMEI搜索；一台网关只承载一个小微业务"
            >
              <DeviceSelect
                width="100%"
                placeholder="请选择承载网关"
                knownLabel={
                  editing?.serial
                    ? editing.deviceName
                      ? `${editing.serial}（${editing.deviceName}）`
                      : editing.serial
                    : undefined
                }
              />
            </Form.Item>
          </Col>
          {editing ? null : (
            <>
              <Col xs={24} sm={12}>
                <Form.Item name="startDate" label="生效日期" rules={startDateRules} required>
                  <DatePicker
                    format={MINI_DATE_FORMAT}
                    allowClear={false}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="termMonths" label="服务期限" {...rules.termMonths}>
                  <Select placeholder="请选择服务期限" options={TERM_OPTIONS} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={24}>
            <Form.Item name="remark" label="备注" {...rules.remark}>
              <Input.TextArea
                placeholder="选填"
                maxLength={DEVICE_LIMITS.descriptionMax}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
