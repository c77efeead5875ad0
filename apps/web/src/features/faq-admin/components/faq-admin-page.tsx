import { PlusOutlined } from '@ant-design/icons';
import {
  DIALOG_WIDTH,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FaqStatus,
  PAGE_SIZE_OPTIONS,
  type FaqCategory,
  type FaqItem,
} from '@pn/shared';
import { App, Badge, Button, Card, Form, Grid, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useFaqList, useFaqStatus, useRemoveFaq } from '../api/faq-admin';
import { faqAdminText as text } from '../text';
import { filterKeyOf, useAddressForm } from '../utils/address-form';
import { faqScreenParams, patchSearch } from '../utils/list-params';
import styles from './faq-admin.module.css';
import { FaqEditorDrawer } from './faq-editor-drawer';
import { FaqTryBox } from './faq-try-box';

interface FilterValues {
  keyword?: string;
  category?: FaqCategory;
  status?: number;
}

const KEYWORDS_SHOWN = 3;
const FILTER_KEYS = ['keyword', 'category', 'status'] as const;

const STATUS_OPTIONS = [
  { value: FaqStatus.ENABLED, label: text.enabled },
  { value: FaqStatus.DISABLED, label: text.disabled },
];

/**
 * 智能客服问答: the chatbot's questions with filters, server paging, the editor drawer
 * (opened by `?edit=new` or `?edit=<id>`), enable/disable and delete, and 试一试.
 */
export function FaqAdminPage() {
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [search, setSearch] = useSearchParams();
  const { query, edit } = useMemo(() => faqScreenParams(search), [search]);
  const list = useFaqList(query);
  const setStatus = useFaqStatus();
  const remove = useRemoveFaq();
  const [filters] = Form.useForm<FilterValues>();

  const fill = useCallback(
    (address: URLSearchParams) => {
      const { keyword, category, status } = faqScreenParams(address).query;
      filters.setFieldsValue({ keyword, category, status });
    },
    [filters],
  );
  const markOwn = useAddressForm(filterKeyOf(search, FILTER_KEYS), fill);

  const update = (patch: Record<string, string | number | undefined>) =>
    setSearch(patchSearch(search, patch));

  /** A change of filters made by the form, which already shows it. */
  const filter = (patch: Record<string, string | number | undefined>) => {
    const next = patchSearch(search, patch);
    markOwn(filterKeyOf(next, FILTER_KEYS));
    setSearch(next);
  };

  const rows = list.data?.data ?? [];
  const editing = typeof edit === 'number' ? rows.find((r) => r.id === edit) : undefined;
  const editMissing =
    typeof edit === 'number' && list.isSuccess && !list.isPlaceholderData && !editing;

  useEffect(() => {
    if (!editMissing) return;
    toast.warning(text.notFound);
    setSearch(patchSearch(search, { edit: undefined }), { replace: true });
  }, [editMissing, search, setSearch]);

  const changeStatus = (item: FaqItem, status: number) =>
    setStatus.mutate(
      { id: item.id, status },
      {
        onSuccess: () => toast.success(status === FaqStatus.ENABLED ? '问答已启用' : '问答已停用'),
        onError: (error) => showActionError(error),
      },
    );

  const confirmDisable = (item: FaqItem) =>
    modal.confirm({
      title: text.disableTitle,
      content: text.disableContent,
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      cancelText: text.confirmCancel,
      onOk: () => changeStatus(item, FaqStatus.DISABLED),
    });

  const confirmRemove = (item: FaqItem) =>
    modal.confirm({
      title: text.removeTitle,
      content: text.removeContent(item.question),
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      okButtonProps: { danger: true },
      cancelText: text.confirmCancel,
      onOk: () =>
        remove.mutateAsync(item.id).then(
          () => toast.success('删除成功'),
          (error: unknown) => showActionError(error),
        ),
    });

  const columns: ColumnsType<FaqItem> = [
    {
      title: text.colQuestion,
      dataIndex: 'question',
      render: (q: string) => <span className={styles.question}>{q}</span>,
    },
    {
      title: text.colCategory,
      dataIndex: 'category',
      width: 112,
      render: (c: string) => FAQ_CATEGORY_LABELS[c as FaqCategory] ?? c,
    },
    {
      title: text.colKeywords,
      dataIndex: 'keywords',
      render: (keywords: string[]) =>
        keywords.length ? (
          <span className={styles.tags}>
            {keywords.slice(0, KEYWORDS_SHOWN).map((k) => (
              <Tag key={k}>{k}</Tag>
            ))}
            {keywords.length > KEYWORDS_SHOWN ? (
              <Tag title={keywords.slice(KEYWORDS_SHOWN).join('、')}>
                {text.more(keywords.length - KEYWORDS_SHOWN)}
              </Tag>
            ) : null}
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: text.colHot,
      dataIndex: 'hot',
      width: 72,
      render: (hot: boolean) => (hot ? <Tag color="red">{text.hot}</Tag> : '-'),
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      width: 88,
      render: (status: number) =>
        status === FaqStatus.ENABLED ? (
          <Badge status="success" text={text.enabled} />
        ) : (
          <Badge status="default" text={text.disabled} />
        ),
    },
    { title: text.colSort, dataIndex: 'sortNum', width: 72 },
    { title: text.colUpdateTime, dataIndex: 'updateTime', width: 172 },
    {
      title: text.colActions,
      key: 'actions',
      width: 168,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => update({ edit: item.id })}>
            {text.edit}
          </Button>
          {item.status === FaqStatus.ENABLED ? (
            <Button type="link" size="small" onClick={() => confirmDisable(item)}>
              {text.disable}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => changeStatus(item, FaqStatus.ENABLED)}>
              {text.enable}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => confirmRemove(item)}>
            {text.remove}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <Card>
        <h1 style={{ margin: '0 0 4px', fontSize: 20 }}>{text.title}</h1>
        <p className={styles.intro}>{text.intro}</p>
      </Card>
      <FaqTryBox />
      <Card>
        <div className={styles.filters}>
          <Form
            name="faqFilters"
            form={filters}
            layout="inline"
            className={styles.filterForm}
            onFinish={(v) =>
              filter({ keyword: v.keyword?.trim(), category: v.category, status: v.status })
            }
          >
            <Form.Item name="keyword" label={text.keyword}>
              <Input placeholder={text.keywordPlaceholder} allowClear maxLength={100} />
            </Form.Item>
            <Form.Item name="category" label={text.category}>
              <Select
                placeholder={text.categoryPlaceholder}
                allowClear
                style={{ width: 150 }}
                options={FAQ_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
              />
            </Form.Item>
            <Form.Item name="status" label={text.status}>
              <Select
                placeholder={text.statusPlaceholder}
                allowClear
                style={{ width: 120 }}
                options={STATUS_OPTIONS}
              />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {text.search}
                </Button>
                <Button
                  onClick={() => {
                    filters.resetFields();
                    filter({ keyword: undefined, category: undefined, status: undefined });
                  }}
                >
                  {text.reset}
                </Button>
              </Space>
            </Form.Item>
          </Form>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => update({ edit: 'new' })}>
            {text.add}
          </Button>
        </div>
      </Card>
      <Card>
        <Table<FaqItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: list.isError ? (
              <span>
                {errorMessageOf(list.error)}{' '}
                <Button type="link" size="small" onClick={() => void list.refetch()}>
                  {text.retry}
                </Button>
              </span>
            ) : (
              text.empty
            ),
          }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: text.total,
            onChange: (page, pageSize) =>
              update(pageSize === query.pageSize ? { page } : { page: 1, pageSize }),
          }}
        />
      </Card>
      <FaqEditorDrawer
        open={edit === 'new' || editing !== undefined}
        item={editing}
        onClose={() => update({ edit: undefined })}
      />
    </div>
  );
}
