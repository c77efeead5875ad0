import type { NewsListItem } from '@pn/shared';
import { Link } from '@/lib/portal-nav';
import { ContentImage } from '@/components/portal/content-image';
import { hrefOf } from '@/config/paths';
import { NewsMeta } from './news-meta';
import styles from './news.module.css';

/** One news item of the list; the whole card opens the article. */
export function NewsCard({ item }: { item: NewsListItem }) {
  return (
    <article className={styles.card}>
      {/* The cover only illustrates the title next to it. */}
      <div className={styles.cardCover} aria-hidden="true">
        <ContentImage src={item.cover} alt="" width={320} height={200} />
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={hrefOf('newsDetail', { id: item.id })} className={styles.cardLink}>
            {item.title}
          </Link>
        </h3>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
        <NewsMeta source={item.source} releaseTime={item.releaseTime} viewCount={item.viewCount} />
      </div>
    </article>
  );
}
