import { AdminLevel, formatDateTime, provinceName, type AdminWorkplace } from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { scopeOf } from '../../lib/scope.js';
import { demandPlaceOf } from '../market-demand/market-demand.service.js';
import {
  accountFigures,
  orderQueues,
  refundQueue,
  approvalQueues,
  contentDrafts,
  demandQueues,
  releasedThisMonth,
  scheduledReleases,
} from './workplace.repository.js';

const LEVEL_NAMES: Record<number, string> = {
  [AdminLevel.NATIONAL]: '全国管理员',
  [AdminLevel.PROVINCE]: '省级管理员',
  [AdminLevel.CITY]: '地市管理员',
};

const DRAFT_LABELS = {
  cases: '成功案例',
  solutions: '行业解决方案',
  news: '新闻资讯',
  notices: '公告',
  applications: '应用市场',
} as const;

/** Whether the caller holds the menu (or any menu under it, for a content folder). */
const holds = (user: AuthUser, id: string) =>
  user.menus.has(id) || [...user.menus].some((m) => m.startsWith(`${id}.`));

/** The caller's place in words: 全国, 广东, 广东 深圳. */
export async function regionOf(db: Database, user: AuthUser): Promise<string> {
  const scope = scopeOf(user);
  if (scope.level === 'all') return '全国';
  const province = provinceName(user.beId) || '';
  if (scope.level !== 'city') return province;
  const row = await db
    .selectFrom('account')
    .select('areaName')
    .where('id', '=', user.accountId)
    .executeTakeFirst();
  return [province, row?.areaName || user.areaCode].filter(Boolean).join(' ');
}

/**
 * The back office's queues for the caller: only those of the screens it holds, each
 * counted within its scope (content is national: editors work for every province).
 */
export async function adminWorkplace(db: Database, user: AuthUser): Promise<AdminWorkplace> {
  const scope = scopeOf(user);
  const roleName =
    user.kind === 'admin' && user.adminLevel !== null
      ? (LEVEL_NAMES[user.adminLevel] ?? '管理员')
      : '运营人员';
  const [region, demands, approvals, content, accounts, orders, refunds] = await Promise.all([
    regionOf(db, user),
    holds(user, 'admin.demand')
      ? demandPlaceOf(db, user).then((place) => demandQueues(db, place))
      : null,
    holds(user, 'admin.approval.export') ? approvalQueues(db, scope, user.accountId) : null,
    holds(user, 'admin.content')
      ? Promise.all([contentDrafts(db), scheduledReleases(db), releasedThisMonth(db)]).then(
          ([drafts, scheduled, published]) => ({
            drafts: (Object.keys(DRAFT_LABELS) as (keyof typeof DRAFT_LABELS)[]).map((kind) => ({
              kind,
              label: DRAFT_LABELS[kind],
              count: drafts[kind],
            })),
            scheduled: scheduled.map((n) => ({
              ...n,
              releaseTime: formatDateTime(n.releaseTime),
            })),
            publishedThisMonth: published,
          }),
        )
      : null,
    holds(user, 'admin.system.account') ? accountFigures(db, scope) : null,
    holds(user, 'admin.order.list') ? orderQueues(db, scope) : null,
    holds(user, 'admin.order.refund') ? refundQueue(db, scope) : null,
  ]);
  return { roleName, region, demands, approvals, content, accounts, orders, refunds };
}
