import type { ProductCode } from '@pn/shared';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/portal-nav';
import { pageOf, type ProductSiblings } from '../product-page-model';
import styles from './product-page.module.css';
import { productText } from './text';

interface ProductSwitcherProps {
  siblings: ProductSiblings;
  current: ProductCode;
}

/** The other products of the same family (or menu group), one link each, under the banner. */
export function ProductSwitcher({ siblings, current }: ProductSwitcherProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the list is one scrolling row: bring the current product into it.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav className={styles.switcher} aria-label={productText.switcher(siblings.label)}>
      <div className={styles.switcherInner}>
        <span className={styles.switcherLabel} aria-hidden="true">
          {siblings.label}
        </span>
        <ul ref={listRef} className={styles.switcherList}>
          {siblings.products.map((p) => (
            <li key={p.code}>
              <Link
                to={pageOf(p)}
                className={styles.switcherLink}
                aria-current={p.code === current ? 'page' : undefined}
              >
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
