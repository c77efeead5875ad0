import { MarketApplicationState } from '@pn/shared';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { editTargetOf, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useSetApplicationStatus } from '../api/set-application-status';
import { APPLICATION_FILTERS } from '../list-filters';
import { applicationText as text } from '../text';
import { ApplicationTable, type ApplicationTarget } from './application-table';

// Four rich-text editors are the heaviest part of the screen: they load when one is opened.
const ApplicationEditor = lazy(() =>
  import('./application-editor').then((m) => ({ default: m.ApplicationEditor })),
);

/**
 * 应用市场 in the back office: the list (`?keyword&state&industryId&page&pageSize`) or, with
 * `?edit=new|<id>`, the editor; both publish through the same confirm dialog.
 */
export function ApplicationAdminPage() {
  useDocumentTitle(pageTitle(text.title));
  const confirm = useAdminConfirm();
  const listQuery = useAdminListQuery({ filters: APPLICATION_FILTERS });
  const edit = editTargetOf(listQuery.edit);
  // A new application that got its id keeps its form; any other one is a fresh form.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const status = useSetApplicationStatus();

  const confirmPublish = (item: ApplicationTarget, fromEditor: boolean) =>
    confirm({
      title: text.publishTitle,
      content: text.publishContent(item.applicationName),
      onConfirm: async () => {
        await status.mutateAsync({ id: item.id, status: MarketApplicationState.PUBLISHED });
        if (fromEditor) listQuery.setEdit(null);
      },
      success: text.published,
    });

  if (edit === null) {
    return <ApplicationTable onPublish={(item) => confirmPublish(item, false)} />;
  }
  return (
    <Suspense
      fallback={
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      }
    >
      <ApplicationEditor
        key={edit === 'new' || edit === createdId ? 'new' : edit}
        edit={edit}
        onClose={() => listQuery.setEdit(null)}
        onCreated={(id) => {
          setCreatedId(id);
          listQuery.setEdit(id, { replace: true });
        }}
        onPublish={(item) => confirmPublish(item, true)}
      />
    </Suspense>
  );
}
