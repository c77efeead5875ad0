import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DNN_LIMITS,
  DnnMessages,
  formatDateTime,
  ISOLATION_LEVELS,
  type IsolationCaseItem,
} from '@pn/shared';
import { Card, Form, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { WriteButton } from '@/components/read-only/write-guard';
import {
  editTargetOf,
  filterParam,
  useAdminListQuery,
  type FilterParser,
} from '@/lib/use-admin-list-query';
import { dnnApi, dnnKeys } from '../api/dnn-api';
import { useDnnEntries } from '../dnn-entries';
import styles from '../dnn.module.css';
import { CaseFormModal } from './case-form-modal';
import { DnnPageHeader, LevelTag, LEVEL_OPTIONS, Snssai } from './dnn-parts';

const positiveId: FilterParser<number> = (raw) => {
  const n = Number(raw);
  return raw !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const FILTERS = {
  keyword: filterParam.text(DNN_LIMITS.caseNameMax),
  level: filterParam.oneOf(ISOLATION_LEVELS),
  dnnId: positiveId,
};

interface FilterValues {
  keyword?: string;
  level?: string;
  dnnId?: number;
}

interface IsolationCasesPageProps {
  /** The detail page of one DNN instance, by id. */
  detailHref: (dnnId: number) => string;
}

/**
 * 已订购业务 › DNN实例 (/control/ordered/A2/case): the isolation cases of the enterprise's
 * DNN instances (logical by own DNN, by slice, physical by own UPF), filtered and paged,
 * with create, edit and delete; each DNN links to its instance detail.
 */
export function IsolationCasesPage({ detailHref }: IsolationCasesPageProps) {
  const [form] = Form.useForm<FilterValues>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const entries = useDnnEntries();
  const confirm = useAdminConfirm();
  const queryClient = useQueryClient();

  const cases = useQuery({
    queryKey: dnnKeys.cases(list.query),
    queryFn: ({ signal }) => dnnApi.cases(list.query, { signal }),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (id: number) => dnnApi.deleteCase(id),
    onSuccess: () => {
      list.afterRemove(cases.data?.data.length ?? 0);
      // Settled now: a dialog opened again must not wait for the lists to refetch.
      void queryClient.invalidateQueries({ queryKey: dnnKeys.all });
    },
  });

  const target = editTargetOf(list.edit);
  const editing =
    target === 'new' ? 'new' : (cases.data?.data.find((c) => c.id === target) ?? undefined);

  const columns: ColumnsType<IsolationCaseItem> = [
    {
      title: '方案名称',
      dataIndex: 'name',
      render: (name: string, c) => (
        <div className={styles.dnnName}>
          <span>{name}</span>
          {c.description ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: c.description }}>
              {c.description}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: '隔离级别',
      dataIndex: 'level',
      render: (_, c) => <LevelTag level={c.level} />,
    },
    {
      title: 'DNN',
      dataIndex: 'dnn',
      render: (dnn: string, c) => (
        <Link to={detailHref(c.dnnId)} className={styles.mono}>
          {dnn}
        </Link>
      ),
    },
    {
      title: '切片',
      key: 'slice',
      render: (_, c) =>
        c.sliceName && c.sst !== null ? (
          <Space direction="vertical" size={2}>
            <span>{c.sliceName}</span>
            <Snssai sst={c.sst} sd={c.sd ?? ''} />
          </Space>
        ) : (
          '-'
        ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_, c) => (
        <Space size={0}>
          <Link to={detailHref(c.dnnId)} className={styles.rowLink}>
            查看
          </Link>
          <WriteButton type="link" size="small" onClick={() => list.setEdit(c.id)}>
            编辑
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: `确认删除隔离方案「${c.name}」？`,
                content: '删除后该方案的隔离配置将不再生效。',
                danger: true,
                onConfirm: () => remove.mutateAsync(c.id),
                success: DnnMessages.CASE_DELETED,
              })
            }
          >
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <DnnPageHeader
        title="DNN实例"
        intro="业务隔离方案：逻辑隔离使用独立DNN，切片隔离使用DNN内的专用切片，物理隔离使用专用UPF。"
      />
      <Card>
        <AdminFilterBar<FilterValues>
          name="isolation-filter"
          form={form}
          className={styles.filterForm}
          onSearch={(v) =>
            list.setFilters({
              keyword: v.keyword,
              level: v.level as never,
              dnnId: v.dnnId,
            })
          }
          onReset={list.resetFilters}
          add={{ label: '新建隔离方案', onClick: () => list.setEdit('new') }}
        >
          <Form.Item name="keyword" label="方案名称">
            <Input allowClear placeholder="方案名称关键字" maxLength={DNN_LIMITS.caseNameMax} />
          </Form.Item>
          <FilterSelect
            name="level"
            label="隔离级别"
            placeholder="全部级别"
            options={LEVEL_OPTIONS}
            width={170}
          />
          <FilterSelect
            name="dnnId"
            label="DNN"
            placeholder="全部DNN"
            options={(entries.data ?? []).map((e) => ({ value: e.id, label: e.dnn }))}
            loading={entries.isPending}
            searchable
            width={180}
          />
        </AdminFilterBar>
        <AdminTable<IsolationCaseItem>
          rowKey="id"
          aria-label="隔离方案列表"
          columns={columns}
          list={cases}
          paging={list}
          emptyText={
            list.filtered ? '没有符合条件的隔离方案' : '暂无隔离方案，点击“新建隔离方案”创建'
          }
        />
      </Card>
      <CaseFormModal editing={editing} onClose={() => list.setEdit(null, { replace: true })} />
    </div>
  );
}
