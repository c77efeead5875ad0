import { ReloadOutlined } from '@ant-design/icons';
import { DEVICE_LIMITS } from '@pn/shared';
import { Button, Card, Col, Drawer, Progress, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Chart } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { useCpePanel } from '../api/queries';
import {
  modelsBarOption,
  onlinePieOption,
  signalBarOption,
  trafficAreaOption,
} from '../lib/chart-options';
import { deviceListHref } from '../lib/device-filters';
import { formatCount, formatTraffic } from '../lib/format';
import { cpeText as text } from '../text';
import { ConsolePageHeader } from '@/components/console-page-header';
import { Kpi } from './kpi';
import { RecentCommands } from './recent-commands';
import { polled } from '../lib/polled';
import styles from '../cpe.module.css';

interface PanelPageProps {
  /** The screen's title (业务总览). */
  title?: string;
}

/**
 * 5G快线 › 业务总览: the gateways online and offline, traffic of the last 24 hours, the
 * signal distribution, the models, and the alarms, each leading to the gateways behind it.
 */
export function PanelPage({ title = text.panelTitle }: PanelPageProps) {
  const panel = useCpePanel();
  const data = panel.data;
  const loading = panel.isPending;
  const inArea = useAreaPath();
  const navigate = useNavigate();
  const held = useHeldScreens();
  const mayList = held(paths.cpeList);
  const [commandsOpen, setCommandsOpen] = useState(false);

  const options = useMemo(
    () =>
      data
        ? {
            online: onlinePieOption(data),
            traffic: trafficAreaOption(data.traffic),
            signal: signalBarOption(data.signal),
            models: modelsBarOption(data.models),
          }
        : null,
    [data],
  );

  const listHref = (filters: Parameters<typeof deviceListHref>[1]) =>
    inArea(deviceListHref(paths.cpeList, filters));

  const alarms = data
    ? [
        {
          key: 'offline',
          label: '离线终端',
          value: data.alarms.offline,
          hint: '超过3个心跳周期未上报',
          open: mayList ? () => void navigate(listHref({ onlineState: 'offline' })) : undefined,
        },
        {
          key: 'weakSignal',
          label: '信号弱',
          value: data.alarms.weakSignal,
          hint: 'RSRP低于-100dBm，按信号由弱到强查看',
          open: mayList
            ? () =>
                void navigate(
                  listHref({ onlineState: 'online', sortField: 'rsrp', sortOrder: 'asc' }),
                )
            : undefined,
        },
        {
          key: 'clientsOver',
          label: '接入终端超限',
          value: data.alarms.clientsOver,
          hint: `接入超过${DEVICE_LIMITS.smallDataClientsMax}台小数据终端`,
          open: held(paths.cpeUsers)
            ? () => void navigate(inArea(`${paths.cpeUsers}?online=true`))
            : mayList
              ? () => void navigate(listHref({ onlineState: 'online' }))
              : undefined,
        },
        {
          key: 'commandsFailed24h',
          label: '近24小时指令失败',
          value: data.alarms.commandsFailed24h,
          hint: '执行失败或超时的终端数，查看近期指令',
          open: mayList ? () => setCommandsOpen(true) : undefined,
        },
      ]
    : [];

  const rate = data?.onlineRate ?? 0;
  const totalTraffic = (data?.upBytes24h ?? 0) + (data?.downBytes24h ?? 0);
  const lastHour = data?.traffic.at(-1);

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title={title}
        intro={text.panelIntro}
        extra={
          <Button
            icon={<ReloadOutlined />}
            loading={panel.isFetching && !loading}
            onClick={() => void panel.refetch()}
          >
            {text.refresh}
          </Button>
        }
      />
      <DataState query={polled(panel)} rows={8}>
        <section className={styles.kpis} aria-label="关键指标">
          <Kpi
            label="终端总数"
            loading={loading}
            value={text.devices(data?.total ?? 0)}
            foot={`未激活 ${formatCount(data?.inactive ?? 0)} 台`}
          />
          <Kpi label="在线终端" loading={loading} value={text.devices(data?.online ?? 0)} />
          <Kpi label="离线终端" loading={loading} value={text.devices(data?.offline ?? 0)} />
          <Kpi
            label="在线率"
            loading={loading}
            value={`${rate}%`}
            foot={
              <Progress
                percent={rate}
                size="small"
                showInfo={false}
                strokeColor="#16a34a"
                aria-label="已激活终端的在线率"
              />
            }
          />
          <Kpi
            label="近24小时流量"
            loading={loading}
            value={formatTraffic(totalTraffic)}
            foot={`上行 ${formatTraffic(data?.upBytes24h ?? 0)} · 下行 ${formatTraffic(data?.downBytes24h ?? 0)}`}
          />
          <Kpi
            label="在线上网用户"
            loading={loading}
            value={`${formatCount(data?.clientsOnline ?? 0)} 个`}
            foot={`每台网关建议不超过${DEVICE_LIMITS.smallDataClientsMax}台小数据终端`}
          />
        </section>

        <Card title="告警" size="small">
          <ul className={styles.alarms} aria-label="告警">
            {alarms.map((a) => (
              <li key={a.key}>
                <button
                  type="button"
                  className={styles.alarm}
                  onClick={a.open}
                  disabled={!a.open}
                  aria-label={`${a.label} ${a.value}，${a.hint}`}
                  data-testid={`cpe-alarm-${a.key}`}
                >
                  <span className={styles.alarmLabel}>{a.label}</span>
                  <span
                    className={
                      a.value > 0 ? `${styles.alarmValue} ${styles.alarmHot}` : styles.alarmValue
                    }
                  >
                    {formatCount(a.value)}
                  </span>
                  <span className={styles.alarmHint}>{a.hint}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>

        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <Card title="终端在线状态" size="small">
              <Chart
                title="终端在线状态"
                option={options?.online ?? {}}
                loading={loading}
                empty={!!data && data.total === 0}
                summary={
                  data
                    ? `在线 ${data.online} 台，离线 ${data.offline} 台，未激活 ${data.inactive} 台`
                    : undefined
                }
              />
            </Card>
          </Col>
          <Col xs={24} xl={16}>
            <Card title="近24小时流量" size="small">
              <Chart
                title="近24小时流量"
                option={options?.traffic ?? {}}
                loading={loading}
                empty={!!data && data.traffic.length === 0}
                summary={
                  lastHour
                    ? `最近一小时：上行 ${formatTraffic(lastHour.upBytes)}，下行 ${formatTraffic(lastHour.downBytes)}`
                    : undefined
                }
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="信号分布（RSRP）" size="small">
              <Chart
                title="信号分布"
                option={options?.signal ?? {}}
                loading={loading}
                empty={!!data && data.signal.every((s) => s.devices === 0)}
                summary={data?.signal.map((s) => `${s.label} ${s.devices} 台`).join('，')}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="终端型号分布" size="small">
              <Chart
                title="终端型号分布"
                option={options?.models ?? {}}
                loading={loading}
                empty={!!data && data.models.length === 0}
                summary={data?.models.map((m) => `${m.model} ${m.devices} 台`).join('，')}
              />
            </Card>
          </Col>
        </Row>
      </DataState>
      <Drawer
        open={commandsOpen}
        title="近期远程指令"
        size="large"
        onClose={() => setCommandsOpen(false)}
        destroyOnHidden
      >
        <RecentCommands />
      </Drawer>
    </div>
  );
}
