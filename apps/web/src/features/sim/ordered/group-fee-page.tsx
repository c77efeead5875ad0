import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIALOG_WIDTH, formatDateTime, PAGE_SIZE_OPTIONS, type SimGroup } from '@pn/shared';
import { Alert, App, Button, Card, Input, Progress, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { WriteButton } from '@/components/read-only/write-guard';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { simApi, simKeys } from '../api/sim-api';
import { SimPageHeader } from '../common/page-header';
import { formatDataKb, formatDataMb } from '../tariff/format';
import { GroupFormModal } from './group-form-modal';
import { GroupMembersDrawer } from './group-members-drawer';
import { groupStore, usedPercentOf } from './group-store';
import styles from './ordered.module.css';

/**
 * 群组资费 (/control/ordered/B1/groupFee): the customer's groups (group tariff, data pool
 * and its use, members) with create, edit and delete, and a members panel for the chosen
 * group (the group store of spec §3).
 */
export function GroupFeePage() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [name, setName] = useState<string | undefined>();

  const query = { page, pageSize, name };
  const groups = useQuery({
    queryKey: simKeys.groups(query),
    queryFn: ({ signal }) => simApi.groups(query, { signal }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (groups.data) groupStore.refreshRow(groups.data.data);
  }, [groups.data]);
  // A fresh visit starts with no panel or dialog open.
  useEffect(() => () => groupStore.reset(), []);

  const remove = useMutation({
    mutationFn: (id: number) => simApi.deleteGroup(id),
    onSuccess: (_, id) => {
      groupStore.removed(id);
      return queryClient.invalidateQueries({ queryKey: ['sim', 'groups'] });
    },
  });

  const confirmDelete = (group: SimGroup) =>
    modal.confirm({
      title: `确认删除群组「${group.name}」？`,
      content:
        group.members > 0
          ? `该群组仍有 ${group.members} 张成员卡，需先移出全部成员才能删除。`
          : '删除后不可恢复。',
      width: DIALOG_WIDTH.confirm,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove
          .mutateAsync(group.id)
          .then(() => toast.success('群组已删除'))
          .catch((e: unknown) => showActionError(e, '删除失败，请稍后再试')),
    });

  const columns: ColumnsType<SimGroup> = [
    {
      title: '群组名称',
      dataIndex: 'name',
      render: (n: string, g) => (
        <div className={styles.groupName}>
          <span>{n}</span>
          {g.description ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: g.description }}>
              {g.description}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    { title: '群组资费', dataIndex: 'tariffName', width: 160 },
    { title: '流量池', dataIndex: 'poolDataMb', width: 100, render: formatDataMb },
    {
      title: '本月已用',
      key: 'used',
      width: 200,
      render: (_, g) => {
        const percent = usedPercentOf(g);
        return (
          <div className={styles.used}>
            <Progress
              percent={Math.min(100, percent)}
              size="small"
              status="normal"
              strokeColor={percent >= 100 ? '#d54941' : percent >= 80 ? '#e37318' : undefined}
              format={() => `${percent}%`}
              aria-label={`${g.name}流量池已用${percent}%`}
            />
            <Typography.Text type="secondary" className={styles.usedText}>
              {formatDataKb(g.usedDataKb)} / {formatDataMb(g.poolDataMb)}
              {percent > 100 ? '，已超出' : ''}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: '成员数',
      dataIndex: 'members',
      width: 90,
      align: 'right',
      render: (n: number) => n.toLocaleString('zh-CN'),
    },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, g) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => groupStore.openMembers(g)}>
            成员
          </Button>
          <WriteButton type="link" size="small" onClick={() => groupStore.openEdit(g)}>
            编辑
          </WriteButton>
          <WriteButton type="link" size="small" danger onClick={() => confirmDelete(g)}>
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SimPageHeader
        title="群组资费"
        intro="群组内的成员卡共享群组资费的流量池；可新建群组、调整资费，并管理群组成员。"
        extra={
          <WriteButton
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => groupStore.openCreate()}
          >
            新建群组
          </WriteButton>
        }
      />
      <Card>
        <div className={styles.toolbar}>
          <Input.Search
            allowClear
            placeholder="按群组名称搜索"
            aria-label="搜索群组"
            maxLength={40}
            onSearch={(v) => {
              setName(v.trim() || undefined);
              setPage(1);
            }}
            className={styles.groupSearch}
          />
        </div>
        {groups.isError ? (
          <Alert
            type="error"
            showIcon
            title="群组列表加载失败"
            description={errorMessageOf(groups.error)}
            action={
              <Button size="small" onClick={() => void groups.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Table<SimGroup>
            rowKey="id"
            loading={groups.isFetching}
            columns={columns}
            dataSource={groups.data?.data ?? []}
            scroll={{ x: 1040 }}
            locale={{ emptyText: name ? '没有匹配的群组' : '暂无群组，点击“新建群组”创建' }}
            pagination={{
              current: page,
              pageSize,
              total: groups.data?.total ?? 0,
              showSizeChanger: true,
              showQuickJumper: true,
              pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
              showTotal: (n) => `共 ${n} 个群组`,
              onChange: (p, size) => {
                setPage(size === pageSize ? p : 1);
                setPageSize(size);
              },
            }}
          />
        )}
      </Card>
      <GroupFormModal />
      <GroupMembersDrawer />
    </div>
  );
}
