import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_NAMES,
  ORDER_TYPES,
  type OrderItem,
} from '@pn/shared';
import { Button, Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useOrders } from '../api/orders';
import { freqOrderDetailPath, orderDetailPath } from '../paths';
import { Money, OrderStatusTag } from './order-parts';

const FILTERS = {
  orderNo: filterParam.text(32),
  type: filterParam.oneOf(ORDER_TYPES),
  status: filterParam.oneOf(ORDER_STATUSES),
};
type Filters = FiltersOf<typeof FILTERS>;

/** /control/user/order: the enterprise's orders with their state, amount and term. */
export function MyOrdersPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useOrders(listQuery.query);

  const columns: ColumnsType<OrderItem> = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 190,
      render: (no: string, o) => <Link to={orderDetailPath(o.id)}>{no}</Link>,
    },
    {
      title: '产品',
      key: 'product',
      render: (_, o) => (
        <>
          <div>{o.productName}</div>
          <div style={{ color: '#8c8c8c', fontSize: 12 }}>{o.skuName}</div>
        </>
      ),
    },
    { title: '金额', dataIndex: 'amountFen', width: 130, render: (f: number) => <Money fen={f} /> },
    { title: '时长', dataIndex: 'months', width: 80, render: (m: number) => `${m}个月` },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: number) => <OrderStatusTag status={s} />,
    },
    { title: '下单时间', dataIndex: 'createTime', width: 170 },
    {
      title: '服务期至',
      dataIndex: 'endTime',
      width: 170,
      render: (v: string) => v || '-',
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, o) => (
        <>
          <Link to={orderDetailPath(o.id)}>
            <Button type="link" size="small" tabIndex={-1}>
              详情
            </Button>
          </Link>
          {o.recurring ? (
            <Link to={freqOrderDetailPath(o.id)}>
              <Button type="link" size="small" tabIndex={-1}>
                账期
              </Button>
            </Link>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="我的订单"
        intro="本企业在门户订购的专网业务：审核、开通、生效与到期进度，开通前可取消，生效中可申请退款。"
      />
      <Card>
        <AdminFilterBar
          name="orderFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="orderNo" label="订单号">
            <Input placeholder="请输入订单号" allowClear maxLength={32} />
          </Form.Item>
          <FilterSelect
            name="type"
            label="业务类型"
            placeholder="全部类型"
            options={ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_NAMES[t] }))}
          />
          <FilterSelect
            name="status"
            label="订单状态"
            placeholder="全部状态"
            options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title="订单列表">
        <AdminTable<OrderItem>
          size="middle"
          rowKey="id"
          aria-label="订单列表"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={
            <span>
              暂无订单，可在门户的<Link to="/product/introduce/A1">产品页</Link>在线订购
            </span>
          }
          scroll={{ x: 1000 }}
        />
      </Card>
    </div>
  );
}
