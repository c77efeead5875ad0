import { useAreaPath } from '@/components/read-only/read-only';
import { hrefOf } from '@/config/paths';
import { IsolationCasesPage } from '@/features/dnn/components/isolation-cases-page';

/** /control/ordered/A2/case: DNN实例 (isolation cases). */
export function Component() {
  const inArea = useAreaPath();
  return <IsolationCasesPage detailHref={(id) => inArea(hrefOf('orderedA2CaseDetail', { id }))} />;
}
