import { RightOutlined } from '@/components/portal/icons/RightOutlined';
import { Link } from '@/lib/portal-nav';
import { CardGrid } from '@/components/portal/card-grid';
import { ContentImage } from '@/components/portal/content-image';
import { PortalSection } from '@/components/portal/portal-section';
import { hrefOf, paths } from '@/config/paths';
import { useNewsList } from '../api/get-news-list';
import { formatNewsDate } from '../format';
import styles from './news.module.css';

/** How many other articles the bottom of an article suggests. */
const MORE_COUNT = 4;

/** The latest other articles under an article; nothing when there are none. */
export function MoreNews({ currentId }: { currentId: number }) {
  // One more than shown, in case the current article is among the latest.
  const { data } = useNewsList({ page: 1, pageSize: MORE_COUNT + 1 });
  const others = (data?.data ?? []).filter((n) => n.id !== currentId).slice(0, MORE_COUNT);
  if (others.length === 0) return null;
  return (
    <PortalSection id="more-news" title="更多资讯" tinted>
      <CardGrid label="更多资讯">
        {others.map((item) => {
          const date = formatNewsDate(item.releaseTime);
          return (
            <article key={item.id} className={styles.moreCard}>
              <div aria-hidden="true">
                <ContentImage src={item.cover} alt="" width={320} height={200} />
              </div>
              <div className={styles.moreBody}>
                <h3 className={styles.moreTitle}>
                  <Link to={hrefOf('newsDetail', { id: item.id })} className={styles.cardLink}>
                    {item.title}
                  </Link>
                </h3>
                {date ? <time dateTime={date}>{date}</time> : null}
              </div>
            </article>
          );
        })}
      </CardGrid>
      <p className={styles.moreAll}>
        <Link to={paths.news}>
          查看全部资讯 <RightOutlined aria-hidden="true" />
        </Link>
      </p>
    </PortalSection>
  );
}
