import { Pagination } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CardGrid } from '@/components/portal/card-grid';
import { IndustryFilter, type FilterOption } from '@/components/portal/industry-filter';
import { PageBanner } from '@/components/portal/page-banner';
import { PortalSection } from '@/components/portal/portal-section';
import { QueryState } from '@/components/portal/query-state';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_SIZE_OPTIONS } from '@pn/shared';
import {
  usePortalApplicationIndustries,
  usePortalApplications,
} from '../api/get-portal-applications';
import { applicationPageSearch, parseApplicationListQuery } from '../application-list-query';
import { applicationText as text } from '../text';
import { ApplicationCard } from './application-card';
import styles from './application-list.module.css';

/** Anchor of the filter and list, where a filter choice or a page brings the reader back. */
const LIST_ANCHOR = 'application-list';

/** /application: the published market applications, by industry and page. */
export function ApplicationListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const industries = usePortalApplicationIndustries();
  const trades = useMemo(() => (industries.data ?? []).map((i) => i.id), [industries.data]);
  const query = parseApplicationListQuery(search, trades);
  // Until the industries are known an address's industry cannot be checked: wait for them.
  const list = usePortalApplications(industries.isSuccess ? query : { ...query, trade: undefined });
  usePageMeta(text.portalTitle, text.portalLead);

  const options = useMemo<FilterOption[]>(() => {
    const all = industries.data ?? [];
    return [
      { id: undefined, name: text.portalAll, count: all.reduce((n, i) => n + i.count, 0) },
      ...all.map((i) => ({ id: i.id, name: i.name, count: i.count })),
    ];
  }, [industries.data]);

  const result = list.data;
  return (
    <>
      <PageBanner
        title={text.portalTitle}
        eyebrow={text.portalEyebrow}
        lead={text.portalLead}
        crumbs={[{ label: text.home, to: paths.home }, { label: text.portalTitle }]}
      />
      <PortalSection id={LIST_ANCHOR}>
        <QueryState
          isPending={industries.isPending || list.isPending}
          error={industries.error ?? list.error}
          isEmpty={result?.total === 0 && !query.trade}
          emptyText={text.portalEmpty}
          onRetry={() => {
            void industries.refetch();
            void list.refetch();
          }}
        >
          <IndustryFilter
            label={text.portalFilterLabel}
            options={options}
            selected={query.trade}
            anchor={LIST_ANCHOR}
          />
          <p className={styles.listMeta} role="status">
            {text.portalCount(result?.total ?? 0)}
          </p>
          <CardGrid label={text.portalListLabel}>
            {(result?.data ?? []).map((item) => (
              <ApplicationCard key={item.id} item={item} />
            ))}
          </CardGrid>
          {result && result.total > query.pageSize ? (
            <Pagination
              className={styles.pager}
              current={query.page}
              pageSize={query.pageSize}
              total={result.total}
              showSizeChanger
              showQuickJumper
              pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
              showTotal={(n) => text.portalCount(n)}
              onChange={(page, size) =>
                void navigate({
                  search: applicationPageSearch(search, page, size, query.pageSize),
                  hash: LIST_ANCHOR,
                })
              }
            />
          ) : null}
        </QueryState>
      </PortalSection>
    </>
  );
}
