import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@pn/shared';
import { zodField } from '@/lib/form-rules';

interface NewPasswordFieldsProps {
  /** The form's shared schema; it has `password` and `confirmPassword` fields. */
  schema: z.ZodObject<z.ZodRawShape>;
  labels: {
    password: string;
    passwordPlaceholder: string;
    confirm: string;
    confirmPlaceholder: string;
  };
  /** Fields the new password is checked against (e.g. the old password). */
  passwordDependencies?: string[];
}

/** The new-password and confirmation pair of the register, reset and change-password forms. */
export function NewPasswordFields({
  schema,
  labels,
  passwordDependencies,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item
        name="password"
        label={labels.password}
        dependencies={passwordDependencies}
        {...zodField(schema, 'password')}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={labels.passwordPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={labels.confirm}
        dependencies={['password']}
        {...zodField(schema, 'confirmPassword')}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={labels.confirmPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
    </>
  );
}
