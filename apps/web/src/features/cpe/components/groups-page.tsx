import { DeviceMessages, DEVICE_LIMITS, type DeviceGroup } from '@pn/shared';
import { Button, Card, Dropdown, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { useAreaPath, useReadOnly } from '@/components/read-only/read-only';
import { WriteButton, WriteGuard } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { cpeApi } from '../api/cpe-api';
import { useCpeGroups, useCpeMutation } from '../api/queries';
import { deviceListHref } from '../lib/device-filters';
import { formatTime } from '../lib/format';
import { cpeText as text } from '../text';
import { ConsolePageHeader } from '@/components/console-page-header';
import { GroupEditor, type GroupValues } from './group-editor';
import { useCommandRunner } from './use-command-runner';
import styles from '../cpe.module.css';

const FILTERS = { keyword: filterParam.text(DEVICE_LIMITS.keywordMax) };

/**
 * 5G快线 › 终端分组: the groups with their gateways online and in all; 新建, 编辑, 删除
 * (refused by the server while the group holds gateways) and a command to the whole group.
 */
export function GroupsPage() {
  const [form] = Form.useForm<{ keyword?: string }>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useCpeGroups(listQuery.query);
  const remove = useCpeMutation(cpeApi.deleteGroup);
  const create = useCpeMutation(cpeApi.createGroup);
  const update = useCpeMutation((v: { id: number; body: GroupValues }) =>
    cpeApi.updateGroup(v.id, v.body),
  );
  const confirm = useAdminConfirm();
  const inArea = useAreaPath();
  const readOnly = useReadOnly();
  const commands = useCommandRunner();
  const [editing, setEditing] = useState<'new' | DeviceGroup | null>(null);

  const removeGroup = (g: DeviceGroup) =>
    confirm({
      title: '删除分组',
      content:
        g.devices > 0
          ? `分组「${g.name}」下还有 ${g.devices} 台终端，需先将终端移出分组才能删除。`
          : `确定删除分组「${g.name}」吗？`,
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(g.id);
        listQuery.afterRemove(list.data?.data.length ?? 0);
      },
      success: DeviceMessages.DELETED,
    });

  const groupCommand = (g: DeviceGroup, kind: 'reboot' | 'firmwareQuery') =>
    confirm({
      title: kind === 'reboot' ? '整组远程重启' : '整组查询固件版本',
      content:
        kind === 'reboot'
          ? `确定重启分组「${g.name}」的全部 ${g.devices} 台终端吗？重启期间网关下的设备将暂时断网。离线终端将在上线后重启。`
          : `向分组「${g.name}」的全部 ${g.devices} 台终端下发固件版本查询。`,
      danger: kind === 'reboot',
      onConfirm: () =>
        commands
          .run(() => cpeApi.command({ kind, target: { groupId: g.id } }))
          .catch(() => undefined),
    });

  const columns: ColumnsType<DeviceGroup> = [
    { title: '分组名称', dataIndex: 'name', render: (n: string) => <strong>{n}</strong> },
    {
      title: '描述',
      dataIndex: 'description',
      responsive: ['md'],
      render: (d: string) => d || '-',
    },
    {
      title: '终端数',
      dataIndex: 'devices',
      align: 'right',
      render: (n: number, g) => (
        <Link
          to={inArea(deviceListHref(paths.cpeList, { groupId: g.id }))}
          aria-label={`查看分组 ${g.name} 的 ${n} 台终端`}
        >
          {text.devices(n)}
        </Link>
      ),
    },
    {
      title: '在线',
      dataIndex: 'online',
      align: 'right',
      render: (n: number, g) => `${n} / ${g.devices}`,
    },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, g) => (
        <Space size={0} wrap>
          <WriteButton type="link" size="small" onClick={() => setEditing(g)}>
            编辑
          </WriteButton>
          <WriteGuard>
            <Dropdown
              trigger={['click']}
              disabled={g.devices === 0}
              menu={{
                items: [
                  { key: 'reboot', label: '整组远程重启', danger: true },
                  { key: 'firmwareQuery', label: '整组查询固件版本' },
                ],
                onClick: ({ key }) => groupCommand(g, key as 'reboot' | 'firmwareQuery'),
              }}
            >
              <Button type="link" size="small" disabled={g.devices === 0 || readOnly}>
                下发指令
              </Button>
            </Dropdown>
          </WriteGuard>
          <WriteButton type="link" size="small" danger onClick={() => removeGroup(g)}>
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader title={text.groupTitle} intro={text.groupIntro} />
      <Card>
        <AdminFilterBar
          name="cpeGroupFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={{ label: '新建分组', onClick: () => setEditing('new') }}
        >
          <Form.Item name="keyword" label="分组名称">
            <Input placeholder="请输入分组名称" allowClear maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="分组列表">
        <AdminTable<DeviceGroup>
          size="middle"
          rowKey="id"
          aria-label="终端分组"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的分组' : '暂无分组，可点击“新建分组”'}
        />
      </Card>
      <GroupEditor
        target={editing}
        onClose={() => setEditing(null)}
        save={(body, id) =>
          id === null ? create.mutateAsync(body) : update.mutateAsync({ id, body })
        }
        formName="cpeGroup"
        placeholder="如：一号产线网关"
      />
      {commands.dialog}
    </div>
  );
}
