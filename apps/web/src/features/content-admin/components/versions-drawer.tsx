import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  CONTENT_VERSION_ACTION_LABELS,
  DIALOG_WIDTH,
  PAGE_SIZE_DEFAULT,
  type ContentVersionAction,
  type ContentVersionItem,
} from '@pn/shared';
import { Alert, Button, Drawer, Skeleton, Switch, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
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

const actionLabel = (action: string) =>
  CONTENT_VERSION_ACTION_LABELS[action as ContentVersionAction] ?? action;

/** A record's versions, newest first; each can be compared with the record as it is now. */
export function VersionsDrawer<D extends AdminDetail>({
  kind,
  target,
  onClose,
}: VersionsDrawerProps<D>) {
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={`min(${DIALOG_WIDTH.drawer}px, 100vw)`}
      title={target ? text.versionsTitle(target.name) : undefined}
      destroyOnHidden
    >
      {target ? <VersionList kind={kind} target={target} /> : null}
    </Drawer>
  );
}

function VersionList<D extends AdminDetail>({
  kind,
  target,
}: {
  kind: ContentKind<unknown, D>;
  target: ActionTarget;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  const [selected, setSelected] = useState<ContentVersionItem | null>(null);
  const versions = useVersions(kind.type, target.pkId, page, pageSize);

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

  const columns: TableProps<ContentVersionItem>['columns'] = [
    {
      key: 'version',
      title: text.versionNo,
      dataIndex: 'version',
      width: 70,
      render: (v: number) => `v${v}`,
    },
    {
      key: 'action',
      title: text.versionAction,
      dataIndex: 'action',
      width: 90,
      render: (action: string) => <Tag>{actionLabel(action)}</Tag>,
    },
    {
      key: 'operator',
      title: text.versionOperator,
      dataIndex: 'operator',
      render: (op: string) => op || '-',
    },
    { key: 'time', title: text.versionTime, dataIndex: 'createTime', width: 165 },
    {
      key: 'compare',
      title: '',
      width: 64,
      render: (_: unknown, row: ContentVersionItem) => (
        <Button
          type="link"
          size="small"
          aria-label={`${text.versionCompare} v${row.version}`}
          onClick={() => setSelected(row)}
        >
          {text.versionCompare}
        </Button>
      ),
    },
  ];

  return (
    <>
      {versions.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(versions.error)} />
      ) : null}
      <Table<ContentVersionItem>
        rowKey="versionId"
        aria-label={text.versionsList}
        size="small"
        columns={columns}
        dataSource={versions.data?.data}
        loading={versions.isFetching}
        scroll={{ x: 520 }}
        locale={{ emptyText: text.versionsEmpty }}
        pagination={{
          current: page,
          pageSize,
          total: versions.data?.total ?? 0,
          size: 'small',
          showSizeChanger: true,
          showTotal: text.total,
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
      />
    </>
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
        <Tag>{actionLabel(version.action)}</Tag>
        {version.operator ? `${text.versionOperator}：${version.operator}` : null}
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
