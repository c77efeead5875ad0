import { useId, type ReactNode } from 'react';
import { Link } from '@/lib/portal-nav';
import type { ConsultSource } from '@/lib/contact-dialogs';
import { CardGrid } from './card-grid';
import { ConsultButton } from './consult-button';
import { ContentImage } from './content-image';
import { PageBanner, type BannerCrumb } from './page-banner';
import { PageTabBar, type PageTab } from './page-tab-bar';
import { Paragraphs } from './paragraphs';
import { PortalSection } from './portal-section';
import portal from './portal.module.css';
import styles from './detail-page.module.css';

export interface DetailPageText {
  /** Accessible name of the tab bar. */
  tabsLabel: string;
  /** The banner's consultation button. */
  consult: string;
  ctaTitle: string;
  ctaText: string;
  /** The call to action's consultation button. */
  ctaPrimary: string;
  /** The call to action's second button (to `browseTo`). */
  ctaSecondary: string;
}

interface DetailPageProps<Id extends string> {
  text: DetailPageText;
  title: string;
  /** Small label above the title (the industry); empty for none. */
  eyebrow: string;
  /** The sentence under the title; empty for none. */
  lead: string;
  crumbs: readonly BannerCrumb[];
  /** The record's banner picture, across the whole title band; empty for none. */
  bannerImage: string;
  /** The sections the record fills, in order: each gets a tab and a band, alternately tinted. */
  sections: readonly (PageTab & { id: Id })[];
  body: Record<Id, () => ReactNode>;
  /** What the consultation buttons' demand is about: this record. */
  source: ConsultSource;
  /** Where the call to action's second button leads. */
  browseTo: string;
  /** Bands after the record's own sections, without a tab (related records). */
  children?: ReactNode;
}

/** The page of a portal content record: banner, tab bar, one band per section, call to action. */
export function DetailPage<Id extends string>({
  text,
  title,
  eyebrow,
  lead,
  crumbs,
  bannerImage,
  sections,
  body,
  source,
  browseTo,
  children,
}: DetailPageProps<Id>) {
  const ctaTitleId = useId();
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={eyebrow}
        lead={lead}
        crumbs={crumbs}
        backgroundImage={bannerImage}
        actions={
          <ConsultButton source={source} className={portal.buttonLight} preloadWhenIdle>
            {text.consult}
          </ConsultButton>
        }
      />
      <PageTabBar tabs={sections} label={text.tabsLabel} />
      {sections.map((section, index) => (
        <PortalSection
          key={section.id}
          id={section.id}
          title={section.label}
          tinted={index % 2 === 1}
          alignStart
        >
          {body[section.id]()}
        </PortalSection>
      ))}
      {children}
      <section className={styles.cta} aria-labelledby={ctaTitleId}>
        <div className={styles.ctaInner}>
          <div>
            <h2 id={ctaTitleId}>{text.ctaTitle}</h2>
            <p>{text.ctaText}</p>
          </div>
          <div className={styles.ctaActions}>
            <ConsultButton source={source} className={portal.buttonLight}>
              {text.ctaPrimary}
            </ConsultButton>
            <Link to={browseTo} className={portal.buttonGhost}>
              {text.ctaSecondary}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

interface DetailNeedsProps {
  needs: readonly { title: string; description: string }[];
  /** Accessible name of the grid. */
  label: string;
}

/** Numbered need cards (a case's business needs, a solution's pain points). */
export function DetailNeeds({ needs, label }: DetailNeedsProps) {
  return (
    <CardGrid label={label}>
      {needs.map((need, index) => (
        <div key={index} className={`${portal.card} ${styles.needCard}`}>
          <span className={styles.needIndex} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3>{need.title}</h3>
          {need.description ? <p>{need.description}</p> : null}
        </div>
      ))}
    </CardGrid>
  );
}

interface DetailResolveProps {
  /** The record's solution; without a picture the text takes the whole width. */
  record: { resolveTitle: string; resolveDesc: string; resolvePic: string };
  /** Alternative text of the picture when the solution has no title. */
  alt: string;
}

/** The solution of a record: its title and description, beside its picture. */
export function DetailResolve({ record, alt }: DetailResolveProps) {
  const { resolveTitle: title, resolveDesc: desc, resolvePic: pic } = record;
  return (
    <div className={pic ? styles.resolve : undefined}>
      <div>
        {title ? <h3 className={styles.resolveTitle}>{title}</h3> : null}
        <Paragraphs text={desc} />
      </div>
      {pic ? (
        <ContentImage
          src={pic}
          alt={title || alt}
          width={960}
          height={600}
          className={styles.resolvePic}
        />
      ) : null}
    </div>
  );
}
