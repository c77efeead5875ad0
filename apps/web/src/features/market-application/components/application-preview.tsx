import type { MarketApplicationDetail } from '@pn/shared';
import { Drawer, Skeleton } from 'antd';
import { errorMessageOf } from '@/lib/api-errors';
import { useApplication } from '../api/get-application';
import { applicationText as text } from '../text';
import { ApplicationDetailCard } from './application-detail-card';
import styles from './application-admin.module.css';

interface ApplicationPreviewProps {
  /** The card to show; null keeps the drawer closed. */
  detail: MarketApplicationDetail | null;
  onClose: () => void;
  loading?: boolean;
  error?: string | undefined;
}

/** An application's card as the portal will show it, in a drawer. */
export function ApplicationPreview({ detail, onClose, loading, error }: ApplicationPreviewProps) {
  return (
    <Drawer
      title={text.previewHeading}
      open={detail !== null || !!loading || !!error}
      onClose={onClose}
      size="min(1120px, 100vw)"
      destroyOnHidden
    >
      <p className={styles.previewHint}>{text.previewHint}</p>
      {detail ? (
        <ApplicationDetailCard detail={detail} />
      ) : error ? (
        <p role="alert">{error}</p>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}

/** The preview of a stored application, opened from the list. */
export function StoredApplicationPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useApplication(id);
  return (
    <ApplicationPreview
      detail={detail.data ?? null}
      loading={detail.isPending}
      error={detail.isError ? errorMessageOf(detail.error) : undefined}
      onClose={onClose}
    />
  );
}
