import { WarningOutlined } from '@ant-design/icons';
import {
  AdminLevel,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_NAMES,
  ORDER_TYPES,
  PROVINCES,
  type OrderItem,
} from '@pn/shared';
import { Card, Form, Grid, Input, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useLocation } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { orderAdminText as text } from '../text';
import type { OrderActionMutation, OrderListState, OrderParts } from '../types';
import { fromList, orderDetailHref } from '../utils/links';
import {
  filtersOfForm,
  ORDER_FILTERS,
  rangeFormValues,
  type OrderFilters,
  type RangeForm,
} from '../utils/list-params';
import { DayRangeFilter } from './day-range-filter';
import styles from './order-admin.module.css';
import { OrderReviewActions } from './order-review-actions';

type FormValues = RangeForm<OrderFilters>;

const TYPE_OPTIONS = ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_NAMES[t] }));
const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.beId, label: p.name }));

/**
 * The order list's state (filters, page) kept in the address, with its filter form. The
 * route module reads the orders of `query` and hands them to OrderReviewPage.
 */
export function useOrderReviewList() {
  const [form] = Form.useForm<FormValues>();
  const listQuery = useAdminListQuery({
    filters: ORDER_FILTERS,
    form,
    formValuesOf: rangeFormValues,
  });
  return { form, listQuery };
}
export type OrderReviewList = ReturnType<typeof useOrderReviewList>;

export interface OrderReviewPageProps {
  review: OrderReviewList;
  /** The orders of `review.listQuery.query` (useOrders). */
  orders: OrderListState;
  /** useOrderAction. */
  action: OrderActionMutation;
  parts: Pick<OrderParts, 'OrderStatusTag' | 'Money'>;
}

/**
 * 订单审核: the orders of the administrator's province or city (every province for a
 * national administrator, who can pick one), newest first, filtered by number, customer or
 * product, type, status and submission day, with the review steps open on each row.
 */
export function OrderReviewPage({
  review: { form, listQuery },
  orders,
  action,
  parts: { OrderStatusTag, Money },
}: OrderReviewPageProps) {
  const { pathname } = useLocation();
  const level = useLevelInfo();
  const screens = Grid.useBreakpoint();
  const national = level.data?.level === AdminLevel.NATIONAL;
  const linkState = fromList(pathname, listQuery.search);

  const columns: ColumnsType<OrderItem> = [
    {
      title: text.colOrderNo,
      dataIndex: 'orderNo',
      render: (no: string, o) => (
        <Link to={orderDetailHref(o.id)} state={linkState}>
          {no}
        </Link>
      ),
    },
    {
      title: text.colCustomer,
      key: 'customer',
      render: (_, o) => (
        <span className={styles.wrap}>
          {o.custName}
          <span className={styles.sub}>{o.custCode}</span>
        </span>
      ),
    },
    {
      title: text.colProvince,
      dataIndex: 'provinceName',
      render: (name: string) => name || '-',
    },
    {
      title: text.colProduct,
      key: 'product',
      render: (_, o) => (
        <span className={styles.wrap}>
          {o.productName} · {o.skuName}
        </span>
      ),
    },
    {
      title: text.colAmount,
      dataIndex: 'amountFen',
      align: 'right',
      render: (fen: number, o) => (
        <span className={styles.nowrap}>
          <Money fen={fen} />
          <span className={styles.sub}>{`${o.months}个月`}</span>
        </span>
      ),
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      render: (status: number, o) => (
        <span className={styles.nowrap}>
          <OrderStatusTag status={status} />
          {o.provisionError ? (
            <Tooltip title={text.provisionProblem(o.provisionError)}>
              <WarningOutlined
                className={styles.warning}
                tabIndex={0}
                role="img"
                aria-label={text.provisionProblem(o.provisionError)}
              />
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    {
      title: text.colCreated,
      dataIndex: 'createTime',
      render: (time: string) => <span className={styles.nowrap}>{time}</span>,
    },
    {
      title: text.colActions,
      key: 'actions',
      fixed: screens.md ? 'right' : undefined,
      render: (_, o) => <OrderReviewActions order={o} action={action} layout="row" />,
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.reviewTitle} intro={text.reviewIntro} />
      <Card>
        <AdminFilterBar<FormValues>
          name="orderReviewFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(filtersOfForm(v))}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="orderNo" label={text.orderNo}>
            <Input placeholder={text.orderNoPlaceholder} allowClear maxLength={32} />
          </Form.Item>
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
          <FilterSelect
            name="type"
            label={text.type}
            placeholder={text.typePlaceholder}
            options={TYPE_OPTIONS}
            width={160}
          />
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={STATUS_OPTIONS}
          />
          {national ? (
            <FilterSelect
              name="beId"
              label={text.province}
              placeholder={text.provincePlaceholder}
              options={PROVINCE_OPTIONS}
              searchable
            />
          ) : null}
          <DayRangeFilter label={text.created} />
        </AdminFilterBar>
      </Card>
      <Card title={text.reviewListTitle}>
        <AdminTable<OrderItem>
          size="middle"
          rowKey="id"
          aria-label={text.reviewListLabel}
          columns={columns}
          list={orders}
          paging={listQuery}
          emptyText={text.reviewEmpty}
        />
      </Card>
    </div>
  );
}
