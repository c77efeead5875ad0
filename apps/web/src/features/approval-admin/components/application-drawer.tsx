import { DIALOG_WIDTH, type ApplicationItem } from '@pn/shared';
import { Alert, Button, Descriptions, Drawer, Grid, Skeleton, Space, Table } from 'antd';
import { errorMessageOf } from '@/lib/api-errors';
import { useApplicationDetail } from '../api/applications';
import { ACCOUNT_KIND_LABELS, approvalText as text } from '../text';
import { DecisionButtons, levelOf, StatusBadge } from './decision';
import styles from './export-approval.module.css';

interface ApplicationDrawerProps {
  /** The application shown, or null when the drawer is closed. */
  id: number | null;
  onClose: () => void;
  onApprove: (item: ApplicationItem) => void;
  onReject: (item: ApplicationItem) => void;
}

/** One application: who applied (account, enterprise, profile), what, and their history. */
export function ApplicationDrawer({ id, onClose, onApprove, onReject }: ApplicationDrawerProps) {
  const screens = Grid.useBreakpoint();
  const detail = useApplicationDetail(id);
  const data = detail.data;
  const item = data?.application;

  return (
    <Drawer
      open={id !== null}
      title={text.drawerTitle}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={onClose}
      destroyOnHidden
      footer={
        item && item.status === 0 ? (
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <DecisionButtons
              item={item}
              onApprove={() => onApprove(item)}
              onReject={() => onReject(item)}
            />
          </Space>
        ) : null
      }
    >
      {detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={text.loadFailed}
          description={errorMessageOf(detail.error)}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {text.retry}
            </Button>
          }
        />
      ) : !data || !item ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Space orientation="vertical" size={20} style={{ display: 'flex' }}>
          <Descriptions
            title={text.applicantSection}
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'name',
                label: text.name,
                children: `${data.applicant.realName}（${data.applicant.loginAccount}）`,
              },
              {
                key: 'kind',
                label: text.kind,
                children:
                  data.applicant.adminLevel !== null
                    ? levelOf(data.applicant.adminLevel)
                    : (ACCOUNT_KIND_LABELS[data.applicant.kind] ?? data.applicant.kind),
              },
              ...(data.applicant.custName
                ? [
                    {
                      key: 'enterprise',
                      label: text.enterprise,
                      children: `${data.applicant.custName}（${data.applicant.custCode}）`,
                    },
                  ]
                : []),
              {
                key: 'region',
                label: text.region,
                children:
                  [data.applicant.provinceName, data.applicant.cityName]
                    .filter(Boolean)
                    .join(' ') || '-',
              },
              { key: 'tel', label: text.colTel, children: data.applicant.tel || '-' },
              { key: 'email', label: text.email, children: data.applicant.email || '-' },
              {
                key: 'status',
                label: text.accountStatus,
                children: data.applicant.status === 1 ? '启用' : '停用',
              },
              {
                key: 'lastLogin',
                label: text.lastLogin,
                children: data.applicant.lastLoginTime || '-',
              },
              { key: 'created', label: text.created, children: data.applicant.createTime || '-' },
            ]}
          />
          <Descriptions
            title={text.applicationSection}
            size="small"
            column={1}
            bordered
            items={[
              { key: 'time', label: text.applyTime, children: item.createTime },
              { key: 'department', label: text.colDepartment, children: item.department },
              { key: '4a', label: text.col4a, children: item.applyAccount },
              { key: 'place', label: text.colPlace, children: item.location || '-' },
              {
                key: 'status',
                label: text.colStatus,
                children: <StatusBadge status={item.status} />,
              },
              ...(item.status === 0
                ? []
                : [
                    { key: 'approver', label: text.approver, children: item.approverName || '-' },
                    { key: 'decided', label: text.decideTime, children: item.decideTime },
                    { key: 'remark', label: text.remark, children: item.remark || '-' },
                  ]),
            ]}
          />
          <div>
            <h3 className={styles.sectionTitle}>{text.historySection}</h3>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              aria-label={text.historySection}
              dataSource={data.history}
              locale={{ emptyText: text.historyEmpty }}
              rowClassName={(h) => (h.id === item.id ? (styles.current ?? '') : '')}
              columns={[
                { title: text.applyTime, dataIndex: 'createTime', width: 150 },
                {
                  title: text.colStatus,
                  dataIndex: 'status',
                  width: 80,
                  render: (s: number) => <StatusBadge status={s} />,
                },
                {
                  title: text.approver,
                  dataIndex: 'approverName',
                  render: (n: string) => n || '-',
                },
                { title: text.remark, dataIndex: 'remark', render: (r: string) => r || '-' },
              ]}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
