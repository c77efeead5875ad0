import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useOtaDevices } from '../api/queries';

type AriaProps = Pick<
  SelectProps<number[]>,
  'aria-describedby' | 'aria-invalid' | 'aria-required' | 'aria-label'
>;

interface DeviceMultiSelectProps extends AriaProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** Only gateways of this model are offered. */
  modelId?: number;
  id?: string;
}

/** Picks gateways (of one model) by serial, name or IMEI, searching the device list. */
export function DeviceMultiSelect({
  value,
  onChange,
  modelId,
  id,
  ...aria
}: DeviceMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);
  const devices = useOtaDevices({ keyword: keyword || undefined, modelId }, modelId !== undefined);
  const [labels, setLabels] = useState<Record<number, string>>({});
  const options = (devices.data?.data ?? []).map((d) => ({
    value: d.id,
    label: d.name ? `${d.serial}（${d.name}）` : d.serial,
  }));
  for (const v of value ?? []) {
    if (!options.some((o) => o.value === v))
      options.push({ value: v, label: labels[v] ?? `终端 #${v}` });
  }
  return (
    <Select<number[]>
      {...aria}
      id={id}
      mode="multiple"
      value={value}
      onChange={(v, opts) => {
        const next = { ...labels };
        for (const o of Array.isArray(opts) ? opts : []) {
          if (typeof o.value === 'number') next[o.value] = String(o.label);
        }
        setLabels(next);
        onChange?.(v);
      }}
      disabled={modelId === undefined}
      placeholder={modelId === undefined ? '请先选择固件' : '输入序列号、名称搜索终端'}
      loading={devices.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      notFoundContent={devices.isFetching ? '查询中…' : '没有匹配的终端'}
    />
  );
}
