import {
  APPROVAL_KIND_LABELS,
  APPROVAL_KINDS,
  AdminLevel,
  formatDateTime,
  provinceName,
  type ApprovalDecision,
  type ApprovalDecisionItem,
  type ApprovalItem,
  type ApprovalKind,
  type ApprovalSummary,
  type PageResult,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { forbidden } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { scopeOf } from '../../lib/scope.js';
import * as repo from './approval.repository.js';

/**
 * 审批中心: the caller's kinds come from its menus (the screen where each kind is decided),
 * its records from its scope; export applications further follow who may decide whose.
 */

/** The menu of the screen where each kind is decided. */
export const APPROVAL_SCREENS: Readonly<Record<ApprovalKind, string>> = {
  export: 'admin.approval.export',
  order: 'admin.order.list',
  refund: 'admin.order.refund',
};

function kindsOf(user: AuthUser, only?: ApprovalKind): repo.Kinds {
  const held = (k: ApprovalKind) => user.menus.has(APPROVAL_SCREENS[k]) && (!only || only === k);
  return { export: held('export'), order: held('order'), refund: held('refund') };
}

function deciderOf(user: AuthUser): repo.ExportDecider {
  if (user.kind === 'operator') return { accountId: user.accountId, adminLevel: null };
  if (user.kind === 'admin' && user.adminLevel !== null)
    return { accountId: user.accountId, adminLevel: user.adminLevel };
  // Anyone else decides no administrator's application.
  return { accountId: user.accountId, adminLevel: AdminLevel.CITY };
}

function scopeFor(user: AuthUser) {
  const scope = scopeOf(user);
  if (scope.level === 'none' || scope.level === 'customer') throw forbidden();
  return scope;
}

const q = encodeURIComponent;

/** The screen where a record is decided or was decided, filtered down to it. */
function linkOf(kind: ApprovalKind, id: number, reference: string, pending: boolean): string {
  const status = pending ? 'status=0&' : '';
  switch (kind) {
    case 'export':
      return `/admin/approval/export?${status}keyword=${q(reference)}`;
    case 'order':
      return `/admin/order/list/detail/${id}`;
    case 'refund':
      return `/admin/order/refund?${status}orderNo=${q(reference)}`;
  }
}

export async function queue(
  db: Database,
  user: AuthUser,
  query: { page: number; pageSize: number; kind?: ApprovalKind | undefined },
): Promise<PageResult<ApprovalItem>> {
  const scope = scopeFor(user);
  const { rows, total } = await repo.pendingPage(
    db,
    scope,
    deciderOf(user),
    kindsOf(user, query.kind),
    query,
  );
  const now = Date.now();
  return pageOf(
    rows.map((r) => {
      const kind = r.kind as ApprovalKind;
      const at = new Date(r.createdAt);
      return {
        kind,
        id: Number(r.id),
        title: r.title,
        reference: r.reference,
        applicant: r.applicant,
        provinceName: provinceName(r.beId),
        stage: r.stage,
        submittedAt: formatDateTime(at),
        waitingHours: Math.max(0, Math.floor((now - at.getTime()) / 3_600_000)),
        link: linkOf(kind, Number(r.id), r.reference, true),
      };
    }),
    total,
    query,
  );
}

export async function summary(db: Database, user: AuthUser): Promise<ApprovalSummary> {
  const scope = scopeFor(user);
  const kinds = kindsOf(user);
  const rows = await repo.pendingSummary(db, scope, deciderOf(user), kinds);
  return {
    kinds: APPROVAL_KINDS.filter((k) => kinds[k]).map((kind) => {
      const r = rows.find((x) => x.kind === kind);
      return {
        kind,
        label: APPROVAL_KIND_LABELS[kind],
        pending: Number(r?.n ?? 0),
        oldestAt: r?.oldest ? formatDateTime(r.oldest as Date) : '',
      };
    }),
  };
}

export async function decisions(
  db: Database,
  user: AuthUser,
  query: { page: number; pageSize: number; kind?: ApprovalKind | undefined },
): Promise<PageResult<ApprovalDecisionItem>> {
  const scope = scopeFor(user);
  const { rows, total } = await repo.decisionPage(db, scope, kindsOf(user, query.kind), query);
  return pageOf(
    rows.map((r) => {
      const kind = r.kind as ApprovalKind;
      return {
        kind,
        id: Number(r.id),
        title: r.title,
        reference: r.reference,
        applicant: r.applicant,
        provinceName: provinceName(r.beId),
        decision: r.decision as ApprovalDecision,
        approverName: r.approverName,
        note: r.note,
        decidedAt: formatDateTime(r.decidedAt),
        link: linkOf(kind, Number(r.id), r.reference, false),
      };
    }),
    total,
    query,
  );
}
