import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { browser } from '@/lib/browser';
import { common, errors } from '@/locales/zh-CN/common';
import './errors.css';

interface ErrorPageProps {
  title?: ReactNode;
  detail?: ReactNode;
  /** Label of the reload button. */
  retryLabel?: string;
}

/**
 * The page shown when rendering or loading code failed. Plain markup and links, no antd
 * and no router: it renders above the router and must cost the main bundle little.
 */
export function ErrorPage({
  title = errors.crashTitle,
  detail = errors.crashDetail,
  retryLabel = common.refresh,
}: ErrorPageProps) {
  return (
    <main className="pn-error-page" role="alert">
      <svg className="pn-error-page__art" viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="56" fill="#eaf2ff" />
        <path
          d="M30 66a42 42 0 0 1 60 0M40 76a28 28 0 0 1 40 0"
          fill="none"
          stroke="#9ec3ff"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <circle cx="60" cy="88" r="6" fill="#0052d9" />
        <path d="M60 26v26" stroke="#0052d9" strokeWidth="8" strokeLinecap="round" />
      </svg>
      <h1 className="pn-error-page__title">{title}</h1>
      <p className="pn-error-page__detail">{detail}</p>
      <div className="pn-error-page__actions">
        <button type="button" className="pn-error-page__primary" onClick={() => browser.reload()}>
          {retryLabel}
        </button>
        <a className="pn-error-page__secondary" href={paths.home}>
          {common.backHome}
        </a>
      </div>
    </main>
  );
}
