import { SMS_PURPOSE_LABELS, type SmsOutboxItem } from '@pn/shared';
import { Card, Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { smsOutboxText as text, systemAdminText } from '../text';
import {
  rangeFiltersOf,
  rangeFormValues,
  SMS_OUTBOX_FILTERS,
  TEL_FILTER,
  type RangeFormValues,
  type SmsOutboxFilters,
} from '../utils/list-params';
import {
  DateRangeFilter,
  optionsOf,
  systemAdminStyles as styles,
  TimeCell,
} from './system-admin-parts';

type SmsOutboxFormValues = RangeFormValues<SmsOutboxFilters>;

const PURPOSE_OPTIONS = optionsOf(SMS_PURPOSE_LABELS, String);
const PURPOSE_COLORS: Record<string, string> = {
  login: 'blue',
  register: 'cyan',
  reset: 'orange',
  bind: 'geekblue',
  verify: 'purple',
  notice: 'green',
};

/**
 * 短信发件箱 (national administrators): every text message the platform sent, with send
 * time, purpose and phone-number filters and server paging.
 */
export function SmsOutboxPage() {
  const [form] = Form.useForm<SmsOutboxFormValues>();
  const listQuery = useAdminListQuery({
    filters: SMS_OUTBOX_FILTERS,
    form,
    formValuesOf: rangeFormValues,
  });
  const list = useSmsOutbox(listQuery.query);

  const columns: ColumnsType<SmsOutboxItem> = [
    {
      title: text.colTime,
      dataIndex: 'createTime',
      width: 104,
      render: (time: string) => <TimeCell time={time} />,
    },
    {
      title: text.colTel,
      dataIndex: 'tel',
      render: (tel: string) => <span className={styles.numeric}>{tel}</span>,
    },
    {
      title: text.colPurpose,
      dataIndex: 'purpose',
      render: (purpose: string) => (
        <Tag color={PURPOSE_COLORS[purpose] ?? 'default'}>
          {SMS_PURPOSE_LABELS[purpose] ?? purpose}
        </Tag>
      ),
    },
    {
      title: text.colContent,
      dataIndex: 'content',
      render: (content: string) => (
        <Typography.Paragraph
          className={styles.content}
          ellipsis={{
            rows: 2,
            expandable: 'collapsible',
            symbol: (expanded) => (expanded ? systemAdminText.collapse : systemAdminText.expand),
          }}
        >
          {content}
        </Typography.Paragraph>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="smsOutboxFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(rangeFiltersOf(v))}
          onReset={listQuery.resetFilters}
        >
          <DateRangeFilter label={text.dateRange} />
          <FilterSelect
            name="purpose"
            label={text.purpose}
            placeholder={text.purposePlaceholder}
            options={PURPOSE_OPTIONS}
          />
          <Form.Item
            name="tel"
            label={text.tel}
            rules={[
              {
                pattern: TEL_FILTER,
                transform: (v?: string) => v?.trim(),
                message: text.telInvalid,
              },
            ]}
          >
            <Input
              placeholder={text.telPlaceholder}
              allowClear
              maxLength={20}
              inputMode="numeric"
            />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title={text.listTitle}>
        <AdminTable<SmsOutboxItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
        />
      </Card>
    </div>
  );
}
