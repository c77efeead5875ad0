import { Outlet } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';

/** Frame of /login, /forgetPwd and /registCustomer. */
export function Component() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
