import { useId, useState, type ReactNode } from 'react';
import { RightOutlined } from './icons/RightOutlined';
import styles from './accordion.module.css';

export interface AccordionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Keys open at first. */
  defaultOpen?: readonly string[];
  className?: string;
}

/**
 * Questions that fold open one by one (several may be open), without antd: each header is
 * a button with aria-expanded that shows or hides its answer.
 */
export function Accordion({ items, defaultOpen = [], className }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const baseId = useId();
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className={className ? `${styles.accordion} ${className}` : styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const headerId = `${baseId}-h${index}`;
        const panelId = `${baseId}-p${index}`;
        return (
          <div key={item.key} className={styles.item} data-open={expanded || undefined}>
            <h3 className={styles.heading}>
              <button
                id={headerId}
                type="button"
                className={styles.header}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
              >
                <RightOutlined className={styles.arrow} />
                <span className={styles.label}>{item.label}</span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.children}
            </div>
          </div>
        );
      })}
    </div>
  );
}
