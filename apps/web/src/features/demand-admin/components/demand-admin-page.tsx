import {
  AdminLevel,
  MARKET_DEMAND_SOURCE_LABELS,
  MARKET_DEMAND_STATUS_LABELS,
  MarketDemandStatus,
  PROVINCES,
  type MarketDemandItem,
} from '@pn/shared';
import { Badge, Button, Card, DatePicker, Form, Grid, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { ExportButton } from '@/components/export-permission/export-button';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useDemandList } from '../api/demand-admin';
import { demandAdminText as text } from '../text';
import {
  DEMAND_FILTERS,
  demandFiltersOf,
  demandFormValues,
  DEMAND_EXPORT_PATH,
  exportFilters,
  type DemandFilterValues,
} from '../utils/list-params';
import { CloseDialog } from './close-dialog';
import styles from './demand-admin.module.css';
import { FollowUpDialog } from './follow-up-dialog';
import { FollowUpHistory } from './follow-up-history';

const STATUS_BADGE: Record<number, 'warning' | 'processing' | 'default'> = {
  [MarketDemandStatus.NEW]: 'warning',
  [MarketDemandStatus.FOLLOWING]: 'processing',
  [MarketDemandStatus.CLOSED]: 'default',
};

const STATUS_OPTIONS = Object.entries(MARKET_DEMAND_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const SOURCE_OPTIONS = Object.entries(MARKET_DEMAND_SOURCE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** City-level names of the division code table that say nothing on their own. */
const GENERIC_CITY_NAMES = new Set([
  '市辖区',
  '县',
  '省直辖县级行政区划',
  '自治区直辖县级行政区划',
]);

const placeOf = (d: MarketDemandItem) =>
  [d.companyProvince, GENERIC_CITY_NAMES.has(d.companyCity) ? '' : d.companyCity, d.companyDistrict]
    .filter(Boolean)
    .join(' ');

/**
 * 需求管理: the market demands in the caller's scope with their reference numbers and
 * sources; date, province, source, status and keyword filters; server paging; 跟进 (a note
 * and who takes it) and 关闭 (an optional note), each kept in the history an expanded row
 * shows; and the .xlsx export behind the data-export permission.
 */
export function DemandAdminPage() {
  const [form] = Form.useForm<DemandFilterValues>();
  const listQuery = useAdminListQuery({
    filters: DEMAND_FILTERS,
    form,
    formValuesOf: demandFormValues,
  });
  const list = useDemandList(listQuery.query);
  const [following, setFollowing] = useState<MarketDemandItem | null>(null);
  const [closing, setClosing] = useState<MarketDemandItem | null>(null);
  const level = useLevelInfo();
  const screens = Grid.useBreakpoint();

  // Province and city administrators see their own province only (the server enforces it).
  const levelInfo = level.data;
  const ownProvince =
    levelInfo?.level === AdminLevel.PROVINCE || levelInfo?.level === AdminLevel.CITY
      ? PROVINCES.find((p) => p.beId === levelInfo.beId)
      : undefined;
  const provinceOptions = (ownProvince ? [ownProvince] : PROVINCES).map((p) => ({
    value: p.gbCode,
    label: p.name,
  }));

  const columns: ColumnsType<MarketDemandItem> = [
    {
      title: text.colRefNo,
      dataIndex: 'refNo',
      render: (refNo: string) => <span className={styles.refNo}>{refNo}</span>,
    },
    {
      title: text.colTime,
      dataIndex: 'createTime',
      width: 112,
      render: (time: string) => {
        const [day, clock] = time.split(' ');
        return (
          <span className={styles.time}>
            {day}
            <br />
            {clock}
          </span>
        );
      },
    },
    {
      title: text.colCompany,
      dataIndex: 'companyName',
      render: (name: string) => <span className={styles.company}>{name}</span>,
    },
    {
      title: text.colPlace,
      key: 'place',
      render: (_, d) => <span className={styles.place}>{placeOf(d) || '-'}</span>,
    },
    {
      title: text.colContact,
      key: 'contact',
      render: (_, d) => (
        <span className={styles.contact}>
          {d.userName}
          <br />
          <span className={styles.tel}>{d.userTel}</span>
          <Typography.Text className={styles.email} ellipsis={{ tooltip: d.userEmail }}>
            {d.userEmail}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: text.colDemand,
      dataIndex: 'userMarketDemand',
      render: (demand: string) => (
        <Typography.Paragraph
          className={styles.demand}
          ellipsis={{
            rows: 2,
            expandable: 'collapsible',
            symbol: (expanded) => (expanded ? text.collapse : text.expand),
          }}
        >
          {demand}
        </Typography.Paragraph>
      ),
    },
    {
      title: text.colSource,
      dataIndex: 'source',
      render: (source: MarketDemandItem['source']) =>
        source ? (
          <span className={styles.source}>
            {MARKET_DEMAND_SOURCE_LABELS[source.kind]}
            {source.name ? <span className={styles.sourceName}>{source.name}</span> : null}
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: text.colStatus,
      key: 'status',
      width: 104,
      // Beside the actions, in view however far the table is scrolled.
      fixed: screens.md ? 'right' : undefined,
      render: (_, d) => (
        <>
          <Badge
            status={STATUS_BADGE[d.status] ?? 'default'}
            text={MARKET_DEMAND_STATUS_LABELS[d.status] ?? '-'}
          />
          {d.assignee ? (
            <span className={styles.assignee}>{text.assignee(d.assignee.name)}</span>
          ) : null}
        </>
      ),
    },
    {
      title: text.colActions,
      key: 'actions',
      width: 112,
      fixed: screens.md ? 'right' : undefined,
      render: (_, item) =>
        item.status === MarketDemandStatus.CLOSED ? (
          '-'
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setFollowing(item)}>
              {text.follow}
            </Button>
            <Button type="link" size="small" onClick={() => setClosing(item)}>
              {text.close}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="demandFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(demandFiltersOf(v))}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="range" label={text.dateRange}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              placeholder={[text.startPlaceholder, text.endPlaceholder]}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
          <FilterSelect
            name="provinceId"
            label={text.province}
            placeholder={text.provincePlaceholder}
            options={provinceOptions}
            width={140}
            searchable
          />
          <FilterSelect
            name="sourceKind"
            label={text.source}
            placeholder={text.sourcePlaceholder}
            options={SOURCE_OPTIONS}
          />
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={STATUS_OPTIONS}
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card
        title={text.listTitle}
        extra={
          <ExportButton
            path={DEMAND_EXPORT_PATH}
            params={exportFilters(listQuery.filters)}
            fallbackName={text.exportFileName}
          />
        }
      >
        <AdminTable<MarketDemandItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
          expandable={{
            // A new demand has no follow-up yet.
            rowExpandable: (d) => d.status !== MarketDemandStatus.NEW,
            expandedRowRender: (d) => <FollowUpHistory demand={d} />,
          }}
        />
      </Card>
      <FollowUpDialog demand={following} onClose={() => setFollowing(null)} />
      <CloseDialog demand={closing} onClose={() => setClosing(null)} />
    </div>
  );
}
