import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DIALOG_WIDTH, DNN_LIMITS, DNN_STATUSES, formatDateTime, type DnnItem } from '@pn/shared';
import { Button, Card, Drawer, Form, Grid, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { dnnApi, dnnKeys } from '../api/dnn-api';
import { useDnnEntries } from '../dnn-entries';
import styles from '../dnn.module.css';
import { DnnDetailView } from './dnn-detail';
import { DnnPageHeader, DnnStatusTag, STATUS_OPTIONS } from './dnn-parts';

const FILTERS = {
  keyword: filterParam.text(DNN_LIMITS.keywordMax),
  status: filterParam.oneOf(DNN_STATUSES),
};

/** Address parameter of the DNN whose detail drawer is open. */
const OPEN_PARAM = 'dnn';

interface FilterValues {
  keyword?: string;
  status?: number;
}

interface DnnInstancesPageProps {
  /** The isolation-case screen, linked from the detail (when the caller may open it). */
  casesHref?: string;
}

/**
 * 业务隔离 (/control/A2): the enterprise's DNN instances with their slices, bound cards
 * and isolation cases; a drawer shows one DNN with its traffic, where slices are added and
 * removed and cards bound and unbound.
 */
export function DnnInstancesPage({ casesHref }: DnnInstancesPageProps) {
  const [form] = Form.useForm<FilterValues>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const [search, setSearch] = useSearchParams();
  const screens = Grid.useBreakpoint();
  useDnnEntries();

  const dnns = useQuery({
    queryKey: dnnKeys.list(list.query),
    queryFn: ({ signal }) => dnnApi.list(list.query, { signal }),
    placeholderData: keepPreviousData,
  });

  const openId = Number(search.get(OPEN_PARAM)) || null;
  const opened = dnns.data?.data.find((d) => d.id === openId);
  const setOpen = (id: number | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete(OPEN_PARAM);
      else next.set(OPEN_PARAM, String(id));
      return next;
    });

  const columns: ColumnsType<DnnItem> = [
    {
      title: 'DNN',
      dataIndex: 'dnn',
      fixed: screens.md ? 'left' : undefined,
      render: (dnn: string, d) => (
        <div className={styles.dnnName}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', justifyContent: 'flex-start' }}
            onClick={() => setOpen(d.id)}
          >
            <span className={styles.mono}>{dnn}</span>
          </Button>
          {d.description ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: d.description }}>
              {d.description}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <DnnStatusTag status={s} />,
    },
    { title: 'UPF站点', dataIndex: 'upfSite', render: (v: string) => v || '-' },
    {
      title: 'IP地址池',
      dataIndex: 'ipPool',
      render: (v: string) => <span className={styles.mono}>{v || '-'}</span>,
    },
    {
      title: '带宽',
      dataIndex: 'bandwidthMbps',
      align: 'right',
      render: (v: number) => (v ? `${v} Mbps` : '-'),
    },
    { title: '切片数', dataIndex: 'sliceCount', align: 'right' },
    { title: '绑定卡数', dataIndex: 'cardCount', align: 'right' },
    { title: '隔离方案', dataIndex: 'caseCount', align: 'right' },
    { title: '创建时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_, d) => (
        <Button type="link" size="small" onClick={() => setOpen(d.id)}>
          详情
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <DnnPageHeader
        title="业务隔离"
        intro="企业的DNN实例及其网络切片、绑定卡片与隔离方案：点击DNN查看流量，添加或删除切片，绑定或解绑物联网卡。"
      />
      <Card>
        <AdminFilterBar<FilterValues>
          name="dnn-filter"
          form={form}
          className={styles.filterForm}
          onSearch={(v) => list.setFilters({ keyword: v.keyword, status: v.status as never })}
          onReset={list.resetFilters}
        >
          <Form.Item name="keyword" label="DNN">
            <Input allowClear placeholder="DNN名称关键字" maxLength={DNN_LIMITS.keywordMax} />
          </Form.Item>
          <FilterSelect
            name="status"
            label="状态"
            placeholder="全部状态"
            options={STATUS_OPTIONS}
          />
        </AdminFilterBar>
        <AdminTable<DnnItem>
          rowKey="id"
          aria-label="DNN实例列表"
          columns={columns}
          list={dnns}
          paging={list}
          emptyText={list.filtered ? '没有符合条件的DNN实例' : '暂无DNN实例'}
        />
      </Card>
      <Drawer
        open={openId !== null}
        onClose={() => setOpen(null)}
        title={
          <Space>
            <span>DNN详情</span>
            {opened ? <span className={styles.mono}>{opened.dnn}</span> : null}
          </Space>
        }
        size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
        destroyOnHidden
      >
        {openId !== null ? <DnnDetailView id={openId} casesHref={casesHref} /> : null}
      </Drawer>
    </div>
  );
}
