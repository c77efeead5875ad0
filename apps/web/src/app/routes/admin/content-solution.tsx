import { ContentAdminScreen } from '@/features/content-admin/components/content-admin-screen';
import { SolutionEditor } from '@/features/content-admin/components/solution-editor';
import { solutionKind } from '@/features/content-admin/kinds';

/** /admin/content/solution: industry solutions, list and editor (`?edit=new|<id>`). */
export function Component() {
  return (
    <ContentAdminScreen
      kind={solutionKind}
      renderEditor={(props) => <SolutionEditor {...props} />}
    />
  );
}
