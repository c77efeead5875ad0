import { DEVICE_ONLINE_STATE_LABELS, type DeviceOnlineState } from '@pn/shared';
import { Badge, Tag } from 'antd';
import { formatAgo, rsrpBucketOf, RSRP_BUCKET_COLORS, rsrpWord } from '../lib/format';

const BADGE: Record<DeviceOnlineState, 'success' | 'error' | 'default'> = {
  online: 'success',
  offline: 'error',
  inactive: 'default',
};
const TAG: Record<DeviceOnlineState, string> = {
  online: 'success',
  offline: 'error',
  inactive: 'default',
};

/** 在线 / 离线 / 未激活 as a dot and a word (tables). */
export function OnlineBadge({ state }: { state: DeviceOnlineState }) {
  return <Badge status={BADGE[state]} text={DEVICE_ONLINE_STATE_LABELS[state]} />;
}

/** 在线 / 离线 / 未激活 as a tag (headers). */
export function OnlineTag({ state }: { state: DeviceOnlineState }) {
  return (
    <Tag color={TAG[state]} data-testid="cpe-online-state">
      {DEVICE_ONLINE_STATE_LABELS[state]}
    </Tag>
  );
}

/** An RSRP in dBm with its quality word, coloured by the overview's bucket. */
export function SignalText({ rsrp, sinr }: { rsrp: number | null; sinr?: number | null }) {
  const bucket = rsrpBucketOf(rsrp);
  if (!bucket || rsrp === null) return <span style={{ color: '#8a97ab' }}>-</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span style={{ color: RSRP_BUCKET_COLORS[bucket.key], fontWeight: 500 }}>{rsrp} dBm</span>
      <span style={{ color: '#8a97ab' }}>
        {' '}
        {rsrpWord(rsrp)}
        {sinr !== undefined && sinr !== null ? ` · SINR ${sinr} dB` : ''}
      </span>
    </span>
  );
}

/** When the gateway last reported, relative. */
export function HeartbeatAgo({ at }: { at: string | null }) {
  return <span title={at ?? undefined}>{formatAgo(at)}</span>;
}
