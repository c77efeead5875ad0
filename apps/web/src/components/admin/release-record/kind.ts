import { NewsStatus, type PageResult } from '@pn/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FilterParsers } from '@/lib/use-admin-list-query';

/**
 * A kind of record that is written as a draft, published (now or at a later time) and
 * withdrawn: news items and notices. The list, editor and screen in this folder serve any
 * such kind; a feature only describes its own (texts, endpoints, extra fields and columns).
 */

/** News and notices share their states: 0 draft, 1 published, 2 withdrawn. */
export const ReleaseState = NewsStatus;

/** What every kind's list rows hold. */
export interface ReleaseRow {
  id: number;
  title: string;
  status: number;
  /** `YYYY-MM-DD HH:mm:ss`; empty until first published. */
  releaseTime: string;
  updateTime: string;
}

/** What every kind's detail holds. */
export interface ReleaseDetail extends ReleaseRow {
  content: string;
}

/** The form fields every kind has; a kind adds its own. */
export interface ReleaseValues {
  title: string;
  content: string;
}

export type ReleaseChange =
  | { id: number; status: typeof ReleaseState.PUBLISHED; releaseTime: string | null }
  | { id: number; status: typeof ReleaseState.WITHDRAWN };

/** The list query as the list endpoint takes it. */
export type ReleaseListQuery = Record<string, string | number | undefined> & {
  page: number;
  pageSize: number;
};

/** The kind's own words; the rest (按钮, 状态) is shared, see text.ts. */
export interface ReleaseKindText {
  /** The screen's title (menu name), e.g. 新闻资讯. */
  title: string;
  intro: string;
  /** The record in a sentence: 资讯, 公告. */
  noun: string;
  keywordPlaceholder: string;
  /** The table's accessible name. */
  listLabel: string;
  scheduledDone: (time: string) => string;
  withdrawContent: (title: string) => string;
  /** After saving a record that is live. */
  savedLive: string;
  fieldTitle: string;
  fieldTitlePlaceholder: string;
  fieldTitleExtra?: string;
  fieldContent: string;
}

// Method signatures: a kind's own endpoint functions (typed by its own form) serve here.
export interface ReleaseKindApi<R extends ReleaseRow, D extends ReleaseDetail> {
  list(query: ReleaseListQuery, signal?: AbortSignal): Promise<PageResult<R>>;
  /** Any state, without counting a portal view. */
  detail(id: number, signal?: AbortSignal): Promise<D>;
  /** Creates a draft (no id) or saves a record; `form` is what the kind's schema parsed. */
  save(form: unknown): Promise<D>;
  setRelease(change: ReleaseChange): Promise<D>;
  /** Deletes a draft or withdrawn record; kinds without it offer no 删除. */
  remove?(id: number): Promise<unknown>;
}

// Method signatures, so that a kind of one record type serves code written for any kind.
export interface ReleaseRecordKind<
  R extends ReleaseRow,
  D extends ReleaseDetail & R,
  V extends ReleaseValues = ReleaseValues,
> {
  /** Root of the kind's back-office query keys, e.g. 'news-admin'. */
  key: string;
  /** The portal's cached queries a write makes stale. */
  portalKeys: readonly QueryKey[];
  text: ReleaseKindText;
  limits: { keyword: number; title: number; content: number };
  /** The address filters (keyword and status, and the kind's own); a module constant. */
  filters: FilterParsers;
  /** The columns the list endpoint sorts on (its sortQuery fields); a module constant. */
  sorts: readonly string[];
  /** The kind's own filter fields, after keyword and status. */
  filterFields?: ReactNode;
  /** The server's form schema: the form checks what the server checks. */
  schema: z.ZodObject<z.ZodRawShape>;
  empty: V;
  valuesOf(detail: D): V;
  /** The kind's own form fields, between the title and the body. */
  formFields?: ReactNode;
  /** What the preview shows besides title and body. */
  previewOf(values: V): { lead?: string; cover?: string; meta?: ReactNode };
  /** Columns after the title. */
  leadColumns?: ColumnsType<R>;
  /** Columns after the release time (the update time comes last). */
  tailColumns?: ColumnsType<R>;
  /** Published with a release time still to come. */
  isScheduled(item: R): boolean;
  /** The portal page of a live record: its 预览 opens there. */
  portalHref?(item: R): string;
  api: ReleaseKindApi<R, D>;
}

/** Published and already shown. */
export function isLive<R extends ReleaseRow>(kind: { isScheduled: (item: R) => boolean }, item: R) {
  return item.status === ReleaseState.PUBLISHED && !kind.isScheduled(item);
}
