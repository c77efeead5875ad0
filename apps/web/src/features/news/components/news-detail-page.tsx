import { Result } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from '@/lib/portal-nav';
import { ContentImage } from '@/components/portal/content-image';
import { PageBanner } from '@/components/portal/page-banner';
import portal from '@/components/portal/portal.module.css';
import { QueryState } from '@/components/portal/query-state';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { isNewsNotFound, useNewsDetail } from '../api/get-news-detail';
import { parseNewsId } from '../list-query';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { MoreNews } from './more-news';
import { NewsMeta } from './news-meta';
import styles from './news.module.css';
import article from '@/components/portal/article.module.css';

const NEWS_CRUMBS = [
  { label: '首页', to: paths.home },
  { label: '新闻资讯', to: paths.news },
] as const;

function NewsNotFound() {
  return (
    <>
      <PageBanner title="新闻资讯" crumbs={NEWS_CRUMBS} />
      <div className={styles.article}>
        <Result
          status="404"
          title="资讯不存在或已下线"
          subTitle="该资讯可能已被撤回，或链接地址有误。您可以返回列表浏览其他资讯。"
          extra={
            <Link to={paths.news} className={portal.buttonPrimary}>
              返回新闻资讯
            </Link>
          }
        />
      </div>
    </>
  );
}

/** /newsDetail?id=: one article with its sanitised body and the latest other articles. */
export function NewsDetailPage() {
  const search = useSearchParams();
  const id = parseNewsId(search.get('id'));
  const detail = useNewsDetail(id);
  const news = detail.data;
  const notFound = id === undefined || isNewsNotFound(detail.error);
  usePageMeta(notFound ? '资讯不存在' : news?.title, news?.summary);
  const body = useMemo(() => (news ? sanitizeRichText(news.content) : ''), [news]);

  if (notFound) return <NewsNotFound />;
  if (!news) {
    return (
      <>
        <PageBanner title="新闻资讯" crumbs={NEWS_CRUMBS} />
        <div className={styles.article}>
          <QueryState
            isPending={detail.isPending}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          >
            {null}
          </QueryState>
        </div>
      </>
    );
  }

  return (
    <>
      <PageBanner
        title={news.title}
        crumbs={[...NEWS_CRUMBS, { label: news.title }]}
        lead={news.summary || undefined}
      >
        <NewsMeta
          className={styles.bannerMeta}
          source={news.source}
          releaseTime={news.releaseTime}
          viewCount={news.viewCount}
        />
      </PageBanner>
      <article className={styles.article} aria-label={news.title}>
        {news.cover ? (
          <ContentImage
            className={styles.articleCover}
            src={news.cover}
            alt={news.title}
            width={800}
            height={400}
            eager
          />
        ) : null}
        <div
          className={article.article}
          // Sanitised here as well as on save in the back office.
          dangerouslySetInnerHTML={{ __html: body }}
        />
      </article>
      <MoreNews currentId={news.id} />
    </>
  );
}
