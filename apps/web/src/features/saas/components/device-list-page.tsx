import {
  DEVICE_KIND_LABELS,
  DEVICE_KINDS,
  DEVICE_ONLINE_STATE_LABELS,
  DEVICE_ONLINE_STATES,
  SAAS_LIMITS,
  type DeviceItem,
} from '@pn/shared';
import { Card, Form, Input, Select } from 'antd';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { ConsolePageHeader } from '@/components/console-page-header';
import { ExportButton } from '@/components/export-permission/export-button';
import { useAreaPath } from '@/components/read-only/read-only';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { exportParams, saasExportPaths } from '../api/saas-api';
import { useSaasDevices, useSaasGroups, useSaasModels, useSaasVendors } from '../api/queries';
import { deviceDetailPath } from '../paths';
import { deviceColumns } from './device-columns';
import styles from '../saas.module.css';

const ID = /^\d{1,9}$/;
const FILTERS = {
  kind: filterParam.oneOf(DEVICE_KINDS),
  vendor: filterParam.text(SAAS_LIMITS.vendorMax),
  modelId: filterParam.matching(ID),
  firmware: filterParam.text(SAAS_LIMITS.firmwareMax),
  onlineState: filterParam.oneOf(DEVICE_ONLINE_STATES),
  groupId: filterParam.matching(ID),
  keyword: filterParam.text(SAAS_LIMITS.keywordMax),
};

/**
 * 设备管理 › 设备列表: every gateway and multi-SIM device of the enterprise, filtered by
 * kind, vendor, model, firmware version, online state, group and serial or name, with the
 * export (behind the data-export permission).
 */
export function DeviceListPage() {
  const [form] = Form.useForm();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const { modelId, groupId, ...rest } = listQuery.query;
  const params = {
    ...rest,
    modelId: modelId ? Number(modelId) : undefined,
    groupId: groupId ? Number(groupId) : undefined,
  };
  const list = useSaasDevices(params);
  const vendors = useSaasVendors();
  const models = useSaasModels({ page: 1, pageSize: 50 });
  const groups = useSaasGroups();
  const inArea = useAreaPath();
  const latest = new Map((models.data?.data ?? []).map((m) => [m.id, m.latestFirmware]));
  const columns = deviceColumns(
    (d: DeviceItem) => inArea(deviceDetailPath(d.id)),
    (d) => latest.get(d.modelId),
  );
  const { page: _page, pageSize: _size, ...filters } = params;

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="设备列表"
        intro="企业的全部5G快线网关与5G多卡设备，可按类型、厂商、型号、固件版本、在线状态与分组筛选。"
        extra={
          <ExportButton
            path={saasExportPaths.devices}
            params={exportParams(filters)}
            fallbackName="设备列表.xlsx"
          />
        }
      />
      <Card>
        <AdminFilterBar
          name="saasDeviceFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v as never)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input placeholder="序列号/名称" allowClear maxLength={SAAS_LIMITS.keywordMax} />
          </Form.Item>
          <FilterSelect
            name="kind"
            label="类型"
            placeholder="全部类型"
            width={130}
            options={DEVICE_KINDS.map((k) => ({ value: k, label: DEVICE_KIND_LABELS[k] }))}
          />
          <FilterSelect
            name="vendor"
            label="厂商"
            placeholder="全部厂商"
            loading={vendors.isPending}
            options={(vendors.data ?? []).map((v) => ({ value: v, label: v }))}
          />
          <Form.Item name="modelId" label="型号">
            <Select
              allowClear
              placeholder="全部型号"
              style={{ width: 200 }}
              loading={models.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={(models.data?.data ?? []).map((m) => ({
                value: String(m.id),
                label: `${m.vendor} ${m.model}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="firmware" label="固件版本">
            <Input
              placeholder="如 V2.1.0"
              allowClear
              maxLength={SAAS_LIMITS.firmwareMax}
              style={{ width: 130 }}
            />
          </Form.Item>
          <FilterSelect
            name="onlineState"
            label="在线状态"
            placeholder="全部状态"
            options={DEVICE_ONLINE_STATES.map((s) => ({
              value: s,
              label: DEVICE_ONLINE_STATE_LABELS[s],
            }))}
          />
          <Form.Item name="groupId" label="分组">
            <Select
              allowClear
              placeholder="全部分组"
              style={{ width: 150 }}
              loading={groups.isPending}
              options={(groups.data?.data ?? []).map((g) => ({
                value: String(g.id),
                label: g.name,
              }))}
            />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="设备">
        <AdminTable<DeviceItem>
          size="middle"
          rowKey="id"
          aria-label="设备"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的设备' : '暂无设备'}
        />
      </Card>
    </div>
  );
}
