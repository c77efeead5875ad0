import { onFirstUse } from '@pn/shared';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { Chart } from '@/components/charts/chart';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { useSxPanel } from '../api/sx-api';
import { hourlyTrafficOption, onlineDoughnutOption } from '../chart-options';
import { formatBytes, Kpi, sxStyles as styles } from './sx-parts';

const count = onFirstUse(() => new Intl.NumberFormat('zh-CN'));

/**
 * /control/sx/sx-index/panel-customer 业务总览: the enterprise's multi-SIM devices at a
 * glance — how many are online, cards bound and slots free, binding activity of 30 days,
 * traffic of 24 hours — refreshed every 30 s.
 */
export function SxPanelPage() {
  const panel = useSxPanel();
  const data = panel.data;
  const loading = panel.isPending;
  const failed = panel.isError && !data;
  const inArea = useAreaPath();
  const held = useHeldScreens();

  const options = useMemo(
    () =>
      data
        ? { online: onlineDoughnutOption(data), traffic: hourlyTrafficOption(data.traffic) }
        : null,
    [data],
  );
  const activated = data ? data.online + data.offline : 0;

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="5G多卡业务总览"
        intro="多卡设备的在线情况、已绑定的卡与空闲卡槽、近30天的绑定与解绑，以及近24小时的流量。数据每30秒自动刷新。"
      />
      <div className={styles.links}>
        {held(paths.sxDevices) ? (
          <Link to={inArea(paths.sxDevices)}>
            <Button tabIndex={-1}>设备列表</Button>
          </Link>
        ) : null}
        {held(paths.sxBound) ? (
          <Link to={inArea(paths.sxBound)}>
            <Button tabIndex={-1}>设备绑定</Button>
          </Link>
        ) : null}
        {held(paths.sxLog) ? (
          <Link to={inArea(paths.sxLog)}>
            <Button tabIndex={-1}>绑定日志</Button>
          </Link>
        ) : null}
        <Button
          icon={<ReloadOutlined />}
          loading={panel.isFetching && !loading}
          onClick={() => void panel.refetch()}
        >
          刷新
        </Button>
      </div>

      {failed ? (
        <Alert
          role="alert"
          type="error"
          showIcon
          title="数据加载失败"
          description={errorMessageOf(panel.error)}
          action={
            <Button size="small" onClick={() => void panel.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <>
          <section className={styles.kpis} aria-label="5G多卡关键指标">
            <Kpi
              label="设备总数"
              loading={loading}
              value={`${count().format(data?.total ?? 0)} 台`}
              foot={
                data
                  ? `在线 ${data.online} · 离线 ${data.offline} · 未激活 ${data.inactive}`
                  : undefined
              }
            />
            <Kpi
              label="在线率"
              loading={loading}
              value={`${data?.onlineRate ?? 0}%`}
              foot={
                <Progress
                  percent={data?.onlineRate ?? 0}
                  size="small"
                  showInfo={false}
                  strokeColor="#14b8a6"
                  aria-label={`已激活设备 ${activated} 台中在线 ${data?.online ?? 0} 台`}
                />
              }
            />
            <Kpi
              label="已绑定卡"
              loading={loading}
              value={`${count().format(data?.boundCards ?? 0)} 张`}
            />
            <Kpi
              label="空闲卡槽"
              loading={loading}
              value={`${count().format(data?.freeSlots ?? 0)} 个`}
              foot="可在设备绑定中绑卡"
            />
            <Kpi
              label="近30天绑定 / 解绑"
              loading={loading}
              value={`${data?.binds30d ?? 0} / ${data?.unbinds30d ?? 0}`}
              foot="次"
            />
            <Kpi
              label="近24小时流量"
              loading={loading}
              value={formatBytes((data?.upBytes24h ?? 0) + (data?.downBytes24h ?? 0))}
              foot={
                data
                  ? `上行 ${formatBytes(data.upBytes24h)} · 下行 ${formatBytes(data.downBytes24h)}`
                  : undefined
              }
            />
          </section>
          <div className={styles.charts}>
            <Card title="设备在线情况">
              <Chart
                title="设备在线情况"
                height={300}
                loading={loading}
                empty={!loading && (data?.total ?? 0) === 0}
                emptyText="暂无多卡设备"
                option={options?.online ?? {}}
                summary={
                  data
                    ? `在线 ${data.online} 台，离线 ${data.offline} 台，未激活 ${data.inactive} 台`
                    : undefined
                }
              />
            </Card>
            <Card title="近24小时流量">
              <Chart
                title="近24小时流量"
                height={300}
                loading={loading}
                empty={!loading && !data?.traffic.length}
                option={options?.traffic ?? {}}
                summary={
                  data
                    ? `近24小时上行 ${formatBytes(data.upBytes24h)}，下行 ${formatBytes(data.downBytes24h)}`
                    : undefined
                }
              />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
