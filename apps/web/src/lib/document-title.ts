import { useEffect } from 'react';
import { APP_TITLE } from '@/locales/zh-CN/common';

/** `页面 - 5G专网运营平台`, or the bare app title. */
export function pageTitle(name?: string): string {
  return name ? `${name} - ${APP_TITLE}` : APP_TITLE;
}

/** Sets document.title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
