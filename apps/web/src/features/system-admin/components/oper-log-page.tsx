import { OPER_TYPE_LABELS, USER_TYPE_LABELS, type OperLogItem } from '@pn/shared';
import { Card, Descriptions, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { ExportButton } from '@/components/export-permission/export-button';
import { OPER_LOG_EXPORT_PATH, useOperLogs } from '../api/get-oper-logs';
import { operLogText as text, systemAdminText } from '../text';
import {
  OPER_LOG_FILTERS,
  prettyParams,
  rangeFiltersOf,
  rangeFormValues,
  type OperLogFilters,
  type RangeFormValues,
} from '../utils/list-params';
import {
  DateRangeFilter,
  optionsOf,
  OUTCOME_OPTIONS,
  OutcomeBadge,
  PathText,
  systemAdminStyles as styles,
  TimeCell,
} from './system-admin-parts';

type OperLogFormValues = RangeFormValues<OperLogFilters>;

const TYPE_COLORS: Record<number, string> = { 0: 'blue', 1: 'purple', 2: 'orange', 3: 'default' };
const TYPE_OPTIONS = optionsOf(OPER_TYPE_LABELS, Number);

const isSuccess = (item: OperLogItem) => item.status === '0';

/** One call's details: where it went, who called, its masked parameters and why it failed. */
function OperLogDetail({ item }: { item: OperLogItem }) {
  const query = prettyParams(item.operParam);
  const body = prettyParams(item.bodyParam);
  const params = (value: string) =>
    value ? <pre className={styles.params}>{value}</pre> : text.noParams;
  return (
    <Descriptions
      className={styles.detail}
      size="small"
      column={1}
      bordered
      aria-label={text.detailLabel}
      items={[
        { key: 'url', label: text.detailUrl, children: item.operUrl },
        {
          key: 'userType',
          label: text.detailUserType,
          children: USER_TYPE_LABELS[item.userType] ?? systemAdminText.none,
        },
        { key: 'http', label: text.detailHttp, children: item.code },
        { key: 'query', label: text.detailQuery, children: params(query) },
        { key: 'body', label: text.detailBody, children: params(body) },
        ...(isSuccess(item)
          ? []
          : [
              {
                key: 'error',
                label: text.detailError,
                children: item.errorMsg || systemAdminText.none,
              },
            ]),
      ]}
    />
  );
}

/**
 * 操作日志: every API call in the caller's scope with time, type, outcome and keyword
 * filters and server paging; a row expands to its masked parameters; 导出 writes the
 * filtered rows behind the export permission. The back office shows its area's log, the
 * console (`intro` for a customer) the enterprise's own accounts'.
 */
export function OperLogPage({ intro = text.intro }: { intro?: string }) {
  const [form] = Form.useForm<OperLogFormValues>();
  const listQuery = useAdminListQuery({
    filters: OPER_LOG_FILTERS,
    form,
    formValuesOf: rangeFormValues,
  });
  const list = useOperLogs(listQuery.query);

  const columns: ColumnsType<OperLogItem> = [
    {
      title: text.colTime,
      dataIndex: 'createTime',
      width: 104,
      render: (time: string) => <TimeCell time={time} />,
    },
    {
      title: text.colAccount,
      dataIndex: 'loginAccount',
      render: (account: string) => (
        <span className={styles.account}>{account || text.anonymous}</span>
      ),
    },
    {
      title: text.colType,
      dataIndex: 'operType',
      width: 96,
      render: (type: number) => (
        <Tag color={TYPE_COLORS[type] ?? 'default'}>
          {OPER_TYPE_LABELS[type] ?? systemAdminText.none}
        </Tag>
      ),
    },
    {
      title: text.colOperation,
      key: 'operation',
      render: (_, item) => (
        <>
          <span className={styles.operation}>{item.title || <PathText path={item.operUrl} />}</span>
          {item.title ? (
            <span className={styles.sub}>
              <PathText path={item.operUrl} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      title: text.colResult,
      key: 'result',
      render: (_, item) => (
        <span className={styles.nowrap}>
          <OutcomeBadge success={isSuccess(item)} failure={text.failedWith(item.status)} />
        </span>
      ),
    },
    {
      title: text.colDelay,
      dataIndex: 'timeDelay',
      align: 'right',
      render: (ms: number) => <span className={styles.numeric}>{text.delay(ms)}</span>,
    },
    {
      title: text.colIp,
      dataIndex: 'ip',
      render: (ip: string) => <span className={styles.numeric}>{ip}</span>,
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={intro} />
      <Card>
        <AdminFilterBar
          name="operLogFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(rangeFiltersOf(v))}
          onReset={listQuery.resetFilters}
        >
          <DateRangeFilter label={text.dateRange} />
          <FilterSelect
            name="operType"
            label={text.operType}
            placeholder={text.operTypePlaceholder}
            options={TYPE_OPTIONS}
          />
          <FilterSelect
            name="success"
            label={text.result}
            placeholder={text.resultPlaceholder}
            options={OUTCOME_OPTIONS}
          />
          <Form.Item name="keyword" label={systemAdminText.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={64} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card
        title={text.listTitle}
        extra={
          <ExportButton
            path={OPER_LOG_EXPORT_PATH}
            params={{ ...listQuery.filters }}
            fallbackName={text.exportFileName}
          />
        }
      >
        <AdminTable<OperLogItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
          expandable={{ expandedRowRender: (item) => <OperLogDetail item={item} /> }}
        />
      </Card>
    </div>
  );
}
