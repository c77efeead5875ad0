import {
  AssignCardsSchema,
  OrgSaveSchema,
  type AssignCardsInput,
  type OrgNode,
  type OrgSaveInput,
} from '@pn/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Space,
  Tree,
  TreeSelect,
} from 'antd';
import { useState } from 'react';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useAssignCards, useDeleteOrg, useOrgTree, useSaveOrg } from '../api/organization';
import { orgText as text } from '../text';
import { FormDialog } from '@/components/forms/form-dialog';
import { orgOptions, type OrgOption } from './org-options';

type OrgValues = OrgSaveInput;

/** Every node but `id` and its subtree: where `id` may move to. */
function withoutSubtree(options: OrgOption[], id: number | undefined): OrgOption[] {
  return options
    .filter((o) => o.value !== id)
    .map((o) => ({ ...o, children: withoutSubtree(o.children, id) }));
}

function OrgDialog({
  editing,
  nodes,
  narrowed,
  onClose,
}: {
  editing: { node: OrgNode | null; parentId: number | null } | null;
  nodes: readonly OrgNode[];
  narrowed: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<OrgValues>();
  const save = useSaveOrg();
  const field = (name: keyof OrgValues) => zodField(OrgSaveSchema, name);
  const node = editing?.node ?? null;

  const submit = async () => {
    const values = await validateForm(form);
    try {
      await save.mutateAsync({ ...values, parentId: values.parentId ?? null, id: node?.id });
      toast.success(text.saved);
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };

  return (
    <FormDialog
      open={editing !== null}
      title={node ? text.editTitle : text.createTitle}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {editing ? (
        <Form<OrgValues>
          form={form}
          layout="vertical"
          name="orgEditor"
          initialValues={{
            name: node?.name ?? '',
            parentId: node ? node.parentId : editing.parentId,
            sortNum: node?.sortNum ?? 0,
          }}
        >
          <Form.Item name="name" label={text.name} {...field('name')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="parentId" label={text.parent} required={narrowed}>
            <TreeSelect
              allowClear={!narrowed}
              treeDefaultExpandAll
              placeholder={text.topLevel}
              treeData={withoutSubtree(orgOptions(nodes), node?.id)}
            />
          </Form.Item>
          <Form.Item name="sortNum" label={text.sortNum} {...field('sortNum')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Form>
      ) : null}
    </FormDialog>
  );
}

type AssignValues = { orgId?: number | null; numbers: string };

function AssignDialog({
  open,
  target,
  nodes,
  onClose,
}: {
  open: boolean;
  target: number | null;
  nodes: readonly OrgNode[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<AssignValues>();
  const assign = useAssignCards();
  const submit = async () => {
    const values = await validateForm(form);
    const body: AssignCardsInput = { orgId: values.orgId ?? null, numbers: values.numbers };
    try {
      const result = await assign.mutateAsync(body);
      toast.success(`已将${result.assigned}张卡片分配到所选组织`);
      form.resetFields();
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <FormDialog
      open={open}
      title={text.assignTitle}
      pending={assign.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form<AssignValues>
        form={form}
        layout="vertical"
        name="orgAssignCards"
        initialValues={{ orgId: target ?? undefined, numbers: '' }}
      >
        <Form.Item name="orgId" label={text.assignTarget}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={text.assignNone}
            treeData={orgOptions(nodes)}
          />
        </Form.Item>
        <Form.Item
          name="numbers"
          label={text.numbers}
          extra={text.assignHint}
          {...zodField(AssignCardsSchema, 'numbers')}
        >
          <Input.TextArea rows={6} placeholder={text.numbersPlaceholder} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/**
 * 组织管理: the enterprise's organisation tree with each node's cards and sub-accounts;
 * create, rename, move and delete nodes (after a confirmation), and assign cards to them.
 */
export function OrganizationPage() {
  const tree = useOrgTree();
  const remove = useDeleteOrg();
  const confirm = useAdminConfirm();
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ node: OrgNode | null; parentId: number | null } | null>(
    null,
  );
  const [assigning, setAssigning] = useState(false);
  const nodes = tree.data?.nodes ?? [];
  const node = nodes.find((n) => n.id === selected) ?? null;
  const rootId = tree.data?.rootId ?? null;
  const narrowed = rootId !== null;
  const parentName = (id: number | null) => nodes.find((n) => n.id === id)?.name ?? text.topLevel;

  const treeData = orgOptions(nodes).map(function label(o): OrgOption & { title: string } {
    const n = nodes.find((x) => x.id === o.value)!;
    return {
      ...o,
      title: `${o.title}（${text.countOf(n.cards, n.accounts)}）`,
      children: o.children.map(label),
    };
  });

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card
            title={text.treeTitle}
            extra={
              <Space wrap>
                <Button
                  type="primary"
                  onClick={() => setEditing({ node: null, parentId: narrowed ? rootId : null })}
                >
                  {text.add}
                </Button>
                <Button onClick={() => setAssigning(true)}>{text.assign}</Button>
              </Space>
            }
          >
            {tree.isLoading ? (
              <Skeleton active />
            ) : tree.isError ? (
              <Alert
                type="error"
                showIcon
                message={errorMessageOf(tree.error)}
                action={
                  <Button size="small" onClick={() => void tree.refetch()}>
                    重试
                  </Button>
                }
              />
            ) : nodes.length === 0 ? (
              <Empty description={text.empty} />
            ) : (
              <>
                <Tree
                  showLine
                  defaultExpandAll
                  aria-label={text.treeTitle}
                  treeData={treeData}
                  selectedKeys={selected !== null ? [selected] : []}
                  onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : null)}
                />
                {!narrowed ? <p>{text.unassigned(tree.data?.unassignedCards ?? 0)}</p> : null}
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={node ? text.nodeTitle(node.name) : text.treeTitle}>
            {node ? (
              <>
                <Descriptions column={1} bordered size="small">
                  <Descriptions.Item label={text.name}>{node.name}</Descriptions.Item>
                  <Descriptions.Item label={text.parent}>
                    {node.id === rootId ? '-' : parentName(node.parentId)}
                  </Descriptions.Item>
                  <Descriptions.Item label={text.cards}>{node.cards}</Descriptions.Item>
                  <Descriptions.Item label={text.accounts}>{node.accounts}</Descriptions.Item>
                </Descriptions>
                <Space wrap style={{ marginTop: 16 }}>
                  <Button onClick={() => setEditing({ node: null, parentId: node.id })}>
                    {text.addChild}
                  </Button>
                  <Button
                    disabled={node.id === rootId}
                    onClick={() => setEditing({ node, parentId: node.parentId })}
                  >
                    {text.edit}
                  </Button>
                  <Button onClick={() => setAssigning(true)}>{text.assign}</Button>
                  <Button
                    danger
                    disabled={node.id === rootId}
                    onClick={() =>
                      confirm({
                        title: text.removeTitle(node.name),
                        content: text.removeContent,
                        danger: true,
                        onConfirm: async () => {
                          await remove.mutateAsync(node.id);
                          setSelected(null);
                        },
                        success: text.removed,
                      })
                    }
                  >
                    {text.remove}
                  </Button>
                </Space>
              </>
            ) : (
              <Empty description={text.pick} />
            )}
          </Card>
        </Col>
      </Row>
      <OrgDialog
        // A new dialog, and form, for each opening.
        key={editing ? `${editing.node?.id ?? 'new'}-${editing.parentId ?? 'top'}` : 'closed'}
        editing={editing}
        nodes={nodes}
        narrowed={narrowed}
        onClose={() => setEditing(null)}
      />
      <AssignDialog
        key={assigning ? `open-${selected ?? 'none'}` : 'closed'}
        open={assigning}
        target={selected}
        nodes={nodes}
        onClose={() => setAssigning(false)}
      />
    </div>
  );
}
