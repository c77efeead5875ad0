import { CheckCircleFilled } from '@/components/portal/icons/CheckCircleFilled';
import { RightOutlined } from '@/components/portal/icons/RightOutlined';
import { industryOf, productCategoryOf, type CaseTypeDef, type ProductDef } from '@pn/shared';
import type { ReactNode } from 'react';
import { Link } from '@/lib/portal-nav';
import { Accordion } from '@/components/portal/accordion';
import { CardGrid } from '@/components/portal/card-grid';
import { PortalSection } from '@/components/portal/portal-section';
import portal from '@/components/portal/portal.module.css';
import { hrefOf } from '@/config/paths';
import {
  pageOf,
  SECTION_IDS,
  SECTION_LABELS,
  type ProductPageModel,
  type SectionKey,
} from '../product-page-model';
import styles from './product-page.module.css';
import { productText } from './text';

interface SectionProps {
  page: ProductPageModel;
  /** Light band; the page alternates plain and tinted sections. */
  tinted: boolean;
}

function ProductCard({ product }: { product: ProductDef }) {
  return (
    <Link
      to={pageOf(product)}
      className={`${portal.card} ${styles.linkCard}`}
      aria-label={productText.moreAbout(product.name)}
    >
      <span className={styles.tag}>{productCategoryOf(product)}</span>
      <h3>{product.name}</h3>
      <p>{product.desc}</p>
      <span className={styles.more} aria-hidden="true">
        {productText.more}
        <RightOutlined />
      </span>
    </Link>
  );
}

function CaseCard({ item }: { item: CaseTypeDef }) {
  const industry = industryOf(item.industry);
  return (
    <Link
      to={hrefOf('caseDetail', { type: item.type })}
      className={`${portal.card} ${styles.linkCard}`}
    >
      {industry ? <span className={styles.tag}>{industry.name}</span> : null}
      <h3>{item.name}</h3>
      <span className={styles.more}>
        {productText.viewCase}
        <RightOutlined aria-hidden="true" />
      </span>
    </Link>
  );
}

function OverviewSection({ page, tinted }: SectionProps) {
  const hasAudiences = page.audiences.length > 0;
  return (
    <PortalSection
      id={SECTION_IDS.overview}
      title={SECTION_LABELS.overview}
      alignStart
      tinted={tinted}
    >
      <div className={hasAudiences ? styles.overview : undefined}>
        <div className={styles.overviewText}>
          {page.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {hasAudiences ? (
          <aside className={styles.audiences} aria-labelledby="product-audiences">
            <h3 id="product-audiences">{productText.audiences}</h3>
            <ul>
              {page.audiences.map((audience) => (
                <li key={audience}>
                  <CheckCircleFilled aria-hidden="true" />
                  <span>{audience}</span>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </PortalSection>
  );
}

function ComponentsSection({ page, tinted }: SectionProps) {
  return (
    <PortalSection
      id={SECTION_IDS.components}
      title={SECTION_LABELS.components}
      lead={productText.componentsLead}
      tinted={tinted}
    >
      <CardGrid label={productText.componentList}>
        {page.components.map((product) => (
          <ProductCard key={product.code} product={product} />
        ))}
      </CardGrid>
    </PortalSection>
  );
}

function CapabilitiesSection({ page, tinted }: SectionProps) {
  return (
    <PortalSection
      id={SECTION_IDS.capabilities}
      title={SECTION_LABELS.capabilities}
      tinted={tinted}
    >
      <CardGrid label={productText.capabilityList}>
        {page.capabilities.map((capability, index) => (
          <article key={capability.title} className={portal.card}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{capability.title}</h3>
            <p>{capability.desc}</p>
          </article>
        ))}
      </CardGrid>
    </PortalSection>
  );
}

function MetricsSection({ page, tinted }: SectionProps) {
  return (
    <PortalSection
      id={SECTION_IDS.metrics}
      title={SECTION_LABELS.metrics}
      lead={productText.metricsLead}
      tinted={tinted}
    >
      <ul className={styles.metrics}>
        {page.metrics.map((metric) => (
          <li key={metric.label} className={styles.metric}>
            <strong className={styles.metricValue}>{metric.value}</strong>
            <span className={styles.metricLabel}>{metric.label}</span>
            {metric.note ? <span className={styles.metricNote}>{metric.note}</span> : null}
          </li>
        ))}
      </ul>
      <p className={styles.metricsDisclaimer}>{productText.metricsNote}</p>
    </PortalSection>
  );
}

function ScenariosSection({ page, tinted }: SectionProps) {
  return (
    <PortalSection id={SECTION_IDS.scenarios} title={SECTION_LABELS.scenarios} tinted={tinted}>
      <CardGrid label={productText.scenarioList}>
        {page.scenarios.map((scenario) => {
          const industry = scenario.industry ? industryOf(scenario.industry) : undefined;
          return (
            <article key={scenario.title} className={portal.card}>
              {industry ? (
                <Link
                  to={`${hrefOf('solution')}#${industry.id}`}
                  className={styles.tagLink}
                  aria-label={productText.industrySolution(industry.name)}
                >
                  {industry.name}
                </Link>
              ) : null}
              <h3>{scenario.title}</h3>
              <p>{scenario.desc}</p>
            </article>
          );
        })}
      </CardGrid>
    </PortalSection>
  );
}

function FaqSection({ page, tinted }: SectionProps) {
  return (
    <PortalSection id={SECTION_IDS.faq} title={SECTION_LABELS.faq} tinted={tinted}>
      <Accordion
        className={styles.faq}
        defaultOpen={['0']}
        items={page.faqs.map((faq, index) => ({
          key: String(index),
          label: faq.q,
          children: <p className={styles.faqAnswer}>{faq.a}</p>,
        }))}
      />
    </PortalSection>
  );
}

function RelatedSection({ page, tinted }: SectionProps) {
  return (
    <PortalSection id={SECTION_IDS.related} title={SECTION_LABELS.related} tinted={tinted}>
      {page.related.length > 0 ? (
        <CardGrid label={productText.relatedProducts}>
          {page.related.map((product) => (
            <ProductCard key={product.code} product={product} />
          ))}
        </CardGrid>
      ) : null}
      {page.cases.length > 0 ? (
        <div className={styles.cases}>
          <h3 id="product-cases" className={styles.subTitle}>
            {productText.cases}
          </h3>
          <CardGrid label={productText.caseList}>
            {page.cases.map((item) => (
              <CaseCard key={item.type} item={item} />
            ))}
          </CardGrid>
        </div>
      ) : null}
    </PortalSection>
  );
}

const SECTIONS: Readonly<Record<SectionKey, (props: SectionProps) => ReactNode>> = {
  overview: OverviewSection,
  components: ComponentsSection,
  capabilities: CapabilitiesSection,
  metrics: MetricsSection,
  scenarios: ScenariosSection,
  faq: FaqSection,
  related: RelatedSection,
};

/** The sections of a product page, alternating plain and tinted bands. */
export function ProductSections({ page }: { page: ProductPageModel }) {
  return page.sections.map((key, index) => {
    const Section = SECTIONS[key];
    return <Section key={key} page={page} tinted={index % 2 === 1} />;
  });
}
