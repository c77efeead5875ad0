import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { common, errors } from '@/locales/zh-CN/common';
import './errors.css';

/** Spec: the catch-all page, whose document title is exactly "NotFound". */
export const NOT_FOUND_TITLE = 'NotFound';

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
