import { Link, useSearchParams } from 'react-router';
import { casesText } from '../content';
import { tradeSearch } from '../utils/case-filter';
import styles from './cases.module.css';

export interface FilterOption {
  /** Industry id; undefined for 全部. */
  id: string | undefined;
  name: string;
  count: number;
}

interface IndustryFilterProps {
  options: readonly FilterOption[];
  selected: string | undefined;
  /** Anchor the list scrolls back to after a choice (it stays under the header). */
  anchor: string;
}

/**
 * Industry chips of /case. They are links carrying `?trade=`, so a filtered list can be
 * bookmarked, shared and opened in a new tab.
 */
export function IndustryFilter({ options, selected, anchor }: IndustryFilterProps) {
  const [search] = useSearchParams();
  return (
    <nav aria-label={casesText.filterLabel} className={styles.filter}>
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
