import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Messages } from '@pn/shared';
import { Form, Input, Space } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { SmsCodeButton } from '@/components/sms-code-button';
import { captchaImageUrl, newCaptchaUuid } from '@/lib/captcha';
import type { SmsSent } from '@/lib/sms';
import { zodField } from '@/lib/form-rules';

/** A solved image captcha, sent with a code request that needs no login. */
export interface CaptchaAnswer {
  captchaUuid: string;
  captchaCode: string;
}

interface PhoneCodeFieldsProps {
  /** The form's shared schema; it has `tel` and `code` fields. */
  schema: z.ZodObject<z.ZodRawShape>;
  labels: { tel: string; telPlaceholder: string; code: string; codePlaceholder: string };
  /** Sends the SMS code to the number in the form (with the captcha answer when asked for). */
  onSend: (captcha?: CaptchaAnswer) => Promise<boolean | void | SmsSent>;
  /**
   * Ask for the image captcha before a code is sent (every code sent without a login). Each
   * image is good for one request: a new one is drawn after every send.
   */
  captcha?: boolean;
}

/** The mobile number and SMS-code row of the SMS login, register, reset and bind forms. */
export function PhoneCodeFields({ schema, labels, onSend, captcha }: PhoneCodeFieldsProps) {
  const form = Form.useFormInstance();
  const [captchaUuid, setCaptchaUuid] = useState(newCaptchaUuid);
  const refreshCaptcha = () => {
    setCaptchaUuid(newCaptchaUuid());
    form.setFieldValue('captchaCode', '');
  };
  const send = async () => {
    if (!captcha) return onSend();
    // Checked here, not as a rule: the form's own submit must not ask for a used image.
    const captchaCode = String(form.getFieldValue('captchaCode') ?? '').trim();
    if (!captchaCode) {
      form.setFields([{ name: 'captchaCode', errors: [Messages.CAPTCHA_REQUIRED] }]);
      return false;
    }
    try {
      return await onSend({ captchaUuid, captchaCode });
    } finally {
      refreshCaptcha();
    }
  };
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
      {captcha ? (
        <Form.Item label="图片验证码" required>
          <Space.Compact block>
            <Form.Item name="captchaCode" noStyle>
              <Input
                prefix={<SafetyOutlined />}
                placeholder="请输入图片中的字符"
                maxLength={8}
                autoComplete="off"
                aria-label="图片验证码"
              />
            </Form.Item>
            <button
              type="button"
              onClick={refreshCaptcha}
              title="看不清，换一张"
              style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
            >
              <img src={captchaImageUrl(captchaUuid)} alt="图片验证码" width={112} height={40} />
            </button>
          </Space.Compact>
        </Form.Item>
      ) : null}
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
          <SmsCodeButton onSend={send} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
