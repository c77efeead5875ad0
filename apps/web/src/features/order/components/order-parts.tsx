import {
  formatFen,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_NAMES,
  REFUND_STATUS_LABELS,
  type OrderDetail,
  type OrderStatus,
  type OrderType,
  type RefundStatus,
} from '@pn/shared';
import { Alert, Card, Descriptions, Empty, Table, Tag, Timeline } from 'antd';
import type { ReactNode } from 'react';

const STATUS_COLORS: Record<OrderStatus, string> = {
  0: 'orange',
  1: 'gold',
  2: 'processing',
  3: 'green',
  4: 'default',
  5: 'default',
  6: 'purple',
  7: 'red',
};

export function OrderStatusTag({ status }: { status: number }) {
  const s = status as OrderStatus;
  return <Tag color={STATUS_COLORS[s]}>{ORDER_STATUS_LABELS[s] ?? status}</Tag>;
}

const REFUND_COLORS: Record<RefundStatus, string> = { 0: 'orange', 1: 'green', 2: 'red' };

export function RefundStatusTag({ status }: { status: number }) {
  const s = status as RefundStatus;
  return <Tag color={REFUND_COLORS[s]}>{REFUND_STATUS_LABELS[s] ?? status}</Tag>;
}

export const typeName = (type: string) => ORDER_TYPE_NAMES[type as OrderType] ?? type;

/** Money in a table cell or a description: ¥1,234.00. */
export const Money = ({ fen }: { fen: number }) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatFen(fen)}</span>
);

const PERIOD_LABELS = { billed: '已出账', upcoming: '未出账', void: '已作废' } as const;

/**
 * Everything about one order, for the customer's and the operator's detail screens: what
 * was ordered and for how much, its state trail, billing months, refunds and the business
 * it opened. `actions` (buttons) sit in the header card.
 */
export function OrderDetailView({
  detail: d,
  actions,
  showCustomer = false,
}: {
  detail: OrderDetail;
  actions?: ReactNode;
  showCustomer?: boolean;
}) {
  const c = d.config;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {d.provisionError ? (
        <Alert
          type="warning"
          showIcon
          message="开通遇到问题，系统正在自动重试"
          description={d.provisionError}
        />
      ) : null}
      {d.status === 7 && d.rejectReason ? (
        <Alert type="error" showIcon message={`订单已驳回：${d.rejectReason}`} />
      ) : null}
      <Card title={`订单 ${d.orderNo}`} extra={actions}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label="订单状态">
            <OrderStatusTag status={d.status} />
          </Descriptions.Item>
          <Descriptions.Item label="业务类型">{typeName(d.type)}</Descriptions.Item>
          <Descriptions.Item label="产品规格">
            {d.productName} · {d.skuName}
          </Descriptions.Item>
          {showCustomer ? (
            <>
              <Descriptions.Item label="客户">{d.custName}</Descriptions.Item>
              <Descriptions.Item label="客户编码">{d.custCode}</Descriptions.Item>
              <Descriptions.Item label="省份">{d.provinceName || '-'}</Descriptions.Item>
            </>
          ) : null}
          {c.bandwidthMbps !== null ? (
            <Descriptions.Item label="带宽">{c.bandwidthMbps} Mbps</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="订购时长">{d.months}个月</Descriptions.Item>
          {c.dnn ? <Descriptions.Item label="DNN">{c.dnn}</Descriptions.Item> : null}
          {c.site ? <Descriptions.Item label="部署位置">{c.site}</Descriptions.Item> : null}
          <Descriptions.Item label="联系人">
            {c.contactName} {c.contactPhone}
          </Descriptions.Item>
          {c.customProps.map((p) => (
            <Descriptions.Item key={p.name} label={p.name}>
              {p.value}
            </Descriptions.Item>
          ))}
          {c.msisdns.length > 0 ? (
            <Descriptions.Item label={`适用卡号（${c.msisdns.length}张）`} span={3}>
              <span style={{ wordBreak: 'break-all' }}>{c.msisdns.join('、')}</span>
            </Descriptions.Item>
          ) : null}
          {c.remark ? (
            <Descriptions.Item label="备注" span={3}>
              {c.remark}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>

      <Card title="费用">
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label="单价">
            <Money fen={d.unitPriceFen} />
          </Descriptions.Item>
          <Descriptions.Item label="计费数量">
            {d.quantity} × {d.periods}
            {d.recurring ? '个月' : '次'}
          </Descriptions.Item>
          <Descriptions.Item label="订单金额">
            <strong>
              <Money fen={d.amountFen} />
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label="已支付">
            <Money fen={d.paidFen} />
          </Descriptions.Item>
          <Descriptions.Item label="已退款">
            <Money fen={d.refundedFen} />
          </Descriptions.Item>
          <Descriptions.Item label="服务期">
            {d.startTime ? `${d.startTime} 至 ${d.endTime}` : '开通后起算'}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="订单进度">
        <Timeline
          items={d.events.map((e) => ({
            color:
              e.toStatus === 7 || e.toStatus === 5 ? 'red' : e.toStatus === 3 ? 'green' : 'blue',
            children: (
              <div>
                <div>
                  <strong>
                    {e.fromStatus === e.toStatus
                      ? e.note.split('：')[0]
                      : ORDER_STATUS_LABELS[e.toStatus as OrderStatus]}
                  </strong>
                  <span style={{ color: '#8c8c8c', marginLeft: 12 }}>
                    {e.createTime} · {e.operator}
                  </span>
                </div>
                {e.note ? <div style={{ color: '#595959' }}>{e.note}</div> : null}
              </div>
            ),
          }))}
        />
      </Card>

      {d.instances.length > 0 ? (
        <Card title="开通的业务">
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={d.instances}
            columns={[
              { title: '业务名称', dataIndex: 'name' },
              { title: '类型', dataIndex: 'type', render: (t: string) => typeName(t), width: 140 },
              {
                title: '状态',
                dataIndex: 'status',
                width: 100,
                render: (s: number) =>
                  s === 1 ? <Tag color="green">运行中</Tag> : <Tag>已结束</Tag>,
              },
            ]}
          />
        </Card>
      ) : null}

      <Card title="退款记录">
        {d.refunds.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无退款申请" />
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={d.refunds}
            scroll={{ x: 800 }}
            columns={[
              { title: '退款单号', dataIndex: 'refundNo', width: 180 },
              {
                title: '金额',
                dataIndex: 'amountFen',
                width: 120,
                render: (f: number) => <Money fen={f} />,
              },
              { title: '原因', dataIndex: 'reason' },
              {
                title: '状态',
                dataIndex: 'status',
                width: 90,
                render: (s: number) => <RefundStatusTag status={s} />,
              },
              { title: '审核意见', dataIndex: 'reviewNote', render: (v: string) => v || '-' },
              { title: '申请时间', dataIndex: 'createTime', width: 170 },
            ]}
          />
        )}
      </Card>
    </div>
  );
}

/** The billing months of a monthly order (freqOrderDetail). */
export function OrderPeriodsTable({ detail }: { detail: OrderDetail }) {
  return (
    <Table
      rowKey="periodNo"
      size="small"
      dataSource={detail.periodsDetail}
      pagination={{ pageSize: 12, hideOnSinglePage: true }}
      columns={[
        { title: '账期', dataIndex: 'periodNo', width: 80, render: (n: number) => `第${n}期` },
        { title: '开始时间', dataIndex: 'startTime' },
        { title: '结束时间', dataIndex: 'endTime' },
        { title: '金额', dataIndex: 'amountFen', render: (f: number) => <Money fen={f} /> },
        {
          title: '状态',
          dataIndex: 'state',
          width: 100,
          render: (s: keyof typeof PERIOD_LABELS) => (
            <Tag color={s === 'billed' ? 'green' : s === 'void' ? 'default' : 'blue'}>
              {PERIOD_LABELS[s]}
            </Tag>
          ),
        },
      ]}
    />
  );
}
