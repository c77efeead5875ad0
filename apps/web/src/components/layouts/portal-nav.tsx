import { DownOutlined } from '@/components/portal/icons/DownOutlined';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@/lib/portal-nav';
import { isMenuActive, portalMenu, type PortalMenuItem } from '@/config/portal-menu';
import { nav } from '@/locales/zh-CN/common';
import styles from './portal-nav.module.css';

const loadPanels = () => import('./portal-menu-panels');
// The panels (catalogue lists, cases and solutions by industry) load on first use, so a
// first visit that never opens a menu does not pay for them.
const MenuPanel = lazy(loadPanels);

const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 200;

function NavItem({ item, pathname }: { item: PortalMenuItem; pathname: string }) {
  // The panel belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const timer = useRef<number | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A mouse that opened the panel by hovering then clicks the toggle: keep it open.
  const openedByHover = useRef(false);
  const panelId = `portal-menu-${item.key}`;

  const schedule = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        openedByHover.current = next && !open;
        setOpen(next);
      },
      next ? OPEN_DELAY_MS : CLOSE_DELAY_MS,
    );
  };
  const itemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The pointer may have come onto the item before the app took over the prerendered
    // page (no handler saw it enter): the panel opens as if it had just arrived.
    if (item.panel && itemRef.current?.matches(':hover')) {
      void loadPanels();
      schedule(true);
    }
    return () => window.clearTimeout(timer.current);
    // Once, when the item first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const link = (
    <Link
      to={item.to}
      className={styles.navLink}
      aria-current={isMenuActive(item, pathname) ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
  if (!item.panel) return <div className={styles.navItem}>{link}</div>;

  return (
    <div
      ref={itemRef}
      className={styles.navItem}
      data-open={open || undefined}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') {
          void loadPanels();
          schedule(true);
        }
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') schedule(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={nav.expandMenu(item.label)}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen(openedByHover.current || !open);
          openedByHover.current = false;
        }}
      >
        <DownOutlined />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <div className={styles.panelInner}>
            <Suspense fallback={<div className={styles.panelLoading}>{nav.menuLoading}</div>}>
              <MenuPanel kind={item.panel} onNavigate={() => setOpen(false)} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The header's main menu: plain links, and hover (or toggle-button) panels. */
export function PortalNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={nav.mainNav}>
      {portalMenu.map((item) => (
        <NavItem key={item.key} item={item} pathname={pathname} />
      ))}
    </nav>
  );
}
