import {
  MENU_ADMIN_LIMITS,
  ROLE_AUDIENCE_LABELS,
  ROLE_AUDIENCES,
  RoleCreateSchema,
  RoleUpdateSchema,
  type RoleAdminItem,
  type RoleAudience,
} from '@pn/shared';
import { Alert, Form, Input, Radio, Switch, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, type Key } from 'react';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { errorMessageOf } from '@/lib/api-errors';
import { parseForm, zodField } from '@/lib/form-rules';
import { useCreateSystemRole } from '../api/create-system-role';
import { useSystemMenus } from '../api/get-system-menus';
import { useUpdateSystemRole } from '../api/update-system-role';
import { roleAdminText as text } from '../text';
import {
  buildMenuTree,
  flattenTree,
  grantableTree,
  leafChecks,
  type MenuTreeNode,
} from '../utils/menu-admin';
import { systemAdminStyles as styles } from './system-admin-parts';

/** The role editor's values: code and audience are chosen once, at creation. */
export interface RoleEditorValues {
  code?: string;
  audience?: RoleAudience;
  name: string;
  description: string;
  readOnly: boolean;
  /** The ticked entries (leaves, and folders whose children are all ticked). */
  menuIds: string[];
}

const AUDIENCE_OPTIONS = ROLE_AUDIENCES.map((a) => ({ value: a, label: ROLE_AUDIENCE_LABELS[a] }));

const createField = (name: keyof RoleEditorValues) => zodField(RoleCreateSchema, name);
const updateField = (name: Exclude<keyof RoleEditorValues, 'code' | 'audience'>) =>
  zodField(RoleUpdateSchema, name);

const treeDataOf = (nodes: readonly MenuTreeNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: (
      <span className={styles.menuName}>
        {n.name}
        {n.kind === 'action' ? <Tag color="purple">{text.actionTag}</Tag> : null}
        {n.hidden ? <Tag>{text.hiddenTag}</Tag> : null}
      </span>
    ),
    ...(n.children ? { children: treeDataOf(n.children) } : {}),
  }));

const isAudience = (a: string): a is RoleAudience =>
  (ROLE_AUDIENCES as readonly string[]).includes(a);

const checkedOf = (checked: Key[] | { checked: Key[] }) =>
  (Array.isArray(checked) ? checked : checked.checked).map(String);

interface RoleEditorDrawerProps {
  open: boolean;
  /** The role edited, or null for a new one. */
  role: RoleAdminItem | null;
  onClose: () => void;
}

/**
 * The role editor (drawer): code and audience when creating, name, description, read-only,
 * and a checkable tree of the menus and actions the audience may grant. Folders follow
 * their children; the server grants the folders of whatever is ticked.
 */
export function RoleEditorDrawer({ open, role, onClose }: RoleEditorDrawerProps) {
  const [form] = Form.useForm<RoleEditorValues>();
  const menus = useSystemMenus();
  const create = useCreateSystemRole();
  const update = useUpdateSystemRole();
  const tree = useMemo(() => buildMenuTree(menus.data ?? []), [menus.data]);
  const watched = Form.useWatch('audience', form);
  const audience = role ? (isAudience(role.audience) ? role.audience : undefined) : watched;
  const grantable = useMemo(
    () => (audience ? grantableTree(tree, audience) : []),
    [tree, audience],
  );
  const initial = useMemo<RoleEditorValues>(
    () => ({
      name: role?.name ?? '',
      description: role?.description ?? '',
      readOnly: role?.readOnly ?? false,
      menuIds:
        role && isAudience(role.audience)
          ? leafChecks(grantableTree(tree, role.audience), role.menuIds)
          : [],
    }),
    [role, tree],
  );

  /** A new audience keeps only the ticks it may grant. */
  const changeAudience = (next: RoleAudience) => {
    const allowed = new Set(flattenTree(grantableTree(tree, next)).map((n) => n.id));
    const ticked = form.getFieldValue('menuIds') as string[] | undefined;
    form.setFieldValue(
      'menuIds',
      (ticked ?? []).filter((id) => allowed.has(id)),
    );
  };

  const save = async (values: RoleEditorValues) => {
    if (role) {
      await update.mutateAsync({ id: role.id, role: parseForm(RoleUpdateSchema, values) });
    } else {
      await create.mutateAsync(parseForm(RoleCreateSchema, values));
    }
  };

  return (
    <AdminEditorDrawer<RoleEditorValues>
      open={open}
      title={role ? text.editTitle(role.name) : text.createTitle}
      name="roleEditor"
      form={form}
      initialValues={initial}
      recordKey={role?.id ?? 'new'}
      loading={menus.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        title={text.appliesNext(role?.accounts ?? 0)}
        style={{ marginBottom: 16 }}
      />
      {role ? (
        <Form.Item label={`${text.code} / ${text.audience}`} extra={text.audienceFixed}>
          {role.code} · {ROLE_AUDIENCE_LABELS[role.audience as RoleAudience] ?? role.audience}
        </Form.Item>
      ) : (
        <>
          <Form.Item name="code" label={text.code} {...createField('code')}>
            <Input maxLength={32} placeholder={text.codePlaceholder} />
          </Form.Item>
          <Form.Item name="audience" label={text.audience} {...createField('audience')}>
            <Radio.Group
              options={AUDIENCE_OPTIONS}
              onChange={(e) => changeAudience(e.target.value as RoleAudience)}
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="name" label={text.name} {...updateField('name')}>
        <Input maxLength={MENU_ADMIN_LIMITS.roleNameMax} showCount />
      </Form.Item>
      <Form.Item name="description" label={text.description} {...updateField('description')}>
        <Input.TextArea
          maxLength={MENU_ADMIN_LIMITS.roleDescriptionMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Form.Item
        name="readOnly"
        label={text.readOnlyLabel}
        valuePropName="checked"
        extra={text.readOnlyHelp}
      >
        <Switch />
      </Form.Item>
      {menus.isError ? (
        <Form.Item label={text.menus}>
          <Alert
            type="error"
            showIcon
            title={text.menusFailed}
            description={errorMessageOf(menus.error)}
          />
        </Form.Item>
      ) : audience ? (
        <Form.Item
          name="menuIds"
          label={text.menus}
          extra={text.menusHelp}
          valuePropName="checkedKeys"
          trigger="onCheck"
          getValueFromEvent={checkedOf}
          {...updateField('menuIds')}
        >
          <Tree
            className={styles.grantTree}
            aria-label={text.menus}
            checkable
            selectable={false}
            defaultExpandAll
            treeData={treeDataOf(grantable)}
          />
        </Form.Item>
      ) : (
        <Form.Item label={text.menus}>
          <span className={styles.sub}>{text.menusFirst}</span>
        </Form.Item>
      )}
    </AdminEditorDrawer>
  );
}
