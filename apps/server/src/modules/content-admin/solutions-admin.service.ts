import {
  ContentOperCode,
  ContentState,
  ContentVersionAction,
  type ContentStatusQuery,
  type SolutionAuthorizeQuery,
  type SolutionDetail,
  type SolutionForm,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { conflict, notFound } from '../../lib/errors.js';
import * as repo from '../content/solutions.repository.js';
import { toSolutionDetail } from '../content/solutions.service.js';
import { passContentGate } from './content-gate.js';
import { assertIndustryExists } from './industry-admin.service.js';
import { recordVersion } from './versions.js';

export const SOLUTION_MISSING = '解决方案不存在';
export const SOLUTION_NOT_AUTHORIZED = '该方案尚未完成展示授权，请先授权再发布';

type SolutionRow = NonNullable<Awaited<ReturnType<typeof repo.findSolution>>>;

async function loadSolution(db: Database, id: number): Promise<SolutionRow> {
  const row = await repo.findSolution(db, { id });
  if (!row) throw notFound(SOLUTION_MISSING);
  return row;
}

function valuesOf(form: SolutionForm): repo.SolutionValues {
  return {
    methodName: form.methodName,
    methodDesc: form.methodDesc,
    fontPic: form.fontPic,
    bannerPic: form.bannerPic,
    trade: form.trade,
    businessNeeds: JSON.stringify(form.businessNeeds),
    appScenes: JSON.stringify(form.appScenes),
    customerCases: JSON.stringify(form.customerCases),
    net5gContent: form.net5gContent,
    net5gDesc: form.net5gDesc,
    resolveTitle: form.resolveTitle,
    resolveDesc: form.resolveDesc,
    resolvePic: form.resolvePic,
    sceneContent: form.sceneContent,
  };
}

/**
 * Runs one change to an existing solution under its lock and records the version: the
 * solution before, the change, the solution after.
 */
async function changeSolution(
  db: Database,
  id: number,
  user: AuthUser,
  operCode: ContentOperCode,
  change: (trx: Database, current: SolutionRow) => Promise<ContentVersionAction>,
): Promise<SolutionDetail> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockSolution(trx, id))) throw notFound(SOLUTION_MISSING);
    const before = await loadSolution(trx, id);
    const action = await change(trx, before);
    const after = toSolutionDetail(await loadSolution(trx, id));
    await recordVersion(trx, {
      type: 'solution',
      id,
      action,
      operCode,
      user,
      after,
      before: { snapshot: toSolutionDetail(before), updatedAt: before.updatedAt },
    });
    return after;
  });
}

/**
 * Saves the solution editor's form: without pkId a new draft (operCode SOLUTION_ADD), with
 * pkId the existing solution (SOLUTION_EDIT). Saving changes neither its publication nor
 * its authorisation.
 */
export async function saveSolution(
  db: Database,
  request: FastifyRequest,
  form: SolutionForm,
): Promise<SolutionDetail> {
  const pkId = form.pkId ?? undefined;
  const operCode =
    pkId === undefined ? ContentOperCode.SOLUTION_ADD : ContentOperCode.SOLUTION_EDIT;
  const user = await passContentGate(db, request, operCode);
  await assertIndustryExists(db, form.trade);
  if (pkId !== undefined) {
    return changeSolution(db, pkId, user, operCode, async (trx) => {
      await repo.updateSolution(trx, pkId, valuesOf(form));
      return ContentVersionAction.UPDATE;
    });
  }
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertSolution(trx, valuesOf(form), user.accountId);
    const after = toSolutionDetail(await loadSolution(trx, id));
    await recordVersion(trx, {
      type: 'solution',
      id,
      action: ContentVersionAction.CREATE,
      operCode,
      user,
      after,
    });
    return after;
  });
}

/**
 * Publishes (status 1) or withdraws to draft (status 0) a solution; operCode PUBLISH.
 * Only an authorised solution may be published.
 */
export async function setSolutionStatus(
  db: Database,
  request: FastifyRequest,
  q: ContentStatusQuery,
): Promise<SolutionDetail> {
  const user = await passContentGate(db, request, ContentOperCode.PUBLISH);
  return changeSolution(db, q.id, user, ContentOperCode.PUBLISH, async (trx, current) => {
    if (q.status === ContentState.PUBLISHED) {
      if (!current.authorized) throw conflict(SOLUTION_NOT_AUTHORIZED);
      await repo.setSolutionState(trx, q.id, ContentState.PUBLISHED);
      return ContentVersionAction.PUBLISH;
    }
    await repo.setSolutionState(trx, q.id, ContentState.DRAFT);
    return ContentVersionAction.WITHDRAW;
  });
}

/**
 * Grants (1) or revokes (0) a solution's display authorisation: confirmation that the
 * customers, cases and figures it names are cleared for the portal. Revoking it also
 * withdraws a published solution at once. operCode PUBLISH, like every change of what the
 * portal shows.
 */
export async function authorizeSolution(
  db: Database,
  request: FastifyRequest,
  q: SolutionAuthorizeQuery,
): Promise<SolutionDetail> {
  const user = await passContentGate(db, request, ContentOperCode.PUBLISH);
  return changeSolution(db, q.id, user, ContentOperCode.PUBLISH, async (trx, current) => {
    if (q.authorized === 1) {
      await repo.setSolutionAuthorized(trx, q.id, true);
      return ContentVersionAction.AUTHORIZE;
    }
    await repo.setSolutionAuthorized(trx, q.id, false);
    if (current.state === ContentState.PUBLISHED) {
      await repo.setSolutionState(trx, q.id, ContentState.DRAFT);
    }
    return ContentVersionAction.REVOKE;
  });
}
