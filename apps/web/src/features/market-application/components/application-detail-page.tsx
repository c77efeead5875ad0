import { useSearchParams } from 'react-router';
import { ConsultButton } from '@/components/portal/consult-button';
import { ContentNotFound } from '@/components/portal/content-not-found';
import { PageBanner } from '@/components/portal/page-banner';
import portal from '@/components/portal/portal.module.css';
import { QueryState } from '@/components/portal/query-state';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { isApplicationNotFound, usePortalApplication } from '../api/get-portal-application';
import { parseApplicationId } from '../application-id';
import { applicationText as text } from '../text';
import { ApplicationDetailCard } from './application-detail-card';
import styles from './application-detail-card.module.css';

const CRUMBS = [
  { label: text.home, to: paths.home },
  { label: text.portalTitle, to: paths.application },
] as const;

/** /application/detail?id=: one published market application's card. */
export function ApplicationDetailPage() {
  const [search] = useSearchParams();
  const id = parseApplicationId(search.get('id'));
  const detail = usePortalApplication(id);
  const app = detail.data;
  const missing = id === undefined || isApplicationNotFound(detail.error);
  usePageMeta(missing ? text.notFound.message : app?.applicationName, app?.description);

  return (
    <>
      <PageBanner
        title={text.portalTitle}
        crumbs={app ? [...CRUMBS, { label: app.applicationName }] : CRUMBS}
        actions={
          app && id !== undefined ? (
            <ConsultButton
              source={{ kind: 'application', id: String(id), name: app.applicationName }}
              className={portal.buttonLight}
              preloadWhenIdle
            >
              {text.consult}
            </ConsultButton>
          ) : undefined
        }
      />
      {missing ? (
        <ContentNotFound text={text.notFound} backTo={paths.home} />
      ) : (
        <div className={styles.page}>
          <QueryState
            isPending={detail.isPending}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          >
            {app ? <ApplicationDetailCard detail={app} /> : null}
          </QueryState>
        </div>
      )}
    </>
  );
}
