import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ReleaseDialog } from '@/components/admin/release-dialog';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { toast } from '@/lib/message';
import { editTargetOf, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useSetRelease } from './api';
import type { ReleaseRecordEditor as ReleaseRecordEditorType } from './release-record-editor';
import {
  ReleaseState,
  type ReleaseDetail,
  type ReleaseRecordKind,
  type ReleaseRow,
  type ReleaseValues,
} from './kind';
import { ReleaseRecordTable } from './release-record-table';
import { releaseText as text } from './text';

// The rich-text editor is the heaviest part of the screen: it loads when a record is opened.
// lazy() forgets the editor's type parameters: it is the same generic component.
const ReleaseRecordEditor = lazy(() =>
  import('./release-record-editor').then((m) => ({ default: m.ReleaseRecordEditor })),
) as unknown as typeof ReleaseRecordEditorType;

/** What is about to be published, and whether the editor asked (it then closes after). */
interface ReleaseRequest {
  id: number;
  title: string;
  fromEditor?: boolean;
}

/**
 * The back-office screen of a kind of released record: the list (filters and paging in
 * the address) or, with `?edit=new|<id>`, the editor; both share the publish dialog.
 */
export function ReleaseRecordScreen<
  R extends ReleaseRow,
  D extends ReleaseDetail & R,
  V extends ReleaseValues,
>({ kind }: { kind: ReleaseRecordKind<R, D, V> }) {
  const noun = kind.text.noun;
  const listQuery = useAdminListQuery({ filters: kind.filters });
  const edit = editTargetOf(listQuery.edit);
  useDocumentTitle(
    pageTitle(
      edit === null ? kind.text.title : edit === 'new' ? text.newTitle(noun) : text.editTitle(noun),
    ),
  );
  const [releasing, setReleasing] = useState<ReleaseRequest | null>(null);
  // A new record that got its id keeps its form; any other record is a fresh one.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const release = useSetRelease(kind);

  async function publish(request: ReleaseRequest, releaseTime: string | null) {
    try {
      const saved = await release.mutateAsync({
        id: request.id,
        status: ReleaseState.PUBLISHED,
        releaseTime,
      });
      toast.success(
        kind.isScheduled(saved) ? kind.text.scheduledDone(saved.releaseTime) : text.published,
      );
      if (request.fromEditor) listQuery.setEdit(null);
    } catch (error) {
      showActionError(error);
      throw error;
    }
  }

  return (
    <>
      {edit === null ? (
        <ReleaseRecordTable kind={kind} onPublish={setReleasing} />
      ) : (
        <Suspense
          fallback={
            <Card>
              <Skeleton active paragraph={{ rows: 8 }} />
            </Card>
          }
        >
          <ReleaseRecordEditor
            key={edit === 'new' || edit === createdId ? 'new' : edit}
            kind={kind}
            edit={edit}
            onClose={() => listQuery.setEdit(null)}
            onCreated={(id) => {
              setCreatedId(id);
              listQuery.setEdit(id, { replace: true });
            }}
            onPublish={(item) => setReleasing({ ...item, fromEditor: true })}
          />
        </Suspense>
      )}
      <ReleaseDialog
        open={releasing !== null}
        noun={noun}
        itemTitle={releasing?.title ?? ''}
        onSubmit={(releaseTime) => publish(releasing!, releaseTime)}
        onClose={() => setReleasing(null)}
      />
    </>
  );
}
