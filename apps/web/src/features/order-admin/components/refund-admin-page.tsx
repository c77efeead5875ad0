import { REFUND_STATUS_LABELS, RefundStatus, type RefundItem } from '@pn/shared';
import { Button, Card, Form, Grid, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { toast } from '@/lib/message';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { orderAdminText as text } from '../text';
import type { OrderParts, RefundListState, RefundReviewMutation } from '../types';
import { fromList, orderDetailHref } from '../utils/links';
import {
  filtersOfForm,
  rangeFormValues,
  REFUND_FILTERS,
  type RangeForm,
  type RefundFilters,
} from '../utils/list-params';
import { DayRangeFilter } from './day-range-filter';
import styles from './order-admin.module.css';
import { ReasonDialog } from './reason-dialog';
import { RefundExportButton } from './refund-export-button';

type FormValues = RangeForm<RefundFilters>;

const STATUS_OPTIONS = Object.values(RefundStatus).map((s) => ({
  value: s,
  label: REFUND_STATUS_LABELS[s],
}));

/**
 * The refund list's state (filters, page) kept in the address, with its filter form. The
 * route module reads the refunds of `query` and hands them to RefundAdminPage.
 */
export function useRefundAdminList() {
  const [form] = Form.useForm<FormValues>();
  const listQuery = useAdminListQuery({
    filters: REFUND_FILTERS,
    form,
    formValuesOf: rangeFormValues,
  });
  return { form, listQuery };
}
export type RefundAdminList = ReturnType<typeof useRefundAdminList>;

export interface RefundAdminPageProps {
  review: RefundAdminList;
  /** The refunds of `review.listQuery.query` (useRefunds). */
  refunds: RefundListState;
  /** useReviewRefund. */
  decide: RefundReviewMutation;
  parts: Pick<OrderParts, 'RefundStatusTag' | 'Money'>;
}

/**
 * 退款管理: the refund requests of the administrator's province or city, newest first,
 * filtered by order number, state and day; a waiting one is approved (after a warning that
 * the order's service ends) or rejected with a reason. 导出 writes the filtered records.
 */
export function RefundAdminPage({
  review: { form, listQuery },
  refunds,
  decide,
  parts: { RefundStatusTag, Money },
}: RefundAdminPageProps) {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const confirm = useAdminConfirm();
  // The refund being rejected stays while its dialog closes, so the title does not blink.
  const [rejecting, setRejecting] = useState<RefundItem | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const linkState = fromList(pathname, listQuery.search);

  const columns: ColumnsType<RefundItem> = [
    {
      title: text.colRefundNo,
      dataIndex: 'refundNo',
      render: (no: string, r) => (
        <span className={styles.nowrap}>
          {no}
          <span className={styles.sub}>
            {text.orderNo}{' '}
            <Link to={orderDetailHref(r.orderId)} state={linkState}>
              {r.orderNo}
            </Link>
          </span>
        </span>
      ),
    },
    {
      title: text.colCustomerProduct,
      key: 'customer',
      render: (_, r) => (
        <span className={styles.wrap}>
          {r.custName}
          <span className={styles.sub}>{r.productName}</span>
        </span>
      ),
    },
    {
      title: text.colRefund,
      dataIndex: 'amountFen',
      align: 'right',
      render: (fen: number, r) => (
        <span className={styles.nowrap}>
          <strong>
            <Money fen={fen} />
          </strong>
          <span className={styles.sub}>
            {text.paid} <Money fen={r.paidFen} />
          </span>
        </span>
      ),
    },
    {
      title: text.colReason,
      dataIndex: 'reason',
      render: (reason: string) => <span className={styles.wrap}>{reason}</span>,
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      render: (status: number, r) => (
        <span className={styles.wrap}>
          <RefundStatusTag status={status} />
          {r.reviewNote ? (
            <span className={styles.sub}>{text.reviewNote(r.reviewNote)}</span>
          ) : null}
        </span>
      ),
    },
    {
      title: text.colReviewer,
      dataIndex: 'reviewer',
      render: (name: string) => name || '-',
    },
    {
      title: text.colTimes,
      key: 'times',
      render: (_, r) => (
        <span className={styles.nowrap}>
          {r.createTime}
          <span className={styles.sub}>{r.reviewTime || '-'}</span>
        </span>
      ),
    },
    {
      title: text.colActions,
      key: 'actions',
      fixed: screens.md ? 'right' : undefined,
      render: (_, r) =>
        r.status === RefundStatus.PENDING ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm({
                  title: text.approveRefundTitle(r.refundNo),
                  content: text.approveRefundContent,
                  danger: true,
                  onConfirm: () => decide.mutateAsync({ id: r.id, approve: true }),
                  success: text.refundApproved,
                })
              }
            >
              {text.approveRefund}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => {
                setRejecting(r);
                setRejectOpen(true);
              }}
            >
              {text.rejectRefund}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.refundTitle} intro={text.refundIntro} />
      <Card>
        <AdminFilterBar<FormValues>
          name="refundFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(filtersOfForm(v))}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="orderNo" label={text.orderNo}>
            <Input placeholder={text.orderNoPlaceholder} allowClear maxLength={32} />
          </Form.Item>
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={STATUS_OPTIONS}
          />
          <DayRangeFilter label={text.applied} />
        </AdminFilterBar>
      </Card>
      <Card title={text.refundListTitle} extra={<RefundExportButton filters={listQuery.filters} />}>
        <AdminTable<RefundItem>
          size="middle"
          rowKey="id"
          aria-label={text.refundListLabel}
          columns={columns}
          list={refunds}
          paging={listQuery}
          emptyText={text.refundEmpty}
        />
      </Card>
      <ReasonDialog
        open={rejectOpen}
        title={rejecting ? text.rejectRefundTitle(rejecting.refundNo) : ''}
        label={text.rejectRefundLabel}
        placeholder={text.rejectRefundPlaceholder}
        onSubmit={async (note) => {
          if (!rejecting) return;
          await decide.mutateAsync({ id: rejecting.id, approve: false, note });
          toast.success(text.refundRejected);
        }}
        onClose={() => setRejectOpen(false)}
      />
    </div>
  );
}
