import { DEVICE_LIMITS, SMS_LOG_STATUS_LABELS, SMS_LOG_STATUSES } from '@pn/shared';
import { Card, Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import {
  cpeSettingsApi,
  cpeSettingsKeys,
  usePagedList,
  type SmsLog,
} from '../api/cpe-settings-api';
import { noticeEventLabel } from '../notice-form';
import { formatTime } from './parts';
import styles from '../cpe-settings.module.css';

const FILTERS = {
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
  status: filterParam.oneOf(SMS_LOG_STATUSES),
};
type Filters = FiltersOf<typeof FILTERS>;

/**
 * /control/5g-cpe/cpe-index/sms-sendlog 短信发送记录: the text messages the notice rules
 * sent about the gateways (to whom, about what, delivered or not), newest first.
 */
export function SmsLogPage() {
  const [form] = Form.useForm<Filters>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const logs = usePagedList(cpeSettingsKeys.sms(list.query), cpeSettingsApi.sms, list.query);

  const columns: ColumnsType<SmsLog> = [
    { title: '发送时间', dataIndex: 'sentAt', width: 150, render: (v: string) => formatTime(v) },
    {
      title: '接收号码',
      dataIndex: 'tel',
      width: 130,
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
    {
      title: '网关',
      dataIndex: 'serial',
      width: 150,
      render: (v: string | null) => (v ? <span className={styles.mono}>{v}</span> : '-'),
    },
    {
      title: '事件',
      dataIndex: 'event',
      width: 120,
      render: (v: string) => noticeEventLabel(v),
    },
    {
      title: '短信内容',
      dataIndex: 'content',
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: SmsLog['status']) => (
        <Tag color={s === 'sent' ? 'success' : 'error'}>{SMS_LOG_STATUS_LABELS[s]}</Tag>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="短信发送记录"
        intro="通知规则发送的短信：接收号码、涉及的网关、事件与发送结果。"
      />
      <Card>
        <AdminFilterBar
          name="smsLogFilters"
          form={form}
          onSearch={(v) => list.setFilters(v)}
          onReset={list.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input
              allowClear
              placeholder="手机号、序列号或内容"
              maxLength={DEVICE_LIMITS.keywordMax}
            />
          </Form.Item>
          <FilterSelect
            name="status"
            label="状态"
            placeholder="全部状态"
            options={SMS_LOG_STATUSES.map((s) => ({ value: s, label: SMS_LOG_STATUS_LABELS[s] }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title="发送记录">
        <AdminTable<SmsLog>
          size="middle"
          rowKey="id"
          aria-label="短信发送记录"
          columns={columns}
          list={logs}
          paging={list}
          emptyText={list.filtered ? '没有符合条件的发送记录' : '暂无短信发送记录'}
          scroll={{ x: 1000 }}
        />
      </Card>
    </div>
  );
}
