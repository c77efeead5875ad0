import type { SolutionListItem } from '@pn/shared';
import { Link } from '@/lib/portal-nav';
import { ContentImage } from '@/components/portal/content-image';
import portal from '@/components/portal/portal.module.css';
import { solutionsText } from '../content';
import styles from './solutions.module.css';

interface SolutionCardProps {
  item: SolutionListItem;
  href: string;
}

/** A solution in a grid: cover, name and summary. */
export function SolutionCard({ item, href }: SolutionCardProps) {
  return (
    <Link to={href} className={`${portal.card} ${portal.pictureCard}`}>
      <ContentImage src={item.fontPic} alt="" width={400} height={250} />
      <div className={`${portal.pictureCardBody} ${styles.solutionCardBody}`}>
        <h3>{item.methodName}</h3>
        {item.methodDesc ? <p>{item.methodDesc}</p> : null}
        <span className={styles.more} aria-hidden="true">
          {solutionsText.more} →
        </span>
      </div>
    </Link>
  );
}
