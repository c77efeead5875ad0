import { Link } from '@/lib/portal-nav';
import { ContentImage } from '@/components/portal/content-image';
import { PortalSection } from '@/components/portal/portal-section';
import { hrefOf, paths } from '@/config/paths';
import { useNewsList } from '../api/get-news-list';
import { formatNewsDate } from '../format';
import styles from './latest-news.module.css';

/** How many of the newest articles the home page shows. */
const LATEST_COUNT = 3;

const text = {
  title: '新闻资讯',
  lead: '平台动态、产品发布与行业观察。',
  more: '更多资讯',
};

/** The home page's row of the newest published articles; left out while there are none. */
export function LatestNews() {
  const { data } = useNewsList({ page: 1, pageSize: LATEST_COUNT });
  if (data && data.data.length === 0) return null;
  const slots = data ? data.data : Array.from({ length: LATEST_COUNT }, () => null);
  return (
    <PortalSection
      id="latest-news"
      title={text.title}
      lead={text.lead}
      more={{ to: paths.news, label: text.more }}
    >
      <ul className={styles.list} aria-busy={!data}>
        {slots.map((item, index) =>
          item ? (
            <li key={item.id}>
              <Link to={hrefOf('newsDetail', { id: item.id })} className={styles.card}>
                <ContentImage src={item.cover} alt="" width={640} height={400} />
                <span className={styles.body}>
                  <time dateTime={formatNewsDate(item.releaseTime)}>
                    {formatNewsDate(item.releaseTime)}
                  </time>
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.summary}>{item.summary}</span>
                </span>
              </Link>
            </li>
          ) : (
            // Placeholders keep the section's height while the list loads.
            <li key={index} className={styles.skeleton} aria-hidden="true" />
          ),
        )}
      </ul>
    </PortalSection>
  );
}
