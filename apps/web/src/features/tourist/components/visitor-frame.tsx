import { EyeOutlined, LoginOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { visitorText as text } from '@/locales/zh-CN/visitor';
import styles from './tourist.module.css';

/** The visitor console header's right side: the visitor badge, register and login. */
export function VisitorHeaderActions() {
  return (
    <Space size={12} className={styles.headerActions}>
      <span className={styles.badge} title={text.badge}>
        <EyeOutlined />
        <span className={styles.hideNarrow}>{text.badge}</span>
      </span>
      <Link to={paths.registCustomer}>
        <Button type="primary" size="small" icon={<UserAddOutlined />}>
          {text.register}
        </Button>
      </Link>
      <Link to={paths.login} className={styles.headerLink}>
        <LoginOutlined />
        <span className={styles.hideNarrow}>{text.login}</span>
      </Link>
    </Space>
  );
}

/**
 * Above every visitor console page: whose data this is, why nothing can be changed, and the
 * invitation to register.
 */
export function VisitorNotice() {
  return (
    <Alert
      type="info"
      showIcon
      icon={<EyeOutlined />}
      className={styles.notice}
      title={
        <>
          {text.notice}
          <Link to={paths.registCustomer} className={styles.noticeLink}>
            {text.noticeCta}
          </Link>
        </>
      }
    />
  );
}
