import { FileSearchOutlined } from '@ant-design/icons';
import {
  PAGE_SIZE_OPTIONS,
  SIM_ACTION_LABELS,
  SIM_LIMITS,
  SimKind,
  type SimAction,
  type SimCardItem,
  type SimExportFormat,
} from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Grid, Space, Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportPermissionGate } from '@/components/export-permission/export-permission-gate';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { simApi, simKeys } from '../api/sim-api';
import { CardFilterBar } from '../common/card-filter-bar';
import {
  exportQueryOf,
  filtersOf,
  listQueryOf,
  readCardQuery,
  writeCardQuery,
  type CardFilters,
  type SortField,
} from '../common/card-query';
import { formatCapMb, formatDay, formatKb, formatTime } from '../common/format';
import { SimPageHeader } from '../common/page-header';
import { SimStatusTag } from '../common/sim-status-tag';
import { simText as text } from '../common/text';
import { usePermitted } from '@/components/read-only/use-permitted';
import { CardExportButton } from '../export/card-export-button';
import { useCardExport } from '../export/use-card-export';
import { BusinessDialog } from './business-dialog';
import { CardDetailDrawer } from './card-detail-drawer';
import { mergePageSelection } from './selection';
import common from '../common/sim.module.css';

// Below 1600 px, IMSI, usage cap and region stay in the card detail so the table fits.

/** Bulk actions by card kind: probes have no tariff or group of their own to change. */
const ACTIONS: Record<number, readonly SimAction[]> = {
  [SimKind.ORDINARY]: [
    'suspend',
    'resume',
    'changeTariff',
    'joinGroup',
    'leaveGroup',
    'setDataCap',
  ],
  [SimKind.PROBE]: ['suspend', 'resume', 'setDataCap'],
};

const SORTABLE: Partial<Record<string, SortField>> = {
  activatedAt: 'activatedAt',
  monthDataKb: 'monthDataKb',
  lastSeenAt: 'lastSeenAt',
};

const antOrder = (order: 'asc' | 'desc') => (order === 'asc' ? 'ascend' : 'descend');

interface SimManagePageProps {
  kind: number;
}

/**
 * 卡片管理 / 探针卡管理: the card table with server-side filters, sort and paging kept in
 * the address; selection across pages; bulk business actions behind identity
 * verification; the card detail; the export behind the data-export permission. In the
 * visitor console every write (bulk actions, export) is disabled (WriteButton, the gate).
 */
export function SimManagePage({ kind }: SimManagePageProps) {
  const probe = kind === SimKind.PROBE;
  const navigate = useNavigate();
  const inArea = useAreaPath();
  const screens = Grid.useBreakpoint();
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readCardQuery(search), [search]);
  const query = useMemo(() => listQueryOf(state, kind), [state, kind]);
  const list = useQuery({
    queryKey: simKeys.list(query),
    queryFn: ({ signal }) => simApi.list(query, { signal }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [detail, setDetail] = useState<string | null>(null);
  const [action, setAction] = useState<SimAction | null>(null);
  const cardExport = useCardExport();
  // The format the user picked, read once the export permission is confirmed.
  const exportFormat = useRef<SimExportFormat>('xlsx');
  // The business handling pages belong to 卡片管理 (and its permission).
  const mayQuery = usePermitted(paths.simManage);

  const rows = list.data?.data ?? [];
  const update = (patch: Parameters<typeof writeCardQuery>[1]) =>
    setSearch(writeCardQuery(search, patch));

  // 查询 always asks the server again, also when the filters did not change.
  const onFilters = (filters: CardFilters) => {
    const next = writeCardQuery(search, {
      status: undefined,
      keyword: undefined,
      tariffId: undefined,
      groupId: undefined,
      activatedFrom: undefined,
      activatedTo: undefined,
      expiringDays: undefined,
      ...filters,
    });
    if (next.toString() === search.toString()) void list.refetch();
    else setSearch(next);
  };

  const sortOrderOf = (field: SortField) =>
    state.sortField === field ? antOrder(state.sortOrder) : null;

  const columns: ColumnsType<SimCardItem> = [
    {
      title: text.colIccid,
      dataIndex: 'iccid',
      render: (iccid: string) => <span className={common.mono}>{iccid}</span>,
    },
    {
      title: text.colMsisdn,
      dataIndex: 'msisdn',
      render: (msisdn: string) => <span className={common.mono}>{msisdn}</span>,
    },
    {
      title: text.colImsi,
      dataIndex: 'imsi',
      responsive: ['xxl'],
      render: (imsi: string) => <span className={common.mono}>{imsi}</span>,
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      width: 84,
      render: (status: number) => <SimStatusTag status={status} />,
    },
    {
      title: text.colTariff,
      dataIndex: 'tariffName',
      render: (name: string) => <span className={common.nowrap}>{name}</span>,
    },
    ...(probe
      ? []
      : [
          {
            title: text.colGroup,
            dataIndex: 'groupName',
            render: (name: string | null) =>
              name ? (
                <span className={common.nowrap}>{name}</span>
              ) : (
                <span className={common.muted}>-</span>
              ),
          },
        ]),
    {
      title: text.colActivated,
      dataIndex: 'activatedAt',
      key: 'activatedAt',
      sorter: true,
      sortOrder: sortOrderOf('activatedAt'),
      sortDirections: ['descend', 'ascend'],
      render: (at: string | null) => <span className={common.nowrap}>{formatDay(at)}</span>,
    },
    {
      title: text.colExpires,
      dataIndex: 'tariffExpiresAt',
      // Always shown when the list is about packages ending; otherwise on wide screens.
      responsive: state.expiringDays ? undefined : ['xxl'],
      render: (at: string | null) => <span className={common.nowrap}>{formatDay(at)}</span>,
    },
    {
      title: text.colMonthData,
      dataIndex: 'monthDataKb',
      key: 'monthDataKb',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('monthDataKb'),
      sortDirections: ['descend', 'ascend'],
      render: (kb: number) => <span className={common.nowrap}>{formatKb(kb)}</span>,
    },
    {
      title: text.colDataCap,
      dataIndex: 'dataCapMb',
      align: 'right',
      responsive: ['xxl'],
      render: (mb: number | null) => <span className={common.nowrap}>{formatCapMb(mb)}</span>,
    },
    {
      title: text.colLastSeen,
      dataIndex: 'lastSeenAt',
      key: 'lastSeenAt',
      sorter: true,
      sortOrder: sortOrderOf('lastSeenAt'),
      sortDirections: ['descend', 'ascend'],
      // Gives its place to 资费到期 below 1600 px, so nothing hides under the pinned actions.
      responsive: state.expiringDays ? ['xxl'] : undefined,
      render: (at: string | null) => <span className={common.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: text.colRegion,
      key: 'region',
      responsive: ['xxl'],
      render: (_, c) => <span className={common.nowrap}>{`${c.provinceName} ${c.areaCode}`}</span>,
    },
    {
      title: text.colActions,
      key: 'actions',
      width: 72,
      fixed: screens.md ? 'right' : undefined,
      render: (_, card) => (
        <Button
          type="link"
          size="small"
          onClick={() => setDetail(card.iccid)}
          aria-label={`${text.detail} ${card.msisdn}`}
        >
          {text.detail}
        </Button>
      ),
    },
  ];

  const toolbar = (
    <Space wrap size={8}>
      {ACTIONS[kind]!.map((a) => (
        <WriteButton
          key={a}
          tip={selected.length ? undefined : text.selectFirst}
          disabled={selected.length === 0}
          onClick={() => setAction(a)}
          danger={a === 'suspend'}
        >
          {SIM_ACTION_LABELS[a]}
        </WriteButton>
      ))}
    </Space>
  );

  return (
    <div className={common.page}>
      <SimPageHeader
        title={probe ? text.probeManageTitle : text.manageTitle}
        intro={probe ? text.probeManageIntro : text.manageIntro}
        extra={
          <>
            {mayQuery ? (
              <Button
                icon={<FileSearchOutlined />}
                onClick={() => void navigate(inArea(paths.simServiceInfo))}
              >
                {text.serviceQuery}
              </Button>
            ) : null}
            <ExportPermissionGate
              onPermitted={() =>
                void cardExport.start(exportQueryOf(state, kind), exportFormat.current)
              }
            >
              {(request, checking) => (
                <CardExportButton
                  loading={checking || cardExport.exporting}
                  disabled={cardExport.exporting}
                  onExport={(format) => {
                    exportFormat.current = format;
                    request();
                  }}
                />
              )}
            </ExportPermissionGate>
          </>
        }
      />
      <Card>
        <CardFilterBar filters={filtersOf(state)} onChange={onFilters} withGroup={!probe} />
      </Card>
      <Card
        title={probe ? text.probeListTitle : text.listTitle}
        extra={screens.md ? toolbar : null}
      >
        {screens.md ? null : <div style={{ marginBottom: 12 }}>{toolbar}</div>}
        {selected.length ? (
          <div className={common.selectionBar} role="status">
            <span>{text.selected(selected.length)}</span>
            <Button type="link" size="small" onClick={() => setSelected([])}>
              {text.clearSelection}
            </Button>
            <span className={common.selectionHint}>{text.selectedTip}</span>
          </div>
        ) : null}
        <Table<SimCardItem>
          size="middle"
          rowKey="msisdn"
          aria-label={text.listLabel}
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selected,
            fixed: true,
            onChange: (keys) => {
              const change = mergePageSelection(
                selected,
                rows.map((r) => r.msisdn),
                keys.map(String),
                SIM_LIMITS.bulkMax,
              );
              if (change.capped) toast.warning(text.selectionCapped(SIM_LIMITS.bulkMax));
              setSelected(change.keys);
            },
            getCheckboxProps: (card) => ({ 'aria-label': `选择 ${card.msisdn}` }),
          }}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<SimCardItem>;
            const field = SORTABLE[String(s?.columnKey ?? '')];
            update(
              field && s.order
                ? { sortField: field, sortOrder: s.order === 'ascend' ? 'asc' : 'desc' }
                : { sortField: 'id', sortOrder: 'desc' },
            );
          }}
          locale={{
            emptyText: list.isError ? (
              <span role="alert">
                {errorMessageOf(list.error)}{' '}
                <Button type="link" size="small" onClick={() => void list.refetch()}>
                  {text.retry}
                </Button>
              </span>
            ) : (
              text.empty
            ),
          }}
          pagination={
            list.isError && !list.data
              ? false
              : {
                  current: state.page,
                  pageSize: state.pageSize,
                  total: list.data?.total ?? 0,
                  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
                  showSizeChanger: true,
                  showQuickJumper: true,
                  showTotal: (total) => text.total(total, list.data?.totalExact ?? true),
                  onChange: (page, pageSize) =>
                    update(pageSize === state.pageSize ? { page } : { pageSize }),
                }
          }
        />
      </Card>
      <CardDetailDrawer iccid={detail} onClose={() => setDetail(null)} />
      <BusinessDialog
        action={action}
        msisdnList={selected}
        onClose={() => setAction(null)}
        onSubmitted={(requestId) => {
          setAction(null);
          setSelected([]);
          toast.success(text.submitted);
          void navigate(
            inArea(`${paths.simServiceResult}?requestId=${encodeURIComponent(requestId)}`),
          );
        }}
      />
      {cardExport.dialog}
    </div>
  );
}
