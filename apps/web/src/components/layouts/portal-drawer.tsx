import { useEffect, useRef, type ReactNode } from 'react';
import { CloseOutlined } from '@/components/portal/icons/CloseOutlined';
import { common } from '@/locales/zh-CN/common';
import styles from './portal-drawer.module.css';

interface PortalDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  title: ReactNode;
  children: ReactNode;
}

/**
 * The portal's side panel on small screens (the menu), without antd: slides in from the
 * right over a mask; Escape, the mask or the close button close it, and focus returns to
 * where it was.
 */
export function PortalDrawer({ open, onClose, label, title, children }: PortalDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  return (
    <div className={styles.root} data-open={open || undefined} hidden={!open}>
      <div className={styles.mask} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.panel}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (event.key === 'Tab') {
            // Keep focus inside the open panel.
            const focusable = panelRef.current?.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled])',
            );
            if (!focusable?.length) return;
            const first = focusable[0]!;
            const last = focusable[focusable.length - 1]!;
            if (event.shiftKey && document.activeElement === first) {
              event.preventDefault();
              last.focus();
            } else if (!event.shiftKey && document.activeElement === last) {
              event.preventDefault();
              first.focus();
            }
          }
        }}
      >
        <div className={styles.header}>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={common.close}
            onClick={onClose}
          >
            <CloseOutlined />
          </button>
          <div className={styles.title}>{title}</div>
        </div>
        <div className={styles.body}>{open ? children : null}</div>
      </div>
    </div>
  );
}
