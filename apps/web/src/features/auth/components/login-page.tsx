import {
  CheckCircleFilled,
  EyeOutlined,
  LockOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { LoginSchema, Messages, PhoneLoginSchema, Status, type LoginResult } from '@pn/shared';
import { Alert, Button, Divider, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type CaptchaAnswer, PhoneCodeFields } from '@/components/forms/phone-code-fields';
import { paths, REDIRECT_PARAM, safeRedirect } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { captchaImageUrl, newCaptchaUuid } from '@/lib/captcha';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { zodField } from '@/lib/form-rules';
import { completeLogin, recordLoginFailure } from '@/lib/login-records';
import { landingAfterLogin } from '@/lib/landing';
import { sendSmsCode } from '@/lib/sms';
import { authText as text } from '@/locales/zh-CN/auth';
import { passwordLogin, type LoginFailureDetail } from '../api/password-login';
import { phoneLogin } from '../api/phone-login';
import { visitorLogin } from '../api/visitor-login';
import styles from './auth.module.css';

interface PasswordValues {
  loginAccount: string;
  password: string;
  captchaCode?: string;
}

interface PhoneValues {
  tel: string;
  code: string;
}

/** Milliseconds since the page started, for the login-duration record. */
const now = () => performance.now();

function failureDetail(error: unknown): LoginFailureDetail {
  if (!isApiError(error) || typeof error.result !== 'object' || error.result === null) return {};
  return error.result as LoginFailureDetail;
}

/** Whether the failure came from the server's answer (and so has a message worth showing inline). */
function isAnswered(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'status' || error.kind === 'http');
}

function PasswordLoginForm({ onSuccess }: { onSuccess: (r: LoginResult, ms: number) => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaUuid, setCaptchaUuid] = useState(newCaptchaUuid);

  const refreshCaptcha = () => {
    setCaptchaUuid(newCaptchaUuid());
    form.setFieldValue('captchaCode', '');
  };

  const onFinish = async (values: PasswordValues) => {
    const started = now();
    setSubmitting(true);
    setError(null);
    try {
      const input = LoginSchema.parse({
        loginAccount: values.loginAccount,
        password: values.password,
        ...(needCaptcha ? { captchaUuid, captchaCode: values.captchaCode ?? '' } : {}),
      });
      const result = await passwordLogin(input);
      onSuccess(result, now() - started);
    } catch (e) {
      const message = errorMessageOf(e, Messages.LOGIN_FAILED);
      recordLoginFailure(message);
      const detail = failureDetail(e);
      if (
        detail.needCaptcha ||
        (isApiError(e) && e.status === Status.CAPTCHA_INVALID) ||
        needCaptcha
      ) {
        setNeedCaptcha(true);
        refreshCaptcha();
      }
      if (isAnswered(e)) setError(message);
      else if (!isApiError(e)) showActionError(e);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={() => setError(null)}
      className={styles.form}
    >
      <Form.Item
        name="loginAccount"
        label={text.account}
        {...zodField(LoginSchema, 'loginAccount')}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={text.accountPlaceholder}
          autoComplete="username"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="password" label={text.password} {...zodField(LoginSchema, 'password')}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={text.passwordPlaceholder}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      {needCaptcha ? (
        <Form.Item label={text.captcha} required>
          <div className={styles.captchaRow}>
            <Form.Item
              name="captchaCode"
              noStyle
              rules={[
                { required: true, whitespace: true, message: Messages.CAPTCHA_REQUIRED },
                ...zodField(LoginSchema, 'captchaCode').rules,
              ]}
            >
              <Input
                prefix={<SafetyOutlined />}
                placeholder={text.captchaPlaceholder}
                maxLength={8}
                autoComplete="off"
                aria-label={text.captcha}
              />
            </Form.Item>
            <button
              type="button"
              className={styles.captchaButton}
              onClick={refreshCaptcha}
              title={text.captchaRefresh}
            >
              <img
                src={captchaImageUrl(captchaUuid)}
                alt={text.captchaAlt}
                width={112}
                height={40}
              />
            </button>
          </div>
        </Form.Item>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} className={styles.alert} /> : null}
      <Form.Item className={styles.submitItem}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {text.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}

function PhoneLoginForm({ onSuccess }: { onSuccess: (r: LoginResult, ms: number) => void }) {
  const [form] = Form.useForm<PhoneValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (captcha?: CaptchaAnswer) => {
    const { tel } = await form.validateFields(['tel']);
    return sendSmsCode('login', PhoneLoginSchema.shape.tel.parse(tel), captcha);
  };

  const onFinish = async (values: PhoneValues) => {
    const started = now();
    setSubmitting(true);
    setError(null);
    try {
      const result = await phoneLogin(PhoneLoginSchema.parse(values));
      onSuccess(result, now() - started);
    } catch (e) {
      const message = errorMessageOf(e, Messages.SMS_CODE_INVALID);
      recordLoginFailure(message);
      if (isAnswered(e)) setError(message);
      else if (!isApiError(e)) showActionError(e);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={() => setError(null)}
      className={styles.form}
    >
      <PhoneCodeFields
        schema={PhoneLoginSchema}
        labels={{
          tel: text.tel,
          telPlaceholder: text.telPlaceholder,
          code: text.code,
          codePlaceholder: text.codePlaceholder,
        }}
        onSend={sendCode}
        captcha
      />
      {error ? <Alert type="error" showIcon title={error} className={styles.alert} /> : null}
      <Form.Item className={styles.submitItem}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {text.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * /login (spec §2, §4): password or SMS login, the image captcha once the server asks for
 * it, and a visitor entry. A successful login stores the session and returns to the
 * `redirect` query, or lands in the account's working area.
 */
export function LoginPage() {
  useDocumentTitle(pageTitle(text.pageTitle));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get(REDIRECT_PARAM);
  const [visiting, setVisiting] = useState(false);

  // Back to the page asked for; without one, to the account's working area (see landing.ts).
  const onLoggedIn = async (result: LoginResult, durationMs: number) => {
    completeLogin(result, { visitor: result.visitor, durationMs });
    const target = result.visitor
      ? paths.touristControl
      : requested
        ? safeRedirect(requested, paths.control)
        : await landingAfterLogin();
    void navigate(target, { replace: true });
  };

  const enterAsVisitor = async () => {
    const started = now();
    setVisiting(true);
    try {
      const result = await visitorLogin();
      completeLogin(result, { visitor: true, durationMs: now() - started });
      void navigate(paths.touristControl, { replace: true });
    } catch (e) {
      recordLoginFailure(errorMessageOf(e));
      showActionError(e);
    } finally {
      setVisiting(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-hidden="true">
        <div className={styles.heroInner}>
          <p className={styles.heroEyebrow}>5G PRIVATE NETWORK</p>
          <h2 className={styles.heroTitle}>{text.heroTitle}</h2>
          <p className={styles.heroDetail}>{text.heroDetail}</p>
          <ul className={styles.heroPoints}>
            {text.heroPoints.map((point) => (
              <li key={point}>
                <CheckCircleFilled />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <svg className={styles.heroArt} viewBox="0 0 400 400">
          <circle
            cx="200"
            cy="200"
            r="190"
            fill="none"
            stroke="rgb(255 255 255 / 8%)"
            strokeWidth="2"
          />
          <circle
            cx="200"
            cy="200"
            r="140"
            fill="none"
            stroke="rgb(255 255 255 / 10%)"
            strokeWidth="2"
          />
          <circle
            cx="200"
            cy="200"
            r="90"
            fill="none"
            stroke="rgb(255 255 255 / 14%)"
            strokeWidth="2"
          />
          <circle cx="200" cy="200" r="12" fill="rgb(255 255 255 / 60%)" />
        </svg>
      </section>
      <section className={styles.panel}>
        <div className={styles.card}>
          <h1 className={styles.title}>{text.welcome}</h1>
          <p className={styles.subtitle}>{text.subtitle}</p>
          <Tabs
            className={styles.tabs}
            items={[
              {
                key: 'password',
                label: text.passwordTab,
                children: <PasswordLoginForm onSuccess={(r, ms) => void onLoggedIn(r, ms)} />,
              },
              {
                key: 'sms',
                label: text.smsTab,
                children: <PhoneLoginForm onSuccess={(r, ms) => void onLoggedIn(r, ms)} />,
              },
            ]}
          />
          <div className={styles.links}>
            <Link to={paths.forgetPwd}>{text.forgetPwd}</Link>
            <span>
              {text.noAccount}
              <Link to={paths.registCustomer}>{text.register}</Link>
            </span>
          </div>
          <Divider plain className={styles.divider}>
            {text.or}
          </Divider>
          <Button
            block
            size="large"
            icon={<EyeOutlined />}
            loading={visiting}
            onClick={() => void enterAsVisitor()}
          >
            {text.visitor}
          </Button>
          <p className={styles.visitorTip}>{text.visitorTip}</p>
        </div>
      </section>
    </div>
  );
}
