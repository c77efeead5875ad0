import {
  AlertOutlined,
  BellOutlined,
  CreditCardOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import {
  formatBytes,
  formatDateTime,
  SIM_EXPIRING_DAYS,
  SIM_RISK_KIND_LABELS,
  SIM_RISK_LEVEL_LABELS,
  SimStatus,
  type MenuNode,
  type SimOverview,
} from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Col, List, Progress, Row, Space, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Chart, type ChartOption } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { getExportPermission } from '@/components/export-permission/api/export-permission';
import { paths } from '@/config/paths';
import { isPermitted } from '@/lib/menu-tree';
import { useUnreadCount } from '@/lib/unread-notices';
import { useApprovalQueue, useLatestNotices, useSimFigures } from '../api/workplace-data';
import { workplaceText as text } from '../text';
import { NetworkFigures } from './network-figures';
import styles from './overview.module.css';

const kb = (value: number) => formatBytes(value * 1024);
const count = (n: number) => n.toLocaleString('zh-CN');
const cardsOf = (o: SimOverview, status: number) =>
  o.byStatus.find((s) => s.status === status)?.cards ?? 0;

function trendOption(points: SimOverview['dailyTrend']): ChartOption {
  return {
    grid: { left: 56, right: 16, top: 24, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => kb(Number(v)),
    },
    xAxis: { type: 'category', data: points.map((p) => p.period.slice(5)), boundaryGap: false },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => kb(v) },
    },
    series: [
      {
        type: 'line',
        name: '流量',
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.15 },
        data: points.map((p) => p.dataKb),
      },
    ],
  };
}

function Figure({
  title,
  value,
  to,
  icon,
}: {
  title: string;
  value: ReactNode;
  to: string;
  icon?: ReactNode;
}) {
  return (
    <Link to={to} className={styles.figure} aria-label={title}>
      <Statistic title={title} value={value as string} prefix={icon} />
    </Link>
  );
}

/** Cards, data this month against the pool, the 30-day trend and the open risk events. */
function SimSections({ canRisk }: { canRisk: boolean }) {
  const sim = useSimFigures(true);
  const o = sim.data;
  const usedPct = o && o.poolDataKb > 0 ? Math.round((o.monthDataKb / o.poolDataKb) * 100) : null;
  const overuse = o !== undefined && o.poolDataKb > 0 && o.monthDataKb > o.poolDataKb;
  return (
    <>
      <Card title={text.figures} extra={<Link to={paths.simManage}>{text.viewCards}</Link>}>
        <DataState query={sim} rows={2}>
          {o ? (
            <Space orientation="vertical" size={12} style={{ display: 'flex' }}>
              <Row gutter={[16, 16]}>
                <Col flex="1 1 180px">
                  <Figure
                    title={text.cardsTotal}
                    value={count(o.total)}
                    to={paths.simManage}
                    icon={<CreditCardOutlined />}
                  />
                </Col>
                <Col flex="1 1 180px">
                  <Figure
                    title={text.cardsActive}
                    value={count(cardsOf(o, SimStatus.ACTIVE))}
                    to={`${paths.simManage}?status=${SimStatus.ACTIVE}`}
                  />
                </Col>
                <Col flex="1 1 180px">
                  <Figure
                    title={text.cardsSuspended}
                    value={count(cardsOf(o, SimStatus.SUSPENDED))}
                    to={`${paths.simManage}?status=${SimStatus.SUSPENDED}`}
                  />
                </Col>
                <Col flex="1 1 180px">
                  <Figure
                    title={text.expiring(SIM_EXPIRING_DAYS)}
                    value={count(o.expiringCards)}
                    to={`${paths.simManage}?expiringDays=${SIM_EXPIRING_DAYS}`}
                  />
                </Col>
                <Col flex="1 1 180px">
                  <Link
                    to={paths.simOverview}
                    className={styles.figure}
                    aria-label={text.monthData}
                  >
                    <Statistic title={text.monthData} value={kb(o.monthDataKb)} />
                    {usedPct === null ? (
                      <span className={styles.muted}>{text.poolNone}</span>
                    ) : (
                      <Progress
                        percent={Math.min(usedPct, 100)}
                        status={overuse ? 'exception' : 'normal'}
                        size="small"
                        format={() => text.poolUse(usedPct)}
                      />
                    )}
                  </Link>
                </Col>
              </Row>
              {overuse ? (
                <Alert
                  type="warning"
                  showIcon
                  title={text.poolOveruse}
                  description={text.poolOveruseDetail(kb(o.monthDataKb), kb(o.poolDataKb))}
                />
              ) : null}
            </Space>
          ) : null}
        </DataState>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={text.trend}>
            <DataState query={sim} rows={6}>
              {o ? (
                <Chart
                  title={text.trend}
                  option={trendOption(o.dailyTrend)}
                  height={240}
                  empty={o.dailyTrend.every((p) => p.dataKb === 0)}
                  emptyText={text.trendEmpty}
                  summary={text.trendSummary(kb(o.dailyTrend.at(-1)?.dataKb ?? 0))}
                />
              ) : null}
            </DataState>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card
            title={
              <Space>
                <AlertOutlined />
                {text.alarms}
                {o && o.openAlarms > 0 ? (
                  <Tag color="red">{text.alarmsOpen(o.openAlarms)}</Tag>
                ) : null}
              </Space>
            }
            extra={canRisk ? <Link to={paths.simRisk}>{text.alarmsMore}</Link> : null}
          >
            <DataState query={sim} empty={o?.alarms.length === 0} emptyText={text.alarmsEmpty}>
              <List
                size="small"
                dataSource={o?.alarms.slice(0, 5) ?? []}
                renderItem={(a) => (
                  <List.Item
                    extra={
                      <span className={styles.muted}>
                        {formatDateTime(a.occurredAt).slice(5, 16)}
                      </span>
                    }
                  >
                    <Space size={6} wrap>
                      <Tag color={a.level >= 3 ? 'red' : a.level === 2 ? 'orange' : 'blue'}>
                        {SIM_RISK_LEVEL_LABELS[a.level] ?? a.level}
                      </Tag>
                      <span>{SIM_RISK_KIND_LABELS[a.kind]}</span>
                      <span className={styles.muted}>{a.msisdn}</span>
                    </Space>
                  </List.Item>
                )}
              />
            </DataState>
          </Card>
        </Col>
      </Row>
    </>
  );
}

function MessagesCard({ canList }: { canList: boolean }) {
  const unread = useUnreadCount();
  const latest = useLatestNotices();
  return (
    <Card
      title={
        <Space>
          <BellOutlined />
          {text.messages}
          {unread.data && unread.data.unread > 0 ? (
            <Badge count={text.messagesUnread(unread.data.unread)} color="#d4380d" />
          ) : null}
        </Space>
      }
      extra={canList ? <Link to={paths.userNotice}>{text.messagesMore}</Link> : null}
    >
      <DataState
        query={latest}
        empty={latest.data?.data.length === 0}
        emptyText={text.messagesEmpty}
      >
        <List
          size="small"
          dataSource={latest.data?.data ?? []}
          renderItem={(n) => (
            <List.Item extra={<span className={styles.muted}>{n.createTime.slice(5, 16)}</span>}>
              <Space size={6}>
                {n.read ? null : <Badge status="error" />}
                {canList ? (
                  <Link to={paths.userNoticeDetail.replace(':id', String(n.id))}>{n.title}</Link>
                ) : (
                  <span>{n.title}</span>
                )}
              </Space>
            </List.Item>
          )}
        />
      </DataState>
    </Card>
  );
}

function ApplicationsCard({ isApprover }: { isApprover: boolean }) {
  const permission = useQuery({
    queryKey: ['vault', 'permission'],
    queryFn: () => getExportPermission(),
  });
  const queue = useApprovalQueue(isApprover);
  const p = permission.data;
  return (
    <Card
      title={
        <Space>
          <SafetyCertificateOutlined />
          {text.applications}
        </Space>
      }
    >
      <Space orientation="vertical" size={12} style={{ display: 'flex' }}>
        <DataState query={permission} rows={1}>
          {p ? (
            <div>
              <strong>{text.exportPermission}：</strong>
              <Tag
                color={
                  p.status === 'approved'
                    ? 'green'
                    : p.status === 'pending'
                      ? 'gold'
                      : p.status === 'rejected'
                        ? 'red'
                        : 'default'
                }
              >
                {text.exportStates[p.status]}
              </Tag>
              {p.status === 'pending' && p.approverName ? (
                <span className={styles.muted}>{text.approver(p.approverName)}</span>
              ) : null}
              {p.status === 'rejected' && p.remark ? (
                <span className={styles.muted}>{text.rejectedBecause(p.remark)}</span>
              ) : null}
            </div>
          ) : null}
        </DataState>
        {isApprover ? (
          <DataState query={queue} rows={1}>
            {queue.data?.approvals ? (
              <div>
                {text.approvalsPending(queue.data.approvals.pending)}{' '}
                <Link to={`${paths.adminApprovalExport}?status=0`}>{text.goApprove}</Link>
              </div>
            ) : null}
          </DataState>
        ) : null}
      </Space>
    </Card>
  );
}

/**
 * The console's workplace: what the account holds (cards and their data against the pool),
 * alarms and risk events, messages and applications, each linked to the screen that works
 * it. Each block loads, fails and retries on its own.
 */
export function ConsoleWorkplace({ groups }: { groups: readonly MenuNode[] }) {
  const canSim = isPermitted(groups, paths.simOverview) || isPermitted(groups, paths.simManage);
  return (
    <>
      {canSim ? <SimSections canRisk={isPermitted(groups, paths.simRisk)} /> : null}
      <NetworkFigures />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <MessagesCard canList={isPermitted(groups, paths.userNotice)} />
        </Col>
        <Col xs={24} lg={12}>
          <ApplicationsCard isApprover={isPermitted(groups, paths.adminApprovalExport)} />
        </Col>
      </Row>
    </>
  );
}
