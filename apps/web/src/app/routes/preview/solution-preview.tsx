import { PreviewFrame } from '@/components/portal/preview-frame';
import { paths } from '@/config/paths';
import { useSolutionDetail } from '@/features/content/api/get-content-detail';
import { ContentDetailState } from '@/features/content/components/content-detail-state';
import { previewText } from '@/features/content/content';
import { SolutionDetailView } from '@/features/solutions/components/solution-detail-view';
import { solutionDetailText } from '@/features/solutions/content';
import { usePageMeta } from '@/lib/page-meta';

/** The solution editors' list in the back office (menu admin.content.solution). */
const EDITOR_LIST = `${paths.admin}/content/solution`;

const text = { ...previewText, publishedHint: solutionDetailText.previewPublishedHint };

/** /industrySolutionPreview?id=: a solution as the portal will show it, drafts included. */
export function Component() {
  const { query, missing } = useSolutionDetail({ preview: true });
  const detail = query.data;
  const title = detail ? `${detail.methodName}（${previewText.label}）` : undefined;
  usePageMeta(
    title ?? (missing ? solutionDetailText.notFound.title : undefined),
    detail?.methodDesc,
  );

  return (
    <PreviewFrame state={detail?.state} editorList={EDITOR_LIST} text={text}>
      <ContentDetailState
        query={query}
        missing={missing}
        notFound={solutionDetailText.notFound}
        listPath={paths.solution}
      >
        {(loaded) => <SolutionDetailView detail={loaded} />}
      </ContentDetailState>
    </PreviewFrame>
  );
}
