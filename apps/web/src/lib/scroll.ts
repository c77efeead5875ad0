import { SCROLL_ANIMATION_MS } from '@pn/shared';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls the window to `top` over about SCROLL_ANIMATION_MS (ease-out), or at once when
 * the user prefers reduced motion.
 */
export function scrollToTop(top = 0): void {
  const start = window.scrollY;
  const distance = top - start;
  if (distance === 0) return;
  if (prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, top);
    return;
  }
  const startedAt = performance.now();
  const step = (time: number) => {
    const progress = Math.min((time - startedAt) / SCROLL_ANIMATION_MS, 1);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, start + distance * eased);
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/** Smoothly brings the element with this id (a URL hash without '#') into view. */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}
