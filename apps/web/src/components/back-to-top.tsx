import { VerticalAlignTopOutlined } from '@/components/portal/icons/VerticalAlignTopOutlined';
import { BACK_TO_TOP_OFFSET_PX } from '@pn/shared';
import { useEffect, useState } from 'react';
import { scrollToTop } from '@/lib/scroll';
import { common } from '@/locales/zh-CN/common';
import './back-to-top.css';

/** Floating button shown once the page has scrolled past BACK_TO_TOP_OFFSET_PX. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_OFFSET_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      className={`pn-back-to-top${visible ? ' is-visible' : ''}`}
      aria-label={common.backToTop}
      title={common.backToTop}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => scrollToTop()}
    >
      <VerticalAlignTopOutlined />
    </button>
  );
}
