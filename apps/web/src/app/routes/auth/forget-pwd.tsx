export { ForgetPasswordPage as Component } from '@/features/auth/components/forget-password-page';
