import { BindTelSchema, maskPhone } from '@pn/shared';
import { Button, Card, Descriptions, Form } from 'antd';
import { PhoneCodeFields } from '@/components/forms/phone-code-fields';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
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
    return sendSmsCode('bind', BindTelSchema.shape.tel.parse(tel));
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
        <PhoneCodeFields
          schema={BindTelSchema}
          labels={{
            tel: text.newTel,
            telPlaceholder: text.newTelPlaceholder,
            code: text.code,
            codePlaceholder: text.codePlaceholder,
          }}
          onSend={sendCode}
        />
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {text.submit}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
