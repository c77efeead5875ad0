import {
  ALARM_SEVERITY_LABELS,
  ALARM_SOURCE_LABELS,
  ALARM_SOURCES,
  ALARM_STATE_LABELS,
  ALARM_UNIT_LABELS,
  NATIONAL_BE_ID,
  OPS_WORK_ORDER_STATE_LABELS,
  PROVINCES,
  AdminLevel,
  type AlarmSeverity,
  type AlarmState,
  type AlarmUnit,
  type OpsWorkOrderState,
} from '@pn/shared';
import { Select, Tag } from 'antd';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { useAlarmOperators } from '../api/operators';
import { alarmText as text } from '../text';

export const SEVERITY_COLORS: Record<AlarmSeverity, string> = {
  critical: '#cf1322',
  major: '#fa541c',
  minor: '#faad14',
  warning: '#1677ff',
};
const SEVERITY_TAG: Record<AlarmSeverity, string> = {
  critical: 'red',
  major: 'volcano',
  minor: 'gold',
  warning: 'blue',
};
const STATE_TAG: Record<AlarmState, string> = {
  pending: 'default',
  firing: 'red',
  acknowledged: 'orange',
  resolved: 'green',
};
const OPS_STATE_TAG: Record<OpsWorkOrderState, string> = {
  open: 'orange',
  processing: 'blue',
  resolved: 'green',
  closed: 'default',
};

export function SeverityTag({ severity }: { severity: AlarmSeverity }) {
  return <Tag color={SEVERITY_TAG[severity]}>{ALARM_SEVERITY_LABELS[severity]}</Tag>;
}

export function AlarmStateTag({ state }: { state: AlarmState }) {
  return <Tag color={STATE_TAG[state]}>{ALARM_STATE_LABELS[state]}</Tag>;
}

export function OpsStateTag({ state }: { state: OpsWorkOrderState }) {
  return <Tag color={OPS_STATE_TAG[state]}>{OPS_WORK_ORDER_STATE_LABELS[state]}</Tag>;
}

/** A record's value with its unit: 86.5%, 12.3 ms, 42 分钟. */
export function valueText(value: number, unit: AlarmUnit): string {
  const label = ALARM_UNIT_LABELS[unit];
  return unit === 'percent' ? `${value}${label}` : `${value} ${label}`;
}

/** Select options from a code → label table, in the order of `keys`. */
export function optionsOf<K extends string>(
  labels: Readonly<Record<K, string>>,
  keys: readonly K[],
) {
  return keys.map((k) => ({ value: k, label: labels[k] }));
}

export const SOURCE_OPTIONS = optionsOf(ALARM_SOURCE_LABELS, ALARM_SOURCES);

/** The provinces as filter options (searchable by name). */
export const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.beId, label: p.name }));

/** Rule scopes: the whole country, then each province. */
export const SCOPE_OPTIONS = [{ value: NATIONAL_BE_ID, label: text.national }, ...PROVINCE_OPTIONS];

interface OperatorSelectProps {
  /** The province whose alarms the chosen administrators must see (000: all). */
  beId: string | undefined;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  multiple?: boolean;
  placeholder?: string;
  id?: string;
}

/** Administrators who can be notified of, or assigned, alarms of `beId`. */
export function OperatorSelect({
  beId,
  value,
  onChange,
  multiple = false,
  placeholder,
  id,
}: OperatorSelectProps) {
  const operators = useAlarmOperators(beId);
  return (
    <Select<number | number[] | null>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={operators.isPending}
      value={value ?? (multiple ? [] : null)}
      onChange={(v) => onChange?.(v ?? (multiple ? [] : null))}
      options={(operators.data ?? []).map((o) => ({
        value: o.id,
        label: `${o.realName || o.loginAccount}（${o.title}）`,
      }))}
    />
  );
}

/**
 * The caller's place in the alarm centre: national administrators (and operator staff)
 * write every rule and the fault scenes, province administrators their province's rules,
 * city administrators read. The server decides; this only shapes the screens.
 */
export function useAlarmRole() {
  const level = useLevelInfo();
  const l = level.data?.level;
  return {
    loaded: level.data !== undefined,
    national: level.data !== undefined && l !== AdminLevel.PROVINCE && l !== AdminLevel.CITY,
    writesRules: level.data !== undefined && l !== AdminLevel.CITY,
    beId: level.data?.beId,
  };
}
