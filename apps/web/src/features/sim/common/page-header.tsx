import type { ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import styles from './sim.module.css';

interface SimPageHeaderProps {
  title: string;
  intro?: string;
  /** Buttons on the right (they wrap below on narrow screens). */
  extra?: ReactNode;
}

/** The title block of a SIM screen; also sets the document title. */
export function SimPageHeader({ title, intro, extra }: SimPageHeaderProps) {
  useDocumentTitle(pageTitle(title));
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {extra ? <div className={styles.toolbar}>{extra}</div> : null}
    </header>
  );
}
