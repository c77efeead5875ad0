import { PreviewFrame } from '@/components/portal/preview-frame';
import { paths } from '@/config/paths';
import { CaseDetailView } from '@/features/cases/components/case-detail-view';
import { caseDetailText } from '@/features/cases/content';
import { useCaseDetail } from '@/features/content/api/get-content-detail';
import { ContentDetailState } from '@/features/content/components/content-detail-state';
import { previewText } from '@/features/content/content';
import { usePageMeta } from '@/lib/page-meta';

/** The case editors' list in the back office (menu admin.content.case). */
const EDITOR_LIST = `${paths.admin}/content/case`;

const text = { ...previewText, publishedHint: caseDetailText.previewPublishedHint };

/** /customerCasePreview?id=: a case as the portal will show it, drafts included. */
export function Component() {
  const { query, missing } = useCaseDetail({ preview: true });
  const detail = query.data;
  const title = detail ? `${detail.name}（${previewText.label}）` : undefined;
  usePageMeta(title ?? (missing ? caseDetailText.notFound.title : undefined), detail?.background);

  return (
    <PreviewFrame state={detail?.state} editorList={EDITOR_LIST} text={text}>
      <ContentDetailState
        query={query}
        missing={missing}
        notFound={caseDetailText.notFound}
        listPath={paths.case}
      >
        {(loaded) => <CaseDetailView detail={loaded} />}
      </ContentDetailState>
    </PreviewFrame>
  );
}
