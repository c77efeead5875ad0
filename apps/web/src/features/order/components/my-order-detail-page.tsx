import {
  formatFen,
  ORDER_CANCELLABLE,
  OrderMessages,
  RefundApplySchema,
  yuanToFen,
  type OrderDetail,
  type OrderStatus,
} from '@pn/shared';
import { Button, Card, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { paths } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useApplyRefund, useOrder, useOrderAction } from '../api/orders';
import { freqOrderDetailPath, orderDetailPath } from '../paths';
import { OrderDetailView, OrderPeriodsTable } from './order-parts';

/** The id of the order in the address (?id=…), or 0. */
function useOrderId(): number {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

interface RefundForm {
  amount: string;
  reason: string;
}

function RefundDialog({ detail, onClose }: { detail: OrderDetail; onClose: () => void }) {
  const [form] = Form.useForm<RefundForm>();
  const apply = useApplyRefund(detail.id);
  const max = detail.refundableFen;
  const submit = async () => {
    const v = await validateForm(form);
    try {
      await apply.mutateAsync({ amountFen: yuanToFen(v.amount)!, reason: v.reason });
      toast.success(OrderMessages.REFUND_SUBMITTED);
      onClose();
    } catch (err) {
      showActionError(err);
    }
  };
  return (
    <Modal
      open
      title="申请退款"
      okText="提交申请"
      cancelText="取消"
      confirmLoading={apply.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={520}
    >
      <p>
        可退金额 <strong>{formatFen(max)}</strong>。退款审核通过后，该订单的服务将终止。
      </p>
      <Form<RefundForm> form={form} layout="vertical" name="refundApply">
        <Form.Item
          name="amount"
          label="退款金额（元）"
          required
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!v || !v.trim()) throw new Error(OrderMessages.REFUND_AMOUNT_REQUIRED);
                const fen = yuanToFen(v);
                if (fen === null) throw new Error('请输入正确的金额，最多两位小数');
                if (fen <= 0) throw new Error(OrderMessages.REFUND_AMOUNT_REQUIRED);
                if (fen > max)
                  throw new Error(OrderMessages.REFUND_EXCEEDS.replace('{amount}', formatFen(max)));
              },
            },
          ]}
        >
          <Input inputMode="decimal" placeholder={(max / 100).toFixed(2)} maxLength={12} />
        </Form.Item>
        <Form.Item name="reason" label="退款原因" {...zodField(RefundApplySchema, 'reason')}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CustomerActions({ detail }: { detail: OrderDetail }) {
  const action = useOrderAction();
  const [refunding, setRefunding] = useState(false);
  const cancel = () =>
    Modal.confirm({
      title: '取消订单',
      content: `确定取消订单 ${detail.orderNo} 吗？取消后不能恢复。`,
      okText: '确定取消',
      cancelText: '再想想',
      width: 464,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await action.mutateAsync({ id: detail.id, action: 'cancel' });
          toast.success(OrderMessages.CANCELLED);
        } catch (err) {
          showActionError(err);
        }
      },
    });
  return (
    <Space wrap>
      {ORDER_CANCELLABLE.includes(detail.status as OrderStatus) ? (
        <Button danger onClick={cancel}>
          取消订单
        </Button>
      ) : null}
      {detail.status === 3 && detail.refundableFen > 0 ? (
        <Button onClick={() => setRefunding(true)}>申请退款</Button>
      ) : null}
      {detail.recurring ? (
        <Link to={freqOrderDetailPath(detail.id)}>
          <Button>账期明细</Button>
        </Link>
      ) : null}
      {refunding ? <RefundDialog detail={detail} onClose={() => setRefunding(false)} /> : null}
    </Space>
  );
}

/** /control/user/order/orderDetail?id=: one order with its trail, refunds and business. */
export function MyOrderDetailPage() {
  const id = useOrderId();
  const order = useOrder(id);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Link to={paths.userOrder}>‹ 返回我的订单</Link>
      <DataState query={order} rows={10}>
        {order.data ? (
          <OrderDetailView detail={order.data} actions={<CustomerActions detail={order.data} />} />
        ) : null}
      </DataState>
    </div>
  );
}

/** /control/user/order/freqOrderDetail?id=: a monthly order's billing months. */
export function FreqOrderDetailPage() {
  const id = useOrderId();
  const order = useOrder(id);
  const d = order.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Link to={paths.userOrder}>‹ 返回我的订单</Link>
      <DataState query={order} rows={8}>
        {d ? (
          <Card
            title={`账期明细 · ${d.orderNo}`}
            extra={<Link to={orderDetailPath(d.id)}>订单详情</Link>}
          >
            <p>
              {d.productName} · {d.skuName}，每期 {formatFen(d.unitPriceFen * d.quantity)}，共{' '}
              {d.periods} 期，合计 {formatFen(d.amountFen)}
              {d.startTime ? `，服务期 ${d.startTime} 至 ${d.endTime}` : '，开通后开始计费'}。
            </p>
            {d.recurring ? <OrderPeriodsTable detail={d} /> : <p>该订单为一次性计费，没有账期。</p>}
          </Card>
        ) : null}
      </DataState>
    </div>
  );
}
