import { useEffect, useState } from 'react';
import { scrollToAnchor } from '@/lib/scroll';
import styles from './portal.module.css';

/**
 * Distance from the viewport top at which a section counts as being read: just under the
 * sticky header and tab bar, where a tab click scrolls its section (scroll-margin-top 120px).
 */
const READING_LINE_PX = 124;

function atPageBottom(): boolean {
  const root = document.documentElement;
  return window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
}

export interface PageTab {
  /** Id of the section the tab scrolls to. */
  id: string;
  label: string;
}

interface PageTabBarProps {
  tabs: readonly PageTab[];
  /** Accessible name of the bar. */
  label: string;
}

/**
 * Sticky bar of in-page tabs (spec §2 "page tab bar scrolling to anchors"): a tab scrolls
 * smoothly to its section and the tab of the section in view is highlighted. The hash is
 * updated in place so a shared link opens at the same section.
 */
export function PageTabBar({ tabs, label }: PageTabBarProps) {
  const [active, setActive] = useState(tabs[0]?.id);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const last = tabs.at(-1);
      // A short last section never reaches the reading line: at the bottom of the page it
      // is the one being read.
      if (last && atPageBottom()) {
        setActive(last.id);
        return;
      }
      // The last section whose top has passed the reading line under the sticky bars.
      let current = tabs[0]?.id;
      for (const tab of tabs) {
        const top = document.getElementById(tab.id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE_PX) current = tab.id;
      }
      if (current) setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [tabs]);

  if (tabs.length === 0) return null;
  return (
    <nav className={styles.tabBar} aria-label={label}>
      <div className={styles.tabBarInner}>
        {tabs.map((tab) => (
          <a
            key={tab.id}
            href={`#${tab.id}`}
            className={styles.tab}
            aria-current={active === tab.id ? 'location' : undefined}
            onClick={(event) => {
              event.preventDefault();
              if (scrollToAnchor(tab.id)) {
                setActive(tab.id);
                window.history.replaceState(window.history.state, '', `#${tab.id}`);
              }
            }}
          >
            {tab.label}
          </a>
        ))}
      </div>
    </nav>
  );
}
