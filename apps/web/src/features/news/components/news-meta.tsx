import { EyeOutlined } from '@/components/portal/icons/EyeOutlined';
import { formatNewsDate, formatViewCount } from '../format';
import styles from './news.module.css';

interface NewsMetaProps {
  source: string;
  releaseTime: string;
  viewCount: number;
  className?: string;
}

/** Source, release date and view count of a news item, on one line. */
export function NewsMeta({ source, releaseTime, viewCount, className }: NewsMetaProps) {
  const date = formatNewsDate(releaseTime);
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      {source ? <span>来源：{source}</span> : null}
      {date ? <time dateTime={date}>{date}</time> : null}
      <span aria-label={`阅读 ${formatViewCount(viewCount)} 次`}>
        <EyeOutlined aria-hidden="true" /> {formatViewCount(viewCount)}
      </span>
    </p>
  );
}
