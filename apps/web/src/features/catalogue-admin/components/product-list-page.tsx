import { formatFen, PRODUCT_STATUS_LABELS, type ProductItem, type ProductStatus } from '@pn/shared';
import { Badge, Button, Card, Form, Grid, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { hrefOf } from '@/config/paths';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useCategories, useProductShelf, useProducts, useRemoveProduct } from '../api/catalogue';
import { categoryOptions } from '../category-tree';
import { catalogueText as text } from '../text';
import styles from './catalogue-admin.module.css';

const FILTERS = {
  keyword: filterParam.text(40),
  categoryId: filterParam.matching(/^cat\d{4}$/),
  onShelf: filterParam.oneOf(['true', 'false'] as const),
  status: filterParam.oneOf([0, 1, 2] as const),
};
type Filters = FiltersOf<typeof FILTERS>;

const STATUS_COLORS: Readonly<Record<ProductStatus, string>> = {
  0: 'default',
  1: 'green',
  2: 'orange',
};

export function StatusTag({ status }: { status: number }) {
  const s = status as ProductStatus;
  return <Tag color={STATUS_COLORS[s] ?? 'default'}>{PRODUCT_STATUS_LABELS[s] ?? status}</Tag>;
}

export function ShelfBadge({ onShelf }: { onShelf: boolean }) {
  return onShelf ? (
    <Badge status="success" text={text.onShelf} />
  ) : (
    <Badge status="default" text={text.offShelf} />
  );
}

/**
 * 产品列表: the catalogue's products filtered by keyword, category, shelf and status, paged
 * on the server; 上架 / 下架 one by one or for the selected rows, 删除 and 编辑 (the editor
 * page), each change after a confirmation.
 */
export function ProductListPage() {
  const navigate = useNavigate();
  const [filters] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form: filters });
  const list = useProducts(listQuery.query);
  const categories = useCategories();
  const shelf = useProductShelf();
  const remove = useRemoveProduct();
  const confirm = useAdminConfirm();
  const screens = Grid.useBreakpoint();
  const [selected, setSelected] = useState<number[]>([]);
  const rows = list.data?.data ?? [];

  const askShelf = (ids: number[], onShelf: boolean, what: string) =>
    confirm({
      title: onShelf ? text.onTitle(what) : text.offTitle(what),
      content: onShelf ? text.onContent : text.offContent,
      danger: !onShelf,
      onConfirm: async () => {
        await shelf.mutateAsync({ ids, onShelf });
        setSelected([]);
      },
      success: onShelf ? text.onDone : text.offDone,
    });

  const editHref = (id: number) => hrefOf('adminProductEdit', { id });

  const columns: ColumnsType<ProductItem> = [
    {
      title: text.colProduct,
      key: 'product',
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <strong>{p.name}</strong>
          <span className={styles.muted}>{p.code}</span>
        </Space>
      ),
    },
    {
      title: text.colCategory,
      dataIndex: 'categoryName',
      render: (name: string) => name || '-',
    },
    { title: text.colSkus, dataIndex: 'skuCount' },
    {
      title: text.colPrice,
      dataIndex: 'minPriceFen',
      render: (fen: number | null) => (fen === null ? '-' : text.fromPrice(formatFen(fen))),
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      render: (s: number) => <StatusTag status={s} />,
    },
    {
      title: text.colShelf,
      dataIndex: 'onShelf',
      render: (on: boolean) => <ShelfBadge onShelf={on} />,
    },
    { title: text.colUpdated, dataIndex: 'updateTime' },
    {
      title: text.colActions,
      key: 'actions',
      fixed: screens.md ? 'right' : undefined,
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(editHref(p.id))}>
            {text.edit}
          </Button>
          <Button
            type="link"
            size="small"
            danger={p.onShelf}
            onClick={() => askShelf([p.id], !p.onShelf, text.oneWhat(p.name))}
          >
            {p.onShelf ? text.takeOff : text.putOn}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: text.removeProductTitle(p.name),
                content: text.removeProductContent,
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(p.id);
                  setSelected((ids) => ids.filter((id) => id !== p.id));
                  listQuery.afterRemove(rows.length);
                },
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
      <AdminListHeader title={text.listTitle} intro={text.listIntro} />
      <Card>
        <AdminFilterBar
          name="productFilters"
          form={filters}
          onSearch={(v) => {
            setSelected([]);
            listQuery.setFilters(v);
          }}
          onReset={() => {
            setSelected([]);
            listQuery.resetFilters();
          }}
          add={{
            label: text.addProduct,
            onClick: () => void navigate(hrefOf('adminProductCreate')),
          }}
        >
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
          <FilterSelect
            name="categoryId"
            label={text.category}
            placeholder={text.categoryPlaceholder}
            options={categoryOptions(categories.data ?? [])}
            loading={categories.isPending}
            width={220}
            searchable
          />
          <FilterSelect
            name="onShelf"
            label={text.shelf}
            placeholder={text.shelfPlaceholder}
            options={[
              { value: 'true', label: text.onShelf },
              { value: 'false', label: text.offShelf },
            ]}
          />
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={Object.entries(PRODUCT_STATUS_LABELS).map(([value, label]) => ({
              value: Number(value),
              label,
            }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title={text.listTitle}>
        <div className={styles.batchBar}>
          <Button
            disabled={selected.length === 0}
            onClick={() => askShelf(selected, true, text.batchWhat(selected.length))}
          >
            {text.batchOn}
          </Button>
          <Button
            disabled={selected.length === 0}
            onClick={() => askShelf(selected, false, text.batchWhat(selected.length))}
          >
            {text.batchOff}
          </Button>
          {selected.length > 0 ? (
            <span className={styles.muted}>{text.selected(selected.length)}</span>
          ) : null}
        </div>
        <AdminTable<ProductItem>
          size="middle"
          rowKey="id"
          aria-label={text.listTitle}
          columns={columns}
          list={list}
          paging={{
            ...listQuery,
            setPage: (page, pageSize) => {
              setSelected([]);
              listQuery.setPage(page, pageSize);
            },
          }}
          emptyText={text.emptyProducts}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
          }}
        />
      </Card>
    </div>
  );
}
