import {
  ALARM_SEVERITY_LABELS,
  ALARM_STATE_LABELS,
  ALARM_UNIT_LABELS,
  INDUSTRY_DEVICE_STATE_LABELS,
  INDUSTRY_RANGE_LABELS,
  INDUSTRY_RANGES,
  type AlarmSeverity,
  type AlarmState,
  type AlarmUnit,
  type IndustryAlarmBrief,
  type IndustryDeviceState,
  type IndustryRange,
} from '@pn/shared';
import { Alert, List, Segmented, Tag } from 'antd';
import dayjs from 'dayjs';

export const formatTime = (at: string | null | undefined) =>
  at ? dayjs(at).format('YYYY-MM-DD HH:mm:ss') : '-';

const STATE_COLORS: Record<IndustryDeviceState, string> = {
  online: 'success',
  offline: 'error',
  inactive: 'default',
};

export function DeviceStateTag({ state }: { state: IndustryDeviceState }) {
  return <Tag color={STATE_COLORS[state]}>{INDUSTRY_DEVICE_STATE_LABELS[state]}</Tag>;
}

export function RangeSelect({
  value,
  onChange,
}: {
  value: IndustryRange;
  onChange: (r: IndustryRange) => void;
}) {
  return (
    <Segmented<IndustryRange>
      aria-label="时间范围"
      value={value}
      onChange={onChange}
      options={INDUSTRY_RANGES.map((r) => ({ value: r, label: INDUSTRY_RANGE_LABELS[r] }))}
    />
  );
}

const SEVERITY_COLORS: Record<string, string> = {
  critical: 'red',
  major: 'volcano',
  minor: 'orange',
  warning: 'gold',
};

/** The open alarms the alarm centre raised on the enterprise's links, applications or terminals. */
export function AlarmList({
  alarms,
  title = '未恢复告警',
}: {
  alarms: IndustryAlarmBrief[];
  title?: string;
}) {
  if (alarms.length === 0) return <Alert type="success" showIcon title={`${title}：无`} />;
  return (
    <List
      size="small"
      header={<strong>{`${title}（${alarms.length}）`}</strong>}
      bordered
      dataSource={alarms}
      renderItem={(a) => (
        <List.Item>
          <span>
            <Tag color={SEVERITY_COLORS[a.severity]}>
              {ALARM_SEVERITY_LABELS[a.severity as AlarmSeverity] ?? a.severity}
            </Tag>
            <strong>{a.ruleName}</strong> · {a.targetLabel} · 当前值 {a.value}
            {ALARM_UNIT_LABELS[a.unit as AlarmUnit] ?? ''}
          </span>
          <span>
            <Tag>{ALARM_STATE_LABELS[a.state as AlarmState] ?? a.state}</Tag>
            {formatTime(a.firstSeenAt)}
          </span>
        </List.Item>
      )}
    />
  );
}
