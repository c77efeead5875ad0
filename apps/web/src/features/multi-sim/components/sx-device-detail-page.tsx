import { PAGE_SIZE_DEFAULT, type BindLog } from '@pn/shared';
import { Button, Card, Descriptions } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminListStyles } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { Chart } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { DeviceOnlineTag } from '@/components/device-online-tag';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { useBindLogs, useSxDevice, useSxMetrics } from '../api/sx-api';
import { throughputOption } from '../chart-options';
import { sxBoundPath, sxLogPath } from '../paths';
import { useBindLogColumns } from './bind-log-table';
import { SlotCards } from './slot-cards';
import { formatKbps, formatTime, signalText, sxStyles as styles } from './sx-parts';

function idOf(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return raw && /^\d{1,15}$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * /control/sx/sx-index/device/list/:id 设备详情: the device's state, its slots with the
 * bound cards (linking to the SIM screens), its throughput of 24 hours and its binding
 * history.
 */
export function SxDeviceDetailPage({
  id: givenId,
  backTo = paths.sxDevices,
}: {
  /** The device when the route does not name it (设备管理 shows it within a model). */
  id?: number;
  /** The list 返回列表 leads to (设备管理 mounts this page under its own lists). */
  backTo?: string;
} = {}) {
  const routeId = idOf(useParams().id);
  const id = givenId ?? routeId;
  const detail = useSxDevice(id);
  const metrics = useSxMetrics(id);
  const [logPage, setLogPage] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const logs = useBindLogs({ deviceId: id, ...logPage });
  const logColumns = useBindLogColumns(false);
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const d = detail.data?.device;
  const option = useMemo(() => throughputOption(metrics.data ?? []), [metrics.data]);

  if (id === undefined) {
    return (
      <Card>
        <p>设备编号不正确。</p>
        <Link to={inArea(backTo)}>返回设备列表</Link>
      </Card>
    );
  }

  return (
    <div className={adminListStyles.page}>
      <Card
        title={d ? `${d.name || d.serial}` : '设备详情'}
        extra={<Link to={inArea(backTo)}>返回列表</Link>}
      >
        <DataState query={detail} rows={5}>
          {d ? (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'serial',
                  label: '序列号',
                  children: <span className={styles.mono}>{d.serial}</span>,
                },
                {
                  key: 'state',
                  label: '在线状态',
                  children: <DeviceOnlineTag state={d.onlineState} />,
                },
                { key: 'model', label: '型号', children: `${d.vendor} ${d.model}` },
                { key: 'firmware', label: '固件版本', children: d.firmware || '-' },
                { key: 'imei', label: 'IMEI', children: d.imei || '-' },
                { key: 'heartbeat', label: '最后心跳', children: formatTime(d.lastHeartbeatAt) },
                { key: 'signal', label: '信号(RSRP/SINR)', children: signalText(d) },
                {
                  key: 'rate',
                  label: '当前速率(下行/上行)',
                  children:
                    d.onlineState === 'online'
                      ? `${formatKbps(d.downKbps)} / ${formatKbps(d.upKbps)}`
                      : '-',
                },
                { key: 'location', label: '安装位置', children: d.location || '-' },
                { key: 'dnn', label: 'DNN', children: d.dnn || '-' },
                { key: 'group', label: '分组', children: d.groupName ?? '-' },
                {
                  key: 'cards',
                  label: '已绑卡',
                  children: `${d.boundCards} / ${detail.data?.slots ?? '-'}`,
                },
              ]}
            />
          ) : null}
        </DataState>
      </Card>
      {detail.data ? (
        <Card
          title="卡槽与绑定的卡"
          extra={
            held(paths.sxBound) ? (
              <Link to={inArea(sxBoundPath(detail.data.device.id))}>
                <Button type="link" size="small" tabIndex={-1}>
                  绑定 / 解绑
                </Button>
              </Link>
            ) : null
          }
        >
          <SlotCards detail={detail.data} />
        </Card>
      ) : null}
      <Card title="近24小时速率">
        {metrics.isError ? (
          <DataState query={metrics}>{null}</DataState>
        ) : (
          <Chart
            title="近24小时速率"
            height={280}
            loading={metrics.isPending}
            empty={!metrics.isPending && !metrics.data?.length}
            emptyText="设备尚未上报数据"
            option={option}
            summary={(() => {
              const last = metrics.data?.at(-1);
              return last
                ? `最新：下行 ${formatKbps(last.downKbps)}，上行 ${formatKbps(last.upKbps)}`
                : undefined;
            })()}
          />
        )}
      </Card>
      <Card
        title="绑定记录"
        extra={
          held(paths.sxLog) && id ? <Link to={inArea(sxLogPath(id))}>在绑定日志中查看</Link> : null
        }
      >
        <AdminTable<BindLog>
          size="small"
          rowKey="id"
          aria-label="设备的绑定记录"
          columns={logColumns}
          list={logs}
          paging={{
            ...logPage,
            setPage: (page, pageSize) =>
              setLogPage((p) => ({ page: pageSize === p.pageSize ? page : 1, pageSize })),
          }}
          emptyText="暂无绑定记录"
        />
      </Card>
    </div>
  );
}
