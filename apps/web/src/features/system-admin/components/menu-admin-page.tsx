import { PlusOutlined } from '@ant-design/icons';
import { provinceName } from '@pn/shared';
import { Button, Card, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { adminTableText, useAdminConfirm } from '@/components/admin/admin-table';
import { MenuIcon } from '@/components/menu-icon';
import { errorMessageOf } from '@/lib/api-errors';
import { opensElsewhere, type KnownScreen } from '@/lib/menu-tree';
import { useDeleteSystemMenu } from '../api/delete-system-menu';
import { useSystemMenus } from '../api/get-system-menus';
import { menuAdminText as text } from '../text';
import { buildMenuTree, flattenTree, lacksScreen, type MenuTreeNode } from '../utils/menu-admin';
import { MenuEditorDialog, type MenuEditing } from './menu-editor-dialog';
import { PathText, systemAdminStyles as styles } from './system-admin-parts';

/** The marks of one entry: how it shows, where it came from, where it leads. */
function MenuTags({ node, known }: { node: MenuTreeNode; known: KnownScreen }) {
  const excluded = node.excludedProvinces;
  return (
    <span className={styles.tags}>
      {node.kind === 'action' ? <Tag color="purple">{text.tagAction}</Tag> : null}
      {node.hidden ? <Tag>{text.tagHidden}</Tag> : null}
      {node.kind === 'menu' && node.parentId !== null && opensElsewhere(node) ? (
        <Tag color="blue">{text.tagNewTab}</Tag>
      ) : null}
      {node.custom ? <Tag color="green">{text.tagCustom}</Tag> : null}
      {node.edited && !node.custom ? <Tag color="cyan">{text.tagEdited}</Tag> : null}
      {excluded.length ? (
        <Tooltip title={text.excludedTip(excluded.map((id) => provinceName(id) || id).join('、'))}>
          <Tag color="orange">{text.tagExcluded(excluded.length)}</Tag>
        </Tooltip>
      ) : null}
      {lacksScreen(node, known) ? (
        <Tooltip title={text.noScreenTip}>
          <Tag color="warning">{text.tagNoScreen}</Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}

/** Ids of `id` and the entries above it, for the rows to open. */
function withAncestors(nodes: readonly MenuTreeNode[], id: string): string[] {
  const byId = new Map(flattenTree(nodes).map((n) => [n.id, n]));
  const out: string[] = [];
  for (
    let n = byId.get(id);
    n && !out.includes(n.id);
    n = n.parentId ? byId.get(n.parentId) : undefined
  )
    out.push(n.id);
  return out;
}

export interface MenuAdminPageProps {
  /** Whether this build has a screen for a portalUrl (the app's screen registry). */
  known: KnownScreen;
}

/**
 * 菜单管理: the whole menu tree under its five groups with each entry's marks (hidden, new
 * tab, added, edited, action, provinces not offering it, no screen in this build); entries
 * are added, edited (built-in ones too) and hidden, those added here deleted.
 */
export function MenuAdminPage({ known }: MenuAdminPageProps) {
  const menus = useSystemMenus();
  const remove = useDeleteSystemMenu();
  const confirm = useAdminConfirm();
  const items = useMemo(() => menus.data ?? [], [menus.data]);
  const tree = useMemo(() => buildMenuTree(items), [items]);
  // The groups start open; null until the user opens or closes a row.
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);
  const expandedKeys = expanded ?? tree.map((g) => g.id);
  const [editing, setEditing] = useState<{ key: number; editing: MenuEditing } | null>(null);

  const open = (next: MenuEditing) =>
    setEditing((e) => ({ key: (e?.key ?? 0) + 1, editing: next }));
  const reveal = (parentId: string) =>
    setExpanded([...new Set([...expandedKeys, ...withAncestors(tree, parentId)])]);

  const confirmRemove = (node: MenuTreeNode) =>
    confirm({
      title: text.removeTitle(node.name),
      content: text.removeContent,
      danger: true,
      onConfirm: () => remove.mutateAsync(node.id),
      success: text.removed,
    });

  const columns: ColumnsType<MenuTreeNode> = [
    {
      title: text.colName,
      key: 'name',
      render: (_, node) => (
        <span
          className={
            node.parentId === null ? `${styles.menuName} ${styles.groupName}` : styles.menuName
          }
        >
          <MenuIcon name={node.icon} fallback={false} />
          {node.name}
        </span>
      ),
    },
    {
      title: text.colTags,
      key: 'tags',
      render: (_, node) => <MenuTags node={node} known={known} />,
    },
    {
      title: text.colUrl,
      dataIndex: 'portalUrl',
      render: (url: string) => (
        <span className={styles.url}>{url ? <PathText path={url} /> : text.noUrl}</span>
      ),
    },
    { title: text.colOrder, dataIndex: 'orderId', width: 64 },
    {
      title: text.colActions,
      key: 'actions',
      width: 176,
      render: (_, node) => {
        if (node.kind !== 'menu') {
          return <span className={styles.sub}>{text.actionTip}</span>;
        }
        const addChild = (
          <Button type="link" size="small" onClick={() => open({ mode: 'create', parent: node })}>
            {text.addChild}
          </Button>
        );
        // A group is no entry of its own (the form needs a parent): entries go under it.
        if (node.parentId === null) return addChild;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => open({ mode: 'edit', item: node })}>
              {text.edit}
            </Button>
            {addChild}
            {node.custom ? (
              <Button type="link" size="small" danger onClick={() => confirmRemove(node)}>
                {text.remove}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card
        title={text.listTitle}
        extra={
          <Space wrap>
            <Button
              onClick={() =>
                setExpanded(
                  flattenTree(tree)
                    .filter((n) => n.children)
                    .map((n) => n.id),
                )
              }
            >
              {text.expandAll}
            </Button>
            <Button onClick={() => setExpanded([])}>{text.collapseAll}</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'create' })}>
              {text.add}
            </Button>
          </Space>
        }
      >
        <Table<MenuTreeNode>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          dataSource={tree}
          loading={menus.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowKeys: [...expandedKeys],
            onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          }}
          locale={{
            emptyText: menus.isError ? (
              <span role="alert">
                {errorMessageOf(menus.error)}{' '}
                <Button type="link" size="small" onClick={() => void menus.refetch()}>
                  {adminTableText.retry}
                </Button>
              </span>
            ) : (
              text.empty
            ),
          }}
        />
      </Card>
      {editing ? (
        <MenuEditorDialog
          key={editing.key}
          editing={editing.editing}
          items={items}
          tree={tree}
          known={known}
          onClose={() => setEditing(null)}
          onSaved={reveal}
        />
      ) : null}
    </div>
  );
}
