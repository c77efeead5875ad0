import type { CaseListItem } from '@pn/shared';
import { Link } from '@/lib/portal-nav';
import { ContentImage } from '@/components/portal/content-image';
import portal from '@/components/portal/portal.module.css';
import { casesText } from '../content';
import styles from './cases.module.css';

interface CaseCardProps {
  item: CaseListItem;
  href: string;
}

/** A case in a grid: cover, industry, name and the solution in one line. */
export function CaseCard({ item, href }: CaseCardProps) {
  return (
    <Link to={href} className={`${portal.card} ${portal.pictureCard}`}>
      <ContentImage
        src={item.casePicture}
        alt=""
        width={400}
        height={250}
        className={styles.caseCardImage}
      />
      <div className={`${portal.pictureCardBody} ${styles.caseCardBody}`}>
        {item.industryName ? <span className={styles.tag}>{item.industryName}</span> : null}
        <h3>{item.caseName}</h3>
        {item.resolveTitle ? <p>{item.resolveTitle}</p> : null}
        <span className={styles.more} aria-hidden="true">
          {casesText.more} →
        </span>
      </div>
    </Link>
  );
}
