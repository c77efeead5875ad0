import {
  formatDateTime,
  formatQodDuration,
  onFirstUse,
  QOD_STATUS_LABELS,
  qodStatusInfoLabel,
  qosProfileLabel,
  type QodSession,
  type QodStatus,
} from '@pn/shared';
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';

const MONTH_DAY_TIME = onFirstUse(
  () =>
    new Intl.DateTimeFormat('zh-CN', {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
);

/** When a line's live acceleration ends, month to minute: 11/29 14:05. */
export function formatLiveUntil(iso: string): string {
  return MONTH_DAY_TIME().format(new Date(iso));
}

const STATUS_COLORS: Record<QodStatus, string> = {
  REQUESTED: 'processing',
  AVAILABLE: 'success',
  UNAVAILABLE: 'default',
};

/** 开通中 / 生效中 / 已结束, with the reason an ended session ended (到期结束…). */
export function QodStatusTag({ session }: { session: Pick<QodSession, 'status' | 'statusInfo'> }) {
  const reason = session.status === 'UNAVAILABLE' ? qodStatusInfoLabel(session.statusInfo) : '';
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLORS[session.status]}>{QOD_STATUS_LABELS[session.status]}</Tag>
      {reason ? <span style={{ color: '#5b6b82' }}>{reason}</span> : null}
    </Space>
  );
}

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Seconds left of a session now, from the server's answer and when it came. */
export function remainingOf(session: QodSession, fetchedAt: number, now: number): number {
  if (session.status === 'UNAVAILABLE') return 0;
  return Math.max(0, session.remainingSeconds - Math.floor((now - fetchedAt) / 1000));
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** Remaining time as HH:MM:SS, counting down. */
export function Remaining({ seconds }: { seconds: number }) {
  if (seconds <= 0) return <span>即将结束</span>;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return (
    <span
      aria-label={`剩余${formatQodDuration(seconds)}`}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {pad(h)}:{pad(m)}:{pad(s)}
    </span>
  );
}

/** The columns every session table shows (the list adds the instance and the actions). */
export function sessionColumns(fetchedAt: number, now: number): ColumnsType<QodSession> {
  return [
    { title: '设备卡号', dataIndex: 'msisdn', width: 130 },
    {
      title: '状态',
      key: 'status',
      width: 150,
      render: (_, s) => <QodStatusTag session={s} />,
    },
    {
      title: '剩余时间',
      key: 'remaining',
      width: 100,
      render: (_, s) =>
        s.status === 'UNAVAILABLE' ? '-' : <Remaining seconds={remainingOf(s, fetchedAt, now)} />,
    },
    {
      title: '加速带宽',
      dataIndex: 'bandwidthMbps',
      width: 100,
      render: (m: number) => `${m} Mbps`,
    },
    {
      title: 'QoS模板',
      dataIndex: 'qosProfile',
      width: 190,
      render: (p: string) => (
        <Tooltip title={p}>
          <span>{qosProfileLabel(p)}</span>
        </Tooltip>
      ),
    },
    { title: '应用服务器', dataIndex: 'applicationServer', width: 150 },
    {
      title: '时长',
      dataIndex: 'duration',
      width: 110,
      render: (d: number) => formatQodDuration(d),
    },
    {
      title: '开始时间',
      dataIndex: 'startedAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '结束时间',
      dataIndex: 'expiresAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
  ];
}
