import { PlusOutlined } from '@ant-design/icons';
import {
  DIALOG_WIDTH,
  INDUSTRIES,
  PAGE_SIZE_OPTIONS,
  type IndustryItem,
  type IndustryListQuery,
} from '@pn/shared';
import { App, Button, Form, Grid, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect } from 'react';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useAllIndustries, useIndustryPage, useRemoveIndustry } from '../api/industry-admin';
import { industryAdminText as text } from '../text';
import { filterKeyOf, useAddressForm } from '../utils/address-form';
import { industryScreenParams, patchSearch } from '../utils/screen-params';
import { IndustryEditorDrawer } from './industry-editor-drawer';
import styles from './industry-admin.module.css';
import { Thumb } from './thumb';
import type { UpdateSearch } from './types';

const BUILT_IN = new Set(INDUSTRIES.map((i) => i.id));
const FILTER_KEYS = ['keyword'] as const;

interface IndustriesTabProps {
  search: URLSearchParams;
  query: IndustryListQuery;
  edit: string | null;
  update: UpdateSearch;
}

/** The industries: a paged table with the editor drawer and delete. */
export function IndustriesTab({ search, query, edit, update }: IndustriesTabProps) {
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const page = useIndustryPage(query);
  const all = useAllIndustries();
  const remove = useRemoveIndustry();
  const [filters] = Form.useForm<{ keyword?: string }>();

  const fill = useCallback(
    (address: URLSearchParams) =>
      filters.setFieldsValue({ keyword: industryScreenParams(address).industries.keyword }),
    [filters],
  );
  const markOwn = useAddressForm(filterKeyOf(search, FILTER_KEYS), fill);

  /** A change of filters made by the form, which already shows it. */
  const filter = (patch: Record<string, string | undefined>) => {
    markOwn(filterKeyOf(patchSearch(search, patch), FILTER_KEYS));
    update(patch);
  };

  const editing = edit && edit !== 'new' ? all.data?.find((i) => i.id === edit) : undefined;
  const editMissing = Boolean(edit && edit !== 'new' && all.isSuccess && !editing);

  useEffect(() => {
    if (!editMissing) return;
    toast.warning(text.industryNotFound);
    update({ edit: undefined }, { replace: true });
  }, [editMissing, update]);

  const confirmRemove = (item: IndustryItem) =>
    modal.confirm({
      title: text.removeIndustryTitle,
      content: text.removeIndustryContent(item.name),
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      okButtonProps: { danger: true },
      cancelText: text.confirmCancel,
      onOk: () =>
        remove.mutateAsync(item.id).then(
          () => toast.success(text.removed),
          (error: unknown) => showActionError(error),
        ),
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
          <Button type="link" size="small" onClick={() => update({ edit: item.id })}>
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
      <div className={styles.toolbar}>
        <Form
          name="industryFilters"
          form={filters}
          layout="inline"
          className={styles.filterForm}
          onFinish={(v) => filter({ keyword: v.keyword?.trim() })}
        >
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.industryKeyword} allowClear maxLength={50} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {text.search}
              </Button>
              <Button
                onClick={() => {
                  filters.resetFields();
                  filter({ keyword: undefined });
                }}
              >
                {text.reset}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => update({ edit: 'new' })}>
          {text.addIndustry}
        </Button>
      </div>
      <Table<IndustryItem>
        size="middle"
        rowKey="id"
        aria-label={text.industryList}
        columns={columns}
        dataSource={page.data?.data ?? []}
        loading={page.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: page.isError ? (
            <span>
              {errorMessageOf(page.error)}{' '}
              <Button type="link" size="small" onClick={() => void page.refetch()}>
                {text.retry}
              </Button>
            </span>
          ) : (
            text.industryEmpty
          ),
        }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: page.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: text.total,
          onChange: (p, pageSize) =>
            update(pageSize === query.pageSize ? { page: p } : { page: 1, pageSize }),
        }}
      />
      <IndustryEditorDrawer
        open={edit === 'new' || editing !== undefined}
        item={editing}
        onClose={() => update({ edit: undefined })}
      />
    </>
  );
}
