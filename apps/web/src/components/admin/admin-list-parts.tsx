import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Form, Select, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { WriteButton } from '../read-only/write-guard';
import styles from './admin-list.module.css';

export const adminListText = {
  search: '查询',
  reset: '重置',
  enabled: '启用',
  disabled: '停用',
  edit: '编辑',
  enable: '启用',
  disable: '停用',
  remove: '删除',
} as const;

/** The card that opens a back-office list screen: its title and what it is for. */
export function AdminListHeader({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <Card>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
    </Card>
  );
}

export interface AdminFilterBarProps<V> {
  /** The form's name: it prefixes the field ids. */
  name: string;
  form: FormInstance<V>;
  onSearch: (values: V) => void;
  /** Clears the filters (useAdminListQuery's resetFilters also clears the form). */
  onReset: () => void;
  /** The 新建 button beside the filters: its words and what it opens. */
  add?: { label: string; onClick: () => void };
  className?: string;
  /** The filter fields (Form.Item). */
  children: ReactNode;
}

/** The inline filter form of a back-office list with 查询 and 重置. */
export function AdminFilterBar<V>({
  name,
  form,
  onSearch,
  onReset,
  add,
  className,
  children,
}: AdminFilterBarProps<V>) {
  return (
    <div className={className ? `${styles.filters} ${className}` : styles.filters}>
      <Form<V>
        name={name}
        form={form}
        layout="inline"
        className={styles.filterForm}
        onFinish={onSearch}
      >
        {children}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {adminListText.search}
            </Button>
            <Button onClick={onReset}>{adminListText.reset}</Button>
          </Space>
        </Form.Item>
      </Form>
      {add ? (
        // Adding is a write: disabled, with the reason, in the visitor console.
        <WriteButton type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
          {add.label}
        </WriteButton>
      ) : null}
    </div>
  );
}

interface FilterSelectProps {
  name: string;
  label: string;
  /** What the empty choice means, e.g. 全部状态. */
  placeholder: string;
  options: { value: string | number; label: string }[];
  width?: number;
  /** Long lists (provinces, industries) can be searched by name. */
  searchable?: boolean;
  /** The options are still on their way from the server. */
  loading?: boolean;
}

/** A choice among the filters of an AdminFilterBar; clearing it shows everything. */
export function FilterSelect({
  name,
  label,
  placeholder,
  options,
  width = 120,
  searchable = false,
  loading = false,
}: FilterSelectProps) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        placeholder={placeholder}
        allowClear
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        style={{ width }}
        options={options}
        loading={loading}
      />
    </Form.Item>
  );
}

/** The state of a record that is switched on and off (a question, a scene). */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Badge status="success" text={adminListText.enabled} />
  ) : (
    <Badge status="default" text={adminListText.disabled} />
  );
}

interface EnableRowActionsProps {
  enabled: boolean;
  onEdit: () => void;
  onEnable: () => void;
  /** Should ask first (useAdminConfirm): the record stops being used. */
  onDisable: () => void;
  /** Should ask first (useAdminConfirm). */
  onRemove: () => void;
}

/** 编辑, 启用 or 停用, and 删除: the actions of a row that is switched on and off. */
export function EnableRowActions({
  enabled,
  onEdit,
  onEnable,
  onDisable,
  onRemove,
}: EnableRowActionsProps) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit}>
        {adminListText.edit}
      </Button>
      <Button type="link" size="small" onClick={enabled ? onDisable : onEnable}>
        {enabled ? adminListText.disable : adminListText.enable}
      </Button>
      <Button type="link" size="small" danger onClick={onRemove}>
        {adminListText.remove}
      </Button>
    </Space>
  );
}

export { styles as adminListStyles };
