import { LockOutlined } from '@ant-design/icons';
import { ChangePasswordSchema } from '@pn/shared';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { zodField } from '@/lib/form-rules';
import { logout } from '@/lib/logout';
import { toast } from '@/lib/message';
import { useSession } from '@/lib/session';
import { accountText as text } from '@/locales/zh-CN/account';
import { useChangePassword } from '../api/change-password';

/**
 * Old password, new password twice (ChangePasswordSchema). After a change the user logs
 * in again with the new password.
 */
export function ChangePasswordForm() {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const accountId = useSession((s) => s.profile?.accountId ?? '');
  const mutation = useChangePassword();

  const onFinish = (values: unknown) => {
    mutation.mutate(
      { accountId, input: ChangePasswordSchema.parse(values) },
      {
        onSuccess: async () => {
          toast.success(text.passwordChanged);
          await logout();
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => showActionError(error),
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 440 }}
      aria-label={text.changePassword}
    >
      <Form.Item
        name="oldPassword"
        label={text.oldPassword}
        {...zodField(ChangePasswordSchema, 'oldPassword')}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={text.oldPasswordPlaceholder}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <NewPasswordFields
        schema={ChangePasswordSchema}
        labels={{
          password: text.newPassword,
          passwordPlaceholder: text.newPasswordPlaceholder,
          confirm: text.confirmPassword,
          confirmPlaceholder: text.confirmPasswordPlaceholder,
        }}
        passwordDependencies={['oldPassword']}
      />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {text.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
