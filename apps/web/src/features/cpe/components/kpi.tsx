import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from '../cpe.module.css';

/** One figure of an overview: its label, the value and a line below (a skeleton while loading). */
export function Kpi({
  label,
  value,
  foot,
  loading,
}: {
  label: string;
  value: ReactNode;
  foot?: ReactNode;
  loading: boolean;
}) {
  return (
    <Card size="small" className={styles.kpi}>
      <div className={styles.kpiLabel}>{label}</div>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '90%'] }} />
      ) : (
        <>
          <div className={styles.kpiValue}>{value}</div>
          {foot ? <div className={styles.kpiFoot}>{foot}</div> : null}
        </>
      )}
    </Card>
  );
}
