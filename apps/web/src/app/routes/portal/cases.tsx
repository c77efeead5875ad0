import { useMemo } from 'react';
import { CasesPage } from '@/features/cases/components/cases-page';
import { casesText } from '@/features/cases/content';
import { caseHref, groupByIndustry, usePortalCases } from '@/lib/portal-content';
import { usePageMeta } from '@/lib/page-meta';

export function Component() {
  usePageMeta(casesText.title, casesText.metaDescription);
  const cases = usePortalCases();
  const industries = useMemo(() => groupByIndustry(cases.data ?? []), [cases.data]);
  return (
    <CasesPage
      cases={cases.data}
      industries={industries}
      isPending={cases.isPending}
      error={cases.error}
      onRetry={() => void cases.refetch()}
      hrefOf={caseHref}
    />
  );
}
