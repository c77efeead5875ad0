import {
  BINDING_ACTION_LABELS,
  BINDING_ACTIONS,
  DEVICE_LIMITS,
  type BindingAction,
  type BindLog,
} from '@pn/shared';
import { Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useBindLogs, useSxDevices } from '../api/sx-api';
import { useBindLogColumns } from './bind-log-table';

const FILTERS = {
  deviceId: (raw: string | null) => {
    const n = Number(raw);
    return raw !== null && /^\d{1,15}$/.test(raw) && Number.isSafeInteger(n) && n > 0
      ? n
      : undefined;
  },
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
  action: filterParam.oneOf<BindingAction>(BINDING_ACTIONS),
};
type Filters = FiltersOf<typeof FILTERS>;

/**
 * /control/sx/sx-index/log 绑定日志: every bind and unbind of the enterprise's multi-SIM
 * devices (who, when, which slot and card), newest first, by device, card and action.
 */
export function SxLogPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useBindLogs(listQuery.query);
  const [deviceSearch, setDeviceSearch] = useState('');
  const devices = useSxDevices({
    page: 1,
    pageSize: 50,
    keyword: deviceSearch.trim().slice(0, DEVICE_LIMITS.keywordMax) || undefined,
  });
  const columns = useBindLogColumns(true);

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="绑定日志"
        intro="多卡设备每一次绑定与解绑的记录：时间、设备、卡槽、卡号与操作人。"
      />
      <Card>
        <AdminFilterBar
          name="sxLogFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="deviceId" label="设备">
            <Select<number>
              placeholder="全部设备"
              allowClear
              style={{ width: 260 }}
              loading={devices.isFetching}
              showSearch={{ filterOption: false, onSearch: setDeviceSearch }}
              options={(devices.data?.data ?? []).map((d) => ({
                value: d.id,
                label: `${d.name || d.serial}（${d.serial}）`,
              }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input
              placeholder="卡号、ICCID或序列号"
              allowClear
              maxLength={DEVICE_LIMITS.keywordMax}
            />
          </Form.Item>
          <FilterSelect
            name="action"
            label="操作"
            placeholder="全部操作"
            options={BINDING_ACTIONS.map((a) => ({ value: a, label: BINDING_ACTION_LABELS[a] }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title="绑定记录">
        <AdminTable<BindLog>
          size="middle"
          rowKey="id"
          aria-label="绑定日志"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的绑定记录' : '暂无绑定记录'}
          scroll={{ x: 1100 }}
        />
      </Card>
    </div>
  );
}
