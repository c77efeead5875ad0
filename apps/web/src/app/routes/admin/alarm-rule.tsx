import { AlarmRulePage } from '@/features/alarm-admin/components/alarm-rule-page';
import { alarmText } from '@/features/alarm-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/alarm/rule: 告警规则. */
export function Component() {
  useDocumentTitle(pageTitle(alarmText.ruleTitle));
  return <AlarmRulePage />;
}
