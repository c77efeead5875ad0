import {
  BUSINESS_STATUS_LABELS,
  formatFen,
  ORDER_STATUS_LABELS,
  ORDERED_BUSINESS_LABELS,
  ORDERED_BUSINESS_TYPES,
  type OrderedItem,
} from '@pn/shared';
import { Card, Form, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { AdminFilterBar, AdminListHeader, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { paths } from '@/config/paths';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { useOrderedOverview } from '../api/network-api';
import { BUSINESS_SCREENS, orderDetailPath } from '../paths';
import { networkText } from '../text';
import styles from './network.module.css';

const t = networkText.ordered;
const FILTERS = {
  keyword: filterParam.text(40),
  type: filterParam.oneOf(ORDERED_BUSINESS_TYPES),
  status: filterParam.oneOf([1, 2]),
};
type Filters = FiltersOf<typeof FILTERS>;

function Usage({ item }: { item: OrderedItem }) {
  const u = item.usage;
  if (u.sessions !== null) return <span>{t.sessions(u.liveSessions ?? 0, u.sessions)}</span>;
  if (u.dnns !== null) {
    return u.dnns.length ? (
      <span>{t.dnnCards(u.dnns.join('、'), u.cards ?? 0)}</span>
    ) : (
      <span className={styles.muted}>{t.noDnn}</span>
    );
  }
  return <span className={styles.muted}>-</span>;
}

/** /control/ordered/business/overview: every business the enterprise ordered. */
export function OrderedOverviewPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useOrderedOverview(listQuery.query);
  const held = useHeldScreens();
  const inArea = useAreaPath();
  const canOrders = held(paths.userOrder);
  /** The screen of a business: its own console screen, else its order's detail. */
  const screenOf = (o: OrderedItem) => {
    const own = BUSINESS_SCREENS[o.type];
    if (own && held(own)) return inArea(own);
    return o.order && canOrders ? inArea(orderDetailPath(o.order.id)) : null;
  };

  const columns: ColumnsType<OrderedItem> = [
    {
      title: t.name,
      dataIndex: 'name',
      render: (name: string, o) => {
        const to = screenOf(o);
        return (
          <>
            <div>{to ? <Link to={to}>{name}</Link> : name}</div>
            <div className={styles.muted}>{o.customerName}</div>
          </>
        );
      },
    },
    {
      title: t.type,
      dataIndex: 'typeLabel',
      width: 120,
      render: (label: string) => <Tag color="blue">{label}</Tag>,
    },
    {
      title: t.status,
      dataIndex: 'status',
      width: 90,
      render: (s: number) => (
        <Tag color={s === 1 ? 'green' : 'default'}>{BUSINESS_STATUS_LABELS[s] ?? s}</Tag>
      ),
    },
    {
      title: t.term,
      key: 'term',
      width: 200,
      render: (_, o) => (
        <span className={styles.muted}>
          {o.startTime.slice(0, 10)} 至 {o.endTime ? o.endTime.slice(0, 10) : '长期'}
        </span>
      ),
    },
    {
      title: t.amount,
      key: 'amount',
      width: 150,
      render: (_, o) =>
        o.order ? (
          <>
            <div>{formatFen(o.order.amountFen)}</div>
            <div className={styles.muted}>
              {o.order.orderNo} ·{' '}
              {ORDER_STATUS_LABELS[o.order.status as keyof typeof ORDER_STATUS_LABELS] ?? ''}
            </div>
          </>
        ) : (
          '-'
        ),
    },
    { title: t.usage, key: 'usage', width: 240, render: (_, o) => <Usage item={o} /> },
    {
      title: t.actions,
      key: 'actions',
      width: 170,
      render: (_, o) => {
        const own = BUSINESS_SCREENS[o.type];
        return (
          <Space size={12} wrap>
            {own && held(own) ? <Link to={inArea(own)}>{t.open}</Link> : null}
            {o.order && canOrders ? (
              <Link to={inArea(orderDetailPath(o.order.id))}>{t.orderDetail}</Link>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className={styles.page}>
      <AdminListHeader title={t.title} intro={t.intro} />
      <Card>
        <AdminFilterBar
          name="orderedFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label={t.keyword}>
            <Input placeholder={t.keywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
          <FilterSelect
            name="type"
            label={t.type}
            placeholder={t.allTypes}
            width={140}
            options={ORDERED_BUSINESS_TYPES.map((x) => ({
              value: x,
              label: ORDERED_BUSINESS_LABELS[x],
            }))}
          />
          <FilterSelect
            name="status"
            label={t.status}
            placeholder={t.allStatus}
            options={[1, 2].map((s) => ({ value: s, label: BUSINESS_STATUS_LABELS[s]! }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title={t.list}>
        <AdminTable<OrderedItem>
          size="middle"
          rowKey="id"
          aria-label={t.list}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={
            <span>
              {t.empty}，可在门户的<Link to="/product/introduce/A1">产品页</Link>在线订购
            </span>
          }
          scroll={{ x: 1100 }}
        />
      </Card>
    </div>
  );
}
