import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ContentVersionItem } from '@pn/shared';
import { Alert, Button, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import {
  useVersionPaging,
  versionActionLabel,
  VersionsDrawer as HistoryDrawer,
  VersionsTable,
  versionsText,
} from '@/components/admin/versions-table';
import { errorMessageOf } from '@/lib/api-errors';
import { useContentDetail } from '../api/get-content-detail';
import { useVersionDetail, useVersions } from '../api/get-versions';
import { adminText as text } from '../content';
import type { AdminDetail, ContentKind } from '../kinds';
import { compareVersion, type FieldComparison } from '../version-diff';
import type { ActionTarget } from './publish-actions';
import styles from './content-admin.module.css';

interface VersionsDrawerProps<D extends AdminDetail> {
  kind: ContentKind<unknown, D>;
  /** The record whose history is open; null when closed. */
  target: ActionTarget | null;
  onClose: () => void;
}

/** A record's versions, newest first; each can be compared with the record as it is now. */
export function VersionsDrawer<D extends AdminDetail>({
  kind,
  target,
  onClose,
}: VersionsDrawerProps<D>) {
  return (
    <HistoryDrawer open={target !== null} name={target?.name} onClose={onClose}>
      {target ? <VersionList kind={kind} target={target} /> : null}
    </HistoryDrawer>
  );
}

function VersionList<D extends AdminDetail>({
  kind,
  target,
}: {
  kind: ContentKind<unknown, D>;
  target: ActionTarget;
}) {
  const paging = useVersionPaging();
  const [selected, setSelected] = useState<ContentVersionItem | null>(null);
  const versions = useVersions(kind.type, target.pkId, paging.page, paging.pageSize);

  if (selected) {
    return (
      <VersionCompare
        kind={kind}
        target={target}
        version={selected}
        onBack={() => setSelected(null)}
      />
    );
  }

  return (
    <VersionsTable<ContentVersionItem>
      list={versions}
      paging={paging}
      actionLabel={text.versionCompare}
      onAction={setSelected}
    />
  );
}

interface VersionCompareProps<D extends AdminDetail> {
  kind: ContentKind<unknown, D>;
  target: ActionTarget;
  version: ContentVersionItem;
  onBack: () => void;
}

function VersionCompare<D extends AdminDetail>({
  kind,
  target,
  version,
  onBack,
}: VersionCompareProps<D>) {
  const detail = useVersionDetail(version.versionId);
  const current = useContentDetail(kind, target.pkId);
  const [onlyChanged, setOnlyChanged] = useState(true);

  const rows = detail.data ? compareVersion(kind.fields, detail.data.snapshot, current.data) : [];
  const changed = rows.filter((r) => r.changed);
  const shown = onlyChanged && changed.length > 0 ? changed : rows;

  return (
    <div className={styles.compareView}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} className={styles.back}>
        {text.versionBack}
      </Button>
      <h3 className={styles.compareTitle}>
        {text.compareHeading(version.version, version.createTime)}
      </h3>
      <p className={styles.compareMeta}>
        <Tag>{versionActionLabel(version.action)}</Tag>
        {version.operator ? `${versionsText.operator}：${version.operator}` : null}
      </p>
      {detail.isPending || current.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(detail.error)} />
      ) : (
        <>
          {changed.length === 0 ? (
            <Alert type="success" showIcon title={text.compareSame} className={styles.listAlert} />
          ) : (
            <div className={styles.compareBar}>
              <span>{text.compareChangedCount(changed.length)}</span>
              <span className={styles.switchField}>
                <Switch
                  size="small"
                  checked={onlyChanged}
                  onChange={setOnlyChanged}
                  aria-label={text.compareOnlyChanged}
                />
                <span>{text.compareOnlyChanged}</span>
              </span>
            </div>
          )}
          <div className={styles.compareScroll}>
            <table className={styles.compareTable}>
              <thead>
                <tr>
                  <th scope="col">{text.compareField}</th>
                  <th scope="col">{text.compareVersion}</th>
                  <th scope="col">{text.compareCurrent}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.key} className={row.changed ? styles.changedRow : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.changed ? (
                        <Tag color="orange" className={styles.changedTag}>
                          {text.compareChanged}
                        </Tag>
                      ) : null}
                    </th>
                    <td>
                      <FieldValue row={row} value={row.before} />
                    </td>
                    <td>
                      <FieldValue row={row} value={row.after ?? ''} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

function FieldValue({ row, value }: { row: FieldComparison; value: string }) {
  if (!value) return <span className={styles.emptyValue}>{text.emptyValue}</span>;
  if (row.format === 'picture') {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer" className={styles.thumbLink}>
        <img src={value} alt={row.label} className={styles.thumb} loading="lazy" />
      </a>
    );
  }
  return <span className={styles.fieldText}>{value}</span>;
}
