import { randomBytes } from 'node:crypto';
import { INDUSTRIES, type IndustryForm, type IndustryItem } from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import * as repo from '../content/industry.repository.js';
import { passContentGate } from './content-gate.js';

export const IndustryMessages = {
  UNKNOWN: '所选行业不存在',
  MISSING: '行业不存在',
  NAME_TAKEN: '行业名称已存在',
  BUILT_IN: '平台内置行业不能删除',
  IN_USE: '该行业下仍有案例、方案或应用场景，不能删除',
} as const;

/** Refuses a form naming an industry that does not exist. */
export async function assertIndustryExists(db: Database, id: string): Promise<void> {
  if (!(await repo.findIndustry(db, id))) throw badRequest(IndustryMessages.UNKNOWN);
}

async function assertNameFree(db: Database, name: string, exceptId?: string): Promise<void> {
  if (await repo.industryNamed(db, name, exceptId)) throw conflict(IndustryMessages.NAME_TAKEN);
}

/**
 * Adds an industry without an id from the editor (add/noIndustryId): the server gives it
 * a stable key, as the catalogue's industries have theirs.
 */
export async function addIndustry(
  db: Database,
  request: FastifyRequest,
  form: IndustryForm,
): Promise<IndustryItem> {
  await passContentGate(db, request, null);
  await assertNameFree(db, form.name);
  return repo.insertIndustry(db, `ind_${randomBytes(6).toString('hex')}`, form);
}

export async function editIndustry(
  db: Database,
  request: FastifyRequest,
  id: string,
  form: IndustryForm,
): Promise<IndustryItem> {
  await passContentGate(db, request, null);
  await assertNameFree(db, form.name, id);
  const row = await repo.updateIndustry(db, id, form);
  if (!row) throw notFound(IndustryMessages.MISSING);
  return row;
}

/**
 * Removes an industry added in the back office. The catalogue's industries stay (the
 * portal's menus are built on them), and so does any industry content still belongs to.
 */
export async function removeIndustry(
  db: Database,
  request: FastifyRequest,
  id: string,
): Promise<void> {
  await passContentGate(db, request, null);
  if (INDUSTRIES.some((i) => i.id === id)) throw conflict(IndustryMessages.BUILT_IN);
  if (await repo.industryInUse(db, id)) throw conflict(IndustryMessages.IN_USE);
  if (!(await repo.deleteIndustry(db, id))) throw notFound(IndustryMessages.MISSING);
}
