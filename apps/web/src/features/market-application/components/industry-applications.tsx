import { Link } from 'react-router';
import { CardGrid } from '@/components/portal/card-grid';
import { paths } from '@/config/paths';
import { tradeSearch } from '@/lib/trade-param';
import { usePortalApplications } from '../api/get-portal-applications';
import { applicationText as text } from '../text';
import { ApplicationCard } from './application-card';
import styles from './application-list.module.css';

/** Cards a solution page shows of its industry's applications: two rows of four. */
const SHOWN = 8;

/**
 * The published applications of one industry, for the page of a solution in that industry;
 * undefined while there are none (or they have not come yet), so the page can leave the
 * section out.
 */
export function useIndustryApplications(industryId: string, industryName: string) {
  const list = usePortalApplications({ trade: industryId || undefined, page: 1, pageSize: SHOWN });
  const result = list.data;
  if (!industryId || !result || result.total === 0) return undefined;
  const all = `${paths.application}${tradeSearch(new URLSearchParams(), industryId)}`;
  return (
    <>
      <CardGrid label={text.industryApplicationsLabel(industryName)}>
        {result.data.map((item) => (
          <ApplicationCard key={item.id} item={item} />
        ))}
      </CardGrid>
      <p className={styles.allLink}>
        <Link to={all}>{text.industryApplicationsAll(result.total)} →</Link>
      </p>
    </>
  );
}
