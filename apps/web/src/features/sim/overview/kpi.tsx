import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from './overview.module.css';

interface KpiProps {
  label: string;
  value: ReactNode;
  foot?: ReactNode;
  loading: boolean;
}

/** One key figure of an overview, with a line under it. */
export function Kpi({ label, value, foot, loading }: KpiProps) {
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
