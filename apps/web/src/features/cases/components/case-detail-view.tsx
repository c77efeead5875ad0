import type { CaseDetail, CaseListItem } from '@pn/shared';
import { useMemo, type ReactNode } from 'react';
import { Link } from '@/lib/portal-nav';
import { CardGrid } from '@/components/portal/card-grid';
import { DetailNeeds, DetailPage, DetailResolve } from '@/components/portal/detail-page';
import type { BannerCrumb } from '@/components/portal/page-banner';
import { Paragraphs } from '@/components/portal/paragraphs';
import { PortalSection } from '@/components/portal/portal-section';
import portal from '@/components/portal/portal.module.css';
import { hrefOf, paths } from '@/config/paths';
import { TRADE_PARAM } from '@/lib/trade-param';
import { nav } from '@/locales/zh-CN/common';
import { caseDetailText as text } from '../content';
import { caseSections, serviceItems, type CaseSectionId } from '../utils/case-sections';
import { CaseCard } from './case-card';
import styles from './cases.module.css';

interface CaseDetailViewProps {
  detail: CaseDetail;
  /** Other cases of the same industry, with their links; none in a preview. */
  related?: readonly CaseListItem[];
  relatedHref?: (item: CaseListItem) => string;
}

/** The body of a case page: banner, tab bar, the case's sections, related cases. */
export function CaseDetailView({ detail, related = [], relatedHref }: CaseDetailViewProps) {
  const sections = useMemo(() => caseSections(detail), [detail]);
  const services = useMemo(() => serviceItems(detail.serviceContent), [detail.serviceContent]);

  const crumbs: BannerCrumb[] = [
    { label: nav.home, to: paths.home },
    { label: nav.case, to: paths.case },
    ...(detail.industryName
      ? [{ label: detail.industryName, to: hrefOf('case', { [TRADE_PARAM]: detail.trade }) }]
      : []),
    { label: detail.name },
  ];

  const body: Record<CaseSectionId, () => ReactNode> = {
    background: () => <Paragraphs text={detail.background} />,
    needs: () => <DetailNeeds needs={detail.businessNeeds} label={text.needsLabel} />,
    solution: () => <DetailResolve record={detail} alt={detail.name} />,
    services: () => (
      <>
        {detail.serviceDesc ? <Paragraphs text={detail.serviceDesc} /> : null}
        {services.length > 0 ? (
          <CardGrid label={text.servicesLabel} className={styles.serviceGrid}>
            {services.map((service, index) =>
              service.href ? (
                <Link
                  key={`${service.code}-${index}`}
                  to={service.href}
                  className={`${portal.card} ${styles.serviceCard}`}
                >
                  <h3>{service.label}</h3>
                  <p>{service.desc}</p>
                  <span className={styles.more} aria-hidden="true">
                    {text.productMore} →
                  </span>
                </Link>
              ) : (
                <div
                  key={`${service.code}-${index}`}
                  className={`${portal.card} ${styles.serviceCard}`}
                >
                  <h3>{service.label}</h3>
                  <p>{service.desc}</p>
                </div>
              ),
            )}
          </CardGrid>
        ) : null}
      </>
    ),
    value: () => <Paragraphs text={detail.value} className={styles.value} />,
  };

  return (
    <DetailPage
      text={text}
      title={detail.name}
      eyebrow={detail.industryName}
      lead={detail.resolveTitle}
      crumbs={crumbs}
      bannerImage={detail.banner}
      sections={sections}
      body={body}
      source={{ kind: 'case', id: String(detail.pkId), name: detail.name }}
      browseTo={paths.solution}
    >
      {related.length > 0 && relatedHref ? (
        <PortalSection
          id="related"
          title={text.related}
          lead={text.relatedLead}
          tinted={sections.length % 2 === 1}
          alignStart
        >
          <CardGrid label={text.related}>
            {related.map((item) => (
              <CaseCard key={item.pkId} item={item} href={relatedHref(item)} />
            ))}
          </CardGrid>
        </PortalSection>
      ) : null}
    </DetailPage>
  );
}
