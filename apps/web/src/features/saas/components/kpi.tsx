import { Card, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';

/** One figure of 设备概览: its label, the value and a line below (a skeleton while loading). */
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
    <Card size="small">
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '90%'] }} />
      ) : (
        <>
          <Statistic title={label} valueRender={() => value} />
          {foot ? <div style={{ color: '#8a97ab', marginTop: 4 }}>{foot}</div> : null}
        </>
      )}
    </Card>
  );
}
