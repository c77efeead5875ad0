import { ROLE_AUDIENCE_LABELS, type RoleAdminItem } from '@pn/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Grid, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { adminTableText, useAdminConfirm } from '@/components/admin/admin-table';
import { errorMessageOf } from '@/lib/api-errors';
import { useDeleteSystemRole } from '../api/delete-system-role';
import { useSystemRoles } from '../api/get-system-roles';
import { roleAdminText as text } from '../text';
import { RoleEditorDrawer } from './role-editor-drawer';
import { systemAdminStyles as styles, TimeCell } from './system-admin-parts';

/** The visitor role is kept by the platform itself (the server refuses changes to it). */
const isVisitor = (role: RoleAdminItem) => role.audience === 'visitor';

/**
 * 角色管理: the platform roles with their audience, marks, menus and holders; roles are
 * created, edited (every holder has the change on its next request) and, when added here
 * and held by nobody, deleted.
 */
export function RoleAdminPage() {
  const roles = useSystemRoles();
  const remove = useDeleteSystemRole();
  const confirm = useAdminConfirm();
  const screens = Grid.useBreakpoint();
  // The role stays while the drawer slides shut; each opening starts a new form (`key`).
  const [editing, setEditing] = useState<{
    key: number;
    open: boolean;
    role: RoleAdminItem | null;
  }>({ key: 0, open: false, role: null });
  const edit = (role: RoleAdminItem | null) =>
    setEditing((e) => ({ key: e.key + 1, open: true, role }));

  const confirmRemove = (role: RoleAdminItem) =>
    confirm({
      title: text.removeTitle(role.name),
      content: text.removeContent,
      danger: true,
      onConfirm: () => remove.mutateAsync(role.id),
      success: text.removed,
    });

  const columns: ColumnsType<RoleAdminItem> = [
    {
      title: text.colName,
      key: 'name',
      render: (_, role) => (
        <>
          <span className={styles.account}>{role.name}</span>
          {role.description ? <span className={styles.sub}>{role.description}</span> : null}
        </>
      ),
    },
    { title: text.colCode, dataIndex: 'code', render: (code: string) => <code>{code}</code> },
    {
      title: text.colAudience,
      dataIndex: 'audience',
      render: (audience: string) => (
        <span className={styles.nowrap}>
          {ROLE_AUDIENCE_LABELS[audience as keyof typeof ROLE_AUDIENCE_LABELS] ?? audience}
        </span>
      ),
    },
    {
      title: text.colTags,
      key: 'tags',
      render: (_, role) => (
        <span className={styles.tags}>
          {role.readOnly ? <Tag>{text.readOnly}</Tag> : null}
          {role.builtIn ? <Tag color="blue">{text.builtIn}</Tag> : null}
        </span>
      ),
    },
    {
      title: text.colMenus,
      key: 'menus',
      render: (_, role) => <span className={styles.numeric}>{role.menuIds.length}</span>,
    },
    {
      title: text.colAccounts,
      dataIndex: 'accounts',
      render: (n: number) => <span className={styles.numeric}>{n}</span>,
    },
    {
      title: text.colUpdated,
      dataIndex: 'updatedAt',
      width: 104,
      render: (time: string) => <TimeCell time={time} />,
    },
    {
      title: text.colActions,
      key: 'actions',
      width: 120,
      fixed: screens.md ? 'right' : undefined,
      render: (_, role) => (
        <Space size={0}>
          {isVisitor(role) ? (
            <Tooltip title={text.visitorTip}>
              <Button type="link" size="small" disabled>
                {text.edit}
              </Button>
            </Tooltip>
          ) : (
            <Button type="link" size="small" onClick={() => edit(role)}>
              {text.edit}
            </Button>
          )}
          {role.builtIn || isVisitor(role) ? null : role.accounts > 0 ? (
            <Tooltip title={text.inUseTip}>
              <Button type="link" size="small" danger disabled>
                {text.remove}
              </Button>
            </Tooltip>
          ) : (
            <Button type="link" size="small" danger onClick={() => confirmRemove(role)}>
              {text.remove}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card
        title={text.listTitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)}>
            {text.add}
          </Button>
        }
      >
        <Table<RoleAdminItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          dataSource={roles.data ?? []}
          loading={roles.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: roles.isError ? (
              <span role="alert">
                {errorMessageOf(roles.error)}{' '}
                <Button type="link" size="small" onClick={() => void roles.refetch()}>
                  {adminTableText.retry}
                </Button>
              </span>
            ) : (
              text.empty
            ),
          }}
        />
      </Card>
      <RoleEditorDrawer
        key={editing.key}
        open={editing.open}
        role={editing.role}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </div>
  );
}
