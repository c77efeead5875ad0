import { RightOutlined } from '@/components/portal/icons/RightOutlined';
import type { ReactNode } from 'react';
import { Link } from '@/lib/portal-nav';
import styles from './portal.module.css';

interface PortalSectionProps {
  /** Anchor id (the page tab bar scrolls here). */
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  /** Light-blue background band. */
  tinted?: boolean;
  /** Title aligned left instead of centred. */
  alignStart?: boolean;
  /** A "see all" link under the content. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A full-width band of a portal page with a centred heading. */
export function PortalSection({
  id,
  title,
  lead,
  tinted,
  alignStart,
  more,
  children,
}: PortalSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={tinted ? `${styles.section} ${styles.sectionTinted}` : styles.section}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className={styles.sectionInner}>
        {title ? (
          <header
            className={
              alignStart
                ? `${styles.sectionHeader} ${styles.sectionHeaderStart}`
                : styles.sectionHeader
            }
          >
            <h2 id={headingId}>{title}</h2>
            {lead ? <p>{lead}</p> : null}
          </header>
        ) : null}
        {children}
        {more ? (
          <p className={styles.sectionMore}>
            <Link to={more.to}>
              {more.label}
              <RightOutlined />
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
