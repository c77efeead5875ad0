import { useMemo } from 'react';
import { groupByIndustry, solutionHref, usePortalSolutions } from '@/lib/portal-content';
import { useIndustries } from '@/features/solutions/api/get-industries';
import { SolutionsPage } from '@/features/solutions/components/solutions-page';
import { solutionsText } from '@/features/solutions/content';
import { industrySections } from '@/features/solutions/utils/industry-sections';
import { usePageMeta } from '@/lib/page-meta';

export function Component() {
  usePageMeta(solutionsText.title, solutionsText.metaDescription);
  const solutions = usePortalSolutions();
  const industries = useIndustries();
  const sections = useMemo(
    () => industrySections(groupByIndustry(solutions.data ?? []), industries.data),
    [solutions.data, industries.data],
  );
  return (
    <SolutionsPage
      sections={sections}
      // Descriptions come with the industries: wait for them (or their failure) so the
      // sections do not shift under a reader who arrived at /solution#industry.
      isPending={solutions.isPending || industries.isPending}
      error={solutions.error}
      onRetry={() => void solutions.refetch()}
      hrefOf={solutionHref}
    />
  );
}
