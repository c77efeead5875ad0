import {
  APPROVAL_DECISION_LABELS,
  APPROVAL_KIND_LABELS,
  APPROVAL_KINDS,
  type ApprovalDecision,
  type ApprovalDecisionItem,
  type ApprovalItem,
  type ApprovalKind,
} from '@pn/shared';
import { Button, Card, Col, Form, Row, Segmented, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { DataState } from '@/components/data-state';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useApprovalDecisions, useApprovalQueue, useApprovalSummary } from '../api/approval-center';
import { approvalCenterText as text } from '../text';
import styles from './export-approval.module.css';

const VIEWS = ['queue', 'log'] as const;
type View = (typeof VIEWS)[number];

const FILTERS = {
  view: filterParam.oneOf<View>([...VIEWS]),
  kind: filterParam.oneOf<ApprovalKind>([...APPROVAL_KINDS]),
};
type Filters = FiltersOf<typeof FILTERS>;

const KIND_COLORS: Record<ApprovalKind, string> = {
  export: 'purple',
  order: 'blue',
  refund: 'orange',
};
const DECISION_COLORS: Record<ApprovalDecision, string> = {
  accepted: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** "3天5小时" or "5小时" or "不足1小时". */
export function waitingText(hours: number): string {
  if (hours < 1) return text.underAnHour;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return days > 0 ? `${days}天${rest ? `${rest}小时` : ''}` : `${hours}小时`;
}

const KindTag = ({ kind }: { kind: ApprovalKind }) => (
  <Tag color={KIND_COLORS[kind]}>{APPROVAL_KIND_LABELS[kind]}</Tag>
);

const Subject = ({ title, reference }: { title: string; reference: string }) => (
  <span className={styles.applicant}>
    <strong>{title}</strong>
    <span>{reference}</span>
  </span>
);

/**
 * 审批中心: every decision waiting on the caller (export permissions, orders, refunds: the
 * kinds its menus open, within its scope), the longest-waiting first, each leading to the
 * screen where it is decided; and the log of decisions taken, with their approvers.
 */
export function ApprovalCenterPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const view: View = listQuery.filters.view ?? 'queue';
  const query = {
    page: listQuery.page,
    pageSize: listQuery.pageSize,
    kind: listQuery.filters.kind,
  };
  const summary = useApprovalSummary();
  const queue = useApprovalQueue(query, view === 'queue');
  const log = useApprovalDecisions(query, view === 'log');
  const kinds = summary.data?.kinds ?? [];
  const kindOptions = kinds.map((k) => ({ value: k.kind, label: k.label }));

  const queueColumns: ColumnsType<ApprovalItem> = [
    { title: text.colKind, key: 'kind', width: 120, render: (_, i) => <KindTag kind={i.kind} /> },
    {
      title: text.colSubject,
      key: 'subject',
      render: (_, i) => <Subject title={i.title} reference={i.reference} />,
    },
    { title: text.colApplicant, dataIndex: 'applicant' },
    { title: text.colProvince, dataIndex: 'provinceName', width: 88 },
    { title: text.colStage, dataIndex: 'stage', width: 88 },
    { title: text.colSubmitted, dataIndex: 'submittedAt', width: 168 },
    {
      title: text.colWaiting,
      dataIndex: 'waitingHours',
      width: 108,
      render: (h: number) => (
        <Typography.Text type={h >= 48 ? 'danger' : undefined}>{waitingText(h)}</Typography.Text>
      ),
    },
    {
      title: text.colActions,
      key: 'actions',
      width: 96,
      render: (_, i) => (
        <Link to={i.link} aria-label={`${text.decide} ${i.reference}`}>
          {text.decide}
        </Link>
      ),
    },
  ];

  const logColumns: ColumnsType<ApprovalDecisionItem> = [
    { title: text.colKind, key: 'kind', width: 120, render: (_, i) => <KindTag kind={i.kind} /> },
    {
      title: text.colSubject,
      key: 'subject',
      render: (_, i) => <Subject title={i.title} reference={i.reference} />,
    },
    { title: text.colApplicant, dataIndex: 'applicant' },
    {
      title: text.colDecision,
      dataIndex: 'decision',
      width: 88,
      render: (d: ApprovalDecision) => (
        <Tag color={DECISION_COLORS[d]}>{APPROVAL_DECISION_LABELS[d]}</Tag>
      ),
    },
    { title: text.colApprover, dataIndex: 'approverName', width: 112 },
    {
      title: text.colNote,
      dataIndex: 'note',
      render: (note: string) => note || '-',
    },
    { title: text.colDecided, dataIndex: 'decidedAt', width: 168 },
    {
      title: text.colActions,
      key: 'actions',
      width: 80,
      render: (_, i) => <Link to={i.link}>{text.view}</Link>,
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <DataState query={summary} rows={2} empty={kinds.length === 0} emptyText={text.noKinds}>
        <Row gutter={[16, 16]}>
          {kinds.map((k) => (
            <Col key={k.kind} xs={24} sm={12} lg={8}>
              <Card size="small">
                <Button
                  type="text"
                  block
                  className={styles.summaryButton}
                  aria-label={`${k.label} 待审批 ${k.pending}`}
                  onClick={() => listQuery.setFilters({ view: 'queue', kind: k.kind })}
                >
                  <Statistic title={k.label} value={k.pending} suffix={text.pendingSuffix} />
                </Button>
                <Typography.Text type="secondary">
                  {k.oldestAt ? `${text.oldest}${k.oldestAt}` : text.nonePending}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </DataState>
      <Card>
        <Segmented<View>
          aria-label={text.viewLabel}
          value={view}
          options={[
            { value: 'queue', label: text.queue },
            { value: 'log', label: text.log },
          ]}
          onChange={(v) => listQuery.setFilters({ view: v === 'queue' ? undefined : v })}
        />
        <AdminFilterBar
          name="approvalCenterFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters({ kind: v.kind })}
          onReset={() => listQuery.setFilters({ kind: undefined })}
        >
          <FilterSelect
            name="kind"
            label={text.kind}
            placeholder={text.kindPlaceholder}
            options={kindOptions}
          />
        </AdminFilterBar>
      </Card>
      <Card title={view === 'queue' ? text.queue : text.log}>
        {view === 'queue' ? (
          <AdminTable<ApprovalItem>
            size="middle"
            rowKey={(i) => `${i.kind}-${i.id}`}
            aria-label={text.queueLabel}
            columns={queueColumns}
            list={queue}
            paging={listQuery}
            emptyText={text.emptyQueue}
          />
        ) : (
          <AdminTable<ApprovalDecisionItem>
            size="middle"
            rowKey={(i) => `${i.kind}-${i.id}-${i.decision}-${i.decidedAt}`}
            aria-label={text.logLabel}
            columns={logColumns}
            list={log}
            paging={listQuery}
            emptyText={text.emptyLog}
          />
        )}
      </Card>
    </div>
  );
}
