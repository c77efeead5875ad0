import { DownloadOutlined } from '@ant-design/icons';
import {
  AdminLevel,
  DIALOG_WIDTH,
  MARKET_DEMAND_STATUS_LABELS,
  MarketDemandStatus,
  PAGE_SIZE_OPTIONS,
  PROVINCES,
  type MarketDemandItem,
} from '@pn/shared';
import {
  App,
  Badge,
  Button,
  Card,
  DatePicker,
  Form,
  Grid,
  Input,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportPermissionGate } from '@/components/export-permission/export-permission-gate';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useDemandList, useDemandStatus } from '../api/demand-admin';
import { downloadDemandExport, ExportError } from '../api/export-demands';
import { demandAdminText as text } from '../text';
import { filterKeyOf, useAddressForm } from '../utils/address-form';
import { demandListQuery, exportFilters, patchSearch } from '../utils/list-params';
import styles from './demand-admin.module.css';

interface FilterValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  provinceId?: string;
  status?: number;
  keyword?: string;
}

const DAY = 'YYYY-MM-DD';
const FILTER_KEYS = ['startDate', 'endDate', 'provinceId', 'status', 'keyword'] as const;

const STATUS_BADGE: Record<number, 'warning' | 'processing' | 'default'> = {
  [MarketDemandStatus.NEW]: 'warning',
  [MarketDemandStatus.FOLLOWING]: 'processing',
  [MarketDemandStatus.CLOSED]: 'default',
};

const STATUS_OPTIONS = Object.entries(MARKET_DEMAND_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
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
 * 需求管理: the market demands in the caller's scope with date, province, status and
 * keyword filters, server paging, follow-up and close actions, and the .xlsx export
 * behind the data-export permission.
 */
export function DemandAdminPage() {
  const { modal } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => demandListQuery(search), [search]);
  const list = useDemandList(query);
  const setStatus = useDemandStatus();
  const level = useLevelInfo();
  const [filters] = Form.useForm<FilterValues>();
  const [exporting, setExporting] = useState(false);
  const screens = Grid.useBreakpoint();

  const fill = useCallback(
    (address: URLSearchParams) => {
      const q = demandListQuery(address);
      filters.setFieldsValue({
        range:
          q.startDate || q.endDate
            ? [q.startDate ? dayjs(q.startDate) : null, q.endDate ? dayjs(q.endDate) : null]
            : null,
        provinceId: q.provinceId,
        status: q.status,
        keyword: q.keyword,
      });
    },
    [filters],
  );
  const markOwn = useAddressForm(filterKeyOf(search, FILTER_KEYS), fill);

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

  const update = (patch: Record<string, string | number | undefined>) =>
    setSearch(patchSearch(search, patch));

  /** A change of filters made by the form, which already shows it. */
  const filter = (patch: Record<string, string | number | undefined>) => {
    const next = patchSearch(search, patch);
    markOwn(filterKeyOf(next, FILTER_KEYS));
    setSearch(next);
  };

  const applyFilters = (v: FilterValues) =>
    filter({
      startDate: v.range?.[0]?.format(DAY),
      endDate: v.range?.[1]?.format(DAY),
      provinceId: v.provinceId,
      status: v.status,
      keyword: v.keyword?.trim(),
    });

  const changeStatus = (item: MarketDemandItem, status: 1 | 2) =>
    setStatus
      .mutateAsync({ id: item.id, status })
      .then(() => toast.success(text.statusUpdated))
      .catch((error: unknown) => showActionError(error));

  const confirmClose = (item: MarketDemandItem) =>
    modal.confirm({
      title: text.closeTitle,
      content: text.closeContent(item.companyName),
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      cancelText: text.confirmCancel,
      onOk: () => changeStatus(item, MarketDemandStatus.CLOSED),
    });

  // The file keeps downloading if the operator leaves the screen, as a browser download would.
  const startExport = async () => {
    setExporting(true);
    toast.info(text.exportProgress(0), 0);
    try {
      const name = await downloadDemandExport(exportFilters(query), (bytes) =>
        toast.info(text.exportProgress(Math.floor(bytes / 1024)), 0),
      );
      toast.success(text.exportDone(name));
    } catch (error) {
      toast.error(error instanceof ExportError ? error.message : text.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<MarketDemandItem> = [
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
    { title: text.colContact, dataIndex: 'userName', width: 76 },
    {
      title: text.colTel,
      dataIndex: 'userTel',
      width: 112,
      render: (tel: string) => <span className={styles.tel}>{tel}</span>,
    },
    {
      title: text.colEmail,
      dataIndex: 'userEmail',
      render: (email: string) => (
        <Typography.Text className={styles.email} ellipsis={{ tooltip: email }}>
          {email}
        </Typography.Text>
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
      title: text.colStatus,
      dataIndex: 'status',
      width: 88,
      render: (status: number) => (
        <Badge
          status={STATUS_BADGE[status] ?? 'default'}
          text={MARKET_DEMAND_STATUS_LABELS[status] ?? '-'}
        />
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
            {item.status === MarketDemandStatus.NEW ? (
              <Button
                type="link"
                size="small"
                onClick={() => void changeStatus(item, MarketDemandStatus.FOLLOWING)}
              >
                {text.follow}
              </Button>
            ) : null}
            <Button type="link" size="small" onClick={() => confirmClose(item)}>
              {text.close}
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
      <Card>
        <div className={styles.filters}>
          <Form
            name="demandFilters"
            form={filters}
            layout="inline"
            className={styles.filterForm}
            onFinish={applyFilters}
          >
            <Form.Item name="range" label={text.dateRange}>
              <DatePicker.RangePicker
                allowEmpty={[true, true]}
                placeholder={[text.startPlaceholder, text.endPlaceholder]}
                disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              />
            </Form.Item>
            <Form.Item name="provinceId" label={text.province}>
              <Select
                placeholder={text.provincePlaceholder}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 140 }}
                options={provinceOptions}
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
            <Form.Item name="keyword" label={text.keyword}>
              <Input placeholder={text.keywordPlaceholder} allowClear maxLength={40} />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {text.search}
                </Button>
                <Button
                  onClick={() => {
                    filters.resetFields();
                    filter({
                      startDate: undefined,
                      endDate: undefined,
                      provinceId: undefined,
                      status: undefined,
                      keyword: undefined,
                    });
                  }}
                >
                  {text.reset}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </div>
      </Card>
      <Card
        title={text.listTitle}
        extra={
          <ExportPermissionGate onPermitted={() => void startExport()}>
            {(request, checking) => (
              <Button
                icon={<DownloadOutlined />}
                loading={checking || exporting}
                disabled={exporting}
                onClick={request}
              >
                {exporting ? text.exporting : text.export}
              </Button>
            )}
          </ExportPermissionGate>
        }
      >
        <Table<MarketDemandItem>
          size="middle"
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          dataSource={list.data?.data ?? []}
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
    </div>
  );
}
