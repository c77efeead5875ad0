import {
  RoleSaveSchema,
  type CustomerRole,
  type GrantableMenu,
  type RoleSaveInput,
} from '@pn/shared';
import { Alert, Button, Card, Form, Input, Space, Spin, Switch, Table, Tag, Tree } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useDeleteRole, useGrantableMenus, useRoles, useSaveRole } from '../api/roles';
import { roleText as text } from '../text';
import { FormDialog } from '@/components/forms/form-dialog';

const treeOf = (menus: readonly GrantableMenu[]): DataNode[] =>
  menus.map((m) => ({
    key: m.id,
    title: m.kind === 'action' ? `${m.name}（操作）` : m.name,
    children: treeOf(m.children),
  }));

/** Ids with children: the folders the server adds for any screen below them. */
function folderIds(menus: readonly GrantableMenu[], out = new Set<string>()): Set<string> {
  for (const m of menus) {
    if (m.children.length) {
      out.add(m.id);
      folderIds(m.children, out);
    }
  }
  return out;
}

type Values = RoleSaveInput;

/** The role editor: name, description, read-only, and the menus as a checkable tree. */
function RoleDialog({
  role,
  open,
  onClose,
}: {
  role: CustomerRole | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const menus = useGrantableMenus(open);
  const save = useSaveRole();
  const folders = useMemo(() => folderIds(menus.data ?? []), [menus.data]);
  const field = (name: keyof Values) => zodField(RoleSaveSchema, name);

  const submit = async () => {
    const values = await validateForm(form);
    try {
      await save.mutateAsync({ ...values, id: role?.id });
      toast.success(text.saved);
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };

  return (
    <FormDialog
      open={open}
      title={role ? text.editTitle : text.createTitle}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      width={640}
      ready={menus.data !== undefined}
    >
      {menus.data ? (
        <Form<Values>
          form={form}
          layout="vertical"
          name="roleEditor"
          initialValues={{
            name: role?.name ?? '',
            description: role?.description ?? '',
            readOnly: role?.readOnly ?? false,
            // A folder is checked by its children; naming it would check every child.
            menuIds: (role?.menuIds ?? []).filter((id) => !folders.has(id)),
          }}
        >
          <Form.Item name="name" label={text.name} {...field('name')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="description" label={text.description} {...field('description')}>
            <Input.TextArea maxLength={100} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item
            name="readOnly"
            label={text.readOnlyLabel}
            valuePropName="checked"
            extra={text.readOnlyHelp}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="menuIds"
            label={text.menus}
            {...field('menuIds')}
            valuePropName="checkedKeys"
            trigger="onCheck"
            getValueFromEvent={(checked: string[] | { checked: string[] }) =>
              (Array.isArray(checked) ? checked : checked.checked).filter((id) => !folders.has(id))
            }
          >
            <Tree
              checkable
              defaultExpandAll
              selectable={false}
              treeData={treeOf(menus.data ?? [])}
            />
          </Form.Item>
        </Form>
      ) : menus.isError ? (
        <Alert
          type="error"
          showIcon
          message={text.menusFailed}
          description={errorMessageOf(menus.error)}
        />
      ) : (
        // The form mounts once the menus are here, so its first values are the role's.
        <Spin tip={text.menusLoading}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      )}
    </FormDialog>
  );
}

/**
 * 角色管理: the enterprise's roles with their kind (read-only or not), menus and holders;
 * create, edit and delete (after a confirmation naming how many accounts it affects).
 */
export function RolePage() {
  const roles = useRoles();
  const remove = useDeleteRole();
  const confirm = useAdminConfirm();
  const [editing, setEditing] = useState<{ role: CustomerRole | null } | null>(null);

  const columns: ColumnsType<CustomerRole> = [
    { title: text.colName, dataIndex: 'name' },
    { title: text.colDescription, dataIndex: 'description', render: (d: string) => d || '-' },
    {
      title: text.colKind,
      dataIndex: 'readOnly',
      render: (readOnly: boolean) =>
        readOnly ? <Tag>{text.readOnly}</Tag> : <Tag color="blue">{text.writable}</Tag>,
    },
    { title: text.colMenus, key: 'menus', render: (_, r) => r.menuIds.length },
    { title: text.colAccounts, dataIndex: 'accounts' },
    { title: text.colUpdated, dataIndex: 'updateTime' },
    {
      title: text.colActions,
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ role: r })}>
            {text.edit}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: text.removeTitle(r.name),
                content: text.removeContent(r.accounts),
                danger: true,
                onConfirm: () => remove.mutateAsync(r.id),
                success: text.removed,
              })
            }
          >
            {text.remove}
          </Button>
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
          <Button type="primary" onClick={() => setEditing({ role: null })}>
            {text.add}
          </Button>
        }
      >
        <Table<CustomerRole>
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
                  重试
                </Button>
              </span>
            ) : (
              text.empty
            ),
          }}
        />
      </Card>
      <RoleDialog
        // A new dialog, and form, for each role opened.
        key={editing ? (editing.role?.id ?? 'new') : 'closed'}
        open={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
