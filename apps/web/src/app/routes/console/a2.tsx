import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { DnnInstancesPage } from '@/features/dnn/components/dnn-instances-page';

/** /control/A2: 业务隔离 (DNN instances, their slices and cards). */
export function Component() {
  const inArea = useAreaPath();
  return <DnnInstancesPage casesHref={inArea(paths.orderedA2Case)} />;
}
