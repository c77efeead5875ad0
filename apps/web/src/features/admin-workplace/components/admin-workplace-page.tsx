import type { AdminWorkplace } from '@pn/shared';
import { Alert, Badge, Button, Card, Col, List, Row, Skeleton, Space, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuQuickLinks } from '@/components/menu-quick-links';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { groupsOfArea, type KnownScreen } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { displayNameOf, useSession } from '@/lib/session';
import { useAdminWorkplace } from '../api/admin-workplace';
import { workplaceText as text } from '../text';
import styles from './admin-workplace.module.css';

const DRAFT_PATHS: Record<string, string> = {
  cases: paths.adminCase,
  solutions: paths.adminSolution,
  news: paths.adminNews,
  notices: paths.adminNotice,
  applications: paths.adminApplication,
};

interface Tile {
  key: string;
  title: string;
  value: number;
  to: string;
  /** Something is waiting: the figure stands out. */
  urgent?: boolean;
}

function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((t) => (
        <Col key={t.key} xs={12} md={8} xl={6}>
          <Link to={t.to} className={styles.tile} aria-label={`${t.title} ${t.value}`}>
            <Statistic
              title={t.title}
              value={t.value}
              styles={{ content: t.urgent && t.value > 0 ? { color: '#d4380d' } : undefined }}
            />
          </Link>
        </Col>
      ))}
    </Row>
  );
}

function queueTiles(w: AdminWorkplace): Tile[] {
  const tiles: Tile[] = [];
  if (w.demands) {
    tiles.push(
      {
        key: 'demandsPending',
        title: text.demandsPending,
        value: w.demands.pending,
        to: `${paths.adminMarketDemand}?status=0`,
        urgent: true,
      },
      {
        key: 'demandsFollowing',
        title: text.demandsFollowing,
        value: w.demands.following,
        to: `${paths.adminMarketDemand}?status=1`,
      },
    );
  }
  if (w.approvals) {
    tiles.push({
      key: 'approvalsPending',
      title: text.approvalsPending,
      value: w.approvals.pending,
      to: `${paths.adminApprovalExport}?status=0`,
      urgent: true,
    });
  }
  if (w.orders) {
    tiles.push(
      {
        key: 'ordersSubmitted',
        title: text.ordersSubmitted,
        value: w.orders.submitted,
        to: `${paths.adminOrderList}?status=0`,
        urgent: true,
      },
      {
        key: 'ordersApproving',
        title: text.ordersApproving,
        value: w.orders.approving,
        to: `${paths.adminOrderList}?status=1`,
      },
    );
    if (w.orders.provisionFailing > 0) {
      tiles.push({
        key: 'ordersProvisionFailing',
        title: text.ordersProvisionFailing,
        value: w.orders.provisionFailing,
        to: `${paths.adminOrderList}?status=2`,
        urgent: true,
      });
    }
  }
  if (w.refunds) {
    tiles.push({
      key: 'refundsPending',
      title: text.refundsPending,
      value: w.refunds.pending,
      to: `${paths.adminOrderRefund}?status=0`,
      urgent: true,
    });
  }
  if (w.content) {
    tiles.push(
      {
        key: 'drafts',
        title: text.draftsTotal,
        value: w.content.drafts.reduce((sum, d) => sum + d.count, 0),
        to: paths.adminNews,
      },
      {
        key: 'scheduled',
        title: text.scheduledTotal,
        value: w.content.scheduled.length,
        to: paths.adminNews,
      },
    );
  }
  return tiles;
}

function monthTiles(w: AdminWorkplace): Tile[] {
  const tiles: Tile[] = [];
  if (w.demands) {
    tiles.push({
      key: 'demandsNew',
      title: text.demandsNew,
      value: w.demands.newThisMonth,
      to: paths.adminMarketDemand,
    });
  }
  if (w.approvals) {
    tiles.push({
      key: 'approvalsDecided',
      title: text.approvalsDecided,
      value: w.approvals.decidedThisMonth,
      to: paths.adminApprovalExport,
    });
  }
  if (w.content) {
    tiles.push({
      key: 'published',
      title: text.contentPublished,
      value: w.content.publishedThisMonth,
      to: paths.adminNews,
    });
  }
  if (w.accounts) {
    tiles.push(
      {
        key: 'accountsNew',
        title: text.accountsNew,
        value: w.accounts.newThisMonth,
        to: paths.adminAccount,
      },
      {
        key: 'accountsDisabled',
        title: text.accountsDisabled,
        value: w.accounts.disabled,
        to: `${paths.adminAccount}?status=0`,
      },
    );
  }
  return tiles;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={title}>{children}</Card>;
}

/**
 * /admin (工作台): who the operator is and where (level and region in words), then what is
 * waiting — demands to follow up, applications to decide, drafts and scheduled releases —
 * and this month's new items, each a link to the screen that works it.
 */
export function AdminWorkplacePage({ known }: { known: KnownScreen }) {
  const name = useSession(displayNameOf);
  const workplace = useAdminWorkplace();
  const { data: menus } = useMenus();
  const groups = menus ? groupsOfArea(menus.groups, 'admin') : [];
  const w = workplace.data;

  let body: ReactNode;
  if (workplace.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={text.loadFailed}
        description={errorMessageOf(workplace.error)}
        action={
          <Button size="small" onClick={() => void workplace.refetch()}>
            {text.retry}
          </Button>
        }
      />
    );
  } else if (!w) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else {
    const queues = queueTiles(w);
    const month = monthTiles(w);
    body = (
      <>
        {queues.length ? (
          <Section title={text.queues}>
            <Tiles tiles={queues} />
          </Section>
        ) : (
          <Alert type="info" showIcon title={text.nothing} />
        )}
        {w.content ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Section title={text.drafts}>
                <List
                  size="small"
                  dataSource={w.content.drafts.filter((d) => d.count > 0)}
                  locale={{ emptyText: text.draftsEmpty }}
                  renderItem={(d) => (
                    <List.Item
                      extra={<Badge count={d.count} color="#1f5fbf" showZero overflowCount={999} />}
                    >
                      <Link to={`${DRAFT_PATHS[d.kind] ?? paths.admin}?status=0`}>{d.label}</Link>
                    </List.Item>
                  )}
                />
              </Section>
            </Col>
            <Col xs={24} lg={12}>
              <Section title={text.scheduled}>
                <List
                  size="small"
                  dataSource={w.content.scheduled}
                  locale={{ emptyText: text.scheduledEmpty }}
                  renderItem={(s) => (
                    <List.Item extra={<span className={styles.time}>{s.releaseTime}</span>}>
                      <Link to={s.kind === 'news' ? paths.adminNews : paths.adminNotice}>
                        <span className={styles.kind}>
                          {s.kind === 'news' ? text.kindNews : text.kindNotice}
                        </span>
                        {s.title}
                      </Link>
                    </List.Item>
                  )}
                />
              </Section>
            </Col>
          </Row>
        ) : null}
        {month.length ? (
          <Section title={text.thisMonth}>
            <Tiles tiles={month} />
          </Section>
        ) : null}
      </>
    );
  }

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Card>
        <h1 className={styles.heading}>{text.greeting(name)}</h1>
        {w ? <p className={styles.identity}>{text.identity(w.roleName, w.region)}</p> : null}
        <p className={styles.intro}>{text.intro}</p>
      </Card>
      {body}
      <Card title={text.quickLinks}>
        <MenuQuickLinks groups={groups} known={known} emptyText={text.quickLinksEmpty} />
      </Card>
    </Space>
  );
}
