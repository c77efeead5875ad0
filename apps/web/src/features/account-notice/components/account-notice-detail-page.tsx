import { ACCOUNT_NOTICE_CATEGORY_LABELS } from '@pn/shared';
import { Button, Card, Result, Space, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { useAccountNotice } from '../api/account-notices';
import { accountNoticeText as text } from '../text';
import { CATEGORY_COLORS } from './account-notice-list-page';
import styles from './account-notice.module.css';

/** /control/user/notice/detail/:id: one message (now read) and where to act on it. */
export function AccountNoticeDetailPage() {
  useDocumentTitle(pageTitle(text.detailTitle));
  const { id } = useParams();
  const numeric = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  const notice = useAccountNotice(numeric);
  const n = notice.data;
  const missing =
    numeric === null ||
    (notice.isError && isApiError(notice.error) && notice.error.httpStatus === 404);
  const back = (
    <Link to={paths.userNotice}>
      <Button>{text.back}</Button>
    </Link>
  );
  if (missing) return <Result status="404" title={text.notFound} extra={back} />;
  return (
    <Card>
      <DataState query={notice} rows={6}>
        {n ? (
          <article>
            <h1 className={styles.heading}>{n.title}</h1>
            <Space className={styles.meta} size={12}>
              <Tag color={CATEGORY_COLORS[n.category]}>
                {ACCOUNT_NOTICE_CATEGORY_LABELS[n.category]}
              </Tag>
              <span className={styles.time}>{n.createTime}</span>
            </Space>
            <p className={styles.content}>{n.content}</p>
            <Space>
              {n.link ? (
                <Link to={n.link}>
                  <Button type="primary">{text.goHandle}</Button>
                </Link>
              ) : null}
              {back}
            </Space>
          </article>
        ) : null}
      </DataState>
    </Card>
  );
}
