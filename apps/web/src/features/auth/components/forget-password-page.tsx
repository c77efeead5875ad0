import { ForgetPasswordSchema } from '@pn/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CaptchaAnswer, PhoneCodeFields } from '@/components/forms/phone-code-fields';
import { paths } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { toast } from '@/lib/message';
import { sendSmsCode } from '@/lib/sms';
import { authText as text } from '@/locales/zh-CN/auth';
import { forgetPassword } from '../api/forget-password';
import styles from './auth.module.css';

/** /forgetPwd: verify the bound phone with an SMS code, then set a new password. */
export function ForgetPasswordPage() {
  useDocumentTitle(pageTitle(text.forgetTitle));
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async (captcha?: CaptchaAnswer) => {
    const { tel } = await form.validateFields(['tel']);
    return sendSmsCode('reset', ForgetPasswordSchema.shape.tel.parse(tel), captcha);
  };

  const onFinish = async (values: unknown) => {
    setSubmitting(true);
    try {
      await forgetPassword(ForgetPasswordSchema.parse(values));
      toast.success(text.resetDone);
      void navigate(paths.login, { replace: true });
    } catch (error) {
      showActionError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.single}>
      <div className={styles.wideCard}>
        <h1 className={styles.title}>{text.forgetTitle}</h1>
        <p className={styles.subtitle}>{text.forgetSubtitle}</p>
        <Form
          form={form}
          layout="vertical"
          size="large"
          onFinish={(v) => void onFinish(v)}
          className={styles.form}
          style={{ marginTop: 24 }}
        >
          <PhoneCodeFields
            schema={ForgetPasswordSchema}
            labels={{
              tel: text.tel,
              telPlaceholder: text.telPlaceholder,
              code: text.code,
              codePlaceholder: text.codePlaceholder,
            }}
            onSend={sendCode}
            captcha
          />
          <NewPasswordFields
            schema={ForgetPasswordSchema}
            labels={{
              password: text.newPassword,
              passwordPlaceholder: text.newPasswordPlaceholder,
              confirm: text.confirmPassword,
              confirmPlaceholder: text.confirmPasswordPlaceholder,
            }}
          />
          <Form.Item className={styles.submitItem}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {text.resetSubmit}
            </Button>
          </Form.Item>
        </Form>
        <p className={styles.footerLine}>
          <Link to={paths.login}>{text.backLogin}</Link>
        </p>
      </div>
    </div>
  );
}
