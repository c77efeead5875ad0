import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/lib/unread-notices';
import { consoleText } from '@/locales/zh-CN/common';
import styles from './console-layout.module.css';

/**
 * The header's 消息通知 link with the unread count. Until the count is known (or when it
 * cannot be read) the bell shows no number rather than a false zero.
 */
export function NoticeBell() {
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  return (
    <Link
      to={paths.userNotice}
      className={styles.headerLink}
      aria-label={unread > 0 ? consoleText.noticesUnread(unread) : consoleText.notices}
      title={consoleText.notices}
    >
      <Badge count={unread} size="small" overflowCount={99} offset={[4, -2]}>
        <BellOutlined className={styles.bell} />
      </Badge>
    </Link>
  );
}
