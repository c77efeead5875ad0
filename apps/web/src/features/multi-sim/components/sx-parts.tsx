import {
  BINDING_ACTION_LABELS,
  formatBytes,
  SIM_STATUS_LABELS,
  type BindingAction,
  type DeviceItem,
  type SimStatusValue,
} from '@pn/shared';
import { Card, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAreaPath } from '@/components/read-only/read-only';
import { usePermitted } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { simCardPath } from '../paths';
import styles from '../multi-sim.module.css';

/** An ISO timestamp as YYYY-MM-DD HH:mm, or '-'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '-';
}

/** Throughput in kbps, as kbps or Mbps. */
export function formatKbps(kbps: number): string {
  return kbps >= 1000 ? `${Math.round(kbps / 100) / 10} Mbps` : `${kbps} kbps`;
}

export { formatBytes };

/** RSRP / SINR of the last heartbeat, or '-' before the first one. */
export function signalText(d: Pick<DeviceItem, 'rsrp' | 'sinr'>): string {
  if (d.rsrp === null) return '-';
  return `${d.rsrp} dBm${d.sinr === null ? '' : ` / ${d.sinr} dB`}`;
}

/** One key figure of the overview, with a line under it. */
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

/** 绑定 (blue) or 解绑 (orange). */
export function BindingActionTag({ action }: { action: BindingAction }) {
  return <Tag color={action === 'bind' ? 'blue' : 'orange'}>{BINDING_ACTION_LABELS[action]}</Tag>;
}

/** A card's state (正常, 停机…). */
export function CardStatusTag({ status }: { status: number }) {
  const label = SIM_STATUS_LABELS[status as SimStatusValue] ?? String(status);
  return <Tag color={status === 2 ? 'success' : 'default'}>{label}</Tag>;
}

/** A card number, linking to the card in the SIM screens when the account holds them. */
export function CardLink({ msisdn, iccid }: { msisdn: string; iccid: string }) {
  const inArea = useAreaPath();
  const mayManage = usePermitted(paths.simManage);
  if (!mayManage) return <span className={styles.mono}>{msisdn}</span>;
  return (
    <Link
      to={inArea(simCardPath(iccid))}
      className={styles.mono}
      aria-label={`${msisdn}，在卡片管理中查看`}
    >
      {msisdn}
    </Link>
  );
}

export { styles as sxStyles };
