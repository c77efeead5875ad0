import { LOGIN_FAILURE_LABELS, LOGIN_METHOD_LABELS, type LoginAttemptItem } from '@pn/shared';
import { Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useLoginAttempts } from '../api/get-login-attempts';
import { loginLogText as text, systemAdminText } from '../text';
import {
  LOGIN_LOG_FILTERS,
  rangeFiltersOf,
  rangeFormValues,
  type LoginLogFilters,
  type RangeFormValues,
} from '../utils/list-params';
import {
  DateRangeFilter,
  optionsOf,
  OUTCOME_OPTIONS,
  OutcomeBadge,
  systemAdminStyles as styles,
  TimeCell,
} from './system-admin-parts';

type LoginLogFormValues = RangeFormValues<LoginLogFilters>;

const METHOD_OPTIONS = optionsOf(LOGIN_METHOD_LABELS, String);

/**
 * 登录记录: every login attempt on accounts in the caller's scope with time, method,
 * outcome and account filters, the reason of each refusal, and server paging.
 */
export function LoginLogPage() {
  const [form] = Form.useForm<LoginLogFormValues>();
  const listQuery = useAdminListQuery({
    filters: LOGIN_LOG_FILTERS,
    form,
    formValuesOf: rangeFormValues,
  });
  const list = useLoginAttempts(listQuery.query);

  const columns: ColumnsType<LoginAttemptItem> = [
    {
      title: text.colTime,
      dataIndex: 'createTime',
      width: 104,
      render: (time: string) => <TimeCell time={time} />,
    },
    {
      title: text.colAccount,
      key: 'account',
      render: (_, item) => (
        <>
          <span className={styles.account}>{item.loginAccount}</span>
          {item.accountId === null ? (
            <span className={styles.sub}>{text.unknownAccount}</span>
          ) : null}
        </>
      ),
    },
    {
      title: text.colMethod,
      dataIndex: 'method',
      render: (method: string) => (
        <span className={styles.nowrap}>{LOGIN_METHOD_LABELS[method] ?? method}</span>
      ),
    },
    {
      title: text.colResult,
      dataIndex: 'success',
      render: (success: boolean) => (
        <span className={styles.nowrap}>
          <OutcomeBadge success={success} />
        </span>
      ),
    },
    {
      title: text.colReason,
      dataIndex: 'reason',
      render: (reason: string) =>
        reason ? (LOGIN_FAILURE_LABELS[reason] ?? reason) : systemAdminText.none,
    },
    {
      title: text.colIp,
      dataIndex: 'ip',
      render: (ip: string) => <span className={styles.numeric}>{ip}</span>,
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="loginLogFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(rangeFiltersOf(v))}
          onReset={listQuery.resetFilters}
        >
          <DateRangeFilter label={text.dateRange} />
          <FilterSelect
            name="method"
            label={text.method}
            placeholder={text.methodPlaceholder}
            options={METHOD_OPTIONS}
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
      <Card title={text.listTitle}>
        <AdminTable<LoginAttemptItem>
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
