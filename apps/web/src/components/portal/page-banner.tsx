import type { ReactNode } from 'react';
import { Link } from '@/lib/portal-nav';
import styles from './portal.module.css';

export interface BannerCrumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

interface PageBannerProps {
  title: ReactNode;
  /** Small label above the title (family, industry…). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  crumbs?: readonly BannerCrumb[];
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Picture on the right (hidden on phones); sized so nothing shifts when it arrives. */
  image?: string;
  imageAlt?: string;
  /**
   * Picture across the whole band, behind the text (1440×400, artwork on the right; on
   * phones a shade keeps the text readable). Replaces the band's gradient.
   */
  backgroundImage?: string;
  backgroundImageAlt?: string;
  /** Extra content under the actions (figures, tags). */
  children?: ReactNode;
}

/** The dark-blue title band at the top of every portal page except /home. */
export function PageBanner({
  title,
  eyebrow,
  lead,
  crumbs,
  actions,
  image,
  imageAlt = '',
  backgroundImage,
  backgroundImageAlt = '',
  children,
}: PageBannerProps) {
  return (
    <section
      className={backgroundImage ? `${styles.banner} ${styles.bannerPictured}` : styles.banner}
    >
      {backgroundImage ? (
        <img
          className={styles.bannerBackground}
          src={backgroundImage}
          alt={backgroundImageAlt}
          width={1440}
          height={400}
          decoding="async"
          // The top of the page: fetched ahead of the pictures further down.
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.bannerInner}>
        <div className={styles.bannerText}>
          {crumbs && crumbs.length > 0 ? (
            <nav aria-label="面包屑" className={styles.crumbs}>
              <ol>
                {crumbs.map((crumb) => (
                  <li key={crumb.label}>
                    {crumb.to ? (
                      <Link to={crumb.to}>{crumb.label}</Link>
                    ) : (
                      <span aria-current="page">{crumb.label}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.bannerTitle}>{title}</h1>
          {lead ? <p className={styles.bannerLead}>{lead}</p> : null}
          {actions ? <div className={styles.bannerActions}>{actions}</div> : null}
          {children}
        </div>
        {image ? (
          <img
            className={styles.bannerImage}
            src={image}
            alt={imageAlt}
            width={480}
            height={300}
            decoding="async"
            fetchPriority="high"
          />
        ) : null}
      </div>
    </section>
  );
}
