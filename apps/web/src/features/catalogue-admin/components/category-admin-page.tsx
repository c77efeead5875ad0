import {
  CategorySaveSchema,
  DIALOG_WIDTH,
  PROP_INPUT_TYPE_LABELS,
  type CategoryItem,
  type CategorySaveInput,
  type PropItem,
} from '@pn/shared';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Tree,
} from 'antd';
import { useMemo, useState } from 'react';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { DataState } from '@/components/data-state';
import { showActionError } from '@/lib/api-errors';
import { zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import {
  useCategories,
  useLinkProps,
  useProps,
  useRemoveCategory,
  useSaveCategory,
} from '../api/catalogue';
import { categoryTree, propsOfCategory } from '../category-tree';
import { catalogueText as text } from '../text';
import styles from './catalogue-admin.module.css';

type Editing = { mode: 'new'; parentId: string | null } | { mode: 'edit'; category: CategoryItem };

const field = (name: keyof CategorySaveInput) => zodField(CategorySaveSchema, name);

/** The category editor (drawer): a new top-level or child category, or an existing one. */
function CategoryEditor({
  editing,
  parents,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  parents: CategoryItem[];
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const [form] = Form.useForm<CategorySaveInput>();
  const save = useSaveCategory();
  const existing = editing?.mode === 'edit' ? editing.category : undefined;
  const initial: CategorySaveInput = existing
    ? {
        id: existing.id,
        parentId: existing.parentId,
        name: existing.name,
        sortNum: existing.sortNum,
        productCode: existing.productCode,
      }
    : {
        id: '',
        parentId: editing?.mode === 'new' ? editing.parentId : null,
        name: '',
        sortNum: 0,
        productCode: '',
      };
  return (
    <AdminEditorDrawer<CategorySaveInput>
      open={editing !== null}
      title={existing ? text.editCategory : text.createCategory}
      name="categoryEditor"
      form={form}
      initialValues={initial}
      recordKey={existing?.id ?? `new-${editing?.mode === 'new' ? editing.parentId : ''}`}
      onSave={async (values) => {
        const saved = await save.mutateAsync({
          ...values,
          parentId: values.parentId ?? null,
          ...(existing ? { editing: existing.id } : {}),
        });
        onSaved(saved.id);
      }}
      onClose={onClose}
    >
      <Form.Item name="id" label={text.categoryId} {...field('id')}>
        <Input maxLength={7} placeholder="cat0102" disabled={existing !== undefined} />
      </Form.Item>
      <Form.Item name="parentId" label={text.parent}>
        <Select
          allowClear
          placeholder={text.noParent}
          options={parents
            .filter((p) => p.id !== existing?.id)
            .map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="name" label={text.categoryName} {...field('name')}>
        <Input maxLength={20} showCount />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="sortNum" label={text.sortNum} {...field('sortNum')}>
            <InputNumber min={0} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="productCode"
            label={text.productCode}
            extra={text.productCodeHelp}
            {...field('productCode')}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
    </AdminEditorDrawer>
  );
}

/** The properties of one kind linked to the chosen category, with 关联 and 取消关联. */
function LinkedProps({
  category,
  props,
  custom,
}: {
  category: CategoryItem;
  props: PropItem[];
  custom: boolean;
}) {
  const link = useLinkProps();
  const confirm = useAdminConfirm();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const kind = custom ? text.customProps : text.generalProps;
  const { linked, unlinked } = propsOfCategory(props, category.id, custom);

  const submit = async () => {
    if (chosen.length === 0) return;
    try {
      await link.mutateAsync({ categoryId: category.id, propIds: chosen, custom, link: true });
      toast.success(text.linkProps);
      setOpen(false);
      setChosen([]);
    } catch (error) {
      showActionError(error);
    }
  };

  return (
    <Card
      title={kind}
      size="small"
      extra={
        <Button size="small" onClick={() => setOpen(true)}>
          {text.linkProps}
        </Button>
      }
    >
      <Table<PropItem>
        size="small"
        rowKey="id"
        aria-label={`${category.name}的${kind}`}
        pagination={false}
        dataSource={linked}
        locale={{ emptyText: text.noLinkedProps }}
        columns={[
          { title: text.propName, dataIndex: 'name' },
          {
            title: text.inputType,
            dataIndex: 'inputType',
            render: (t: PropItem['inputType']) => PROP_INPUT_TYPE_LABELS[t],
          },
          {
            title: text.values,
            key: 'values',
            render: (_, p) =>
              p.values.length ? p.values.map((v) => <Tag key={v.id}>{v.value}</Tag>) : '-',
          },
          {
            title: text.requiredFlag,
            dataIndex: 'required',
            render: (r: boolean) => (r ? text.yes : text.no),
          },
          {
            title: text.colActions,
            key: 'actions',
            render: (_, p) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm({
                    title: text.unlinkTitle(p.name),
                    content: text.unlinkContent,
                    danger: true,
                    onConfirm: () =>
                      link.mutateAsync({
                        categoryId: category.id,
                        propIds: [p.id],
                        custom,
                        link: false,
                      }),
                    success: text.unlink,
                  })
                }
              >
                {text.unlink}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={open}
        title={text.linkTitle(kind, category.name)}
        width={DIALOG_WIDTH.advice}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: chosen.length === 0 }}
        confirmLoading={link.isPending}
        destroyOnHidden
        onOk={() => void submit()}
        onCancel={() => {
          setOpen(false);
          setChosen([]);
        }}
      >
        {unlinked.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noMoreProps} />
        ) : (
          <Select<number[]>
            mode="multiple"
            aria-label={text.linkPlaceholder}
            placeholder={text.linkPlaceholder}
            style={{ width: '100%' }}
            value={chosen}
            onChange={setChosen}
            optionFilterProp="label"
            options={unlinked.map((p) => ({
              value: p.id,
              label: `${p.name}（${PROP_INPUT_TYPE_LABELS[p.inputType]}）`,
            }))}
          />
        )}
      </Modal>
    </Card>
  );
}

/**
 * 产品类目: the two-level category tree; the chosen category's details with 编辑, 删除 and
 * (for a top-level one) 新建子类目, and its linked general and custom properties.
 */
export function CategoryAdminPage() {
  const categories = useCategories();
  const props = useProps();
  const remove = useRemoveCategory();
  const confirm = useAdminConfirm();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useMemo(() => categories.data ?? [], [categories.data]);
  const tree = useMemo(() => categoryTree(list), [list]);
  const current = list.find((c) => c.id === selected) ?? null;
  const parents = list.filter((c) => c.parentId === null);
  const parentName = (id: string | null) => list.find((c) => c.id === id)?.name ?? '-';

  const treeData = tree.map((top) => ({
    key: top.id,
    title: (
      <span className={styles.treeTitle}>
        {top.name}
        <span className={styles.treeMeta}>
          {top.id} · {top.totalProducts}
        </span>
      </span>
    ),
    children: top.children.map((c) => ({
      key: c.id,
      title: (
        <span className={styles.treeTitle}>
          {c.name}
          {c.productCode ? <Tag color="blue">{c.productCode}</Tag> : null}
          <span className={styles.treeMeta}>
            {c.id} · {c.productCount}
          </span>
        </span>
      ),
    })),
  }));

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.categoryTitle} intro={text.categoryIntro} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xl={8}>
          <Card
            title={text.tree}
            extra={
              <Button
                type="primary"
                size="small"
                onClick={() => setEditing({ mode: 'new', parentId: null })}
              >
                {text.addTop}
              </Button>
            }
          >
            <DataState
              query={categories}
              empty={list.length === 0}
              emptyText={text.emptyCategories}
              rows={8}
            >
              <Tree
                aria-label={text.tree}
                blockNode
                defaultExpandAll
                selectedKeys={selected ? [selected] : []}
                onSelect={(keys) => setSelected(keys[0] === undefined ? null : String(keys[0]))}
                treeData={treeData}
              />
            </DataState>
          </Card>
        </Col>
        <Col xs={24} lg={15} xl={16}>
          {current === null ? (
            <Card>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.pickCategory} />
            </Card>
          ) : (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card
                title={current.name}
                extra={
                  <Space>
                    {current.parentId === null ? (
                      <Button
                        size="small"
                        onClick={() => setEditing({ mode: 'new', parentId: current.id })}
                      >
                        {text.addChild}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      onClick={() => setEditing({ mode: 'edit', category: current })}
                    >
                      {text.edit}
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() =>
                        confirm({
                          title: text.removeCategoryTitle(current.name),
                          content: text.removeCategoryContent,
                          danger: true,
                          onConfirm: async () => {
                            await remove.mutateAsync(current.id);
                            setSelected(null);
                          },
                          success: text.removed,
                        })
                      }
                    >
                      {text.remove}
                    </Button>
                  </Space>
                }
              >
                <Descriptions size="small" column={{ xs: 1, sm: 2, xl: 3 }}>
                  <Descriptions.Item label={text.categoryId}>{current.id}</Descriptions.Item>
                  <Descriptions.Item label={text.parent}>
                    {current.parentId ? parentName(current.parentId) : text.noParent}
                  </Descriptions.Item>
                  <Descriptions.Item label={text.productCode}>
                    {current.productCode || '-'}
                  </Descriptions.Item>
                  <Descriptions.Item label={text.sortNum}>{current.sortNum}</Descriptions.Item>
                  <Descriptions.Item label={text.productCount}>
                    {current.productCount}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <DataState query={props} rows={4}>
                <LinkedProps category={current} props={props.data ?? []} custom={false} />
                <div className={styles.gap} />
                <LinkedProps category={current} props={props.data ?? []} custom />
              </DataState>
            </Space>
          )}
        </Col>
      </Row>
      <CategoryEditor
        editing={editing}
        parents={parents}
        onClose={() => setEditing(null)}
        onSaved={setSelected}
      />
    </div>
  );
}
