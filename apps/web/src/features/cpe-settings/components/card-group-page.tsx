import { DEVICE_LIMITS, DeviceMessages, type CardGroup } from '@pn/shared';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
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
  usePagedList,
  useSettingsMutation,
} from '../api/cpe-settings-api';
import { CardGroupMembersDrawer } from './card-group-members-drawer';
import { NameDescriptionModal } from './name-description-modal';
import { formatTime } from './parts';
import styles from '../cpe-settings.module.css';

const FILTERS = { keyword: filterParam.text(DEVICE_LIMITS.keywordMax) };
type Filters = FiltersOf<typeof FILTERS>;

/**
 * /control/5g-cpe/cpe-index/card-group 卡组管理: groups of the enterprise's cards for the
 * gateways (create, rename, delete after confirmation) and their members (bulk add and
 * remove, with the reason for each refused card).
 */
export function CardGroupPage() {
  const [form] = Form.useForm<Filters>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const groups = usePagedList(
    cpeSettingsKeys.cardGroupList(list.query),
    cpeSettingsApi.cardGroups,
    list.query,
  );
  const confirm = useAdminConfirm();
  const [members, setMembers] = useState<CardGroup | null>(null);

  const target = editTargetOf(list.edit);
  const editing =
    target === 'new' ? 'new' : (groups.data?.data.find((g) => g.id === target) ?? undefined);
  const create = useSettingsMutation(cpeSettingsKeys.cardGroups, cpeSettingsApi.createCardGroup);
  const update = useSettingsMutation(
    cpeSettingsKeys.cardGroups,
    (v: { id: number; body: Parameters<typeof cpeSettingsApi.updateCardGroup>[1] }) =>
      cpeSettingsApi.updateCardGroup(v.id, v.body),
  );
  const remove = useSettingsMutation(cpeSettingsKeys.cardGroups, cpeSettingsApi.deleteCardGroup);

  const columns: ColumnsType<CardGroup> = [
    {
      title: '卡组名称',
      dataIndex: 'name',
      width: 260,
      render: (name: string, g) => (
        <div className={styles.name}>
          <span>{name}</span>
          {g.description ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: g.description }}>
              {g.description}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    { title: '卡数', dataIndex: 'cards', width: 90 },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, g) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setMembers(g)}>
            成员
          </Button>
          <WriteButton type="link" size="small" onClick={() => list.setEdit(g.id)}>
            编辑
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: `确认删除卡组「${g.name}」？`,
                content:
                  g.cards > 0
                    ? `卡组中的 ${g.cards} 张卡将移出卡组（卡本身不受影响）。`
                    : '删除后不可恢复。',
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(g.id);
                  list.afterRemove(groups.data?.data.length ?? 0);
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
        title="卡组管理"
        intro="把网关使用的卡分组管理：按卡组批量添加或移出卡号，未能处理的卡号会逐一说明原因。"
      />
      <Card>
        <AdminFilterBar
          name="cardGroupFilters"
          form={form}
          onSearch={(v) => list.setFilters(v)}
          onReset={list.resetFilters}
          add={{ label: '新建卡组', onClick: () => list.setEdit('new') }}
        >
          <Form.Item name="keyword" label="卡组名称">
            <Input allowClear placeholder="卡组名称关键字" maxLength={DEVICE_LIMITS.keywordMax} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="卡组">
        <AdminTable<CardGroup>
          size="middle"
          rowKey="id"
          aria-label="卡组列表"
          columns={columns}
          list={groups}
          paging={list}
          emptyText={list.filtered ? '没有符合条件的卡组' : '暂无卡组，点击“新建卡组”创建'}
          scroll={{ x: 760 }}
        />
      </Card>
      <NameDescriptionModal
        noun="卡组"
        editing={editing}
        saving={create.isPending || update.isPending}
        save={(body) =>
          editing === 'new' || editing === undefined
            ? create.mutateAsync(body)
            : update.mutateAsync({ id: editing.id, body })
        }
        onClose={() => list.setEdit(null, { replace: true })}
      />
      {members ? <CardGroupMembersDrawer group={members} onClose={() => setMembers(null)} /> : null}
    </div>
  );
}
