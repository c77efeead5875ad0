import { useMemo } from 'react';
import { paths } from '@/config/paths';
import { CaseDetailView } from '@/features/cases/components/case-detail-view';
import { caseDetailText } from '@/features/cases/content';
import { relatedCases } from '@/features/cases/utils/related-cases';
import { useCaseDetail } from '@/features/content/api/get-content-detail';
import { caseHref, usePortalCases } from '@/lib/portal-content';
import { ContentDetailState } from '@/features/content/components/content-detail-state';
import { usePageMeta } from '@/lib/page-meta';

export function Component() {
  const { query, missing } = useCaseDetail();
  const cases = usePortalCases();
  const detail = query.data;
  const related = useMemo(
    () => (detail && cases.data ? relatedCases(cases.data, detail) : []),
    [detail, cases.data],
  );
  usePageMeta(
    detail?.name ?? (missing ? caseDetailText.notFound.title : undefined),
    detail?.background,
  );

  return (
    <ContentDetailState
      query={query}
      missing={missing}
      notFound={caseDetailText.notFound}
      listPath={paths.case}
    >
      {(loaded) => <CaseDetailView detail={loaded} related={related} relatedHref={caseHref} />}
    </ContentDetailState>
  );
}
