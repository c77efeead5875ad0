import { SimMessages } from '@pn/shared';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { filterKeyOf, readCardQuery, writeCardQuery, type CardFilters } from './card-query';
import { useSimGroupOptions, useSimTariffs } from './queries';
import { SIM_STATUS_OPTIONS } from './sim-status-tag';
import { useDebounced } from './use-debounced';
import { simText as text } from './text';
import styles from './sim.module.css';

interface FilterValues {
  status?: number;
  keyword?: string;
  tariffId?: number;
  groupId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
  expiringDays?: number;
}

/** 资费到期 choices: packages ending within 7, 30 or 90 days (a link may ask for others). */
const EXPIRING_CHOICES = [7, 30, 90];

const DAY = 'YYYY-MM-DD';

function valuesOf(filters: CardFilters): FilterValues {
  const { activatedFrom: from, activatedTo: to } = filters;
  return {
    status: filters.status,
    keyword: filters.keyword,
    tariffId: filters.tariffId,
    groupId: filters.groupId,
    range: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null,
    expiringDays: filters.expiringDays,
  };
}

function filtersOfValues(v: FilterValues): CardFilters {
  const keyword = v.keyword?.trim();
  return {
    status: v.status ?? undefined,
    keyword: keyword || undefined,
    tariffId: v.tariffId ?? undefined,
    groupId: v.groupId ?? undefined,
    activatedFrom: v.range?.[0]?.format(DAY),
    activatedTo: v.range?.[1]?.format(DAY),
    expiringDays: v.expiringDays ?? undefined,
  };
}

const keyOf = (filters: CardFilters) => filterKeyOf(writeCardQuery(new URLSearchParams(), filters));

interface CardFilterBarProps {
  /** The filters in the address (what the table shows). */
  filters: CardFilters;
  onChange: (filters: CardFilters) => void;
  /** Show the group filter (ordinary cards). */
  withGroup?: boolean;
}

/**
 * The card table's filters: status, ICCID/MSISDN/IMSI prefix, tariff, group, activation
 * dates and packages about to end. It shows what the address says (arrival, back and forward) and sends
 * a change on 查询 or 重置; fields wrap on narrow screens.
 */
export function CardFilterBar({ filters, onChange, withGroup = true }: CardFilterBarProps) {
  const filterKey = keyOf(filters);
  const [form] = Form.useForm<FilterValues>();
  const [typed, setTyped] = useState('');
  const tariffs = useSimTariffs();
  const groups = useSimGroupOptions(useDebounced(typed), withGroup);
  // The filters the form itself asked for: already shown, not to be written back.
  const own = useRef<string | null>(null);

  useEffect(() => {
    if (own.current === filterKey) return;
    own.current = null;
    form.setFieldsValue(valuesOf(readCardQuery(new URLSearchParams(filterKey))));
  }, [filterKey, form]);

  const apply = (values: FilterValues) => {
    const next = filtersOfValues(values);
    own.current = keyOf(next);
    onChange(next);
  };

  const groupOptions = (groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  if (filters.groupId && !groupOptions.some((o) => o.value === filters.groupId)) {
    groupOptions.unshift({ value: filters.groupId, label: `#${filters.groupId}` });
  }

  return (
    <Form
      form={form}
      name="simCardFilters"
      layout="inline"
      className={styles.filterForm}
      onFinish={apply}
      initialValues={valuesOf(filters)}
    >
      <Form.Item name="status" label={text.status}>
        <Select
          allowClear
          placeholder={text.statusPlaceholder}
          options={SIM_STATUS_OPTIONS}
          style={{ width: 128 }}
          aria-label={text.status}
        />
      </Form.Item>
      <Form.Item
        name="keyword"
        label={text.keyword}
        rules={[{ pattern: /^\s*\d{1,20}\s*$/, message: SimMessages.KEYWORD_INVALID }]}
      >
        <Input
          allowClear
          placeholder={text.keywordPlaceholder}
          maxLength={20}
          inputMode="numeric"
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="tariffId" label={text.tariff}>
        <Select
          allowClear
          placeholder={text.tariffPlaceholder}
          loading={tariffs.isPending}
          options={(tariffs.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 180 }}
          aria-label={text.tariff}
        />
      </Form.Item>
      {withGroup ? (
        <Form.Item name="groupId" label={text.group}>
          <Select
            allowClear
            placeholder={text.groupPlaceholder}
            loading={groups.isFetching}
            options={groupOptions}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            onClear={() => setTyped('')}
            style={{ width: 180 }}
            aria-label={text.group}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="range" label={text.activatedRange}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[text.startPlaceholder, text.endPlaceholder]}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        />
      </Form.Item>
      <Form.Item name="expiringDays" label={text.expiring}>
        <Select
          allowClear
          placeholder={text.expiringPlaceholder}
          options={[
            ...new Set([
              ...EXPIRING_CHOICES,
              ...(filters.expiringDays ? [filters.expiringDays] : []),
            ]),
          ]
            .sort((a, b) => a - b)
            .map((days) => ({ value: days, label: text.expiringWithin(days) }))}
          style={{ width: 148 }}
          aria-label={text.expiring}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {text.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(valuesOf({}));
              apply({});
            }}
          >
            {text.reset}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
