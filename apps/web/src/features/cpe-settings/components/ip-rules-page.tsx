import { DEVICE_LIMITS, DeviceMessages, IP_RULE_ACTION_LABELS, type IpRule } from '@pn/shared';
import { Card, Form, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  EnabledBadge,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { WriteButton } from '@/components/read-only/write-guard';
import {
  editTargetOf,
  filterParam,
  useAdminListQuery,
  type FiltersOf,
} from '@/lib/use-admin-list-query';
import {
  cpeSettingsApi,
  cpeSettingsKeys,
  useDeviceGroupOptions,
  usePagedList,
  useSettingsMutation,
} from '../api/cpe-settings-api';
import { protocolPortText } from '../ip-rule-form';
import { IpRuleFormModal } from './ip-rule-form-modal';
import { formatTime, idParam } from './parts';
import styles from '../cpe-settings.module.css';

const FILTERS = {
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
  groupId: (raw: string | null) => idParam(raw),
};
type Filters = FiltersOf<typeof FILTERS>;

/**
 * /control/5g-cpe/cpe-index/ip-manage IP访问控制: the rules the gateways apply to their
 * clients' traffic (target address or network, protocol, port, allow or deny, priority),
 * for one group of gateways or all; created, edited, switched on and off, deleted after
 * confirmation.
 */
export function IpRulesPage() {
  const [form] = Form.useForm<Filters>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const rules = usePagedList(
    cpeSettingsKeys.ipRuleList(list.query),
    cpeSettingsApi.ipRules,
    list.query,
  );
  const groups = useDeviceGroupOptions();
  const confirm = useAdminConfirm();
  const remove = useSettingsMutation(cpeSettingsKeys.ipRules, cpeSettingsApi.deleteIpRule);
  const toggle = useSettingsMutation(cpeSettingsKeys.ipRules, (r: IpRule) =>
    cpeSettingsApi.updateIpRule(r.id, {
      name: r.name,
      groupId: r.groupId,
      target: r.target,
      protocol: r.protocol,
      port: r.port,
      action: r.action,
      priority: r.priority,
      enabled: !r.enabled,
      remark: r.remark,
    }),
  );

  const target = editTargetOf(list.edit);
  const editing =
    target === 'new' ? 'new' : (rules.data?.data.find((r) => r.id === target) ?? undefined);

  const columns: ColumnsType<IpRule> = [
    { title: '优先级', dataIndex: 'priority', width: 70 },
    {
      title: '规则名称',
      dataIndex: 'name',
      width: 190,
      render: (name: string, r) => (
        <div className={styles.name}>
          <span>{name}</span>
          {r.remark ? <span className={styles.muted}>{r.remark}</span> : null}
        </div>
      ),
    },
    {
      title: '适用网关',
      dataIndex: 'groupName',
      width: 120,
      render: (v: string | null) => v ?? '全部网关',
    },
    {
      title: '目标地址',
      dataIndex: 'target',
      width: 140,
      render: (v: string) => <span className={styles.mono}>{v}</span>,
    },
    { title: '协议/端口', key: 'port', width: 120, render: (_, r) => protocolPortText(r) },
    {
      title: '动作',
      dataIndex: 'action',
      width: 70,
      render: (a: IpRule['action']) => (
        <Tag color={a === 'allow' ? 'success' : 'error'}>{IP_RULE_ACTION_LABELS[a]}</Tag>
      ),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (e: boolean) => <EnabledBadge enabled={e} />,
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (v: string) => formatTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <WriteButton type="link" size="small" onClick={() => list.setEdit(r.id)}>
            编辑
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            onClick={() =>
              r.enabled
                ? confirm({
                    title: `确认停用规则「${r.name}」？`,
                    content: '停用后网关不再按此规则放行或拦截。',
                    onConfirm: () => toggle.mutateAsync(r),
                    success: DeviceMessages.SAVED,
                  })
                : void toggle.mutateAsync(r).catch(() => undefined)
            }
          >
            {r.enabled ? '停用' : '启用'}
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: `确认删除规则「${r.name}」？`,
                content: '删除后网关不再按此规则放行或拦截，不可恢复。',
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(r.id);
                  list.afterRemove(rules.data?.data.length ?? 0);
                },
                success: DeviceMessages.DELETED,
              })
            }
          >
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="IP访问控制"
        intro="网关按优先级（数字越小越先）匹配规则，对接入终端访问的目标地址、协议与端口放行或拦截。规则可适用于某个终端分组或全部网关。"
      />
      <Card>
        <AdminFilterBar
          name="ipRuleFilters"
          form={form}
          onSearch={(v) => list.setFilters(v)}
          onReset={list.resetFilters}
          add={{ label: '新建规则', onClick: () => list.setEdit('new') }}
        >
          <Form.Item name="keyword" label="关键字">
            <Input
              allowClear
              placeholder="规则名称或目标地址"
              maxLength={DEVICE_LIMITS.keywordMax}
            />
          </Form.Item>
          <FilterSelect
            name="groupId"
            label="终端分组"
            placeholder="全部分组"
            width={180}
            loading={groups.isPending}
            options={(groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title="访问控制规则">
        <AdminTable<IpRule>
          size="middle"
          rowKey="id"
          aria-label="访问控制规则"
          columns={columns}
          list={rules}
          paging={list}
          emptyText={list.filtered ? '没有符合条件的规则' : '暂无规则，点击“新建规则”添加'}
          scroll={{ x: 1090 }}
        />
      </Card>
      <IpRuleFormModal editing={editing} onClose={() => list.setEdit(null, { replace: true })} />
    </div>
  );
}
