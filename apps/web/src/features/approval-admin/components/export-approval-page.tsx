import type { ApplicationItem } from '@pn/shared';
import { Button, Card, Form, Grid, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useApplicationList } from '../api/applications';
import { approvalText as text, APPROVAL_STATUS_LABELS } from '../text';
import { ApplicationDrawer } from './application-drawer';
import { DecisionButtons, levelOf, StatusBadge, useDecisionActions } from './decision';
import styles from './export-approval.module.css';

const FILTERS = {
  status: filterParam.oneOf<number>([0, 1, 2]),
  keyword: filterParam.text(40),
};
type Filters = FiltersOf<typeof FILTERS>;

const STATUS_OPTIONS = Object.entries(APPROVAL_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/**
 * 数据导出权限审批: the applications in the administrator's scope with status and
 * applicant filters, the applicant's details and history in a drawer, approve with a
 * confirm and reject with a reason.
 */
export function ExportApprovalPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useApplicationList(listQuery.query);
  const screens = Grid.useBreakpoint();
  const [openId, setOpenId] = useState<number | null>(null);
  const { approve, reject, rejectDialog } = useDecisionActions();

  const columns: ColumnsType<ApplicationItem> = [
    {
      title: text.colTime,
      dataIndex: 'createTime',
      width: 112,
      render: (time: string) => {
        const [day, clock] = time.split(' ');
        return (
          <span className={styles.time}>
            {day}
            <br />
            {clock}
          </span>
        );
      },
    },
    {
      title: text.colApplicant,
      key: 'applicant',
      render: (_, a) => (
        <span className={styles.applicant}>
          <strong>{a.realName || '-'}</strong>
          <span>{a.loginAccount}</span>
        </span>
      ),
    },
    { title: text.colLevel, key: 'level', width: 100, render: (_, a) => levelOf(a.adminType) },
    {
      title: text.colPlace,
      key: 'place',
      render: (_, a) => a.location || a.provinceName || '-',
    },
    { title: text.colDepartment, dataIndex: 'department' },
    { title: text.col4a, dataIndex: 'applyAccount' },
    {
      title: text.colTel,
      dataIndex: 'tel',
      width: 112,
      render: (tel: string) => <span className={styles.tel}>{tel || '-'}</span>,
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      width: 88,
      render: (status: number) => <StatusBadge status={status} />,
    },
    {
      title: text.colDecision,
      key: 'decision',
      render: (_, a) =>
        a.status === 0 ? (
          '-'
        ) : (
          <span className={styles.decision}>
            {a.approverName} {a.decideTime.slice(0, 10)}
            {a.remark ? <Typography.Text type="secondary">{a.remark}</Typography.Text> : null}
          </span>
        ),
    },
    {
      title: text.colActions,
      key: 'actions',
      width: 168,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setOpenId(item.id)}>
            {text.detail}
          </Button>
          <DecisionButtons
            item={item}
            onApprove={() => approve(item)}
            onReject={() => reject(item)}
          />
        </Space>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="approvalFilters"
          form={form}
          onSearch={(v) =>
            listQuery.setFilters({ status: v.status, keyword: v.keyword?.trim() || undefined })
          }
          onReset={listQuery.resetFilters}
        >
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={STATUS_OPTIONS}
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title={text.listTitle}>
        <AdminTable<ApplicationItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filters.status === 0 ? text.emptyPending : text.empty}
        />
      </Card>
      <ApplicationDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        onApprove={(item) => approve(item, () => setOpenId(null))}
        onReject={reject}
      />
      {rejectDialog}
    </div>
  );
}
