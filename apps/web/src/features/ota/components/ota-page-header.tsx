import type { ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import styles from '../ota.module.css';

interface OtaPageHeaderProps {
  title: string;
  intro?: ReactNode;
  extra?: ReactNode;
}

/** The title block of a firmware or upgrade screen; also sets the document title. */
export function OtaPageHeader({ title, intro, extra }: OtaPageHeaderProps) {
  useDocumentTitle(pageTitle(title));
  return (
    <header className={styles.pageHeader}>
      <div className={styles.pageHeading}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {extra ? <div className={styles.toolbar}>{extra}</div> : null}
    </header>
  );
}
