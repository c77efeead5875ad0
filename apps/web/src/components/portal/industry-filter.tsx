import { Link, useSearchParams } from '@/lib/portal-nav';
import { tradeSearch } from '@/lib/trade-param';
import styles from './industry-filter.module.css';

export interface FilterOption {
  /** Industry id; undefined for 全部. */
  id: string | undefined;
  name: string;
  count: number;
}

interface IndustryFilterProps {
  /** The chips' accessible name: 按行业筛选. */
  label: string;
  options: readonly FilterOption[];
  selected: string | undefined;
  /** Anchor the list scrolls back to after a choice (it stays under the header). */
  anchor: string;
}

/**
 * Industry chips of a portal list (/case, /application). They are links carrying `?trade=`,
 * so a filtered list can be bookmarked, shared and opened in a new tab.
 */
export function IndustryFilter({ label, options, selected, anchor }: IndustryFilterProps) {
  const search = useSearchParams();
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <Link
              to={{ search: tradeSearch(search, option.id), hash: anchor }}
              className={styles.chip}
              aria-current={option.id === selected ? 'true' : undefined}
            >
              {option.name}
              <span className={styles.chipCount}>{option.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
