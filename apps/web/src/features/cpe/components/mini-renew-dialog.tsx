import { MINI_TERM_MONTHS, MiniMessages, MiniRenewSchema, type MiniService } from '@pn/shared';
import { Button, Descriptions, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { miniApi } from '../api/mini-api';
import { useMiniMutation } from '../api/mini-queries';
import { formatDay, termLabel } from '../lib/mini';
import { MINI_DEFAULT_TERM } from '../lib/mini-form';
import { DaysLeft } from './mini-parts';

const TERM_OPTIONS = MINI_TERM_MONTHS.map((m) => ({ value: m, label: termLabel(m) }));
const termRule = zodField(MiniRenewSchema, 'termMonths');

interface MiniRenewDialogProps {
  /** The subscription to renew, or null (closed). */
  service: MiniService | null;
  onClose: () => void;
}

/** 续期: extends a subscription by one of the terms on offer; says its new end date. */
export function MiniRenewDialog({ service, onClose }: MiniRenewDialogProps) {
  const [form] = Form.useForm<{ termMonths?: number }>();
  const renew = useMiniMutation((v: { id: number; termMonths: number }) =>
    miniApi.renew(v.id, { termMonths: v.termMonths }),
  );
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!service) return;
    const { termMonths } = parseForm(MiniRenewSchema, await validateForm(form));
    setSaving(true);
    try {
      const { endDate } = await renew.mutateAsync({ id: service.id, termMonths });
      toast.success(`${MiniMessages.RENEWED}，服务期至 ${formatDay(endDate)}`);
      onClose();
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={service !== null}
      title="续期"
      width={520}
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
      {service ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'no', label: '业务编号', children: service.serviceNo },
            { key: 'shop', label: '商户名称', children: service.shopName },
            { key: 'package', label: '套餐', children: service.packageName },
            {
              key: 'end',
              label: '当前到期日',
              children: (
                <span>
                  {formatDay(service.endDate)}（<DaysLeft service={service} />）
                </span>
              ),
            },
          ]}
        />
      ) : null}
      <Form<{ termMonths?: number }>
        form={form}
        name="cpeMiniRenew"
        layout="vertical"
        preserve={false}
        initialValues={{ termMonths: MINI_DEFAULT_TERM }}
        style={{ marginTop: 16 }}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <Form.Item
          name="termMonths"
          label="续期时长"
          {...termRule}
          extra="续期后服务期按所选时长顺延，新的到期日以保存结果为准"
        >
          <Select placeholder="请选择续期时长" options={TERM_OPTIONS} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
