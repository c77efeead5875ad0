import { DEVICE_KIND_LABELS, UPGRADE_TASK_STATE_LABELS, type SaasOverview } from '@pn/shared';
import { Card, Progress, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Chart } from '@/components/charts/chart';
import { ConsolePageHeader } from '@/components/console-page-header';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { useSaasOverview } from '../api/queries';
import {
  firmwarePieOption,
  kindOnlineOption,
  modelFirmwareOption,
  onlinePieOption,
} from '../lib/chart-options';
import { pct } from '../lib/format';
import { deviceListHref, modelDetailPath, upgradeDetailPath } from '../paths';
import { Kpi } from './kpi';
import styles from '../saas.module.css';

type ModelRow = SaasOverview['byModel'][number];

/**
 * 设备管理 › 设备概览: the caller's devices by kind and online state, by model and firmware
 * standing against the model's latest firmware, the terminals behind the gateways and the
 * running upgrade tasks.
 */
export function OverviewPage() {
  const overview = useSaasOverview();
  const inArea = useAreaPath();
  const o = overview.data;
  const loading = overview.isPending;
  const options = useMemo(
    () =>
      o
        ? {
            online: onlinePieOption(o.devices),
            kind: kindOnlineOption(o.byKind),
            model: modelFirmwareOption(o.byModel),
            firmware: firmwarePieOption(o.firmware),
          }
        : null,
    [o],
  );

  const columns: ColumnsType<ModelRow> = [
    {
      title: '型号',
      key: 'model',
      render: (_, m) => (
        <Link to={inArea(modelDetailPath(m.modelId))}>
          {m.vendor} {m.model}
        </Link>
      ),
    },
    { title: '类型', dataIndex: 'kind', render: (k: ModelRow['kind']) => DEVICE_KIND_LABELS[k] },
    {
      title: '设备数',
      dataIndex: 'total',
      align: 'right',
      render: (n: number, m) => (
        <Link to={inArea(deviceListHref({ modelId: m.modelId }))}>{n}</Link>
      ),
    },
    {
      title: '在线率',
      key: 'rate',
      align: 'right',
      render: (_, m) => pct(m.online, m.total),
    },
    { title: '最新固件', dataIndex: 'latestFirmware', responsive: ['md'] },
    {
      title: '落后于最新',
      dataIndex: 'lagging',
      align: 'right',
      render: (n: number) => (n > 0 ? <strong style={{ color: '#d97706' }}>{n}</strong> : 0),
    },
    { title: '未上报', dataIndex: 'unknown', align: 'right', responsive: ['md'] },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="设备概览"
        intro="企业全部网关与多卡设备的在线情况、型号与固件版本分布、接入终端和进行中的升级任务。"
      />
      {overview.isError ? (
        <DataState query={overview}>{null}</DataState>
      ) : (
        <>
          <div className={styles.kpis}>
            <Kpi
              label="设备总数"
              loading={loading}
              value={o?.devices.total ?? 0}
              foot={
                o
                  ? o.byKind.map((k) => `${DEVICE_KIND_LABELS[k.kind]} ${k.total}`).join(' · ')
                  : null
              }
            />
            <Kpi
              label="在线设备"
              loading={loading}
              value={o?.devices.online ?? 0}
              foot={o ? `在线率 ${pct(o.devices.online, o.devices.total)}` : null}
            />
            <Kpi
              label="固件落后"
              loading={loading}
              value={o?.firmware.lagging ?? 0}
              foot={o ? `未上报 ${o.firmware.unknown} 台` : null}
            />
            <Kpi
              label="接入终端"
              loading={loading}
              value={o ? <Link to={inArea(paths.saasClients)}>{o.clients.total}</Link> : 0}
              foot={o ? `在线 ${o.clients.online} 个` : null}
            />
            <Kpi
              label="进行中的升级任务"
              loading={loading}
              value={o ? <Link to={inArea(paths.saasUpgrade)}>{o.runningTaskCount}</Link> : 0}
            />
          </div>
          <div className={styles.charts}>
            <Card title="在线状态">
              <Chart
                title="设备在线状态"
                option={options?.online ?? {}}
                loading={loading}
                empty={!!o && o.devices.total === 0}
                emptyText="暂无设备"
              />
            </Card>
            <Card title="按设备类型">
              <Chart
                title="各类型设备的在线状态"
                option={options?.kind ?? {}}
                loading={loading}
                empty={!!o && o.devices.total === 0}
                emptyText="暂无设备"
              />
            </Card>
            <Card title="固件版本">
              <Chart
                title="设备固件与型号最新固件的对比"
                option={options?.firmware ?? {}}
                loading={loading}
                empty={!!o && o.devices.total === 0}
                emptyText="暂无设备"
                summary={
                  o
                    ? `最新固件 ${o.firmware.upToDate} 台，落后 ${o.firmware.lagging} 台，未上报 ${o.firmware.unknown} 台`
                    : undefined
                }
              />
            </Card>
            <Card title="各型号固件分布">
              <Chart
                title="各型号设备的固件分布"
                option={options?.model ?? {}}
                loading={loading}
                empty={!!o && o.byModel.length === 0}
                emptyText="暂无设备"
              />
            </Card>
          </div>
          <Card title="型号与固件">
            <DataState query={overview} empty={!!o && o.byModel.length === 0} emptyText="暂无设备">
              <Table<ModelRow>
                size="middle"
                rowKey="modelId"
                aria-label="各型号设备"
                columns={columns}
                dataSource={o?.byModel ?? []}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </DataState>
          </Card>
          <Card
            title="进行中的升级任务"
            extra={<Link to={inArea(paths.saasUpgrade)}>全部任务</Link>}
          >
            <DataState
              query={overview}
              empty={!!o && o.runningTasks.length === 0}
              emptyText="暂无进行中的升级任务"
            >
              <Table
                size="middle"
                rowKey="id"
                aria-label="进行中的升级任务"
                pagination={false}
                dataSource={o?.runningTasks ?? []}
                scroll={{ x: 'max-content' }}
                columns={[
                  {
                    title: '任务',
                    dataIndex: 'name',
                    render: (n: string, t) => <Link to={inArea(upgradeDetailPath(t.id))}>{n}</Link>,
                  },
                  { title: '型号', dataIndex: 'modelName' },
                  { title: '目标版本', dataIndex: 'version' },
                  {
                    title: '状态',
                    dataIndex: 'state',
                    render: (_, t) => (
                      <Tag color="processing">{UPGRADE_TASK_STATE_LABELS[t.state]}</Tag>
                    ),
                  },
                  {
                    title: '进度',
                    key: 'p',
                    render: (_, t) => {
                      const done = t.counts.succeeded + t.counts.failed;
                      return (
                        <Progress
                          style={{ minWidth: 160 }}
                          size="small"
                          percent={t.total ? Math.round((done / t.total) * 100) : 0}
                          success={{
                            percent: t.total ? Math.round((t.counts.succeeded / t.total) * 100) : 0,
                          }}
                          format={() => `${t.counts.succeeded}/${t.total}`}
                        />
                      );
                    },
                  },
                ]}
              />
            </DataState>
          </Card>
        </>
      )}
    </div>
  );
}
