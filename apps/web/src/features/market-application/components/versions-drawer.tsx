import {
  MarketApplicationDetailSchema,
  type MarketApplicationDetail,
  type MarketApplicationVersion,
} from '@pn/shared';
import { useState } from 'react';
import { useVersionPaging, VersionsDrawer, VersionsTable } from '@/components/admin/versions-table';
import { useApplicationVersions } from '../api/get-versions';
import { applicationText as text } from '../text';
import { ApplicationPreview } from './application-preview';

/** The card as a version kept it; older snapshots lacking a field show it empty. */
function cardOf(snapshot: Record<string, unknown>): MarketApplicationDetail {
  const fields = Object.keys(
    MarketApplicationDetailSchema.shape,
  ) as (keyof MarketApplicationDetail)[];
  return Object.fromEntries(
    fields.map((f) => [f, typeof snapshot[f] === 'string' ? snapshot[f] : '']),
  ) as unknown as MarketApplicationDetail;
}

export interface VersionTarget {
  id: number;
  applicationName: string;
}

/** An application's kept versions, newest first; each opens as the card it was. */
export function ApplicationVersionsDrawer({
  target,
  onClose,
}: {
  target: VersionTarget | null;
  onClose: () => void;
}) {
  return (
    <VersionsDrawer open={target !== null} name={target?.applicationName} onClose={onClose}>
      {target ? <VersionList id={target.id} /> : null}
    </VersionsDrawer>
  );
}

function VersionList({ id }: { id: number }) {
  const paging = useVersionPaging();
  const [shown, setShown] = useState<MarketApplicationDetail | null>(null);
  const versions = useApplicationVersions(id, paging.page, paging.pageSize);

  return (
    <>
      <VersionsTable<MarketApplicationVersion>
        list={versions}
        paging={paging}
        actionLabel={text.view}
        onAction={(row) => setShown(cardOf(row.snapshot))}
      />
      <ApplicationPreview detail={shown} onClose={() => setShown(null)} />
    </>
  );
}
