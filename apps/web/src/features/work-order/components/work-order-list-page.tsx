import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_CATEGORY_LABELS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_RELATED_LABELS,
  WORK_ORDER_RELATED_TYPES,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  WorkOrderCreateSchema,
  type WorkOrderCreateInput,
  type WorkOrderItem,
} from '@pn/shared';
import { Button, Card, Form, Input, Modal, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useOpenWorkOrder, useWorkOrders, type WorkOrderSide } from '../api/work-orders';
import { workOrderText as text } from '../text';
import { PictureField, PriorityTag, SlaCell, StatusTag } from './work-order-parts';

const FILTERS = {
  status: filterParam.oneOf(WORK_ORDER_STATUSES),
  category: filterParam.oneOf(WORK_ORDER_CATEGORIES),
  priority: filterParam.oneOf(WORK_ORDER_PRIORITIES),
  keyword: filterParam.text(40),
};
type Filters = FiltersOf<typeof FILTERS>;

const options = <K extends string | number>(
  labels: Readonly<Record<K, string>>,
  keys: readonly K[],
) => keys.map((k) => ({ value: k, label: labels[k] }));

/** The detail page of an order on each side. */
export const detailPath = (side: WorkOrderSide, id: number) =>
  side === 'customer' ? `/control/user/workOrder/detail/${id}` : `/admin/work-order/detail/${id}`;

function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<WorkOrderCreateInput>();
  const create = useOpenWorkOrder();
  const navigate = useNavigate();
  const relatedType = Form.useWatch('relatedType', form);
  const field = (name: keyof WorkOrderCreateInput) =>
    zodField(WorkOrderCreateSchema as never, name as never);

  const submit = async () => {
    const values = await validateForm(form);
    try {
      const { id } = await create.mutateAsync({
        ...values,
        relatedType: values.relatedType ?? null,
        relatedRef: values.relatedRef ?? '',
        attachments: values.attachments ?? [],
      });
      toast.success(text.created);
      form.resetFields();
      onClose();
      void navigate(detailPath('customer', id));
    } catch (error) {
      showActionError(error);
    }
  };

  return (
    <Modal
      open={open}
      title={text.createTitle}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form<WorkOrderCreateInput>
        form={form}
        layout="vertical"
        name="workOrderCreate"
        initialValues={{ priority: 3, relatedType: null, attachments: [] }}
      >
        <Form.Item name="category" label={text.category} {...field('category')}>
          <Select options={options(WORK_ORDER_CATEGORY_LABELS, WORK_ORDER_CATEGORIES)} />
        </Form.Item>
        <Form.Item name="priority" label={text.priority} {...field('priority')}>
          <Select options={options(WORK_ORDER_PRIORITY_LABELS, WORK_ORDER_PRIORITIES)} />
        </Form.Item>
        <Form.Item name="title" label={text.title} {...field('title')}>
          <Input maxLength={60} placeholder={text.titlePlaceholder} />
        </Form.Item>
        <Form.Item name="description" label={text.description} {...field('description')}>
          <Input.TextArea
            maxLength={2000}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
            placeholder={text.descriptionPlaceholder}
          />
        </Form.Item>
        <Form.Item name="relatedType" label={text.relatedType}>
          <Select
            options={[
              { value: null, label: text.relatedNone },
              ...options(WORK_ORDER_RELATED_LABELS, WORK_ORDER_RELATED_TYPES),
            ]}
          />
        </Form.Item>
        {relatedType ? (
          <Form.Item name="relatedRef" label={text.relatedRef} {...field('relatedRef')}>
            <Input maxLength={40} placeholder={text.relatedRefPlaceholder} />
          </Form.Item>
        ) : null}
        <Form.Item name="attachments" label={text.attachments} extra={text.attachmentsHelp}>
          <PictureField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The work-order list of either side: the enterprise's own orders (with 提交工单) or the
 * orders of the operator's province or city, filtered by state, category, priority and a
 * keyword, with the SLA of each.
 */
export function WorkOrderListPage({ side }: { side: WorkOrderSide }) {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useWorkOrders(side, listQuery.query);
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<WorkOrderItem> = [
    {
      title: text.colNo,
      dataIndex: 'orderNo',
      render: (no: string, item) => <Link to={detailPath(side, item.id)}>{no}</Link>,
    },
    { title: text.colTitle, dataIndex: 'title' },
    ...(side === 'operator' ? [{ title: text.colCustomer, dataIndex: 'custName' } as const] : []),
    {
      title: text.category,
      dataIndex: 'category',
      render: (c: WorkOrderItem['category']) => WORK_ORDER_CATEGORY_LABELS[c],
    },
    {
      title: text.priority,
      dataIndex: 'priority',
      render: (p: number) => <PriorityTag priority={p} />,
    },
    {
      title: text.status,
      dataIndex: 'status',
      render: (s: WorkOrderItem['status']) => <StatusTag status={s} />,
    },
    { title: text.colSla, key: 'sla', render: (_, item) => <SlaCell item={item} /> },
    { title: text.colCreated, dataIndex: 'createTime' },
    {
      title: text.colActions,
      key: 'actions',
      render: (_, item) => (
        <Link to={detailPath(side, item.id)}>
          <Button type="link" size="small" tabIndex={-1}>
            {text.view}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title={side === 'customer' ? text.customerTitle : text.operatorTitle}
        intro={side === 'customer' ? text.customerIntro : text.operatorIntro}
      />
      <Card>
        <AdminFilterBar
          name="workOrderFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={
            side === 'customer' ? { label: text.add, onClick: () => setCreating(true) } : undefined
          }
        >
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={options(WORK_ORDER_STATUS_LABELS, WORK_ORDER_STATUSES)}
          />
          <FilterSelect
            name="category"
            label={text.category}
            placeholder={text.categoryPlaceholder}
            options={options(WORK_ORDER_CATEGORY_LABELS, WORK_ORDER_CATEGORIES)}
          />
          <FilterSelect
            name="priority"
            label={text.priority}
            placeholder={text.priorityPlaceholder}
            options={options(WORK_ORDER_PRIORITY_LABELS, WORK_ORDER_PRIORITIES)}
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title={text.listTitle}>
        <AdminTable<WorkOrderItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
        />
      </Card>
      {side === 'customer' ? (
        <CreateDialog open={creating} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  );
}
