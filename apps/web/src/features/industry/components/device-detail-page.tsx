import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  INDUSTRY_CATEGORY_LABELS,
  INDUSTRY_RANGE_LABELS,
  IndustryMessages,
  type IndustryDeviceData,
  type IndustryRange,
} from '@pn/shared';
import { Alert, Button, Card, Descriptions, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Chart, type ChartOption } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { industryApi } from '../api/industry-api';
import { useIndustryData, useIndustryDevice, useIndustryMutation } from '../api/queries';
import { latestValues } from './device-list-page';
import { DeviceStateTag, formatTime, RangeSelect } from './parts';
import styles from '../industry.module.css';

type Series = IndustryDeviceData['series'][number];

function metricOption(s: Series, data: IndustryDeviceData): ChartOption {
  const unit = s.unit ? `（${s.unit}）` : '';
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 24, top: 36, bottom: 32 },
    xAxis: { type: 'time', min: Date.parse(data.from), max: Date.parse(data.to) },
    yAxis: { type: 'value', name: s.unit, scale: true },
    series: [
      {
        name: `平均${unit}`,
        type: 'line',
        showSymbol: false,
        data: s.points.map((p) => [p[0], p[1]]),
      },
      {
        name: `最大${unit}`,
        type: 'line',
        showSymbol: false,
        lineStyle: { width: 1, type: 'dashed' },
        data: s.points.map((p) => [p[0], p[3]]),
      },
      {
        name: `最小${unit}`,
        type: 'line',
        showSymbol: false,
        lineStyle: { width: 1, type: 'dashed' },
        data: s.points.map((p) => [p[0], p[2]]),
      },
    ],
  };
}

/**
 * 行业终端 › 终端详情: the terminal, its latest values and its reported data over 24 hours
 * or 7 days, one line chart per metric (averaged per 5-minute or hourly bucket by the
 * server, with the bucket's min and max); 重新生成密钥.
 */
export function DeviceDetailPage() {
  const id = Number(useParams().id);
  const [range, setRange] = useState<IndustryRange>('24h');
  const detail = useIndustryDevice(id);
  const data = useIndustryData(id, range);
  const reset = useIndustryMutation(industryApi.resetSecret);
  const confirm = useAdminConfirm();
  const inArea = useAreaPath();
  const [secret, setSecret] = useState<string | null>(null);
  const d = detail.data;
  useDocumentTitle(pageTitle(d ? `${d.name} 终端详情` : '终端详情'));

  const back = (
    <Link to={inArea(paths.industryDevice)}>
      <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
        返回列表
      </Button>
    </Link>
  );
  if (!Number.isSafeInteger(id) || id <= 0)
    return <Alert type="error" showIcon title={IndustryMessages.DEVICE_NOT_FOUND} action={back} />;

  const resetSecret = () =>
    confirm({
      title: '重新生成设备密钥',
      content: '生成后旧密钥立即失效，终端须改用新密钥才能继续上报。确定重新生成吗？',
      danger: true,
      onConfirm: async () => setSecret((await reset.mutateAsync(id)).secret),
      success: IndustryMessages.SECRET_RESET,
    });

  return (
    <div className={styles.page}>
      <DataState query={detail} rows={6}>
        {d ? (
          <Card
            title={<h1 style={{ margin: 0, fontSize: 20 }}>{d.name}</h1>}
            extra={
              <Space wrap>
                <WriteButton danger onClick={resetSecret}>
                  重新生成密钥
                </WriteButton>
                {back}
              </Space>
            }
          >
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'state', label: '状态', children: <DeviceStateTag state={d.onlineState} /> },
                { key: 'category', label: '类别', children: INDUSTRY_CATEGORY_LABELS[d.category] },
                {
                  key: 'key',
                  label: '设备标识',
                  children: (
                    <Typography.Text copyable className={styles.mono}>
                      {d.deviceKey}
                    </Typography.Text>
                  ),
                },
                { key: 'product', label: '产品标识', children: d.productKey },
                { key: 'protocol', label: '协议', children: d.protocol },
                { key: 'interval', label: '上报周期', children: `${d.reportIntervalS} 秒` },
                { key: 'site', label: '站点', children: d.site || '-' },
                { key: 'link', label: '所属链路', children: d.linkName ?? '-' },
                { key: 'last', label: '最后上报', children: formatTime(d.lastReportAt) },
                { key: 'values', label: '最新数据', span: 3, children: latestValues(d) },
                {
                  key: 'metrics',
                  label: '指标',
                  span: 3,
                  children: d.metrics
                    .map((m) => `${m.name}（${m.key}${m.unit ? `，${m.unit}` : ''}）`)
                    .join('、'),
                },
              ]}
            />
          </Card>
        ) : null}
      </DataState>
      <Card title="上报数据" extra={<RangeSelect value={range} onChange={setRange} />}>
        <DataState query={data} rows={6}>
          {data.data ? (
            <>
              <p className={styles.muted}>
                {INDUSTRY_RANGE_LABELS[range]}共 {data.data.rawPoints} 个数据点，按每
                {data.data.bucketSeconds >= 3600 ? '小时' : `${data.data.bucketSeconds / 60}分钟`}
                汇总。
              </p>
              <div className={styles.charts}>
                {data.data.series.map((s) => (
                  <Card
                    key={s.key}
                    size="small"
                    title={`${s.name}${s.unit ? `（${s.unit}）` : ''}`}
                  >
                    <Chart
                      title={`${s.name}曲线`}
                      option={metricOption(s, data.data!)}
                      empty={s.points.length === 0}
                      emptyText="该时间范围内没有上报数据"
                      summary={
                        s.points.length
                          ? `最近值 ${s.points[s.points.length - 1]![1]}${s.unit}`
                          : undefined
                      }
                    />
                  </Card>
                ))}
              </div>
            </>
          ) : null}
        </DataState>
      </Card>
      <Modal
        open={secret !== null}
        title="新的设备密钥"
        onCancel={() => setSecret(null)}
        footer={
          <Button type="primary" onClick={() => setSecret(null)}>
            我已保存密钥
          </Button>
        }
      >
        <Alert type="warning" showIcon title="新密钥只显示这一次，旧密钥已失效。" />
        <Typography.Text copyable className={styles.secret} aria-label="设备密钥">
          {secret}
        </Typography.Text>
      </Modal>
    </div>
  );
}
