import { DeviceMessages, DEVICE_LIMITS, type MiniGroup } from '@pn/shared';
import { Card, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { miniApi, type MiniGroupBody } from '../api/mini-api';
import { useMiniGroups, useMiniMutation } from '../api/mini-queries';
import { formatTime } from '../lib/format';
import { miniServiceListPath } from '../paths';
import { cpeText as text } from '../text';
import { ConsolePageHeader } from '@/components/console-page-header';
import { GroupEditor } from './group-editor';
import styles from '../cpe.module.css';

const FILTERS = { keyword: filterParam.text(DEVICE_LIMITS.keywordMax) };

/**
 * 5G快线 › 小微分组: the groups with their subscriptions in all and in use; 新建, 编辑 and
 * 删除 (refused by the server while the group holds subscriptions). The count leads to
 * 小微业务 filtered by the group.
 */
export function MiniGroupPage() {
  const [form] = Form.useForm<{ keyword?: string }>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useMiniGroups(listQuery.query);
  const remove = useMiniMutation(miniApi.deleteGroup);
  const create = useMiniMutation(miniApi.createGroup);
  const update = useMiniMutation((v: { id: number; body: MiniGroupBody }) =>
    miniApi.updateGroup(v.id, v.body),
  );
  const confirm = useAdminConfirm();
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const [editing, setEditing] = useState<'new' | MiniGroup | null>(null);

  const removeGroup = (g: MiniGroup) =>
    confirm({
      title: '删除分组',
      content:
        g.services > 0
          ? `分组「${g.name}」下还有 ${g.services} 个小微业务，需先将业务移出分组才能删除。`
          : `确定删除分组「${g.name}」吗？`,
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(g.id);
        listQuery.afterRemove(list.data?.data.length ?? 0);
      },
      success: DeviceMessages.DELETED,
    });

  const columns: ColumnsType<MiniGroup> = [
    { title: '分组名称', dataIndex: 'name', render: (n: string) => <strong>{n}</strong> },
    {
      title: '描述',
      dataIndex: 'description',
      responsive: ['md'],
      render: (d: string) => d || '-',
    },
    {
      title: '业务数',
      dataIndex: 'services',
      align: 'right',
      render: (n: number, g) =>
        held(paths.cpeMiniService) ? (
          <Link
            to={inArea(miniServiceListPath({ groupId: g.id }))}
            aria-label={`查看分组 ${g.name} 的 ${n} 个小微业务`}
          >
            {text.services(n)}
          </Link>
        ) : (
          text.services(n)
        ),
    },
    {
      title: '使用中',
      dataIndex: 'active',
      align: 'right',
      render: (n: number, g) => `${n} / ${g.services}`,
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
          <WriteButton type="link" size="small" danger onClick={() => removeGroup(g)}>
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader title={text.miniGroupTitle} intro={text.miniGroupIntro} />
      <Card>
        <AdminFilterBar
          name="cpeMiniGroupFilters"
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
        <AdminTable<MiniGroup>
          size="middle"
          rowKey="id"
          aria-label="小微分组"
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
        formName="cpeMiniGroup"
        placeholder="如：南山商圈"
      />
    </div>
  );
}
