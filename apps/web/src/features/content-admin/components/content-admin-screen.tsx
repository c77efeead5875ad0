import { useEffect, type ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { editTargetOf, useAdminListQuery } from '@/lib/use-admin-list-query';
import { adminText as text } from '../content';
import type { AdminDetail, ContentKind } from '../kinds';
import { CONTENT_FILTERS, type EditTarget } from '../list-query';
import type { EditorScreenProps } from './content-editor';
import { ContentList } from './content-list';

interface ContentAdminScreenProps<L, D extends AdminDetail> {
  kind: ContentKind<L, D>;
  renderEditor: (props: EditorScreenProps) => ReactNode;
}

function titleOf(kindTitle: string, target: EditTarget | null): string {
  if (target === null) return kindTitle;
  return target === 'new' ? text.createTitle(kindTitle) : text.editTitle(kindTitle);
}

/**
 * One back-office content screen: the list, or with `?edit=new|<id>` the editor, so reload
 * and back keep the place. The list's filters stay in the URL while the editor is open.
 */
export function ContentAdminScreen<L, D extends AdminDetail>({
  kind,
  renderEditor,
}: ContentAdminScreenProps<L, D>) {
  const { edit, setEdit } = useAdminListQuery({ filters: CONTENT_FILTERS });
  const target = editTargetOf(edit);
  useDocumentTitle(pageTitle(titleOf(kind.title, target)));

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [target]);

  if (target !== null) {
    return renderEditor({
      target,
      onClose: () => setEdit(null),
      onCreated: (pkId) => setEdit(pkId, { replace: true }),
    });
  }
  return <ContentList kind={kind} onOpen={setEdit} />;
}
