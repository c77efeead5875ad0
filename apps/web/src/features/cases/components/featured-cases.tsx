import type { CaseListItem } from '@pn/shared';
import { CardGrid } from '@/components/portal/card-grid';
import { PortalSection } from '@/components/portal/portal-section';
import { paths } from '@/config/paths';
import { caseHref, usePortalCases } from '@/lib/portal-content';
import { featuredText } from '../content';
import { CaseCard } from './case-card';
import styles from './cases.module.css';

/** Cases on the home page: one row. */
const FEATURED_COUNT = 4;

/** Up to `count` cases, one per industry first, in list order. */
export function pickFeatured(cases: readonly CaseListItem[], count = FEATURED_COUNT) {
  const seen = new Set<string>();
  const firsts = cases.filter((c) => !seen.has(c.trade) && seen.add(c.trade));
  const rest = cases.filter((c) => !firsts.includes(c));
  return [...firsts, ...rest].slice(0, count);
}

/** The home page's row of published customer cases from different industries. */
export function FeaturedCases() {
  const { data } = usePortalCases();
  if (data && data.length === 0) return null;
  return (
    <PortalSection
      id="featured-cases"
      title={featuredText.title}
      lead={featuredText.lead}
      more={{ to: paths.case, label: featuredText.more }}
    >
      {data ? (
        <CardGrid label={featuredText.title}>
          {pickFeatured(data).map((item) => (
            <CaseCard key={item.pkId} item={item} href={caseHref(item)} />
          ))}
        </CardGrid>
      ) : (
        // Keeps the section's height while the list loads.
        <div className={styles.featuredSkeleton} aria-hidden="true" />
      )}
    </PortalSection>
  );
}
