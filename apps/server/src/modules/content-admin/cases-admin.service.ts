import {
  ContentOperCode,
  ContentState,
  ContentVersionAction,
  type CaseDetail,
  type CaseForm,
  type ContentStatusQuery,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import * as repo from '../content/cases.repository.js';
import { toCaseDetail } from '../content/cases.service.js';
import { passContentGate } from './content-gate.js';
import { assertIndustryExists } from './industry-admin.service.js';
import { recordVersion } from './versions.js';

export const CASE_MISSING = '案例不存在';

/** The case as stored now; the caller has locked it or just written it. */
async function loadCase(db: Database, id: number) {
  const row = await repo.findCase(db, { id });
  if (!row) throw notFound(CASE_MISSING);
  return row;
}

function valuesOf(form: CaseForm): repo.CaseValues {
  return {
    name: form.name,
    trade: form.trade,
    front: form.front,
    banner: form.banner,
    background: form.background,
    businessNeeds: JSON.stringify(form.businessNeeds),
    resolveTitle: form.resolveTitle,
    resolveDesc: form.resolveDesc,
    resolvePic: form.resolvePic,
    serviceContent: form.serviceContent,
    serviceDesc: form.serviceDesc,
    value: form.value,
  };
}

/**
 * Saves the case editor's form: without pkId a new draft (operCode CASE_ADD), with pkId
 * the existing case (CASE_EDIT). Saving never changes whether a case is published; that
 * is updateStats' job. Blank rows were dropped and the row limit checked by the schema.
 */
export async function saveCase(
  db: Database,
  request: FastifyRequest,
  form: CaseForm,
): Promise<CaseDetail> {
  const pkId = form.pkId ?? undefined;
  const operCode = pkId === undefined ? ContentOperCode.CASE_ADD : ContentOperCode.CASE_EDIT;
  const user = await passContentGate(db, request, operCode);
  await assertIndustryExists(db, form.trade);
  return db.transaction().execute(async (trx) => {
    let id: number;
    let before: Awaited<ReturnType<typeof loadCase>> | undefined;
    if (pkId === undefined) {
      id = await repo.insertCase(trx, valuesOf(form), user.accountId);
    } else {
      if (!(await repo.lockCase(trx, pkId))) throw notFound(CASE_MISSING);
      id = pkId;
      before = await loadCase(trx, id);
      await repo.updateCase(trx, id, valuesOf(form));
    }
    const after = toCaseDetail(await loadCase(trx, id));
    await recordVersion(trx, {
      type: 'case',
      id,
      action: before ? ContentVersionAction.UPDATE : ContentVersionAction.CREATE,
      operCode,
      user,
      after,
      before: before && { snapshot: toCaseDetail(before), updatedAt: before.updatedAt },
    });
    return after;
  });
}

/** Publishes (status 1) or withdraws to draft (status 0) a case; operCode PUBLISH. */
export async function setCaseStatus(
  db: Database,
  request: FastifyRequest,
  q: ContentStatusQuery,
): Promise<CaseDetail> {
  const user = await passContentGate(db, request, ContentOperCode.PUBLISH);
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockCase(trx, q.id))) throw notFound(CASE_MISSING);
    const before = await loadCase(trx, q.id);
    await repo.setCaseState(trx, q.id, q.status);
    const after = toCaseDetail(await loadCase(trx, q.id));
    await recordVersion(trx, {
      type: 'case',
      id: q.id,
      action:
        q.status === ContentState.PUBLISHED
          ? ContentVersionAction.PUBLISH
          : ContentVersionAction.WITHDRAW,
      operCode: ContentOperCode.PUBLISH,
      user,
      after,
      before: { snapshot: toCaseDetail(before), updatedAt: before.updatedAt },
    });
    return after;
  });
}
