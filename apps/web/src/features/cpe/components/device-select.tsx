import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../lib/use-debounced';
import { useCpeDevices } from '../api/queries';

/** What Form.Item hands its control besides the value: the field's accessible state. */
type AriaProps = Pick<
  SelectProps<number>,
  'aria-describedby' | 'aria-invalid' | 'aria-required' | 'aria-label'
>;

interface DeviceSelectProps extends AriaProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The chosen gateway's name when it is not among the options (arriving from a link). */
  knownLabel?: string;
  id?: string;
  width?: number | string;
  /** What the empty choice means (a filter: 全部终端; a form: 请选择…). */
  placeholder?: string;
}

/** Picks a gateway by serial, name or IMEI, searching the device list on the server. */
export function DeviceSelect({
  value,
  onChange,
  knownLabel,
  id,
  width = 220,
  placeholder = '全部终端',
  ...aria
}: DeviceSelectProps) {
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim());
  const devices = useCpeDevices({ page: 1, pageSize: 20, keyword: keyword || undefined });
  const options = (devices.data?.data ?? []).map((d) => ({
    value: d.id,
    label: d.name ? `${d.serial}（${d.name}）` : d.serial,
  }));
  if (value !== undefined && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: knownLabel ?? `终端 #${value}` });
  }
  return (
    <Select<number>
      {...aria}
      id={id}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      allowClear
      placeholder={placeholder}
      style={{ width }}
      loading={devices.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      notFoundContent={devices.isFetching ? '查询中…' : '没有匹配的终端'}
    />
  );
}
