import { SaasMessages } from '@pn/shared';
import { Alert, Card, Descriptions, Tag } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Chart } from '@/components/charts/chart';
import { ConsolePageHeader } from '@/components/console-page-header';
import { DataState } from '@/components/data-state';
import { DeviceOnlineTag } from '@/components/device-online-tag';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { formatBytes as formatTraffic, formatTime } from '../lib/format';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { useSaasClient } from '../api/queries';
import { trafficLineOption } from '../lib/chart-options';
import { clientListHref, deviceDetailPath } from '../paths';
import { ClientOnline } from './client-list-page';
import { idOf } from './model-detail-page';
import styles from '../saas.module.css';

/**
 * 设备管理 › 接入终端 › 终端详情: one terminal, what it has used, and the gateway it is
 * behind with that gateway's traffic over 24 hours.
 */
export function ClientDetailPage() {
  const id = idOf(useParams().id);
  const detail = useSaasClient(id);
  const inArea = useAreaPath();
  const c = detail.data?.client;
  const g = detail.data?.gateway;
  useDocumentTitle(pageTitle(c ? `${c.hostname || c.mac} 终端详情` : '终端详情'));
  const traffic = useMemo(
    () => trafficLineOption(detail.data?.gatewayTraffic ?? []),
    [detail.data],
  );
  const back = <Link to={inArea(paths.saasClients)}>返回终端列表</Link>;

  if (id === undefined)
    return <Alert type="error" showIcon title={SaasMessages.CLIENT_NOT_FOUND} action={back} />;

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title={c ? c.hostname || c.mac : '终端详情'}
        intro="终端的接入信息与累计流量，以及所在网关的状态与近24小时流量。"
        extra={back}
      />
      <Card title="终端信息">
        <DataState query={detail} rows={4}>
          {c ? (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'mac',
                  label: 'MAC地址',
                  children: <span className={styles.mono}>{c.mac}</span>,
                },
                { key: 'host', label: '主机名', children: c.hostname || '-' },
                { key: 'ip', label: 'IP地址', children: c.ip || '-' },
                {
                  key: 'conn',
                  label: '接入方式',
                  children: c.connection === 'wifi' ? 'Wi-Fi' : '有线',
                },
                { key: 'state', label: '状态', children: <ClientOnline online={c.online} /> },
                {
                  key: 'black',
                  label: '黑名单',
                  children: c.blacklisted ? <Tag color="red">已拉黑</Tag> : '否',
                },
                { key: 'up', label: '累计上行', children: formatTraffic(c.upBytes) },
                { key: 'down', label: '累计下行', children: formatTraffic(c.downBytes) },
                { key: 'first', label: '首次接入', children: formatTime(c.firstSeenAt) },
                { key: 'last', label: '最近上报', children: formatTime(c.lastSeenAt) },
              ]}
            />
          ) : null}
        </DataState>
      </Card>
      <Card
        title="所在网关"
        extra={g ? <Link to={inArea(clientListHref(g.id))}>该网关的全部终端</Link> : null}
      >
        <DataState query={detail} rows={3}>
          {g ? (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'serial',
                  label: '网关',
                  children: (
                    <Link to={inArea(deviceDetailPath(g.id))}>
                      {g.name ? `${g.name}（${g.serial}）` : g.serial}
                    </Link>
                  ),
                },
                { key: 'model', label: '厂商/型号', children: `${g.vendor} ${g.model}` },
                {
                  key: 'state',
                  label: '在线状态',
                  children: <DeviceOnlineTag state={g.onlineState} />,
                },
                { key: 'fw', label: '固件版本', children: g.firmware || '未上报' },
                { key: 'loc', label: '安装位置', children: g.location || '-' },
                { key: 'clients', label: '接入终端数', children: g.clients },
              ]}
            />
          ) : null}
        </DataState>
      </Card>
      <Card title="网关近24小时流量">
        <Chart
          title="所在网关近24小时流量"
          option={traffic}
          loading={detail.isPending}
          empty={!!detail.data && detail.data.gatewayTraffic.length === 0}
          emptyText="网关近24小时无流量记录"
        />
        <p className={styles.muted}>终端级的流量曲线不单独记录，此处为所在网关的整体流量。</p>
      </Card>
    </div>
  );
}
