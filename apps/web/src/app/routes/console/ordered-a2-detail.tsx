import { hrefOf, paths } from '@/config/paths';
import { DnnDetailPage } from '@/features/dnn/components/dnn-detail-page';

const casesHref = (dnnId: number) => `${paths.orderedA2Case}?dnnId=${dnnId}`;

/** /control/ordered/A2/case/detail/:id: one DNN instance. */
export function Component() {
  return <DnnDetailPage backHref={hrefOf('orderedA2Case')} casesHref={casesHref} />;
}
