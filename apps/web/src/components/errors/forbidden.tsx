import { Button, Result } from 'antd';
import { useNavigate } from '@/lib/portal-nav';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { common, errors } from '@/locales/zh-CN/common';
import './errors.css';

export function Forbidden() {
  useDocumentTitle(pageTitle(errors.forbidden));
  const navigate = useNavigate();
  return (
    <main className="pn-error-page">
      <Result
        status="403"
        title={errors.forbiddenTitle}
        subTitle={errors.forbiddenDetail}
        extra={
          <Button type="primary" onClick={() => navigate(paths.home)}>
            {common.backHome}
          </Button>
        }
      />
    </main>
  );
}
