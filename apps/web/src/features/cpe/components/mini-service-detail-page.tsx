import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { maskPhone, MiniMessages } from '@pn/shared';
import { Alert, Button, Card, Col, Descriptions, Row, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { useMiniPackages, useMiniService } from '../api/mini-queries';
import { formatRate, formatTime, formatTraffic } from '../lib/format';
import { bandwidthText, formatDay, formatYuan, trafficAllowanceText } from '../lib/mini';
import { polled } from '../lib/polled';
import { cpeDetailPath } from '../paths';
import { cpeText as text } from '../text';
import { HeartbeatAgo, OnlineTag, SignalText } from './device-state';
import { MiniServiceButtons, useMiniServiceActions } from './mini-service-actions';
import { DaysLeft, MiniStateTag } from './mini-parts';
import styles from '../cpe.module.css';

/**
 * 5G快线 › 小微业务 › 小微业务详情: the shop and its contact, the package, the service period
 * with the days left, and the live state of the gateway serving it (read again every 15 s),
 * with 编辑, 暂停/恢复 and 续期.
 */
export function MiniServiceDetailPage() {
  const id = Number(useParams().id);
  const detail = useMiniService(id);
  const packages = useMiniPackages();
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const actions = useMiniServiceActions();
  const s = detail.data;
  useDocumentTitle(pageTitle(s ? `${s.shopName} ${text.miniDetailTitle}` : text.miniDetailTitle));
  const clientMax = packages.data?.find((p) => p.id === s?.packageId)?.clientMax;

  const back = (
    <Link to={inArea(paths.cpeMiniService)}>
      <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
        返回列表
      </Button>
    </Link>
  );

  if (!Number.isSafeInteger(id) || id <= 0) {
    return <Alert type="error" showIcon title={MiniMessages.SERVICE_NOT_FOUND} action={back} />;
  }

  const gatewayLink =
    s && s.deviceId !== null && s.serial ? (
      held(paths.cpeList) ? (
        <Link to={inArea(cpeDetailPath(s.deviceId))} className={styles.mono}>
          {s.serial}
        </Link>
      ) : (
        <span className={styles.mono}>{s.serial}</span>
      )
    ) : null;

  return (
    <div className={styles.page}>
      <DataState query={polled(detail)} rows={6}>
        {s ? (
          <>
            <Card>
              <div className={styles.stateHeader}>
                <h1 className={styles.stateTitle}>{s.shopName}</h1>
                <MiniStateTag state={s.state} />
                <span className={styles.mono}>{s.serviceNo}</span>
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
                  { key: 'contact', label: '联系人', children: s.contactName },
                  {
                    key: 'phone',
                    label: '联系电话',
                    children: <span className={styles.nowrap}>{maskPhone(s.contactPhone)}</span>,
                  },
                  { key: 'address', label: '商户地址', children: s.address || '-' },
                  { key: 'group', label: '小微分组', children: s.groupName ?? text.noGroup },
                  { key: 'cust', label: '所属企业', children: s.custName || '-' },
                  { key: 'created', label: '开通时间', children: formatTime(s.createdAt) },
                  { key: 'remark', label: '备注', children: s.remark || '-' },
                ]}
              />
              <div style={{ marginTop: 12 }}>
                <MiniServiceButtons service={s} actions={actions} />
              </div>
            </Card>

            <Row gutter={[16, 16]}>
              <Col xs={24} lg={12}>
                <Card title="套餐" size="small" className={styles.kpi}>
                  <Descriptions
                    size="small"
                    column={1}
                    items={[
                      { key: 'name', label: '套餐名称', children: s.packageName },
                      { key: 'bw', label: '带宽', children: bandwidthText(s) },
                      {
                        key: 'gb',
                        label: '月流量',
                        children: trafficAllowanceText(s.monthlyGb),
                      },
                      { key: 'fee', label: '月费', children: `${formatYuan(s.monthlyFee)}/月` },
                      ...(clientMax !== undefined
                        ? [{ key: 'max', label: '接入终端上限', children: `${clientMax} 台` }]
                        : []),
                    ]}
                  />
                </Card>
              </Col>
              <Col xs={24} lg={12}>
                <Card title="服务期" size="small" className={styles.kpi}>
                  <Descriptions
                    size="small"
                    column={1}
                    items={[
                      {
                        key: 'state',
                        label: '业务状态',
                        children: <MiniStateTag state={s.state} />,
                      },
                      { key: 'start', label: '生效日期', children: formatDay(s.startDate) },
                      { key: 'end', label: '到期日期', children: formatDay(s.endDate) },
                      { key: 'left', label: '剩余天数', children: <DaysLeft service={s} /> },
                    ]}
                  />
                </Card>
              </Col>
            </Row>

            <Card
              title="承载网关"
              size="small"
              extra={
                s.deviceId !== null && held(paths.cpeList) ? (
                  <Link to={inArea(cpeDetailPath(s.deviceId))}>查看终端详情</Link>
                ) : null
              }
            >
              {gatewayLink ? (
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2, lg: 3, xxl: 4 }}
                  items={[
                    { key: 'serial', label: '终端序列号', children: gatewayLink },
                    { key: 'name', label: '终端名称', children: s.deviceName || '-' },
                    {
                      key: 'online',
                      label: '在线状态',
                      children: s.onlineState ? <OnlineTag state={s.onlineState} /> : '-',
                    },
                    {
                      key: 'signal',
                      label: '信号',
                      children: <SignalText rsrp={s.rsrp} sinr={s.sinr} />,
                    },
                    {
                      key: 'rate',
                      label: '当前速率',
                      children: `下行 ${formatRate(s.downKbps)} / 上行 ${formatRate(s.upKbps)}`,
                    },
                    {
                      key: 'clients',
                      label: '接入终端',
                      children:
                        clientMax !== undefined
                          ? `${s.clients} / ${clientMax} 台`
                          : `${s.clients} 台`,
                    },
                    { key: 'month', label: '本月流量', children: formatTraffic(s.monthBytes) },
                    {
                      key: 'hb',
                      label: '最后心跳',
                      children: s.lastHeartbeatAt ? (
                        <span>
                          {formatTime(s.lastHeartbeatAt)}（<HeartbeatAgo at={s.lastHeartbeatAt} />）
                        </span>
                      ) : (
                        <HeartbeatAgo at={null} />
                      ),
                    },
                  ]}
                />
              ) : (
                <Alert
                  type="warning"
                  showIcon
                  title={text.noGateway}
                  description="该业务当前没有承载网关，可点击“编辑”选择本企业的5G快线网关。"
                />
              )}
            </Card>
          </>
        ) : null}
      </DataState>
      {actions.dialogs}
    </div>
  );
}
