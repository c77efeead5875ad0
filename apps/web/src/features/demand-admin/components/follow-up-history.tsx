import { MARKET_DEMAND_ACTION_LABELS, type MarketDemandItem } from '@pn/shared';
import { Button, Empty, Skeleton, Timeline } from 'antd';
import { errorMessageOf } from '@/lib/api-errors';
import { useDemandFollowUps } from '../api/get-demand-follow-ups';
import { demandAdminText as text } from '../text';
import styles from './demand-admin.module.css';

/** A demand's follow-ups and closing, newest first: the content of its expanded row. */
export function FollowUpHistory({ demand }: { demand: MarketDemandItem }) {
  const history = useDemandFollowUps(demand.id);

  if (history.isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (history.isError) {
    return (
      <span role="alert">
        {errorMessageOf(history.error)}{' '}
        <Button type="link" size="small" onClick={() => void history.refetch()}>
          重试
        </Button>
      </span>
    );
  }
  if (history.data.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={text.historyEmpty}
        className={styles.historyEmpty}
      />
    );
  }
  return (
    <section aria-label={text.historyLabel(demand.refNo)} className={styles.history}>
      <Timeline
        items={history.data.map((h) => ({
          key: h.id,
          color: h.action === 'close' ? 'gray' : 'blue',
          content: (
            <div className={styles.historyItem}>
              <p className={styles.historyHead}>
                <strong>{MARKET_DEMAND_ACTION_LABELS[h.action]}</strong>
                <span>{h.createTime}</span>
                <span>{text.historyBy(h.operatorName)}</span>
              </p>
              {h.assignee ? (
                <p className={styles.historyAssignee}>
                  {text.assignee(h.assignee.name)}
                  <span className={styles.tel}>{h.assignee.tel}</span>
                </p>
              ) : null}
              {h.note ? <p className={styles.historyNote}>{h.note}</p> : null}
            </div>
          ),
        }))}
      />
    </section>
  );
}
