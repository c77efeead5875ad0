import type { SolutionListItem } from '@pn/shared';
import { useEffect, useMemo } from 'react';
import { useLocation } from '@/lib/portal-nav';
import { CardGrid } from '@/components/portal/card-grid';
import { ConsultButton } from '@/components/portal/consult-button';
import { PageBanner } from '@/components/portal/page-banner';
import { PageTabBar } from '@/components/portal/page-tab-bar';
import { PortalSection } from '@/components/portal/portal-section';
import portal from '@/components/portal/portal.module.css';
import { QueryState } from '@/components/portal/query-state';
import { paths } from '@/config/paths';
import { nav } from '@/locales/zh-CN/common';
import { scrollToAnchor } from '@/lib/scroll';
import { solutionsText as text } from '../content';
import type { IndustrySection } from '../utils/industry-sections';
import { SolutionCard } from './solution-card';
import styles from './solutions.module.css';

interface SolutionsPageProps {
  /** Published solutions by industry, industries in display order. */
  sections: readonly IndustrySection[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  hrefOf: (item: SolutionListItem) => string;
}

/** /solution: one section per industry, reachable from the tab bar and by `#industry`. */
export function SolutionsPage({ sections, isPending, error, onRetry, hrefOf }: SolutionsPageProps) {
  const tabs = useMemo(() => sections.map((s) => ({ id: s.id, label: s.name })), [sections]);
  const ready = !isPending && !error && sections.length > 0;
  const { hash } = useLocation();

  // The sections arrive after the first render, too late for the navigation's own scroll
  // to the hash (/solution#port from the header): scroll once they are on the page.
  useEffect(() => {
    if (ready && hash) scrollToAnchor(decodeURIComponent(hash.slice(1)));
  }, [ready, hash]);

  return (
    <>
      <PageBanner
        title={text.title}
        eyebrow={text.eyebrow}
        lead={text.lead}
        crumbs={[{ label: nav.home, to: paths.home }, { label: nav.solution }]}
        actions={
          <ConsultButton source={{ kind: 'solution' }} className={portal.buttonLight}>
            {text.consult}
          </ConsultButton>
        }
      />
      {ready ? (
        <div className={styles.industries}>
          <PageTabBar tabs={tabs} label={text.tabsLabel} />
          {sections.map((section, index) => (
            <PortalSection
              key={section.id}
              id={section.id}
              title={section.name}
              lead={section.description || undefined}
              tinted={index % 2 === 1}
              alignStart
            >
              <CardGrid label={text.listLabel(section.name)}>
                {section.items.map((item) => (
                  <SolutionCard key={item.pkId} item={item} href={hrefOf(item)} />
                ))}
              </CardGrid>
            </PortalSection>
          ))}
        </div>
      ) : (
        <div className={portal.sectionInner}>
          <QueryState
            isPending={isPending}
            error={error}
            isEmpty
            emptyText={text.empty}
            onRetry={onRetry}
          >
            {null}
          </QueryState>
        </div>
      )}
    </>
  );
}
