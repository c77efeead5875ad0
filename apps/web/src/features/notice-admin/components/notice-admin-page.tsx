import { NoticeStatus } from '@pn/shared';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReleaseDialog } from '@/components/admin/release-dialog';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { toast } from '@/lib/message';
import { useSetNoticeRelease } from '../api/set-notice-release';
import {
  noticeAdminQueryString,
  parseNoticeAdminQuery,
  type NoticeAdminQuery,
} from '../list-query';
import { noticeAdminText as text } from '../text';
import { NoticeTable } from './notice-table';

// The rich-text editor is the heaviest part of the screen: it loads when a notice is opened.
const NoticeEditor = lazy(() =>
  import('./notice-editor').then((m) => ({ default: m.NoticeEditor })),
);

/** What is about to be published, and whether the editor asked (it then closes after). */
interface ReleaseRequest {
  id: number;
  title: string;
  fromEditor?: boolean;
}

/**
 * 公告管理 in the back office: the list (`?keyword&status&place&page&pageSize`) or, with
 * `?edit=new|<id>`, the editor; both share the publish dialog.
 */
export function NoticeAdminPage() {
  useDocumentTitle(pageTitle(text.title));
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseNoticeAdminQuery(search), [search]);
  const [releasing, setReleasing] = useState<ReleaseRequest | null>(null);
  // A new notice that got its id keeps its form; any other notice is a fresh one.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const release = useSetNoticeRelease();

  const go = (next: NoticeAdminQuery, options?: { replace?: boolean }) =>
    setSearch(noticeAdminQueryString(next), options);

  async function publish(request: ReleaseRequest, releaseTime: string | null) {
    try {
      const saved = await release.mutateAsync({
        id: request.id,
        status: NoticeStatus.PUBLISHED,
        releaseTime,
      });
      toast.success(saved.scheduled ? text.scheduledDone(saved.releaseTime) : text.published);
      if (request.fromEditor) go({ ...query, edit: undefined });
    } catch (error) {
      showActionError(error);
      throw error;
    }
  }

  return (
    <>
      {query.edit === undefined ? (
        <NoticeTable query={query} go={go} onPublish={setReleasing} />
      ) : (
        <Suspense
          fallback={
            <Card>
              <Skeleton active paragraph={{ rows: 8 }} />
            </Card>
          }
        >
          <NoticeEditor
            key={query.edit === 'new' || query.edit === createdId ? 'new' : query.edit}
            edit={query.edit}
            onClose={() => go({ ...query, edit: undefined })}
            onCreated={(id) => {
              setCreatedId(id);
              go({ ...query, edit: id }, { replace: true });
            }}
            onPublish={(item) => setReleasing({ ...item, fromEditor: true })}
          />
        </Suspense>
      )}
      <ReleaseDialog
        open={releasing !== null}
        noun={text.noun}
        itemTitle={releasing?.title ?? ''}
        onSubmit={(releaseTime) => publish(releasing!, releaseTime)}
        onClose={() => setReleasing(null)}
      />
    </>
  );
}
