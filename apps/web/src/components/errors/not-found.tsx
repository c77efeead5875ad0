import { Button, Result } from 'antd';
import { useNavigate } from '@/lib/portal-nav';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { common, errors } from '@/locales/zh-CN/common';
import './errors.css';

/** The catch-all page's document title: 页面不存在 - 5G专网运营平台 (the route is NotFound). */
export const NOT_FOUND_TITLE = pageTitle(errors.notFound);

export function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  const navigate = useNavigate();
  return (
    <main className="pn-error-page">
      <Result
        status="404"
        title={errors.notFound}
        subTitle={errors.notFoundDetail}
        extra={
          <Button type="primary" onClick={() => navigate(paths.home)}>
            {common.backHome}
          </Button>
        }
      />
    </main>
  );
}
