import { hrefOf } from '@/config/paths';
import { IsolationCasesPage } from '@/features/dnn/components/isolation-cases-page';

const detailHref = (id: number) => hrefOf('orderedA2CaseDetail', { id });

/** /control/ordered/A2/case: DNN实例 (isolation cases). */
export function Component() {
  return <IsolationCasesPage detailHref={detailHref} />;
}
