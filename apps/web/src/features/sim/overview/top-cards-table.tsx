import type { SimOverview } from '@pn/shared';
import { Progress, Skeleton } from 'antd';
import { Link } from 'react-router';
import { formatKb } from '../common/format';
import { SimStatusTag } from '../common/sim-status-tag';
import { simText as text } from '../common/text';
import common from '../common/sim.module.css';
import styles from './top-cards-table.module.css';

export type TopCard = SimOverview['topCards'][number];

interface TopCardsTableProps {
  cards: readonly TopCard[];
  loading: boolean;
  /** Where a card's number leads (卡片管理 filtered on it), when the account may go there. */
  manageUrlOf?: (card: TopCard) => string;
}

/**
 * 本月流量 Top 10: ten rows without paging, sorting or filters, as a plain table. antd's
 * Table (with the pager, filter menus, tree and form parts it loads) was a third of what
 * the overview's first load fetched, for ten lines below the fold.
 */
export function TopCardsTable({ cards, loading, manageUrlOf }: TopCardsTableProps) {
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  const max = Math.max(1, ...cards.map((c) => c.monthDataKb));
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={text.topCards}>
        <thead>
          <tr>
            <th scope="col" className={styles.rankCol}>
              {text.rank}
            </th>
            <th scope="col">{text.colMsisdn}</th>
            <th scope="col" className={styles.iccidCol}>
              {text.colIccid}
            </th>
            <th scope="col" className={styles.statusCol}>
              {text.colStatus}
            </th>
            <th scope="col" className={styles.usageCol}>
              {text.colMonthData}
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.length === 0 ? (
            <tr>
              <td colSpan={5} className={styles.empty}>
                {text.topCardsEmpty}
              </td>
            </tr>
          ) : (
            cards.map((card, i) => {
              const to = manageUrlOf?.(card);
              return (
                <tr key={card.iccid} data-row-key={card.iccid}>
                  <td>
                    <span className={styles.rank}>{i + 1}</span>
                  </td>
                  <td>
                    {to ? (
                      <Link
                        to={to}
                        className={common.mono}
                        aria-label={`${card.msisdn}，在卡片管理中查看`}
                      >
                        {card.msisdn}
                      </Link>
                    ) : (
                      <span className={common.mono}>{card.msisdn}</span>
                    )}
                  </td>
                  <td className={styles.iccidCol}>
                    <span className={common.mono}>{card.iccid}</span>
                  </td>
                  <td>
                    <SimStatusTag status={card.status} />
                  </td>
                  <td>
                    <div className={styles.usageCell}>
                      <span className={common.nowrap}>{formatKb(card.monthDataKb)}</span>
                      <Progress
                        percent={(card.monthDataKb / max) * 100}
                        showInfo={false}
                        status="normal"
                        size="small"
                        aria-hidden
                        className={styles.usageBar}
                      />
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
