import { EcoApplySchema, SAAS_LIMITS, type EcoApplyInput } from '@pn/shared';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useApplyEco } from '../api/queries';

type Values = Omit<EcoApplyInput, 'id'>;

/** 申请接入 an ecosystem device: how many, who to contact, what for. */
export function EcoApplyDialog({
  eco,
  onClose,
}: {
  eco: { id: number; productName: string } | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const apply = useApplyEco();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    if (!eco) return;
    const values = await validateForm(form);
    const body = parseForm(EcoApplySchema, { ...values, id: eco.id });
    try {
      await apply.mutateAsync(body);
      toast.success('已提交接入申请');
      close();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <Modal
      open={eco !== null}
      title={eco ? `申请接入：${eco.productName}` : '申请接入'}
      width={520}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={apply.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          提交申请
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name="ecoApply"
        layout="vertical"
        initialValues={{ quantity: 10, remark: '' }}
      >
        <Form.Item
          name="quantity"
          label="预计接入数量（台）"
          {...zodField(EcoApplySchema, 'quantity')}
        >
          <InputNumber
            min={1}
            max={SAAS_LIMITS.applyQuantityMax}
            precision={0}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="contact" label="联系人" {...zodField(EcoApplySchema, 'contact')}>
          <Input maxLength={SAAS_LIMITS.contactMax} placeholder="请输入联系人" />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" {...zodField(EcoApplySchema, 'phone')}>
          <Input maxLength={20} placeholder="手机号或座机号" />
        </Form.Item>
        <Form.Item name="remark" label="需求说明" {...zodField(EcoApplySchema, 'remark')}>
          <Input.TextArea
            rows={3}
            maxLength={SAAS_LIMITS.applyRemarkMax}
            showCount
            placeholder="使用场景、部署地点等（选填）"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
