import { common } from '@/locales/zh-CN/common';
import './page-loading.css';

/** Full-page placeholder while the first route's code loads. */
export function PageLoading() {
  return (
    <div className="pn-page-loading" role="status" aria-live="polite">
      <span className="pn-page-loading__spinner" aria-hidden="true" />
      <span className="pn-page-loading__text">{common.loading}</span>
    </div>
  );
}

/** Thin bar at the top of the window while the next route loads. */
export function NavigationProgress({ active }: { active: boolean }) {
  return <div className={`pn-nav-progress${active ? ' is-active' : ''}`} aria-hidden="true" />;
}
