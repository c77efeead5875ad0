import { INDUSTRIES, type IndustryItem } from '@pn/shared';
import { Button, Form, Grid, Input, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { toast } from '@/lib/message';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useAllIndustries, useIndustryPage, useRemoveIndustry } from '../api/industry-admin';
import { industryAdminText as text } from '../text';
import { INDUSTRY_FILTERS, industryEditOf } from '../utils/screen-params';
import { IndustryEditorDrawer } from './industry-editor-drawer';
import styles from './industry-admin.module.css';
import { Thumb } from './thumb';

const BUILT_IN = new Set(INDUSTRIES.map((i) => i.id));

/** The industries: a paged table with the editor drawer and delete. */
export function IndustriesTab() {
  const confirm = useAdminConfirm();
  const screens = Grid.useBreakpoint();
  const [filters] = Form.useForm<{ keyword?: string }>();
  const listQuery = useAdminListQuery({ filters: INDUSTRY_FILTERS, form: filters });
  const { setEdit } = listQuery;
  const edit = industryEditOf(listQuery.edit);
  const page = useIndustryPage(listQuery.query);
  const all = useAllIndustries();
  const remove = useRemoveIndustry();

  const editing = edit && edit !== 'new' ? all.data?.find((i) => i.id === edit) : undefined;
  const editMissing = Boolean(edit && edit !== 'new' && all.isSuccess && !editing);

  useEffect(() => {
    if (!editMissing) return;
    toast.warning(text.industryNotFound);
    setEdit(null, { replace: true });
  }, [editMissing, setEdit]);

  const confirmRemove = (item: IndustryItem) =>
    confirm({
      title: text.removeIndustryTitle,
      content: text.removeIndustryContent(item.name),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(item.id);
        listQuery.afterRemove(page.data?.data.length ?? 0);
      },
      success: text.removed,
    });

  const columns: ColumnsType<IndustryItem> = [
    {
      title: text.colIcon,
      dataIndex: 'icon',
      width: 72,
      render: (icon: string) => <Thumb src={icon} />,
    },
    {
      title: text.colIndustry,
      dataIndex: 'name',
      render: (name: string, item) => (
        <span className={styles.name}>
          {name}
          {BUILT_IN.has(item.id) ? (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {text.builtIn}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: text.colIndustryId,
      dataIndex: 'id',
      render: (id: string) => <span className={styles.id}>{id}</span>,
    },
    {
      title: text.colDescription,
      dataIndex: 'description',
      render: (description: string) =>
        description ? (
          <Typography.Paragraph
            className={styles.description}
            ellipsis={{ rows: 2, tooltip: description }}
          >
            {description}
          </Typography.Paragraph>
        ) : (
          '-'
        ),
    },
    { title: text.colSort, dataIndex: 'sortNum', width: 72 },
    {
      title: text.colActions,
      key: 'actions',
      width: 120,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEdit(item.id)}>
            {text.edit}
          </Button>
          {BUILT_IN.has(item.id) ? (
            <Tooltip title={text.builtInTip}>
              <Button type="link" size="small" disabled>
                {text.remove}
              </Button>
            </Tooltip>
          ) : (
            <Button type="link" size="small" danger onClick={() => confirmRemove(item)}>
              {text.remove}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminFilterBar
        name="industryFilters"
        form={filters}
        className={styles.toolbar}
        onSearch={(v) => listQuery.setFilters({ keyword: v.keyword?.trim() })}
        onReset={listQuery.resetFilters}
        add={{ label: text.addIndustry, onClick: () => setEdit('new') }}
      >
        <Form.Item name="keyword" label={text.keyword}>
          <Input placeholder={text.industryKeyword} allowClear maxLength={50} />
        </Form.Item>
      </AdminFilterBar>
      <AdminTable<IndustryItem>
        size="middle"
        rowKey="id"
        aria-label={text.industryList}
        columns={columns}
        list={page}
        paging={listQuery}
        emptyText={text.industryEmpty}
      />
      <IndustryEditorDrawer
        open={edit === 'new' || editing !== undefined}
        item={editing}
        onClose={() => setEdit(null)}
      />
    </>
  );
}
