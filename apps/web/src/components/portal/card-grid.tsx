import { Children, type ReactNode } from 'react';
import styles from './portal.module.css';

/** Cards per row of an info grid on a wide screen (spec §2: grids padded to a multiple of 4). */
export const CARD_GRID_COLUMNS = 4;

/** How many empty cells make `count` a multiple of `columns`. */
export function paddingCells(count: number, columns = CARD_GRID_COLUMNS): number {
  return count % columns === 0 ? 0 : columns - (count % columns);
}

interface CardGridProps {
  children: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/**
 * A list of info cards, four per row on a wide screen; the last row is padded with empty
 * cells so every row keeps the same rhythm. On narrow screens the padding is hidden.
 */
export function CardGrid({ children, label, className }: CardGridProps) {
  const items = Children.toArray(children);
  const padding = paddingCells(items.length);
  return (
    <ul
      className={className ? `${styles.cardGrid} ${className}` : styles.cardGrid}
      aria-label={label}
    >
      {items.map((item, index) => (
        <li key={index} className={styles.cardCell}>
          {item}
        </li>
      ))}
      {Array.from({ length: padding }, (_, index) => (
        <li key={`pad-${index}`} className={styles.cardPad} aria-hidden="true" />
      ))}
    </ul>
  );
}
