import { CheckCircleFilled } from '@/components/portal/icons/CheckCircleFilled';
import { PlusCircleOutlined } from '@/components/portal/icons/PlusCircleOutlined';
import { parseNet5gContent, type SolutionDetail } from '@pn/shared';
import { useMemo, type ReactNode } from 'react';
import { Link } from '@/lib/portal-nav';
import { CardGrid } from '@/components/portal/card-grid';
import { ContentImage } from '@/components/portal/content-image';
import { DetailNeeds, DetailPage, DetailResolve } from '@/components/portal/detail-page';
import type { BannerCrumb } from '@/components/portal/page-banner';
import { Paragraphs } from '@/components/portal/paragraphs';
import portal from '@/components/portal/portal.module.css';
import { paths } from '@/config/paths';
import { nav } from '@/locales/zh-CN/common';
import { solutionDetailText as text } from '../content';
import {
  capabilityParts,
  isInAppPath,
  solutionSections,
  type SolutionSectionId,
} from '../utils/solution-sections';
import styles from './solutions.module.css';

interface SolutionDetailViewProps {
  detail: SolutionDetail;
  /** The market applications of the solution's industry, when it has published ones. */
  applications?: ReactNode;
}

/** The body of a solution page: banner, tab bar and the solution's sections. */
export function SolutionDetailView({ detail, applications }: SolutionDetailViewProps) {
  const hasApplications = Boolean(applications);
  const sections = useMemo(
    () => solutionSections(detail, hasApplications),
    [detail, hasApplications],
  );
  const capabilities = useMemo(() => parseNet5gContent(detail.net5gContent), [detail.net5gContent]);

  const crumbs: BannerCrumb[] = [
    { label: nav.home, to: paths.home },
    { label: nav.solution, to: paths.solution },
    ...(detail.industryName
      ? [{ label: detail.industryName, to: `${paths.solution}#${detail.trade}` }]
      : []),
    { label: detail.methodName },
  ];

  const body: Record<SolutionSectionId, () => ReactNode> = {
    needs: () => <DetailNeeds needs={detail.businessNeeds} label={text.needsLabel} />,
    solution: () => <DetailResolve record={detail} alt={detail.methodName} />,
    network: () => (
      <>
        {detail.net5gDesc ? <Paragraphs text={detail.net5gDesc} /> : null}
        {capabilities.length > 0 ? (
          <ul className={styles.capabilities}>
            {capabilities.map((item, index) => {
              const { name, detail: what } = capabilityParts(item.desc);
              return (
                <li
                  key={index}
                  className={item.checked ? styles.capabilityOn : styles.capabilityOff}
                >
                  <span className={styles.capabilityIcon} aria-hidden="true">
                    {item.checked ? <CheckCircleFilled /> : <PlusCircleOutlined />}
                  </span>
                  <span className={styles.capabilityText}>
                    {name ? <strong>{name}</strong> : null}
                    <span>{what}</span>
                  </span>
                  <span className={styles.capabilityState}>
                    {item.checked ? text.adopted : text.optional}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </>
    ),
    scenes: () => (
      <>
        {detail.sceneContent ? (
          <Paragraphs text={detail.sceneContent} className={styles.lead} />
        ) : null}
        <CardGrid label={text.scenesLabel}>
          {detail.appScenes.map((scene, index) => (
            <div key={index} className={`${portal.card} ${portal.pictureCard}`}>
              <ContentImage src={scene.url || null} alt="" width={400} height={250} />
              <div className={`${portal.pictureCardBody} ${styles.sceneCardBody}`}>
                <h3>{scene.title}</h3>
                {scene.description ? <p>{scene.description}</p> : null}
              </div>
            </div>
          ))}
        </CardGrid>
      </>
    ),
    customers: () => (
      <ul className={styles.customers} aria-label={text.customersLabel}>
        {detail.customerCases.map((row, index) => {
          const content = (
            <>
              <span className={styles.customerText}>
                <strong>{row.title}</strong>
                {row.description ? <span>{row.description}</span> : null}
              </span>
              {isInAppPath(row.url) ? (
                <span className={styles.more} aria-hidden="true">
                  {text.caseMore} →
                </span>
              ) : null}
            </>
          );
          return (
            <li key={index}>
              {isInAppPath(row.url) ? (
                <Link to={row.url.trim()} className={styles.customerRow}>
                  {content}
                </Link>
              ) : (
                <div className={styles.customerRow}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    ),
    applications: () => applications,
  };

  return (
    <DetailPage
      text={text}
      title={detail.methodName}
      eyebrow={detail.industryName}
      lead={detail.methodDesc}
      crumbs={crumbs}
      bannerImage={detail.bannerPic}
      sections={sections}
      body={body}
      source={{ kind: 'solution', id: String(detail.pkId), name: detail.methodName }}
      browseTo={paths.case}
    />
  );
}
