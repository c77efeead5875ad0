import { OverviewPage } from '@/features/console-home/components/overview-page';
import { isKnownScreen } from '@/lib/known-screens';

export function Component() {
  return <OverviewPage known={isKnownScreen} />;
}
