import {
  INDUSTRY_APP_PROTOCOLS,
  INDUSTRY_CATEGORY_LABELS,
  INDUSTRY_DEVICE_STATE_LABELS,
  INDUSTRY_DEVICE_STATES,
  INDUSTRY_PROBE_TARGET_LABELS,
  INDUSTRY_PROBE_TARGETS,
  IndustryAppSaveSchema,
  IndustryLinkSaveSchema,
  IndustryProbeSaveSchema,
  type IndustryApp,
  type IndustryDevice,
  type IndustryLink,
  type IndustryProbe,
  type IndustryRange,
  type IndustrySeries,
} from '@pn/shared';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Statistic,
  Switch,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { Chart, type ChartOption } from '@/components/charts/chart';
import { ConsolePageHeader } from '@/components/console-page-header';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { industryApi } from '../api/industry-api';
import {
  useIndustryAlarms,
  useIndustryApps,
  useIndustryDevices,
  useIndustryLinks,
  useIndustryMutation,
  useIndustryOverview,
  useIndustryProbes,
  useIndustrySeries,
} from '../api/queries';
import { industryDeviceDetailPath } from '../paths';
import { AlarmList, DeviceStateTag, formatTime, RangeSelect } from './parts';
import styles from '../industry.module.css';

const KEYWORD = { keyword: filterParam.text(40) };

// 专网总览 ------------------------------------------------------------------------------------

/** 行业专网 › 专网总览: terminal, link, application and probe figures, charts, open alarms. */
export function IndustryOverviewPage() {
  const overview = useIndustryOverview();
  const o = overview.data;
  const categoryOption: ChartOption = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        data: (o?.byCategory ?? []).map((c) => ({
          name: INDUSTRY_CATEGORY_LABELS[c.category],
          value: c.count,
        })),
      },
    ],
  };
  const linkOption: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 64 },
    xAxis: {
      type: 'category',
      data: (o?.links ?? []).map((l) => l.name),
      axisLabel: { interval: 0, rotate: 20 },
    },
    yAxis: { type: 'value', name: 'ms' },
    series: [
      { name: '最新时延', type: 'bar', data: (o?.links ?? []).map((l) => l.latencyMs) },
      {
        name: '时延目标',
        type: 'line',
        data: (o?.links ?? []).map((l) => l.latencyTargetMs),
      },
    ],
  };
  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="专网总览"
        intro="企业5G专网上的行业终端、链路、业务应用与探针的运行概况，告警来自告警中心。"
      />
      <DataState query={overview} rows={8}>
        {o ? (
          <>
            <div className={styles.figures}>
              <Card>
                <Statistic title="行业终端" value={o.devices.total} suffix="台" />
              </Card>
              <Card>
                <Statistic
                  title="在线终端"
                  value={o.devices.online}
                  suffix={`/ ${o.devices.total}`}
                />
              </Card>
              <Card>
                <Statistic title="今日上报数据点" value={o.reportsToday} />
              </Card>
              <Card>
                <Statistic title="链路" value={o.links.length} suffix="条" />
              </Card>
              <Card>
                <Statistic title="可用应用" value={o.apps.available} suffix={`/ ${o.apps.total}`} />
              </Card>
              <Card>
                <Statistic
                  title="运行中探针"
                  value={o.probes.enabled}
                  suffix={`/ ${o.probes.total}`}
                />
              </Card>
              <Card>
                <Statistic
                  title="未恢复告警"
                  value={o.alarms.length}
                  valueStyle={o.alarms.length ? { color: '#cf1322' } : undefined}
                />
              </Card>
            </div>
            <div className={styles.charts}>
              <Card title="终端类别">
                <Chart
                  title="终端类别分布"
                  option={categoryOption}
                  empty={o.byCategory.length === 0}
                />
              </Card>
              <Card title="链路时延">
                <Chart
                  title="各链路最新时延与目标"
                  option={linkOption}
                  empty={o.links.length === 0}
                />
              </Card>
            </div>
            <AlarmList alarms={o.alarms} />
          </>
        ) : null}
      </DataState>
    </div>
  );
}

// 终端监控 ------------------------------------------------------------------------------------

/** 行业专网 › 终端监控: the terminals by site and state (a stacked bar), and by state. */
export function IndustryDeviceMonitorPage() {
  const overview = useIndustryOverview();
  const inArea = useAreaPath();
  const [state, setState] = useState<IndustryDevice['onlineState'] | undefined>();
  const [site, setSite] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const devices = useIndustryDevices({ ...paging, state, site });
  const alarms = useIndustryAlarms('terminal');
  const sites = overview.data?.bySite ?? [];
  const option: ChartOption = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: sites.map((s) => s.site) },
    yAxis: { type: 'value', minInterval: 1 },
    series: INDUSTRY_DEVICE_STATES.map((s) => ({
      name: INDUSTRY_DEVICE_STATE_LABELS[s],
      type: 'bar',
      stack: 'state',
      data: sites.map((x) => x[s]),
    })),
  };
  const columns: ColumnsType<IndustryDevice> = [
    {
      title: '终端名称',
      dataIndex: 'name',
      render: (n: string, d) => <Link to={inArea(industryDeviceDetailPath(d.id))}>{n}</Link>,
    },
    { title: '站点', dataIndex: 'site', render: (s: string) => s || '-' },
    {
      title: '类别',
      dataIndex: 'category',
      render: (c: IndustryDevice['category']) => INDUSTRY_CATEGORY_LABELS[c],
    },
    {
      title: '所属链路',
      dataIndex: 'linkName',
      responsive: ['md'],
      render: (n: string | null) => n ?? '-',
    },
    {
      title: '状态',
      dataIndex: 'onlineState',
      render: (s: IndustryDevice['onlineState']) => <DeviceStateTag state={s} />,
    },
    { title: '最后上报', dataIndex: 'lastReportAt', render: (at: string | null) => formatTime(at) },
  ];
  return (
    <div className={styles.page}>
      <ConsolePageHeader title="终端监控" intro="按站点与在线状态查看行业终端。" />
      <Card title="各站点终端状态">
        <DataState query={overview} rows={6}>
          <Chart title="各站点终端在线状态" option={option} empty={sites.length === 0} />
        </DataState>
      </Card>
      <Card
        title="终端"
        extra={
          <Space wrap>
            <Select
              allowClear
              aria-label="站点"
              placeholder="全部站点"
              style={{ width: 160 }}
              value={site}
              onChange={(v?: string) => {
                setSite(v);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
              options={sites.map((s) => ({ value: s.site, label: s.site }))}
            />
            <Select
              allowClear
              aria-label="状态"
              placeholder="全部状态"
              style={{ width: 120 }}
              value={state}
              onChange={(v?: IndustryDevice['onlineState']) => {
                setState(v);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
              options={INDUSTRY_DEVICE_STATES.map((s) => ({
                value: s,
                label: INDUSTRY_DEVICE_STATE_LABELS[s],
              }))}
            />
          </Space>
        }
      >
        <AdminTable<IndustryDevice>
          size="middle"
          rowKey="id"
          aria-label="终端监控"
          columns={columns}
          list={devices}
          paging={{ ...paging, setPage: (page, pageSize) => setPaging({ page, pageSize }) }}
          emptyText="没有符合条件的终端"
        />
      </Card>
      {alarms.data ? <AlarmList alarms={alarms.data} title="终端离线告警" /> : null}
    </div>
  );
}

// 链路监控 ------------------------------------------------------------------------------------

function linkSeriesOption(s: IndustrySeries, link?: IndustryLink): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 56, top: 36, bottom: 32 },
    xAxis: { type: 'time', min: Date.parse(s.from), max: Date.parse(s.to) },
    yAxis: [
      { type: 'value', name: '时延 ms' },
      { type: 'value', name: '丢包 %', splitLine: { show: false } },
    ],
    series: [
      {
        name: '时延',
        type: 'line',
        showSymbol: false,
        data: s.points.map((p) => [p[0], p[1]]),
        markLine: link
          ? {
              symbol: 'none',
              label: { formatter: '时延目标 {c}ms' },
              data: [{ yAxis: link.latencyTargetMs }],
            }
          : undefined,
      },
      {
        name: '丢包率',
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        data: s.points.map((p) => [p[0], p[2]]),
      },
    ],
  };
}

function appSeriesOption(s: IndustrySeries, app?: IndustryApp): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 56, top: 36, bottom: 32 },
    xAxis: { type: 'time', min: Date.parse(s.from), max: Date.parse(s.to) },
    yAxis: [
      { type: 'value', name: '可用率 %', max: 100 },
      { type: 'value', name: '响应 ms', splitLine: { show: false } },
    ],
    series: [
      { name: '可用率', type: 'line', showSymbol: false, data: s.points.map((p) => [p[0], p[1]]) },
      {
        name: '响应时间',
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        data: s.points.map((p) => [p[0], p[2]]),
        markLine: app
          ? {
              symbol: 'none',
              label: { formatter: '响应目标 {c}ms' },
              data: [{ yAxis: app.responseTargetMs }],
            }
          : undefined,
      },
    ],
  };
}

type LinkValues = z.input<typeof IndustryLinkSaveSchema>;

function LinkDialog({ link, onClose }: { link: IndustryLink | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<LinkValues>();
  const save = useIndustryMutation(industryApi.saveLink);
  useEffect(() => {
    if (link && link !== 'new') form.setFieldsValue(link);
    else if (link === 'new') form.setFieldsValue({ latencyTargetMs: 20, lossTargetPct: 1 });
  }, [link, form]);
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const body = parseForm(IndustryLinkSaveSchema, await validateForm(form));
    try {
      await save.mutateAsync(link && link !== 'new' ? { ...body, id: link.id } : body);
      toast.success('保存成功');
      close();
    } catch (error) {
      showActionError(error);
    }
  };
  const f = (k: keyof LinkValues) => zodField(IndustryLinkSaveSchema, k);
  return (
    <Modal
      open={link !== null}
      title={link === 'new' ? '新增链路' : '编辑链路'}
      onCancel={close}
      destroyOnHidden
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Form<LinkValues> form={form} name="industryLink" layout="vertical">
        <Form.Item name="name" label="链路名称" {...f('name')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="site" label="站点" {...f('site')}>
          <Input maxLength={40} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="dnn" label="DNN" {...f('dnn')}>
            <Input maxLength={63} placeholder="如：factory.gd" />
          </Form.Item>
          <Form.Item name="slice" label="切片" {...f('slice')}>
            <Input maxLength={40} placeholder="如：URLLC 01-000101" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="latencyTargetMs" label="时延目标（ms）" {...f('latencyTargetMs')}>
            <InputNumber min={1} max={1000} />
          </Form.Item>
          <Form.Item name="lossTargetPct" label="丢包率目标（%）" {...f('lossTargetPct')}>
            <InputNumber min={0.01} max={100} step={0.1} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/**
 * 行业专网 › 链路监控: the enterprise's 5G private-network links with their latest latency and
 * loss against targets; the selected link's latency and loss over 24 hours or 7 days, fed
 * by the probes, with its open alarms.
 */
export function IndustryLinkPage() {
  const [form] = Form.useForm();
  const listQuery = useAdminListQuery({ filters: KEYWORD, form });
  const list = useIndustryLinks(listQuery.query);
  const [selected, setSelected] = useState<number | null>(null);
  const [range, setRange] = useState<IndustryRange>('24h');
  const [editing, setEditing] = useState<IndustryLink | 'new' | null>(null);
  const remove = useIndustryMutation(industryApi.deleteLink);
  const confirm = useAdminConfirm();
  const links = list.data?.data ?? [];
  const current = links.find((l) => l.id === selected) ?? links[0];
  const series = useIndustrySeries('link', current?.id ?? 0, range);

  const columns: ColumnsType<IndustryLink> = [
    {
      title: '链路名称',
      dataIndex: 'name',
      render: (n: string, l) => (
        <Button
          type="link"
          size="small"
          onClick={() => setSelected(l.id)}
          aria-label={`查看链路 ${n}`}
        >
          {n}
        </Button>
      ),
    },
    { title: '站点', dataIndex: 'site' },
    {
      title: 'DNN / 切片',
      key: 'dnn',
      responsive: ['md'],
      render: (_, l) => `${l.dnn}${l.slice ? ` / ${l.slice}` : ''}`,
    },
    {
      title: '时延',
      key: 'latency',
      render: (_, l) =>
        l.latencyMs === null ? (
          '-'
        ) : (
          <Tag color={l.latencyMs > l.latencyTargetMs ? 'error' : 'success'}>
            {l.latencyMs}ms / 目标 {l.latencyTargetMs}ms
          </Tag>
        ),
    },
    {
      title: '丢包率',
      key: 'loss',
      render: (_, l) =>
        l.lossPct === null ? (
          '-'
        ) : (
          <Tag color={l.lossPct > l.lossTargetPct ? 'error' : 'success'}>
            {l.lossPct}% / 目标 {l.lossTargetPct}%
          </Tag>
        ),
    },
    { title: '探针', dataIndex: 'probes', responsive: ['lg'] },
    {
      title: '告警',
      dataIndex: 'openAlarms',
      render: (n: number) => (n ? <Tag color="red">{n}</Tag> : <Tag>0</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, l) => (
        <Space size={0} wrap>
          <WriteButton type="link" size="small" onClick={() => setEditing(l)}>
            编辑
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: '删除链路',
                content: `确定删除链路“${l.name}”吗？`,
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(l.id);
                  listQuery.afterRemove(links.length);
                },
                success: '删除成功',
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
      <ConsolePageHeader
        title="链路监控"
        intro="各站点5G专网链路的时延与丢包，由探针定期测量；超出目标时由告警中心产生告警。"
        extra={
          <WriteButton type="primary" onClick={() => setEditing('new')}>
            新增链路
          </WriteButton>
        }
      />
      <Card>
        <AdminFilterBar
          name="industryLinkFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder="链路名称或站点" maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
        <AdminTable<IndustryLink>
          size="middle"
          rowKey="id"
          aria-label="链路"
          columns={columns}
          list={list}
          paging={listQuery}
          rowClassName={(l) => (l.id === current?.id ? 'ant-table-row-selected' : '')}
          emptyText={listQuery.filtered ? '没有符合条件的链路' : '暂无链路，可点击“新增链路”'}
        />
      </Card>
      {current ? (
        <Card
          title={`${current.name} · 时延与丢包`}
          extra={<RangeSelect value={range} onChange={setRange} />}
        >
          <DataState query={series} rows={6}>
            {series.data ? (
              <>
                <Chart
                  title={`${current.name}时延与丢包曲线`}
                  height={320}
                  option={linkSeriesOption(series.data, current)}
                  empty={series.data.points.length === 0}
                  emptyText="该时间范围内没有探测数据"
                />
                <AlarmList alarms={series.data.alarms} title="该链路未恢复告警" />
              </>
            ) : null}
          </DataState>
        </Card>
      ) : null}
      <LinkDialog link={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

// 应用监控 ------------------------------------------------------------------------------------

type AppValues = z.input<typeof IndustryAppSaveSchema>;

function AppDialog({ app, onClose }: { app: IndustryApp | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<AppValues>();
  const save = useIndustryMutation(industryApi.saveApp);
  useEffect(() => {
    if (app && app !== 'new') form.setFieldsValue(app);
    else if (app === 'new') form.setFieldsValue({ protocol: 'HTTP', responseTargetMs: 200 });
  }, [app, form]);
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const body = parseForm(IndustryAppSaveSchema, await validateForm(form));
    try {
      await save.mutateAsync(app && app !== 'new' ? { ...body, id: app.id } : body);
      toast.success('保存成功');
      close();
    } catch (error) {
      showActionError(error);
    }
  };
  const f = (k: keyof AppValues) => zodField(IndustryAppSaveSchema, k);
  return (
    <Modal
      open={app !== null}
      title={app === 'new' ? '新增应用' : '编辑应用'}
      onCancel={close}
      destroyOnHidden
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Form<AppValues> form={form} name="industryApp" layout="vertical">
        <Form.Item name="name" label="应用名称" {...f('name')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="site" label="站点" {...f('site')}>
          <Input maxLength={40} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="host" label="服务器地址" {...f('host')}>
            <Input placeholder="IP或域名" />
          </Form.Item>
          <Form.Item name="port" label="端口" {...f('port')}>
            <InputNumber min={1} max={65535} />
          </Form.Item>
          <Form.Item name="protocol" label="协议" required>
            <Select
              style={{ width: 110 }}
              options={INDUSTRY_APP_PROTOCOLS.map((p) => ({ value: p, label: p }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="responseTargetMs" label="响应时间目标（ms）" {...f('responseTargetMs')}>
          <InputNumber min={1} max={60000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 行业专网 › 应用监控: the enterprise's business applications on the private network with
 * availability and response time (latest, 24-hour availability, and over time).
 */
export function IndustryAppPage() {
  const [form] = Form.useForm();
  const listQuery = useAdminListQuery({ filters: KEYWORD, form });
  const list = useIndustryApps(listQuery.query);
  const [selected, setSelected] = useState<number | null>(null);
  const [range, setRange] = useState<IndustryRange>('24h');
  const [editing, setEditing] = useState<IndustryApp | 'new' | null>(null);
  const remove = useIndustryMutation(industryApi.deleteApp);
  const confirm = useAdminConfirm();
  const apps = list.data?.data ?? [];
  const current = apps.find((a) => a.id === selected) ?? apps[0];
  const series = useIndustrySeries('app', current?.id ?? 0, range);

  const columns: ColumnsType<IndustryApp> = [
    {
      title: '应用名称',
      dataIndex: 'name',
      render: (n: string, a) => (
        <Button
          type="link"
          size="small"
          onClick={() => setSelected(a.id)}
          aria-label={`查看应用 ${n}`}
        >
          {n}
        </Button>
      ),
    },
    {
      title: '服务器',
      key: 'host',
      render: (_, a) => <span className={styles.mono}>{`${a.host}:${a.port}`}</span>,
    },
    { title: '协议', dataIndex: 'protocol' },
    { title: '站点', dataIndex: 'site', responsive: ['lg'], render: (s: string) => s || '-' },
    {
      title: '当前',
      key: 'available',
      render: (_, a) =>
        a.available === null ? (
          '-'
        ) : a.available ? (
          <Tag color="success">可用 {a.responseMs}ms</Tag>
        ) : (
          <Tag color="error">不可达</Tag>
        ),
    },
    {
      title: '24小时可用率',
      dataIndex: 'availability24h',
      render: (v: number | null) => (v === null ? '-' : `${v}%`),
    },
    {
      title: '告警',
      dataIndex: 'openAlarms',
      render: (n: number) => (n ? <Tag color="red">{n}</Tag> : <Tag>0</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, a) => (
        <Space size={0} wrap>
          <WriteButton type="link" size="small" onClick={() => setEditing(a)}>
            编辑
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: '删除应用',
                content: `确定删除业务应用“${a.name}”吗？`,
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(a.id);
                  listQuery.afterRemove(apps.length);
                },
                success: '删除成功',
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
      <ConsolePageHeader
        title="应用监控"
        intro="企业在专网上的业务应用，由探针定期拨测可用性与响应时间。"
        extra={
          <WriteButton type="primary" onClick={() => setEditing('new')}>
            新增应用
          </WriteButton>
        }
      />
      <Card>
        <AdminFilterBar
          name="industryAppFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder="应用名称或地址" maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
        <AdminTable<IndustryApp>
          size="middle"
          rowKey="id"
          aria-label="业务应用"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的应用' : '暂无业务应用，可点击“新增应用”'}
        />
      </Card>
      {current ? (
        <Card
          title={`${current.name} · 可用率与响应时间`}
          extra={<RangeSelect value={range} onChange={setRange} />}
        >
          <DataState query={series} rows={6}>
            {series.data ? (
              <>
                <Chart
                  title={`${current.name}可用率与响应时间曲线`}
                  height={320}
                  option={appSeriesOption(series.data, current)}
                  empty={series.data.points.length === 0}
                  emptyText="该时间范围内没有拨测数据"
                />
                <AlarmList alarms={series.data.alarms} title="该应用未恢复告警" />
              </>
            ) : null}
          </DataState>
        </Card>
      ) : null}
      <AppDialog app={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

// 探针管理 ------------------------------------------------------------------------------------

type ProbeValues = z.input<typeof IndustryProbeSaveSchema>;

function ProbeDialog({
  probe,
  onClose,
}: {
  probe: IndustryProbe | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProbeValues>();
  const save = useIndustryMutation(industryApi.saveProbe);
  const links = useIndustryLinks({ page: 1, pageSize: 50 });
  const apps = useIndustryApps({ page: 1, pageSize: 50 });
  const kind = Form.useWatch('targetKind', form);
  useEffect(() => {
    if (probe && probe !== 'new') form.setFieldsValue(probe);
    else if (probe === 'new')
      form.setFieldsValue({ targetKind: 'link', intervalS: 60, enabled: true });
  }, [probe, form]);
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const body = parseForm(IndustryProbeSaveSchema, await validateForm(form));
    try {
      await save.mutateAsync(probe && probe !== 'new' ? { ...body, id: probe.id } : body);
      toast.success('保存成功');
      close();
    } catch (error) {
      showActionError(error);
    }
  };
  const targets = (kind === 'app' ? apps.data?.data : links.data?.data) ?? [];
  return (
    <Modal
      open={probe !== null}
      title={probe === 'new' ? '新增探针' : '编辑探针'}
      onCancel={close}
      destroyOnHidden
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Form<ProbeValues> form={form} name="industryProbe" layout="vertical">
        <Form.Item name="name" label="探针名称" {...zodField(IndustryProbeSaveSchema, 'name')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="site" label="站点" {...zodField(IndustryProbeSaveSchema, 'site')}>
          <Input maxLength={40} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="targetKind" label="探测目标类型" required>
            <Select
              style={{ width: 120 }}
              onChange={() => form.setFieldValue('targetId', undefined)}
              options={INDUSTRY_PROBE_TARGETS.map((t) => ({
                value: t,
                label: INDUSTRY_PROBE_TARGET_LABELS[t],
              }))}
            />
          </Form.Item>
          <Form.Item
            name="targetId"
            label="探测目标"
            {...zodField(IndustryProbeSaveSchema, 'targetId')}
          >
            <Select
              style={{ width: 240 }}
              placeholder="请选择"
              options={targets.map((t) => ({ value: t.id, label: t.name }))}
            />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item
            name="intervalS"
            label="探测周期（秒）"
            {...zodField(IndustryProbeSaveSchema, 'intervalS')}
          >
            <InputNumber min={30} max={3600} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** 行业专网 › 探针管理: the probe points measuring links and applications on a schedule. */
export function IndustryProbePage() {
  const [form] = Form.useForm();
  const listQuery = useAdminListQuery({ filters: KEYWORD, form });
  const list = useIndustryProbes(listQuery.query);
  const [editing, setEditing] = useState<IndustryProbe | 'new' | null>(null);
  const remove = useIndustryMutation(industryApi.deleteProbe);
  const confirm = useAdminConfirm();
  const columns: ColumnsType<IndustryProbe> = [
    { title: '探针名称', dataIndex: 'name' },
    { title: '站点', dataIndex: 'site', render: (s: string) => s || '-' },
    {
      title: '探测目标',
      key: 'target',
      render: (_, p) => `${INDUSTRY_PROBE_TARGET_LABELS[p.targetKind]}：${p.targetName}`,
    },
    { title: '周期', dataIndex: 'intervalS', render: (s: number) => `${s} 秒` },
    {
      title: '状态',
      dataIndex: 'enabled',
      render: (e: boolean) => (e ? <Tag color="processing">运行中</Tag> : <Tag>已停用</Tag>),
    },
    {
      title: '最近结果',
      key: 'last',
      render: (_, p) =>
        p.lastRunAt ? (
          <span>
            <Tag color={p.lastOk ? 'success' : 'error'}>{p.lastOk ? '达标' : '异常'}</Tag>
            {p.lastResult}
          </span>
        ) : (
          <span className={styles.muted}>尚未探测</span>
        ),
    },
    {
      title: '最近探测',
      dataIndex: 'lastRunAt',
      responsive: ['md'],
      render: (at: string | null) => formatTime(at),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, p) => (
        <Space size={0} wrap>
          <WriteButton type="link" size="small" onClick={() => setEditing(p)}>
            编辑
          </WriteButton>
          <WriteButton
            type="link"
            size="small"
            danger
            onClick={() =>
              confirm({
                title: '删除探针',
                content: `确定删除探针“${p.name}”吗？已测得的数据保留。`,
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(p.id);
                  listQuery.afterRemove(list.data?.data.length ?? 0);
                },
                success: '删除成功',
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
      <ConsolePageHeader
        title="探针管理"
        intro="探针按周期测量链路的时延、丢包与应用的可用性，结果进入链路监控与应用监控。"
        extra={
          <WriteButton type="primary" onClick={() => setEditing('new')}>
            新增探针
          </WriteButton>
        }
      />
      <Card>
        <AdminFilterBar
          name="industryProbeFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder="探针名称或站点" maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
        <AdminTable<IndustryProbe>
          size="middle"
          rowKey="id"
          aria-label="探针"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的探针' : '暂无探针，可点击“新增探针”'}
        />
      </Card>
      <ProbeDialog probe={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
