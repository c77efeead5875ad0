import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { BindTelSchema, maskPhone } from '@pn/shared';
import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { SmsCodeButton } from '@/components/sms-code-button';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { updateStoredTel, useSession } from '@/lib/session';
import { sendSmsCode } from '@/lib/sms';
import { accountText as text } from '@/locales/zh-CN/account';
import { useBindTel } from '../api/bind-tel';

/** 修改手机号: a code sent to the new number confirms it (BindTelSchema). */
export function ChangeMobilePage() {
  useDocumentTitle(pageTitle(text.changeMobile));
  const [form] = Form.useForm();
  const profile = useSession((s) => s.profile);
  const mutation = useBindTel();

  const sendCode = async () => {
    const { tel } = await form.validateFields(['tel']);
    await sendSmsCode('bind', BindTelSchema.shape.tel.parse(tel));
  };

  const onFinish = (values: unknown) => {
    const input = BindTelSchema.parse(values);
    mutation.mutate(
      { accountId: profile?.accountId ?? '', input },
      {
        onSuccess: () => {
          updateStoredTel(input.tel);
          form.resetFields();
          toast.success(text.mobileChanged);
        },
        onError: (error) => showActionError(error),
      },
    );
  };

  return (
    <Card title={text.changeMobile}>
      <Descriptions
        column={1}
        items={[{ key: 'tel', label: text.currentTel, children: maskPhone(profile?.tel) || '-' }]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 440 }}>
        <Form.Item name="tel" label={text.newTel} {...zodField(BindTelSchema, 'tel')}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={text.newTelPlaceholder}
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item label={text.code} required>
          <Space.Compact block>
            <Form.Item name="code" noStyle {...zodField(BindTelSchema, 'code')}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={text.codePlaceholder}
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                aria-label={text.code}
              />
            </Form.Item>
            <SmsCodeButton onSend={sendCode} />
          </Space.Compact>
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {text.submit}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
