import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { DeviceMessages, type DeviceCredential } from '@pn/shared';
import { Alert, Button, Card, Col, Descriptions, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { Chart } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { cpeApi } from '../api/cpe-api';
import { useCpeDevice, useCpeMetrics } from '../api/queries';
import { deviceSignalOption, deviceTrafficOption } from '../lib/chart-options';
import { formatRate, formatTime } from '../lib/format';
import { cpeText as text } from '../text';
import { ClientsCard, BlacklistCard, ConnectivityCards } from './device-sections';
import { HeartbeatAgo, OnlineTag, SignalText } from './device-state';
import { RecentCommands } from './recent-commands';
import { SecretDialog } from './secret-dialog';
import { useCommandRunner } from './use-command-runner';
import { WifiCard } from './wifi-card';
import { polled } from '../lib/polled';
import styles from '../cpe.module.css';

/**
 * 5G快线 › 终端列表 › 终端详情: the gateway's state, its card, DNN and acceleration, signal
 * and traffic over 24 hours, attached clients, Wi-Fi, blacklist and remote actions, with
 * the live progress of every command sent from here.
 */
export function DeviceDetailPage({
  id: givenId,
  backTo = paths.cpeList,
}: {
  /** The gateway when the route does not name it (设备管理 shows it within a model). */
  id?: number;
  /** The list 返回列表 leads to (设备管理 mounts this page under its own lists). */
  backTo?: string;
} = {}) {
  const routeId = useParams().id;
  const id = givenId ?? Number(routeId);
  const detail = useCpeDevice(id);
  const metrics = useCpeMetrics(id);
  const inArea = useAreaPath();
  const confirm = useAdminConfirm();
  const commands = useCommandRunner();
  const [credential, setCredential] = useState<DeviceCredential | null>(null);
  const device = detail.data?.device;
  useDocumentTitle(pageTitle(device ? `${device.serial} ${text.detailTitle}` : text.detailTitle));

  const points = useMemo(() => metrics.data ?? [], [metrics.data]);
  const options = useMemo(
    () => ({ signal: deviceSignalOption(points), traffic: deviceTrafficOption(points) }),
    [points],
  );
  const last = points.at(-1);

  const reboot = () =>
    confirm({
      title: '远程重启',
      content: `确定重启 ${device?.name || device?.serial} 吗？重启期间网关下的设备将暂时断网（约1~3分钟）。${
        device?.onlineState === 'online' ? '' : '终端当前不在线，将在上线后重启。'
      }`,
      danger: true,
      onConfirm: () =>
        commands
          .run(() => cpeApi.command({ kind: 'reboot', target: { deviceIds: [id] } }))
          .catch(() => undefined),
    });

  const firmwareQuery = () =>
    void commands
      .run(() => cpeApi.command({ kind: 'firmwareQuery', target: { deviceIds: [id] } }))
      .catch(() => undefined);

  const reissue = async (verifyCode: string) => {
    try {
      setCredential(await cpeApi.reissueCredential({ id, verifyCode }));
    } catch (error) {
      showActionError(error);
      throw error;
    }
  };

  const back = (
    <Link to={inArea(backTo)}>
      <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
        返回列表
      </Button>
    </Link>
  );

  if (!Number.isSafeInteger(id) || id <= 0) {
    return <Alert type="error" showIcon title={DeviceMessages.DEVICE_NOT_FOUND} action={back} />;
  }

  return (
    <div className={styles.page}>
      <DataState query={polled(detail)} rows={6}>
        {detail.data && device ? (
          <>
            <Card>
              <div className={styles.stateHeader}>
                <h1 className={styles.stateTitle}>{device.name || device.serial}</h1>
                <OnlineTag state={device.onlineState} />
                <span className={styles.mono}>{device.serial}</span>
                <span style={{ flex: 1 }} />
                <Space wrap>
                  {back}
                  <Button
                    icon={<ReloadOutlined />}
                    loading={detail.isFetching}
                    onClick={() => void detail.refetch()}
                  >
                    {text.refresh}
                  </Button>
                </Space>
              </div>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, lg: 3, xxl: 4 }}
                items={[
                  { key: 'model', label: '型号', children: `${device.vendor} ${device.model}` },
                  { key: 'fw', label: '固件版本', children: device.firmware || '未上报' },
                  {
                    key: 'imei',
                    label: 'IMEI',
                    children: <span className={styles.mono}>{device.imei || '-'}</span>,
                  },
                  {
                    key: 'hb',
                    label: '最后心跳',
                    children: (
                      <span>
                        {formatTime(device.lastHeartbeatAt)}（
                        <HeartbeatAgo at={device.lastHeartbeatAt} />）
                      </span>
                    ),
                  },
                  { key: 'loc', label: '安装位置', children: device.location || '-' },
                  { key: 'group', label: '分组', children: device.groupName ?? text.noGroup },
                  {
                    key: 'signal',
                    label: '信号',
                    children: <SignalText rsrp={device.rsrp} sinr={device.sinr} />,
                  },
                  {
                    key: 'rate',
                    label: '当前速率',
                    children: `下行 ${formatRate(device.downKbps)} / 上行 ${formatRate(device.upKbps)}`,
                  },
                  { key: 'clients', label: '接入终端', children: `${device.clients} 台` },
                  {
                    key: 'interval',
                    label: '心跳周期',
                    children: `${detail.data.heartbeatIntervalSeconds} 秒`,
                  },
                  {
                    key: 'open',
                    label: '待执行指令',
                    children: `${detail.data.openCommands} 条`,
                  },
                ]}
              />
              <Space wrap style={{ marginTop: 12 }}>
                <WriteButton danger onClick={reboot}>
                  远程重启
                </WriteButton>
                <WriteButton loading={commands.sending} onClick={firmwareQuery}>
                  查询固件版本
                </WriteButton>
                <IdentityVerifyPopover onVerified={reissue}>
                  <Button>重新签发设备密钥</Button>
                </IdentityVerifyPopover>
              </Space>
            </Card>

            <Row gutter={[16, 16]}>
              <ConnectivityCards detail={detail.data} />
            </Row>

            <DataState query={metrics} rows={4}>
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={12}>
                  <Card title="信号质量（近24小时）" size="small">
                    <Chart
                      title="信号质量"
                      option={options.signal}
                      loading={metrics.isPending}
                      empty={metrics.isSuccess && points.every((p) => p.rsrp === null)}
                      emptyText="近24小时无信号数据"
                      summary={
                        last
                          ? `最新：RSRP ${last.rsrp ?? '-'} dBm，SINR ${last.sinr ?? '-'} dB`
                          : undefined
                      }
                    />
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card title="上下行速率（近24小时）" size="small">
                    <Chart
                      title="上下行速率"
                      option={options.traffic}
                      loading={metrics.isPending}
                      empty={metrics.isSuccess && points.length === 0}
                      emptyText="近24小时无流量数据"
                      summary={
                        last
                          ? `最新：下行 ${formatRate(last.downKbps)}，上行 ${formatRate(last.upKbps)}`
                          : undefined
                      }
                    />
                  </Card>
                </Col>
              </Row>
            </DataState>

            <Row gutter={[16, 16]}>
              <Col xs={24} xl={10}>
                <WifiCard deviceId={id} wifi={detail.data.wifi} run={commands.run} />
              </Col>
              <Col xs={24} xl={14}>
                <BlacklistCard deviceId={id} run={commands.run} />
              </Col>
            </Row>

            <ClientsCard deviceId={id} limit={detail.data.clientsLimit} run={commands.run} />

            <Card title="远程指令记录" size="small">
              <RecentCommands deviceId={id} />
            </Card>
          </>
        ) : null}
      </DataState>
      <SecretDialog
        credential={credential}
        title={DeviceMessages.CREDENTIAL_ISSUED}
        onClose={() => setCredential(null)}
      />
      {commands.dialog}
    </div>
  );
}
