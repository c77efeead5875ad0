import { paths } from '@/config/paths';
import { DnnInstancesPage } from '@/features/dnn/components/dnn-instances-page';

/** /control/A2: 业务隔离 (DNN instances, their slices and cards). */
export function Component() {
  return <DnnInstancesPage casesHref={paths.orderedA2Case} />;
}
