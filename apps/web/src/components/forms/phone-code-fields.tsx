import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Form, Input, Space } from 'antd';
import type { ComponentProps } from 'react';
import type { z } from 'zod';
import { SmsCodeButton } from '@/components/sms-code-button';
import { zodField } from '@/lib/form-rules';

interface PhoneCodeFieldsProps {
  /** The form's shared schema; it has `tel` and `code` fields. */
  schema: z.ZodObject<z.ZodRawShape>;
  labels: { tel: string; telPlaceholder: string; code: string; codePlaceholder: string };
  /** Sends the SMS code to the number in the form. */
  onSend: ComponentProps<typeof SmsCodeButton>['onSend'];
}

/** The mobile number and SMS-code row of the SMS login, register, reset and bind forms. */
export function PhoneCodeFields({ schema, labels, onSend }: PhoneCodeFieldsProps) {
  return (
    <>
      <Form.Item name="tel" label={labels.tel} {...zodField(schema, 'tel')}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={labels.telPlaceholder}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item label={labels.code} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle {...zodField(schema, 'code')}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={labels.codePlaceholder}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label={labels.code}
            />
          </Form.Item>
          <SmsCodeButton onSend={onSend} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
