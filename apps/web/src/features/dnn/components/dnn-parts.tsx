import {
  DNN_STATUS_LABELS,
  ISOLATION_LEVEL_LABELS,
  SST_DESCRIPTIONS,
  SST_LABELS,
  type DnnStatus,
  type IsolationLevel,
  type Sst,
} from '@pn/shared';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import styles from '../dnn.module.css';

const STATUS_COLORS: Record<DnnStatus, string> = {
  1: 'success',
  2: 'warning',
  3: 'default',
};

export function DnnStatusTag({ status }: { status: number }) {
  const s = status as DnnStatus;
  return <Tag color={STATUS_COLORS[s] ?? 'default'}>{DNN_STATUS_LABELS[s] ?? status}</Tag>;
}

const LEVEL_COLORS: Record<IsolationLevel, string> = {
  dnn: 'blue',
  slice: 'purple',
  upf: 'gold',
};

export function LevelTag({ level }: { level: IsolationLevel }) {
  return <Tag color={LEVEL_COLORS[level]}>{ISOLATION_LEVEL_LABELS[level]}</Tag>;
}

/** An S-NSSAI: its SST name (with what it stands for) and the SD. */
export function Snssai({ sst, sd }: { sst: number; sd: string }) {
  const name = SST_LABELS[sst as Sst] ?? `SST ${sst}`;
  return (
    <span className={styles.snssai}>
      <Tooltip title={SST_DESCRIPTIONS[sst as Sst]}>
        <Tag>{`${name} (SST ${sst})`}</Tag>
      </Tooltip>
      <span className={styles.sd}>{sd ? `SD ${sd}` : 'SD 无'}</span>
    </span>
  );
}

export const SST_OPTIONS = ([1, 2, 3] as const).map((sst) => ({
  value: sst,
  label: `${SST_LABELS[sst]}（${SST_DESCRIPTIONS[sst]}）`,
}));

export const LEVEL_OPTIONS = (Object.keys(ISOLATION_LEVEL_LABELS) as IsolationLevel[]).map(
  (level) => ({ value: level, label: ISOLATION_LEVEL_LABELS[level] }),
);

export const STATUS_OPTIONS = ([1, 2, 3] as const).map((s) => ({
  value: s,
  label: DNN_STATUS_LABELS[s],
}));

/** The title block of an A2 screen; also sets the document title. */
export function DnnPageHeader({
  title,
  intro,
  extra,
}: {
  title: string;
  intro?: ReactNode;
  extra?: ReactNode;
}) {
  useDocumentTitle(pageTitle(title));
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {extra ? <div className={styles.toolbar}>{extra}</div> : null}
    </header>
  );
}
