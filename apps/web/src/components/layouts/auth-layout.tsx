import { HomeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo';
import { paths } from '@/config/paths';
import { APP_TITLE } from '@/locales/zh-CN/common';
import { authText } from '@/locales/zh-CN/auth';
import styles from './auth-layout.module.css';

/** Frame of the login, registration and password-reset pages: a slim header and the page. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.brand} aria-label={APP_TITLE}>
          <LogoMark size={30} />
          <span className={styles.brandText}>{APP_TITLE}</span>
        </Link>
        <Link to={paths.home} className={styles.homeLink}>
          <HomeOutlined />
          {authText.backHome}
        </Link>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
