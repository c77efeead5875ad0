import {
  ALARM_SEVERITIES,
  ALARM_SEVERITY_LABELS,
  ALARM_SOURCE_LABELS,
  ALARM_SOURCES,
  ALARM_STATE_LABELS,
  ALARM_STATES,
  type AlarmRecordItem,
} from '@pn/shared';
import { Button, Card, DatePicker, Form, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useAlarmRecords } from '../api/alarm-records';
import { alarmText as text } from '../text';
import { AlarmRecordDrawer } from './alarm-record-drawer';
import {
  AlarmStateTag,
  optionsOf,
  PROVINCE_OPTIONS,
  SeverityTag,
  SOURCE_OPTIONS,
  valueText,
} from './alarm-parts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATE_FILTERS = [...ALARM_STATES, 'open'] as const;

const FILTERS = {
  state: filterParam.oneOf(STATE_FILTERS),
  severity: filterParam.oneOf(ALARM_SEVERITIES),
  source: filterParam.oneOf(ALARM_SOURCES),
  beId: filterParam.matching(/^\d{3}$/),
  ruleId: filterParam.matching(/^\d{1,12}$/),
  keyword: filterParam.text(40),
  dateFrom: filterParam.matching(DATE),
  dateTo: filterParam.matching(DATE),
};
type Filters = FiltersOf<typeof FILTERS>;
type FormValues = Omit<Filters, 'dateFrom' | 'dateTo'> & {
  range?: [Dayjs | null, Dayjs | null] | null;
};

/** The form shows the address's two dates as one range. */
function formValuesOf({ dateFrom, dateTo, ...rest }: Filters): FormValues {
  return {
    ...rest,
    range:
      dateFrom || dateTo
        ? [dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]
        : null,
  };
}

const DETAIL_PARAM = 'detail';

const STATE_OPTIONS = [
  { value: 'open', label: text.openStates },
  ...optionsOf(ALARM_STATE_LABELS, ALARM_STATES),
];

/**
 * 告警记录: the alarms in the caller's area, filtered by state, severity, source, province,
 * rule, first-seen day and keyword, refreshed every 15 s; a row opens its detail drawer
 * (also opened by `?detail=<id>`, the link of an alarm notice).
 */
export function AlarmRecordPage() {
  const [form] = Form.useForm<FormValues>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form, formValuesOf });
  const { ruleId, ...rest } = listQuery.query;
  const list = useAlarmRecords({ ...rest, ruleId: ruleId ? Number(ruleId) : undefined });
  const [search, setSearch] = useSearchParams();
  const raw = search.get(DETAIL_PARAM);
  const detailId = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const openDetail = useCallback(
    (id: number | null) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete(DETAIL_PARAM);
        else next.set(DETAIL_PARAM, String(id));
        return next;
      }),
    [setSearch],
  );

  const columns: ColumnsType<AlarmRecordItem> = [
    {
      title: text.severity,
      dataIndex: 'severity',
      width: 80,
      render: (s: AlarmRecordItem['severity']) => <SeverityTag severity={s} />,
    },
    {
      title: text.colTarget,
      dataIndex: 'targetLabel',
      render: (label: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(r.id)}>
          {label}
        </Button>
      ),
    },
    { title: text.colRule, dataIndex: 'ruleName' },
    {
      title: text.source,
      dataIndex: 'source',
      render: (s: AlarmRecordItem['source']) => ALARM_SOURCE_LABELS[s],
    },
    {
      title: text.colValue,
      dataIndex: 'value',
      render: (v: number, r) => valueText(v, r.unit),
    },
    {
      title: text.state,
      dataIndex: 'state',
      render: (s: AlarmRecordItem['state']) => <AlarmStateTag state={s} />,
    },
    { title: text.province, dataIndex: 'provinceName' },
    { title: text.colCustomer, dataIndex: 'custName', render: (c: string) => c || text.none },
    { title: text.colFirstSeen, dataIndex: 'firstSeenTime' },
    {
      title: text.actions,
      key: 'actions',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => openDetail(r.id)}>
          {text.view}
        </Button>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.recordTitle} intro={text.recordIntro} />
      <Card>
        <AdminFilterBar
          name="alarmRecordFilters"
          form={form}
          onSearch={({ range, ...v }) =>
            listQuery.setFilters({
              ...v,
              keyword: v.keyword?.trim() || undefined,
              dateFrom: range?.[0]?.format('YYYY-MM-DD'),
              dateTo: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
          onReset={listQuery.resetFilters}
        >
          <FilterSelect
            name="state"
            label={text.state}
            placeholder={text.statePlaceholder}
            options={STATE_OPTIONS}
          />
          <FilterSelect
            name="severity"
            label={text.severity}
            placeholder={text.severityPlaceholder}
            options={optionsOf(ALARM_SEVERITY_LABELS, ALARM_SEVERITIES)}
          />
          <FilterSelect
            name="source"
            label={text.source}
            placeholder={text.sourcePlaceholder}
            options={SOURCE_OPTIONS}
            width={150}
          />
          <FilterSelect
            name="beId"
            label={text.province}
            placeholder={text.provincePlaceholder}
            options={PROVINCE_OPTIONS}
            searchable
          />
          <Form.Item name="range" label={text.firstSeen}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.recordKeywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
          <Form.Item name="ruleId" hidden>
            <Input />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card
        title={text.recordListLabel}
        extra={
          <Space size={8} wrap>
            {ruleId ? (
              <Tag closable onClose={() => listQuery.setFilters({ ruleId: undefined })}>
                {text.ruleFilter(ruleId)}
              </Tag>
            ) : null}
            <span style={{ color: '#5b6b82' }}>
              {list.dataUpdatedAt
                ? text.liveHint(dayjs(list.dataUpdatedAt).format('HH:mm:ss'))
                : text.liveIdle}
            </span>
          </Space>
        }
      >
        <AdminTable<AlarmRecordItem>
          size="middle"
          rowKey="id"
          aria-label={text.recordListLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.recordEmpty}
        />
      </Card>
      <AlarmRecordDrawer id={detailId} onClose={() => openDetail(null)} />
    </div>
  );
}
