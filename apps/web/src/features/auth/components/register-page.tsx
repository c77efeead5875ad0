import { BankOutlined, IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { PROVINCES, RegisterSchema } from '@pn/shared';
import { Button, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CaptchaAnswer, PhoneCodeFields } from '@/components/forms/phone-code-fields';
import { paths } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { zodField } from '@/lib/form-rules';
import { sendSmsCode } from '@/lib/sms';
import { authText as text } from '@/locales/zh-CN/auth';
import { register } from '../api/register';
import styles from './auth.module.css';

const provinceOptions = PROVINCES.map((p) => ({ value: p.beId, label: p.name }));

/** /registCustomer: self-registration of an enterprise customer account. */
export function RegisterPage() {
  useDocumentTitle(pageTitle(text.registerTitle));
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const sendCode = async (captcha?: CaptchaAnswer) => {
    const { tel } = await form.validateFields(['tel']);
    return sendSmsCode('register', RegisterSchema.shape.tel.parse(tel), captcha);
  };

  const onFinish = async (values: unknown) => {
    setSubmitting(true);
    try {
      const { loginAccount } = await register(RegisterSchema.parse(values));
      setCreated(loginAccount);
    } catch (error) {
      showActionError(error);
    } finally {
      setSubmitting(false);
    }
  };

  if (created) {
    return (
      <div className={styles.single}>
        <div className={styles.wideCard}>
          <Result
            status="success"
            title={text.registered}
            subTitle={text.registeredDetail(created)}
            extra={
              <Button type="primary" onClick={() => void navigate(paths.login)}>
                {text.toLogin}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.single}>
      <div className={styles.wideCard}>
        <h1 className={styles.title}>{text.registerTitle}</h1>
        <p className={styles.subtitle}>{text.registerSubtitle}</p>
        <Form
          form={form}
          layout="vertical"
          size="large"
          onFinish={(v) => void onFinish(v)}
          className={styles.form}
          style={{ marginTop: 24 }}
        >
          <Form.Item
            name="loginAccount"
            label={text.loginAccount}
            {...zodField(RegisterSchema, 'loginAccount')}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={text.loginAccountPlaceholder}
              maxLength={32}
              autoComplete="username"
            />
          </Form.Item>
          <Form.Item
            name="realName"
            label={text.realName}
            {...zodField(RegisterSchema, 'realName')}
          >
            <Input
              prefix={<IdcardOutlined />}
              placeholder={text.realNamePlaceholder}
              maxLength={20}
            />
          </Form.Item>
          <Form.Item
            name="companyName"
            label={text.companyName}
            {...zodField(RegisterSchema, 'companyName')}
          >
            <Input
              prefix={<BankOutlined />}
              placeholder={text.companyNamePlaceholder}
              maxLength={40}
            />
          </Form.Item>
          <Form.Item name="beId" label={text.province} {...zodField(RegisterSchema, 'beId')}>
            <Select
              options={provinceOptions}
              placeholder={text.provincePlaceholder}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <PhoneCodeFields
            schema={RegisterSchema}
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
            schema={RegisterSchema}
            labels={{
              password: text.newPassword,
              passwordPlaceholder: text.newPasswordPlaceholder,
              confirm: text.confirmPassword,
              confirmPlaceholder: text.confirmPasswordPlaceholder,
            }}
          />
          <Form.Item className={styles.submitItem}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {text.registerSubmit}
            </Button>
          </Form.Item>
        </Form>
        <p className={styles.footerLine}>
          {text.haveAccount}
          <Link to={paths.login}>{text.toLogin}</Link>
        </p>
      </div>
    </div>
  );
}
