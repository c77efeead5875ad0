import { paths } from '@/config/paths';
import { useSolutionDetail } from '@/features/content/api/get-content-detail';
import { ContentDetailState } from '@/features/content/components/content-detail-state';
import { useIndustryApplications } from '@/features/market-application/components/industry-applications';
import { SolutionDetailView } from '@/features/solutions/components/solution-detail-view';
import { solutionDetailText } from '@/features/solutions/content';
import { usePageMeta } from '@/lib/page-meta';
import type { SolutionDetail } from '@pn/shared';

/** A published solution with the market applications of its industry. */
function PublishedSolution({ detail }: { detail: SolutionDetail }) {
  const applications = useIndustryApplications(detail.trade, detail.industryName);
  return <SolutionDetailView detail={detail} applications={applications} />;
}

export function Component() {
  const { query, missing } = useSolutionDetail();
  const detail = query.data;
  usePageMeta(
    detail?.methodName ?? (missing ? solutionDetailText.notFound.title : undefined),
    detail?.methodDesc,
  );

  return (
    <ContentDetailState
      query={query}
      missing={missing}
      notFound={solutionDetailText.notFound}
      listPath={paths.solution}
    >
      {(loaded) => <PublishedSolution detail={loaded} />}
    </ContentDetailState>
  );
}
