import { CaseEditor } from '@/features/content-admin/components/case-editor';
import { ContentAdminScreen } from '@/features/content-admin/components/content-admin-screen';
import { caseKind } from '@/features/content-admin/kinds';

/** /admin/content/case: success cases, list and editor (`?edit=new|<id>`). */
export function Component() {
  return <ContentAdminScreen kind={caseKind} renderEditor={(props) => <CaseEditor {...props} />} />;
}
