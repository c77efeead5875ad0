import {
  DIALOG_WIDTH,
  PAGE_SIZE_DEFAULT,
  PROP_INPUT_TYPE_LABELS,
  PROP_INPUT_TYPES,
  PropSaveSchema,
  PropValueSaveSchema,
  type PropItem,
  type PropSaveInput,
} from '@pn/shared';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Form,
  Grid,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { adminPagination, adminTableText, useAdminConfirm } from '@/components/admin/admin-table';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import {
  useCategories,
  useProps,
  useRemoveProp,
  useRemovePropValue,
  useSaveProp,
  useSavePropValue,
} from '../api/catalogue';
import { catalogueText as text } from '../text';
import styles from './catalogue-admin.module.css';

type Kind = 'all' | 'general' | 'custom';
type PropValue = PropItem['values'][number];

const field = (name: keyof PropSaveInput) => zodField(PropSaveSchema, name);
const valueField = zodField(PropValueSaveSchema, 'value');

interface NewValue {
  value: string;
  sortNum: number;
}

/** The values of a select property: add, rename (inline) and delete (after a confirmation). */
function ValuesDrawer({ prop, onClose }: { prop: PropItem | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const save = useSavePropValue();
  const remove = useRemovePropValue();
  const confirm = useAdminConfirm();
  const [form] = Form.useForm<NewValue>();
  const [editing, setEditing] = useState<{ id: number; value: string; sortNum: number } | null>(
    null,
  );

  const add = async () => {
    if (!prop) return;
    let values: NewValue;
    try {
      values = await validateForm(form);
    } catch {
      return;
    }
    try {
      await save.mutateAsync({ propId: prop.id, value: values.value, sortNum: values.sortNum });
      toast.success(text.saveValue);
      form.resetFields();
    } catch (error) {
      showActionError(error);
    }
  };

  const rename = async () => {
    if (!prop || !editing) return;
    const checked = PropValueSaveSchema.shape.value.safeParse(editing.value);
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? text.checkForm);
      return;
    }
    try {
      await save.mutateAsync({ propId: prop.id, ...editing, value: checked.data });
      setEditing(null);
    } catch (error) {
      showActionError(error);
    }
  };

  const columns: ColumnsType<PropValue> = [
    {
      title: text.valueText,
      dataIndex: 'value',
      render: (value: string, v) =>
        editing?.id === v.id ? (
          <Input
            aria-label={text.valueText}
            value={editing.value}
            maxLength={40}
            autoFocus
            onChange={(e) => setEditing({ ...editing, value: e.target.value })}
            onPressEnter={() => void rename()}
          />
        ) : (
          value
        ),
    },
    {
      title: text.sortNum,
      dataIndex: 'sortNum',
      width: 110,
      render: (sortNum: number, v) =>
        editing?.id === v.id ? (
          <InputNumber
            aria-label={text.sortNum}
            min={0}
            max={999}
            precision={0}
            value={editing.sortNum}
            onChange={(n) => setEditing({ ...editing, sortNum: n ?? 0 })}
          />
        ) : (
          sortNum
        ),
    },
    {
      title: text.colActions,
      key: 'actions',
      width: 150,
      render: (_, v) =>
        editing?.id === v.id ? (
          <Space size={0}>
            <Button type="link" size="small" loading={save.isPending} onClick={() => void rename()}>
              {text.saveValue}
            </Button>
            <Button type="link" size="small" onClick={() => setEditing(null)}>
              {text.cancel}
            </Button>
          </Space>
        ) : (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ id: v.id, value: v.value, sortNum: v.sortNum })}
            >
              {text.edit}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm({
                  title: text.removeValueTitle(v.value),
                  danger: true,
                  onConfirm: () => remove.mutateAsync(v.id),
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
    <Drawer
      open={prop !== null}
      title={prop ? text.valuesTitle(prop.name) : text.values}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={() => {
        setEditing(null);
        onClose();
      }}
      destroyOnHidden
    >
      {prop && prop.inputType !== 'select' ? (
        <Alert type="info" showIcon title={text.valuesOnlySelect} className={styles.gap} />
      ) : null}
      <Form<NewValue>
        form={form}
        name="propValueAdd"
        layout="inline"
        initialValues={{ value: '', sortNum: prop?.values.length ?? 0 }}
        onFinish={() => void add()}
        className={styles.batchBar}
      >
        <Form.Item name="value" label={text.valueText} {...valueField}>
          <Input maxLength={40} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="sortNum" label={text.sortNum}>
          <InputNumber min={0} max={999} precision={0} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending && !editing}>
            {text.addValue}
          </Button>
        </Form.Item>
      </Form>
      <Table<PropValue>
        size="small"
        rowKey="id"
        aria-label={text.values}
        pagination={false}
        dataSource={prop?.values ?? []}
        columns={columns}
        locale={{ emptyText: text.noValues }}
      />
    </Drawer>
  );
}

/**
 * 产品属性: every property (general ones filled in for products, custom ones by the customer
 * when ordering), with create, edit, delete (refused while linked) and its values.
 */
export function PropsAdminPage() {
  const props = useProps();
  const categories = useCategories();
  const save = useSaveProp();
  const remove = useRemoveProp();
  const confirm = useAdminConfirm();
  const [form] = Form.useForm<PropSaveInput>();
  const [kind, setKind] = useState<Kind>('all');
  const [editing, setEditing] = useState<PropItem | 'new' | null>(null);
  const [valuesOf, setValuesOf] = useState<number | null>(null);
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE_DEFAULT as number });

  const rows = useMemo(
    () =>
      (props.data ?? []).filter((p) =>
        kind === 'all' ? true : kind === 'custom' ? p.custom : !p.custom,
      ),
    [props.data, kind],
  );
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? id;
  const valuesProp = props.data?.find((p) => p.id === valuesOf) ?? null;

  const initial: PropSaveInput =
    editing && editing !== 'new'
      ? {
          name: editing.name,
          inputType: editing.inputType,
          unit: editing.unit,
          custom: editing.custom,
          required: editing.required,
        }
      : { name: '', inputType: 'select', unit: '', custom: kind === 'custom', required: false };

  const columns: ColumnsType<PropItem> = [
    { title: text.propName, dataIndex: 'name' },
    {
      title: text.kindFilter,
      dataIndex: 'custom',
      render: (custom: boolean) =>
        custom ? <Tag color="purple">{text.custom}</Tag> : <Tag>{text.general}</Tag>,
    },
    {
      title: text.inputType,
      dataIndex: 'inputType',
      render: (t: PropItem['inputType']) => PROP_INPUT_TYPE_LABELS[t],
    },
    { title: text.unit, dataIndex: 'unit', render: (u: string) => u || '-' },
    {
      title: text.requiredFlag,
      dataIndex: 'required',
      render: (r: boolean) => (r ? text.yes : text.no),
    },
    {
      title: text.values,
      key: 'values',
      render: (_, p) =>
        p.inputType !== 'select'
          ? '-'
          : p.values.length
            ? p.values.map((v) => <Tag key={v.id}>{v.value}</Tag>)
            : text.noValues,
    },
    {
      title: text.linkedCategories,
      key: 'categories',
      render: (_, p) => (p.categoryIds.length ? p.categoryIds.map(categoryName).join('、') : '-'),
    },
    {
      title: text.colActions,
      key: 'actions',
      fixed: 'right',
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(p)}>
            {text.edit}
          </Button>
          {p.inputType === 'select' ? (
            <Button type="link" size="small" onClick={() => setValuesOf(p.id)}>
              {text.editValues}
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: text.removePropTitle(p.name),
                content: text.removePropContent,
                danger: true,
                onConfirm: () => remove.mutateAsync(p.id),
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
      <AdminListHeader title={text.propsTitle} intro={text.propsIntro} />
      <Card
        title={text.propsList}
        extra={
          <Space wrap>
            <Select<Kind>
              aria-label={text.kindFilter}
              value={kind}
              style={{ width: 120 }}
              onChange={(k) => {
                setKind(k);
                setPaging((p) => ({ ...p, current: 1 }));
              }}
              options={[
                { value: 'all', label: text.allKinds },
                { value: 'general', label: text.general },
                { value: 'custom', label: text.custom },
              ]}
            />
            <Button type="primary" onClick={() => setEditing('new')}>
              {text.addProp}
            </Button>
          </Space>
        }
      >
        <Table<PropItem>
          size="middle"
          rowKey="id"
          aria-label={text.propsList}
          columns={columns}
          dataSource={rows}
          loading={props.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: props.isError ? (
              <span role="alert">
                {errorMessageOf(props.error)}{' '}
                <Button type="link" size="small" onClick={() => void props.refetch()}>
                  {adminTableText.retry}
                </Button>
              </span>
            ) : (
              text.emptyProps
            ),
          }}
          pagination={adminPagination(
            {
              page: paging.current,
              pageSize: paging.pageSize,
              setPage: (current, pageSize) => setPaging({ current, pageSize }),
            },
            rows.length,
          )}
        />
      </Card>
      <AdminEditorDrawer<PropSaveInput>
        open={editing !== null}
        title={editing === 'new' ? text.addProp : text.editProp}
        name="propEditor"
        form={form}
        initialValues={initial}
        recordKey={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
        onSave={(values) =>
          save.mutateAsync({
            ...values,
            ...(editing && editing !== 'new' ? { id: editing.id } : {}),
          })
        }
        onClose={() => setEditing(null)}
      >
        <Form.Item name="name" label={text.propName} {...field('name')}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="inputType" label={text.inputType} {...field('inputType')}>
          <Select
            options={PROP_INPUT_TYPES.map((t) => ({ value: t, label: PROP_INPUT_TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <Form.Item name="unit" label={text.unit} {...field('unit')}>
          <Input maxLength={10} placeholder="ms、台" />
        </Form.Item>
        <Form.Item name="custom" label={text.customFlag} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="required" label={text.requiredFlag} valuePropName="checked">
          <Switch />
        </Form.Item>
      </AdminEditorDrawer>
      <ValuesDrawer prop={valuesProp} onClose={() => setValuesOf(null)} />
    </div>
  );
}
