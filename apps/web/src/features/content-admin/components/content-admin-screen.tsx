import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { adminText as text } from '../content';
import type { AdminDetail, ContentKind } from '../kinds';
import {
  parseEditTarget,
  parseListQuery,
  withEditTarget,
  withListQuery,
  type EditTarget,
} from '../list-query';
import { ContentList } from './content-list';
import type { EditorScreenProps } from './content-editor';

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
  const [search, setSearch] = useSearchParams();
  const target = parseEditTarget(search);
  useDocumentTitle(pageTitle(titleOf(kind.title, target)));

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [target]);

  if (target !== null) {
    return renderEditor({
      target,
      onClose: () => setSearch(withEditTarget(search, null)),
      onCreated: (pkId) => setSearch(withEditTarget(search, pkId), { replace: true }),
    });
  }
  return (
    <ContentList
      kind={kind}
      query={parseListQuery(search)}
      onQueryChange={(query) => setSearch(withListQuery(search, query))}
      onOpen={(next) => setSearch(withEditTarget(search, next))}
    />
  );
}
