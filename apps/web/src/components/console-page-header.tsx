import type { ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import styles from './console-page-header.module.css';

interface ConsolePageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Buttons on the right (they wrap below on narrow screens). */
  extra?: ReactNode;
}

/** The title block of a console screen (5G 快线, 设备管理…); also sets the document title. */
export function ConsolePageHeader({ title, intro, extra }: ConsolePageHeaderProps) {
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
