import {
  USER_CENTRE_LIMITS,
  UserCentreMessages,
  type AssignCardsSchema,
  type OrgSaveInput,
  type OrgTree,
} from '@pn/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import * as repo from './organization.repository.js';
import { assertManagesOrg, managerOf, type Manager } from './user-centre.access.js';

/** The organisation tree as far as the caller manages it. */
export async function orgTree(db: Database, user: AuthUser): Promise<OrgTree> {
  const m = managerOf(user);
  const rows = await repo.listOrgs(db, m.customerId);
  const visible = m.orgIds === null ? rows : rows.filter((r) => m.orgIds!.includes(r.id));
  const rootId =
    m.orgIds === null
      ? null
      : (visible.find((r) => !visible.some((p) => p.id === r.parentId))?.id ?? null);
  return {
    nodes: visible.map((r) => ({
      id: r.id,
      // The caller's own node is its tree's root.
      parentId: r.id === rootId ? null : r.parentId,
      name: r.name,
      sortNum: r.sortNum,
      accounts: Number(r.accounts ?? 0),
      cards: Number(r.cards ?? 0),
    })),
    rootId,
    unassignedCards: m.orgIds === null ? await repo.unassignedCards(db, m.customerId) : 0,
  };
}

async function managedNode(db: Database, m: Manager, id: number) {
  const node = await repo.findOrg(db, m.customerId, id);
  if (!node) throw notFound(UserCentreMessages.ORG_NOT_FOUND);
  assertManagesOrg(m, node.id);
  return node;
}

/** Where a node may go: under a node the caller manages (the top level for the enterprise). */
async function parentFor(db: Database, m: Manager, parentId: number | null) {
  assertManagesOrg(m, parentId);
  if (parentId === null) return { path: '' };
  const parent = await repo.findOrg(db, m.customerId, parentId);
  if (!parent) throw badRequest(UserCentreMessages.ORG_NOT_FOUND);
  return parent;
}

export async function createOrg(db: Database, user: AuthUser, input: OrgSaveInput) {
  const m = managerOf(user);
  const parent = await parentFor(db, m, input.parentId);
  if (parent.path && repo.depthOf(parent.path) >= USER_CENTRE_LIMITS.orgDepth) {
    throw badRequest(UserCentreMessages.ORG_DEPTH);
  }
  if ((await repo.countOrgs(db, m.customerId)) >= USER_CENTRE_LIMITS.orgNodes) {
    throw badRequest(UserCentreMessages.ORG_LIMIT);
  }
  if (await repo.siblingNamed(db, m.customerId, input.parentId, input.name)) {
    throw conflict(UserCentreMessages.ORG_NAME_TAKEN);
  }
  const id = await repo.insertOrg(
    db,
    {
      customerId: m.customerId,
      parentId: input.parentId,
      name: input.name,
      sortNum: input.sortNum,
    },
    parent.path,
  );
  return { id };
}

/** A narrowed manager's own node is the root of what it manages: it cannot change it. */
function assertBelowOwnNode(m: Manager, node: { id: number; parentId: number | null }) {
  if (m.orgIds !== null && (node.parentId === null || !m.orgIds.includes(node.parentId))) {
    throw forbidden(UserCentreMessages.ORG_OUT_OF_SCOPE);
  }
}

export async function updateOrg(db: Database, user: AuthUser, id: number, input: OrgSaveInput) {
  const m = managerOf(user);
  const node = await managedNode(db, m, id);
  assertBelowOwnNode(m, node);
  let newPath = node.path;
  if (input.parentId !== node.parentId) {
    const parent = await parentFor(db, m, input.parentId);
    if (parent.path.startsWith(node.path)) throw badRequest(UserCentreMessages.ORG_CYCLE);
    newPath = `${parent.path || '/'}${node.id}/`;
    const height = await repo.subtreeHeight(db, m.customerId, node.path);
    if (repo.depthOf(newPath) + height > USER_CENTRE_LIMITS.orgDepth) {
      throw badRequest(UserCentreMessages.ORG_DEPTH);
    }
  }
  if (await repo.siblingNamed(db, m.customerId, input.parentId, input.name, node.id)) {
    throw conflict(UserCentreMessages.ORG_NAME_TAKEN);
  }
  await repo.updateOrg(db, node, input, newPath);
  return { id: node.id };
}

export async function deleteOrg(db: Database, user: AuthUser, id: number) {
  const m = managerOf(user);
  const node = await managedNode(db, m, id);
  assertBelowOwnNode(m, node);
  const usage = await repo.orgUsage(db, m.customerId, node.id);
  if (usage.children) throw badRequest(UserCentreMessages.ORG_HAS_CHILDREN);
  if (usage.accounts) throw badRequest(UserCentreMessages.ORG_HAS_MEMBERS);
  if (usage.cards) throw badRequest(UserCentreMessages.ORG_HAS_CARDS);
  await repo.deleteOrg(db, node.id);
}

const SHOWN_MISSING = 10;

/**
 * Assigns the enterprise's cards to a node (null: to none). Every number must be one of
 * the enterprise's cards within what the caller manages, else nothing changes.
 */
export async function assignCards(
  db: Database,
  user: AuthUser,
  input: z.output<typeof AssignCardsSchema>,
) {
  const m = managerOf(user);
  if (input.orgId !== null) await managedNode(db, m, input.orgId);
  else assertManagesOrg(m, null);
  const cards = await repo.cardsByNumbers(db, m.customerId, input.numbers, m.orgIds);
  const found = new Set(cards.flatMap((c) => [c.iccid, c.msisdn]));
  const missing = input.numbers.filter((n) => !found.has(n));
  if (missing.length) {
    const shown = missing.slice(0, SHOWN_MISSING).join('、');
    const more = missing.length > SHOWN_MISSING ? ` 等${missing.length}个` : '';
    throw badRequest(UserCentreMessages.CARDS_NOT_OWN(shown + more));
  }
  const ids = [...new Set(cards.map((c) => Number(c.id)))];
  await repo.assignCards(db, ids, input.orgId);
  return { assigned: ids.length };
}
