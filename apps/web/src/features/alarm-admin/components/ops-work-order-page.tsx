import {
  ALARM_SEVERITIES,
  ALARM_SEVERITY_LABELS,
  OPS_WORK_ORDER_SOURCE_LABELS,
  OPS_WORK_ORDER_SOURCES,
  OPS_WORK_ORDER_STATE_LABELS,
  OPS_WORK_ORDER_STATES,
  OpsWorkOrderCreateSchema,
  type OpsWorkOrderCreateInput,
  type OpsWorkOrderItem,
} from '@pn/shared';
import { Button, Card, Checkbox, Form, Input, Modal, Select } from 'antd';
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
import { hrefOf } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useCreateOpsWorkOrder, useOpsWorkOrders } from '../api/ops-work-orders';
import { alarmText as text } from '../text';
import {
  OperatorSelect,
  OpsStateTag,
  optionsOf,
  PROVINCE_OPTIONS,
  SeverityTag,
} from './alarm-parts';
import { OpsStatisticsSection } from './ops-statistics';

const STATE_FILTERS = [...OPS_WORK_ORDER_STATES, 'unfinished'] as const;
const FILTERS = {
  state: filterParam.oneOf(STATE_FILTERS),
  severity: filterParam.oneOf(ALARM_SEVERITIES),
  source: filterParam.oneOf(OPS_WORK_ORDER_SOURCES),
  beId: filterParam.matching(/^\d{3}$/),
  mine: filterParam.oneOf(['true'] as const),
  keyword: filterParam.text(40),
};
type Filters = FiltersOf<typeof FILTERS>;
type FormValues = Omit<Filters, 'mine'> & { mine?: boolean };

const formValuesOf = ({ mine, ...rest }: Filters): FormValues => ({
  ...rest,
  mine: mine === 'true',
});

const STATE_OPTIONS = [
  { value: 'unfinished', label: text.woUnfinished },
  ...optionsOf(OPS_WORK_ORDER_STATE_LABELS, OPS_WORK_ORDER_STATES),
];

export const opsDetailHref = (id: number) => hrefOf('adminAlarmWorkOrderDetail', { id });

function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<OpsWorkOrderCreateInput>();
  const create = useCreateOpsWorkOrder();
  const navigate = useNavigate();
  const field = (name: keyof OpsWorkOrderCreateInput) =>
    zodField(OpsWorkOrderCreateSchema as never, name as never);
  const submit = async () => {
    const values = await validateForm(form);
    try {
      const { id, orderNo } = await create.mutateAsync({
        customerWorkOrder: values.customerWorkOrder,
        title: values.title ?? '',
        severity: values.severity,
        assigneeId: values.assigneeId ?? null,
        note: values.note ?? '',
      });
      toast.success(text.woCreated(orderNo));
      form.resetFields();
      onClose();
      void navigate(opsDetailHref(id));
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <Modal
      open={open}
      title={text.woCreateTitle}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={600}
    >
      <Form<OpsWorkOrderCreateInput>
        form={form}
        layout="vertical"
        name="opsWorkOrderCreate"
        initialValues={{ title: '', assigneeId: null, note: '' }}
      >
        <Form.Item
          name="customerWorkOrder"
          label={text.customerWorkOrder}
          {...field('customerWorkOrder')}
          required
        >
          <Input maxLength={20} placeholder={text.customerWorkOrderPlaceholder} />
        </Form.Item>
        <Form.Item name="title" label={text.woTitle} {...field('title')}>
          <Input maxLength={80} placeholder={text.woFromCustomerTitlePlaceholder} />
        </Form.Item>
        <Form.Item name="severity" label={text.severity}>
          <Select
            allowClear
            placeholder={text.woSeverityPlaceholder}
            options={optionsOf(ALARM_SEVERITY_LABELS, ALARM_SEVERITIES)}
          />
        </Form.Item>
        <Form.Item name="assigneeId" label={text.assignee}>
          <OperatorSelect beId={undefined} placeholder={text.assigneePlaceholder} />
        </Form.Item>
        <Form.Item name="note" label={text.note} {...field('note')}>
          <Input.TextArea maxLength={200} showCount placeholder={text.notePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 运维工单: the statistics of the caller's area, then its operator work orders filtered by
 * state, severity, source, province, “mine” and keyword; 由客户工单新建 opens one from a
 * customer's work order (those from alarms are raised on 告警记录).
 */
export function OpsWorkOrderPage() {
  const [form] = Form.useForm<FormValues>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form, formValuesOf });
  const list = useOpsWorkOrders(listQuery.query);
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<OpsWorkOrderItem> = [
    {
      title: text.colNo,
      dataIndex: 'orderNo',
      render: (no: string, w) => <Link to={opsDetailHref(w.id)}>{no}</Link>,
    },
    { title: text.colTitle, dataIndex: 'title' },
    {
      title: text.severity,
      dataIndex: 'severity',
      render: (s: OpsWorkOrderItem['severity']) => <SeverityTag severity={s} />,
    },
    {
      title: text.state,
      dataIndex: 'state',
      render: (s: OpsWorkOrderItem['state']) => <OpsStateTag state={s} />,
    },
    {
      title: text.colSource,
      dataIndex: 'source',
      render: (s: OpsWorkOrderItem['source']) => OPS_WORK_ORDER_SOURCE_LABELS[s],
    },
    { title: text.province, dataIndex: 'provinceName' },
    { title: text.colCustomer, dataIndex: 'custName', render: (c: string) => c || text.none },
    {
      title: text.colAssignee,
      dataIndex: 'assigneeName',
      render: (a: string) => a || text.unassigned,
    },
    { title: text.colCreated, dataIndex: 'createTime' },
    {
      title: text.actions,
      key: 'actions',
      render: (_, w) => (
        <Link to={opsDetailHref(w.id)}>
          <Button type="link" size="small" tabIndex={-1}>
            {text.view}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.woPageTitle} intro={text.woIntro} />
      <OpsStatisticsSection />
      <Card>
        <AdminFilterBar
          name="opsWorkOrderFilters"
          form={form}
          onSearch={({ mine, ...v }) =>
            listQuery.setFilters({
              ...v,
              mine: mine ? 'true' : undefined,
              keyword: v.keyword?.trim() || undefined,
            })
          }
          onReset={listQuery.resetFilters}
          add={{ label: text.woAdd, onClick: () => setCreating(true) }}
        >
          <FilterSelect
            name="state"
            label={text.state}
            placeholder={text.statePlaceholder}
            options={STATE_OPTIONS}
          />
          <FilterSelect
            name="severity"
            label={text.severity}
            placeholder={text.severityPlaceholder}
            options={optionsOf(ALARM_SEVERITY_LABELS, ALARM_SEVERITIES)}
          />
          <FilterSelect
            name="source"
            label={text.colSource}
            placeholder={text.sourcePlaceholder}
            options={optionsOf(OPS_WORK_ORDER_SOURCE_LABELS, OPS_WORK_ORDER_SOURCES)}
          />
          <FilterSelect
            name="beId"
            label={text.province}
            placeholder={text.provincePlaceholder}
            options={PROVINCE_OPTIONS}
            searchable
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.woKeywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
          <Form.Item name="mine" valuePropName="checked">
            <Checkbox>{text.woMine}</Checkbox>
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title={text.woListLabel}>
        <AdminTable<OpsWorkOrderItem>
          size="middle"
          rowKey="id"
          aria-label={text.woListLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.woEmpty}
        />
      </Card>
      <CreateDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
