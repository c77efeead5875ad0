import type { CaseListItem } from '@pn/shared';
import { useMemo } from 'react';
import { useSearchParams } from '@/lib/portal-nav';
import { CardGrid } from '@/components/portal/card-grid';
import { IndustryFilter, type FilterOption } from '@/components/portal/industry-filter';
import { PageBanner } from '@/components/portal/page-banner';
import { PortalSection } from '@/components/portal/portal-section';
import { QueryState } from '@/components/portal/query-state';
import { paths } from '@/config/paths';
import { selectedTrade } from '@/lib/trade-param';
import { nav } from '@/locales/zh-CN/common';
import { casesText } from '../content';
import { CaseCard } from './case-card';
import styles from './cases.module.css';

/**
 * The band's artwork. Part of the page's HTML, it is the page's largest picture on the first
 * paint; the case pictures below arrive with the list from the content service.
 */
const BANNER_IMAGE = '/images/banners/cases.svg';

/** Anchor of the filter and list, where a filter choice brings the reader back. */
const LIST_ANCHOR = 'case-list';

export interface CaseIndustry {
  id: string;
  name: string;
  items: CaseListItem[];
}

interface CasesPageProps {
  /** Published cases, newest first; undefined while loading. */
  cases: readonly CaseListItem[] | undefined;
  /** The same cases by industry, industries in display order, empty ones left out. */
  industries: readonly CaseIndustry[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  hrefOf: (item: CaseListItem) => string;
}

/** /case: every published case, filterable by industry. */
export function CasesPage({
  cases,
  industries,
  isPending,
  error,
  onRetry,
  hrefOf,
}: CasesPageProps) {
  const search = useSearchParams();
  const trade = selectedTrade(
    search,
    industries.map((i) => i.id),
  );
  const shown = trade ? (industries.find((i) => i.id === trade)?.items ?? []) : (cases ?? []);
  const options = useMemo<FilterOption[]>(
    () => [
      { id: undefined, name: casesText.all, count: cases?.length ?? 0 },
      ...industries.map((i) => ({ id: i.id, name: i.name, count: i.items.length })),
    ],
    [cases, industries],
  );

  return (
    <>
      <PageBanner
        title={casesText.title}
        eyebrow={casesText.eyebrow}
        lead={casesText.lead}
        crumbs={[{ label: nav.home, to: paths.home }, { label: nav.case }]}
        backgroundImage={BANNER_IMAGE}
      />
      <PortalSection id={LIST_ANCHOR}>
        <QueryState
          isPending={isPending}
          error={error}
          isEmpty={cases?.length === 0}
          emptyText={casesText.empty}
          onRetry={onRetry}
        >
          <h2 className={styles.srOnly}>{casesText.listLabel}</h2>
          <IndustryFilter
            label={casesText.filterLabel}
            options={options}
            selected={trade}
            anchor={LIST_ANCHOR}
          />
          <p className={styles.listMeta} role="status">
            {casesText.count(shown.length)}
          </p>
          <CardGrid label={casesText.listLabel}>
            {shown.map((item) => (
              <CaseCard key={item.pkId} item={item} href={hrefOf(item)} />
            ))}
          </CardGrid>
        </QueryState>
      </PortalSection>
    </>
  );
}
