import { NotificationOutlined } from '@/components/portal/icons/NotificationOutlined';
// Without dayjs (calendar-day.ts): this strip is on every portal page's first load.
import { formatNoticeDate, truncateNoticeTitle } from '@pn/shared';
import { notice as text } from '@/locales/zh-CN/common';
import { useLatestNotice } from '../api/get-latest-notice';
import styles from './latest-notice.module.css';

/** One line with the newest portal notice; renders nothing until there is one. */
export function LatestNotice() {
  const { data } = useLatestNotice();
  if (!data) return null;
  const date = formatNoticeDate(data.releaseTime || data.createTime);
  return (
    <p className={styles.notice} aria-label={text.label}>
      <span className={styles.label}>
        <NotificationOutlined />
        {text.label}
      </span>
      <span className={styles.title} title={data.title}>
        {truncateNoticeTitle(data.title)}
      </span>
      {date ? (
        <time className={styles.date} dateTime={date.replaceAll('.', '-')}>
          {date}
        </time>
      ) : null}
    </p>
  );
}
