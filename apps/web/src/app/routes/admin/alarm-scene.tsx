import { FaultScenePage } from '@/features/alarm-admin/components/fault-scene-page';
import { alarmText } from '@/features/alarm-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/alarm/scene: 故障场景. */
export function Component() {
  useDocumentTitle(pageTitle(alarmText.sceneTitle));
  return <FaultScenePage />;
}
