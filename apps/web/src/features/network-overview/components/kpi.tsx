import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './network.module.css';

/** One key figure, optionally leading to the screen that shows it in full. */
export function Kpi({
  label,
  value,
  foot,
  to,
}: {
  label: string;
  value: ReactNode;
  foot?: ReactNode;
  to?: string | undefined;
}) {
  const body = (
    <Card size="small" className={styles.kpi}>
      <div className={styles.kpiLabel}>{label}</div>
      <div className={styles.kpiValue}>{value}</div>
      {foot ? <div className={styles.kpiFoot}>{foot}</div> : null}
    </Card>
  );
  return to ? (
    <Link to={to} className={styles.kpiLink} aria-label={label}>
      {body}
    </Link>
  ) : (
    body
  );
}
