import { ReloadOutlined } from '@ant-design/icons';
import {
  MINI_LIMITS,
  MINI_SERVICE_STATE_LABELS,
  MINI_SERVICE_STATES,
  type MiniService,
  type MiniServiceState,
} from '@pn/shared';
import { Button, Card, Col, Progress, Row, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Chart } from '@/components/charts/chart';
import { CHART_COLORS } from '@/components/charts/palette';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { useMiniPanel } from '../api/mini-queries';
import { formatDay, formatYuan } from '../lib/mini';
import { countBarOption, miniStatePieOption, topCounts } from '../lib/mini-chart-options';
import { polled } from '../lib/polled';
import { miniServiceDetailPath, miniServiceListPath } from '../paths';
import { cpeText as text } from '../text';
import { ConsolePageHeader } from '@/components/console-page-header';
import { Kpi } from './kpi';
import { DaysLeft, MiniStateTag } from './mini-parts';
import styles from '../cpe.module.css';

const countsText = (items: readonly { name: string; count: number }[]) =>
  topCounts(items)
    .map((i) => `${i.name} ${i.count} 个`)
    .join('，');

/**
 * 5G快线 › 小微业务总览: the subscriptions by state, those ending soon, their gateways online,
 * the monthly fees, the distribution by package and by group, and the list of subscriptions
 * ending soon; each figure leads to the list behind it.
 */
export function MiniPanelPage() {
  const panel = useMiniPanel();
  const data = panel.data;
  const loading = panel.isPending;
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const mayList = held(paths.cpeMiniService);

  const options = useMemo(
    () =>
      data
        ? {
            states: miniStatePieOption(data.states),
            packages: countBarOption(data.byPackage, '业务数', CHART_COLORS[0]),
            groups: countBarOption(data.byGroup, '业务数', CHART_COLORS[1]),
          }
        : null,
    [data],
  );

  /** A figure leading to the list it counts, when the account has 小微业务. */
  const listLink = (value: ReactNode, href: string, label: string) =>
    mayList ? (
      <Link to={inArea(href)} className={styles.kpiLink} aria-label={label}>
        {value}
      </Link>
    ) : (
      value
    );

  const stateCount = (state: MiniServiceState) => data?.states[state] ?? 0;
  const rate =
    data && data.withGateway > 0 ? Math.round((data.online / data.withGateway) * 100) : 0;

  const columns: ColumnsType<MiniService> = [
    {
      title: '业务编号',
      dataIndex: 'serviceNo',
      render: (no: string, s) =>
        mayList ? (
          <Link to={inArea(miniServiceDetailPath(s.id))} className={styles.mono}>
            {no}
          </Link>
        ) : (
          <span className={styles.mono}>{no}</span>
        ),
    },
    { title: '商户名称', dataIndex: 'shopName' },
    {
      title: '套餐',
      dataIndex: 'packageName',
      responsive: ['md'],
      render: (n: string) => <span className={styles.nowrap}>{n}</span>,
    },
    {
      title: '承载网关',
      dataIndex: 'serial',
      responsive: ['lg'],
      render: (serial: string | null) =>
        serial ? (
          <span className={styles.mono}>{serial}</span>
        ) : (
          <span className={styles.muted}>{text.noGateway}</span>
        ),
    },
    {
      title: '到期日期',
      dataIndex: 'endDate',
      render: (d: string) => <span className={styles.nowrap}>{formatDay(d)}</span>,
    },
    {
      title: '剩余',
      key: 'left',
      render: (_, s) => (
        <span className={styles.nowrap}>
          <DaysLeft service={s} />
        </span>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      responsive: ['sm'],
      render: (state: MiniServiceState) => <MiniStateTag state={state} />,
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title={text.miniPanelTitle}
        intro={text.miniPanelIntro}
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
        <section className={`${styles.kpis} ${styles.miniKpis}`} aria-label="关键指标">
          <Kpi
            label="业务总数"
            loading={loading}
            value={listLink(
              text.services(data?.total ?? 0),
              paths.cpeMiniService,
              '查看全部小微业务',
            )}
          />
          {MINI_SERVICE_STATES.map((state) => (
            <Kpi
              key={state}
              label={MINI_SERVICE_STATE_LABELS[state]}
              loading={loading}
              value={listLink(
                text.services(stateCount(state)),
                miniServiceListPath({ state }),
                `查看${MINI_SERVICE_STATE_LABELS[state]}的 ${stateCount(state)} 个业务`,
              )}
            />
          ))}
          <Kpi
            label="即将到期"
            loading={loading}
            value={
              <span className={data && data.expiringSoon > 0 ? styles.soon : undefined}>
                {listLink(
                  text.services(data?.expiringSoon ?? 0),
                  miniServiceListPath({ expiring: true }),
                  `查看即将到期的 ${data?.expiringSoon ?? 0} 个业务`,
                )}
              </span>
            }
            foot={`${MINI_LIMITS.expiringDays}天内到期的使用中业务`}
          />
          <Kpi
            label="承载网关在线"
            loading={loading}
            value={`${data?.online ?? 0} / ${data?.withGateway ?? 0}`}
            foot={
              <Progress
                percent={rate}
                size="small"
                strokeColor="#16a34a"
                aria-label="使用中业务的承载网关在线率"
              />
            }
          />
          <Kpi
            label="月费合计"
            loading={loading}
            value={formatYuan(data?.monthlyFee ?? 0)}
            foot="使用中业务的套餐月费"
          />
        </section>

        <Row gutter={[16, 16]}>
          <Col xs={24} md={12} xl={8}>
            <Card title="业务状态" size="small">
              <Chart
                title="业务状态"
                option={options?.states ?? {}}
                loading={loading}
                empty={!!data && data.total === 0}
                emptyText="暂无小微业务"
                summary={
                  data
                    ? MINI_SERVICE_STATES.map(
                        (s) => `${MINI_SERVICE_STATE_LABELS[s]} ${stateCount(s)} 个`,
                      ).join('，')
                    : undefined
                }
              />
            </Card>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Card title="按套餐分布" size="small">
              <Chart
                title="按套餐分布"
                option={options?.packages ?? {}}
                loading={loading}
                empty={!!data && data.byPackage.every((p) => p.count === 0)}
                emptyText="暂无小微业务"
                summary={data ? countsText(data.byPackage) : undefined}
              />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card title="按分组分布" size="small">
              <Chart
                title="按分组分布"
                option={options?.groups ?? {}}
                loading={loading}
                empty={!!data && data.byGroup.every((g) => g.count === 0)}
                emptyText="暂无分组业务"
                summary={data ? countsText(data.byGroup) : undefined}
              />
            </Card>
          </Col>
        </Row>

        <Card
          title={`即将到期（${MINI_LIMITS.expiringDays}天内）`}
          size="small"
          extra={
            mayList ? (
              <Link to={inArea(miniServiceListPath({ expiring: true }))}>查看全部</Link>
            ) : null
          }
        >
          <Table<MiniService>
            size="small"
            rowKey="id"
            aria-label="即将到期的小微业务"
            columns={columns}
            dataSource={data?.expiring ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: `${MINI_LIMITS.expiringDays}天内没有到期的业务` }}
          />
        </Card>
      </DataState>
    </div>
  );
}
