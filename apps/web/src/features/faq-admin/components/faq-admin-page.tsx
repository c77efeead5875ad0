import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FaqStatus,
  type FaqCategory,
  type FaqItem,
} from '@pn/shared';
import { Card, Form, Grid, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  EnabledBadge,
  EnableRowActions,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { editTargetOf, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useFaqList, useFaqStatus, useRemoveFaq } from '../api/faq-admin';
import { faqAdminText as text } from '../text';
import { FAQ_FILTERS } from '../utils/list-params';
import styles from './faq-admin.module.css';
import { FaqEditorDrawer } from './faq-editor-drawer';
import { FaqTryBox } from './faq-try-box';

interface FilterValues {
  keyword?: string;
  category?: FaqCategory;
  status?: number;
}

const KEYWORDS_SHOWN = 3;

const CATEGORY_OPTIONS = FAQ_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));

const STATUS_OPTIONS = [
  { value: FaqStatus.ENABLED, label: text.enabled },
  { value: FaqStatus.DISABLED, label: text.disabled },
];

/**
 * 智能客服问答: the chatbot's questions with filters, server paging, the editor drawer
 * (opened by `?edit=new` or `?edit=<id>`), enable/disable and delete, and 试一试.
 */
export function FaqAdminPage() {
  const confirm = useAdminConfirm();
  const screens = Grid.useBreakpoint();
  const [filters] = Form.useForm<FilterValues>();
  const listQuery = useAdminListQuery({ filters: FAQ_FILTERS, form: filters });
  const { setEdit } = listQuery;
  const edit = editTargetOf(listQuery.edit);
  const list = useFaqList(listQuery.query);
  const setStatus = useFaqStatus();
  const remove = useRemoveFaq();

  const rows = list.data?.data ?? [];
  const editing = typeof edit === 'number' ? rows.find((r) => r.id === edit) : undefined;
  const editMissing =
    typeof edit === 'number' && list.isSuccess && !list.isPlaceholderData && !editing;

  useEffect(() => {
    if (!editMissing) return;
    toast.warning(text.notFound);
    setEdit(null, { replace: true });
  }, [editMissing, setEdit]);

  const changeStatus = (item: FaqItem, status: number) =>
    setStatus.mutate(
      { id: item.id, status },
      {
        onSuccess: () => toast.success(status === FaqStatus.ENABLED ? '问答已启用' : '问答已停用'),
        onError: (error) => showActionError(error),
      },
    );

  const confirmDisable = (item: FaqItem) =>
    confirm({
      title: text.disableTitle,
      content: text.disableContent,
      onConfirm: () => changeStatus(item, FaqStatus.DISABLED),
    });

  const confirmRemove = (item: FaqItem) =>
    confirm({
      title: text.removeTitle,
      content: text.removeContent(item.question),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(item.id);
        listQuery.afterRemove(rows.length);
      },
      success: text.removed,
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
      render: (status: number) => <EnabledBadge enabled={status === FaqStatus.ENABLED} />,
    },
    { title: text.colSort, dataIndex: 'sortNum', width: 72 },
    { title: text.colUpdateTime, dataIndex: 'updateTime', width: 172 },
    {
      title: text.colActions,
      key: 'actions',
      width: 168,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) => (
        <EnableRowActions
          enabled={item.status === FaqStatus.ENABLED}
          onEdit={() => setEdit(item.id)}
          onEnable={() => changeStatus(item, FaqStatus.ENABLED)}
          onDisable={() => confirmDisable(item)}
          onRemove={() => confirmRemove(item)}
        />
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <FaqTryBox />
      <Card>
        <AdminFilterBar
          name="faqFilters"
          form={filters}
          onSearch={(v) =>
            listQuery.setFilters({
              keyword: v.keyword?.trim(),
              category: v.category,
              status: v.status,
            })
          }
          onReset={listQuery.resetFilters}
          add={{ label: text.add, onClick: () => setEdit('new') }}
        >
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={100} />
          </Form.Item>
          <FilterSelect
            name="category"
            label={text.category}
            placeholder={text.categoryPlaceholder}
            options={CATEGORY_OPTIONS}
            width={150}
          />
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={STATUS_OPTIONS}
          />
        </AdminFilterBar>
      </Card>
      <Card>
        <AdminTable<FaqItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
        />
      </Card>
      <FaqEditorDrawer
        open={edit === 'new' || editing !== undefined}
        item={editing}
        onClose={() => setEdit(null)}
      />
    </div>
  );
}
