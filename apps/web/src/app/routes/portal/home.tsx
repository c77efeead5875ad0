import { HomePage } from '@/features/home/components/home-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { nav } from '@/locales/zh-CN/common';

export function Component() {
  useDocumentTitle(pageTitle(nav.home));
  return <HomePage />;
}
