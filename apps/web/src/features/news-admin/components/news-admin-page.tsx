import { NewsStatus } from '@pn/shared';
import { Card, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReleaseDialog } from '@/components/admin/release-dialog';
import { showActionError } from '@/lib/api-errors';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { toast } from '@/lib/message';
import { useSetNewsRelease } from '../api/set-news-release';
import { newsAdminQueryString, parseNewsAdminQuery, type NewsAdminQuery } from '../list-query';
import { newsAdminText as text } from '../text';
import { NewsTable } from './news-table';

// The rich-text editor is the heaviest part of the screen: it loads when an item is opened.
const NewsEditor = lazy(() => import('./news-editor').then((m) => ({ default: m.NewsEditor })));

/** What is about to be published, and whether the editor asked (it then closes after). */
interface ReleaseRequest {
  id: number;
  title: string;
  fromEditor?: boolean;
}

/**
 * 新闻资讯 in the back office: the list (`?keyword&status&page&pageSize`) or, with
 * `?edit=new|<id>`, the editor; both share the publish dialog.
 */
export function NewsAdminPage() {
  useDocumentTitle(pageTitle(text.title));
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseNewsAdminQuery(search), [search]);
  const [releasing, setReleasing] = useState<ReleaseRequest | null>(null);
  // A new item that got its id keeps its form; any other item is a fresh one.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const release = useSetNewsRelease();

  const go = (next: NewsAdminQuery, options?: { replace?: boolean }) =>
    setSearch(newsAdminQueryString(next), options);

  async function publish(request: ReleaseRequest, releaseTime: string | null) {
    try {
      const saved = await release.mutateAsync({
        id: request.id,
        status: NewsStatus.PUBLISHED,
        releaseTime,
      });
      toast.success(
        dayjs(saved.releaseTime).isAfter(dayjs())
          ? text.scheduledDone(saved.releaseTime)
          : text.published,
      );
      if (request.fromEditor) go({ ...query, edit: undefined });
    } catch (error) {
      showActionError(error);
      throw error;
    }
  }

  return (
    <>
      {query.edit === undefined ? (
        <NewsTable query={query} go={go} onPublish={setReleasing} />
      ) : (
        <Suspense
          fallback={
            <Card>
              <Skeleton active paragraph={{ rows: 8 }} />
            </Card>
          }
        >
          <NewsEditor
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
