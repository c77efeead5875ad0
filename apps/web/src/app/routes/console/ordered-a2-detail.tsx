import { useAreaPath } from '@/components/read-only/read-only';
import { hrefOf, paths } from '@/config/paths';
import { DnnDetailPage } from '@/features/dnn/components/dnn-detail-page';

/** /control/ordered/A2/case/detail/:id: one DNN instance. */
export function Component() {
  const inArea = useAreaPath();
  return (
    <DnnDetailPage
      backHref={inArea(hrefOf('orderedA2Case'))}
      casesHref={(dnnId) => inArea(`${paths.orderedA2Case}?dnnId=${dnnId}`)}
    />
  );
}
